import type { StaffRole } from '@gp/contracts';

/** Mirrors staffAccess('finance', 'operator') of the API's loyalty cost routes (admins pass every check). */
const costReaders: readonly StaffRole[] = ['admin', 'finance', 'operator'];

export const canReadLoyaltyCost = (roles: readonly StaffRole[]) => roles.some((r) => costReaders.includes(r));
