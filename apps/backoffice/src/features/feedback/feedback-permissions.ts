import type { StaffRole } from '@gp/contracts';

/** Mirror the API's feedback inbox routes (feedback.admin.routes.ts): support and operators, admins always. */
const inboxRoles: readonly StaffRole[] = ['admin', 'support', 'operator'];

export const canWorkFeedback = (roles: readonly StaffRole[]) => roles.some((r) => inboxRoles.includes(r));
