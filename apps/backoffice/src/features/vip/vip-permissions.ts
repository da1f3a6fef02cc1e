import type { StaffRole } from '@gp/contracts';

/** Mirror the API's VIP routes (admins pass every check): the ladder and runs for content and operators, members for support and operators. */
const editors: readonly StaffRole[] = ['admin', 'content', 'operator'];
const memberStaff: readonly StaffRole[] = ['admin', 'support', 'operator'];

export const canEditVip = (roles: readonly StaffRole[]) => roles.some((r) => editors.includes(r));
export const canManageVipMembers = (roles: readonly StaffRole[]) => roles.some((r) => memberStaff.includes(r));
export const canUseVip = (roles: readonly StaffRole[]) => canEditVip(roles) || canManageVipMembers(roles);
