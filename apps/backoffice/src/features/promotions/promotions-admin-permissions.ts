import type { StaffRole } from '@gp/contracts';

/** Mirrors staffAccess(...) of the API's promotion rule, wagering and cost report routes. */
const ruleEditors: readonly StaffRole[] = ['admin', 'content'];
const bonusReaders: readonly StaffRole[] = ['admin', 'finance', 'operator', 'support'];
const wageringDeciders: readonly StaffRole[] = ['admin', 'finance'];
const costReaders: readonly StaffRole[] = ['admin', 'finance', 'operator'];

const hasAny = (roles: readonly StaffRole[], allowed: readonly StaffRole[]) => roles.some((r) => allowed.includes(r));

export const canEditPromotionRules = (roles: readonly StaffRole[]) => hasAny(roles, ruleEditors);
export const canReadMemberBonuses = (roles: readonly StaffRole[]) => hasAny(roles, bonusReaders);
export const canDecideWagering = (roles: readonly StaffRole[]) => hasAny(roles, wageringDeciders);
export const canReadPromotionCost = (roles: readonly StaffRole[]) => hasAny(roles, costReaders);
