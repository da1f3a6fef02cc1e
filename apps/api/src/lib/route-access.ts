import type { StaffRole } from '@gp/contracts';

/**
 * Who may call a route. Every route states it (app start-up fails otherwise) and the access-control
 * test proves each route refuses a caller outside that set.
 */
export type RouteAccess = { kind: 'public' } | { kind: 'staff'; roles: readonly StaffRole[] };

export const publicAccess: RouteAccess = { kind: 'public' };

/** Admins may do everything; other roles are listed per route. */
export const staffAccess = (...roles: StaffRole[]): RouteAccess => ({
  kind: 'staff',
  roles: roles.includes('admin') ? roles : ['admin', ...roles],
});
