import type { StaffRole } from '@gp/contracts';

// The same role sets as the screens the figures come from, so the dashboard shows no one more than those do.

/** Deposits, withdrawals, disputes and reconciliation: the cashier's roles (staffAccess('finance')). */
const cashierRoles: readonly StaffRole[] = ['admin', 'finance'];
/** GGR and players: the GGR report's roles (staffAccess('operator', 'finance')). */
const gamesRoles: readonly StaffRole[] = ['admin', 'operator', 'finance'];

const hasAny = (roles: readonly StaffRole[], allowed: readonly StaffRole[]) => roles.some((r) => allowed.includes(r));

export const seesCashier = (roles: readonly StaffRole[]) => hasAny(roles, cashierRoles);
export const seesGames = (roles: readonly StaffRole[]) => hasAny(roles, gamesRoles);
