// The wagering module's public surface: other modules import only what this file exports.
export { addWageringRequirement, addWageringRequirements, settleWagering, wageringRequired } from './wagering.service';
export type { WageringProgress } from './wagering.service';
export { createWageringAdminService } from './wagering-admin.service';
export type { WageringAdminService } from './wagering-admin.service';
export { wageringFeature } from './wagering.feature';
