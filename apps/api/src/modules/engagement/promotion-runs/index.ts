// The promotion runs module's public surface: other modules import only what this file exports.
export { promotionRunsFeature } from './promotion-runs.feature';
export { createPromotionRunsService } from './promotion-runs.service';
export type { PromotionRunsService, PromotionRunsDeps } from './promotion-runs.service';
