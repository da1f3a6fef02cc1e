import type { StaffRole } from '@gp/contracts';

/** Mirrors the API's red-envelope routes: operators (admins pass every check). */
export const canUseEnvelopes = (roles: readonly StaffRole[]) => roles.some((r) => r === 'admin' || r === 'operator');
