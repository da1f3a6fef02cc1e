import type { StaffRole } from '@gp/contracts';

/** Mirrors staffAccess('content', 'finance') of the API's promotion runs routes (promotion-runs.admin.routes.ts). */
const runStaff: readonly StaffRole[] = ['admin', 'content', 'finance'];

export const canUsePromotionRuns = (roles: readonly StaffRole[]) => roles.some((r) => runStaff.includes(r));
