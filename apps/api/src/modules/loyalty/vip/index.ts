// The VIP feature's public surface: other modules import only what this file exports.
export { vipFeature } from './vip.feature';
export { createVipService } from './vip.service';
export type { VipService } from './vip.service';
export { createVipAdminService } from './vip-admin.service';
export type { VipAdminService } from './vip-admin.service';
export { createVipRunsService } from './vip-runs.service';
export type { VipRunsService } from './vip-runs.service';
export { seedVipProgramme } from './vip-seed';
