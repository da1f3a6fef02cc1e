import type { StaffRole } from '@gp/contracts';

/** Mirror the API's affiliate application routes (affiliate.admin.routes.ts): operators and support, admins always. */
const deciders: readonly StaffRole[] = ['admin', 'operator', 'support'];

export const canDecideAffiliates = (roles: readonly StaffRole[]) => roles.some((r) => deciders.includes(r));
