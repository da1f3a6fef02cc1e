import type { StaffRole } from '@gp/contracts';

/** Mirror the API's chat routes (chat.admin.routes.ts): support, admins always; finance and content never. */
const chatRoles: readonly StaffRole[] = ['admin', 'support'];

export const canUseChat = (roles: readonly StaffRole[]) => roles.some((r) => chatRoles.includes(r));
