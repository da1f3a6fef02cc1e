// The affiliate application's public surface: other modules import only what this file exports.
export { affiliateFeature } from './affiliate.feature';
export { createAffiliateAdminService, createAffiliateService, fileAffiliateApplication } from './affiliate.service';
export { applicationIdsByFeedback } from './affiliate.repository';
export type { AffiliateAdminService, AffiliateService } from './affiliate.service';
