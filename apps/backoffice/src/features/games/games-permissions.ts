import type { StaffRole } from '@gp/contracts';

/** Mirrors staffAccess(...) of apps/api/src/modules/games-admin/games-admin.routes.ts. */
const vendorManagers: readonly StaffRole[] = ['admin', 'operator'];
const secretKeepers: readonly StaffRole[] = ['admin'];
const roundExplorers: readonly StaffRole[] = ['admin', 'operator', 'support', 'finance'];
const ggrReaders: readonly StaffRole[] = ['admin', 'operator', 'finance'];

const hasAny = (roles: readonly StaffRole[], allowed: readonly StaffRole[]) => roles.some((r) => allowed.includes(r));

export const canManageGameVendors = (roles: readonly StaffRole[]) => hasAny(roles, vendorManagers);
export const canManageVendorSecrets = (roles: readonly StaffRole[]) => hasAny(roles, secretKeepers);
export const canExploreRounds = (roles: readonly StaffRole[]) => hasAny(roles, roundExplorers);
export const canReadGgr = (roles: readonly StaffRole[]) => hasAny(roles, ggrReaders);
