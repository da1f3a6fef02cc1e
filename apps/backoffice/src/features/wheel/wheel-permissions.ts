import type { StaffRole } from '@gp/contracts';

/** Mirrors the API's wheel routes: operators (admins pass every check). */
export const canUseWheel = (roles: readonly StaffRole[]) => roles.some((r) => r === 'admin' || r === 'operator');
