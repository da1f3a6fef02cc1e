import type { StaffRole } from '@gp/contracts';

/**
 * Who may call a route. Every route states it (app start-up fails otherwise) and the access-control
 * test proves each route refuses a caller outside that set.
 */
export type RouteAccess =
  | { kind: 'public' }
  /** Anyone; a valid member token, when sent, is resolved so the call can act for that member. */
  | { kind: 'visitor' }
  /** `duringPasswordChange`: open to a session whose temporary password is not yet changed (else 403 PASSWORD_CHANGE_REQUIRED). */
  | { kind: 'staff'; roles: readonly StaffRole[]; duringPasswordChange?: boolean }
  /**
   * A signed-in member; trial (free-play) accounts only where `allowTrial`; agents only where `agentOnly`;
   * `duringPasswordChange`: open while a password set by someone else is not yet changed (else 403 PASSWORD_CHANGE_REQUIRED).
   */
  | { kind: 'member'; allowTrial: boolean; agentOnly?: boolean; duringPasswordChange?: boolean };

export const publicAccess: RouteAccess = { kind: 'public' };

export const visitorAccess: RouteAccess = { kind: 'visitor' };

/** Admins may do everything; other roles are listed per route. */
export const staffAccess = (...roles: StaffRole[]): RouteAccess => ({
  kind: 'staff',
  roles: roles.includes('admin') ? roles : ['admin', ...roles],
});

/** Every staff member, also before a temporary password is changed: changing it and signing out. */
export const staffSelfAccess: RouteAccess = { kind: 'staff', roles: ['admin', 'operator', 'finance', 'support', 'content'], duringPasswordChange: true };

/** Member pages: a trial account is refused with "needs a real account". */
export const memberAccess: RouteAccess = { kind: 'member', allowTrial: false };

/** Calls every signed-in account makes, trial ones included: member info, logout. */
export const anyMemberAccess: RouteAccess = { kind: 'member', allowTrial: true };

/** Member info and logout: every signed-in account, also before a password set by someone else is changed. */
export const memberSelfAccess: RouteAccess = { kind: 'member', allowTrial: true, duringPasswordChange: true };

/** Changing the password: the one thing such a session is there for. */
export const passwordChangeAccess: RouteAccess = { kind: 'member', allowTrial: false, duringPasswordChange: true };

/** The agent centre: a signed-in agent, while the merchant's agent policy (AGENTPOLICY3) is on. */
export const agentAccess: RouteAccess = { kind: 'member', allowTrial: false, agentOnly: true };
