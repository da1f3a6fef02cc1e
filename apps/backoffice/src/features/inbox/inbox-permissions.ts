import type { StaffRole } from '@gp/contracts';

/** Mirror the API's inbox routes (inbox.admin.routes.ts): operators and support staff, admins always. */
const writers: readonly StaffRole[] = ['admin', 'operator', 'support'];

export const canSendInboxMessages = (roles: readonly StaffRole[]) => roles.some((r) => writers.includes(r));
