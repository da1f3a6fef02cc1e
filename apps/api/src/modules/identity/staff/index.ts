// The staff module's public surface: other modules import only what this file exports.
export { staffActorOf } from './staff-actor';
export { createStaffAdminService } from './staff-admin.service';
export { createStaffAuthService } from './staff-auth.service';
export type { StaffAuthService } from './staff-auth.service';
export { staffCallerOf } from './staff-caller';
export type { StaffCaller } from './staff-caller';
export { createStaffPasswordService } from './staff-password.service';
export { staffFeature } from './staff.feature';
export type { StaffPrincipal } from './staff.types';
export { staffNames, staffWithRoles } from './staff-directory';
export type { StaffDirectoryEntry } from './staff-directory';
