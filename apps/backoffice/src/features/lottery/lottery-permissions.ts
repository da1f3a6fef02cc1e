import type { StaffRole } from '@gp/contracts';

/**
 * Mirrors the API's lottery routes (admins pass every check): operators and finance read games,
 * draws, exposure and the report and enter or decide results; only operators change games and
 * terms or void a draw.
 */
const readers: readonly StaffRole[] = ['admin', 'operator', 'finance'];
const operators: readonly StaffRole[] = ['admin', 'operator'];

export const canUseLottery = (roles: readonly StaffRole[]) => roles.some((r) => readers.includes(r));
export const canManageLottery = (roles: readonly StaffRole[]) => roles.some((r) => operators.includes(r));
