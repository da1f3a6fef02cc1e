import type { StaffRole } from '@gp/contracts';

/** Mirrors the API's points rates routes: operators and finance (admins pass every check). */
export const canEditPointRates = (roles: readonly StaffRole[]) => roles.some((r) => r === 'admin' || r === 'operator' || r === 'finance');
