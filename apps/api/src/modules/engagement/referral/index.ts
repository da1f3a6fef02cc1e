// The referral programme's public surface: other modules import only what this file exports.
export { referralFeature } from './referral.feature';
export { bindReferral, createReferralService, referralProgrammeOn } from './referral.service';
export type { ReferralService } from './referral.service';
export { createReferralAdminService } from './referral-admin.service';
export type { ReferralAdminService } from './referral-admin.service';
export { createReferralRewardsService } from './referral-rewards.service';
export type { ReferralRewardsService } from './referral-rewards.service';
export { seedReferralProgramme } from './referral-seed';
