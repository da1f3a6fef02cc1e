// The points mall's public surface: other modules import only what this file exports.
export { pointsMallFeature } from './mall.feature';
export { createPointsMallService } from './mall.service';
export type { PointsMallService } from './mall.service';
export { createPointsMallAdminService } from './mall-admin.service';
export type { PointsMallAdminService } from './mall-admin.service';
export { finishPayouts } from './mall-payout';
export { redemptionStatusesOf } from './redemption-statuses.repository';
