import type { StaffRole } from '@gp/contracts';

/** Mirror the API's referral routes (referral.admin.routes.ts): operators set and run; support and finance read. */
const readers: readonly StaffRole[] = ['admin', 'operator', 'finance', 'support'];
const editors: readonly StaffRole[] = ['admin', 'operator'];

export const canReadReferral = (roles: readonly StaffRole[]) => roles.some((r) => readers.includes(r));
export const canEditReferral = (roles: readonly StaffRole[]) => roles.some((r) => editors.includes(r));
