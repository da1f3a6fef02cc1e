// The promotions module's public surface: other modules import only what this file exports.
export { bonusIdempotencyKey, issueBonus } from './issue-bonus';
export type { IssueBonusInput, IssuedBonus } from './issue-bonus';
export { ensurePromotionRule } from './promotion-rule-seed';
export type { SeedRule } from './promotion-rule-seed';
export { promotionsFeature } from './promotions.feature';
export { createPromotionsService } from './promotions.service';
export { createPromotionRulesAdminService } from './rules-admin.service';
export type { PromotionRulesAdminService } from './rules-admin.service';
export { createPromotionCostReportService } from './cost-report.service';
export type { PromotionCostReportService } from './cost-report.service';
export type { PromotionsService } from './promotions.service';
export { createApplyService } from './apply.service';
export type { ApplyService } from './apply.service';
export { createClaimsReviewService } from './claims-review.service';
export type { ClaimsReviewService } from './claims-review.service';
export { promotionRunsFeature } from './runs/promotion-runs.feature';
export { createPromotionRunsService } from './runs/promotion-runs.service';
export type { PromotionRunsService, PromotionRunsDeps } from './runs/promotion-runs.service';
