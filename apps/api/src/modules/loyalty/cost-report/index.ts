// The loyalty cost report's public surface: other modules import only what this file exports.
export { loyaltyCostFeature } from './loyalty-cost.feature';
export { createLoyaltyCostReportService } from './loyalty-cost.service';
export type { LoyaltyCostReportService } from './loyalty-cost.service';
