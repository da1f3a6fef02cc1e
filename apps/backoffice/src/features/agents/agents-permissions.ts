import type { StaffRole } from '@gp/contracts';

/** Mirrors staffAccess(...) of apps/api/src/modules/agents-admin/agents-admin.routes.ts. */
const treeReaders: readonly StaffRole[] = ['admin', 'operator', 'support'];
const agentOperators: readonly StaffRole[] = ['admin', 'operator'];
const settlementStaff: readonly StaffRole[] = ['admin', 'finance'];

const hasAny = (roles: readonly StaffRole[], allowed: readonly StaffRole[]) => roles.some((r) => allowed.includes(r));

/** The tree and a member's contracts (support reads them, changes nothing). */
export const canReadAgentTree = (roles: readonly StaffRole[]) => hasAny(roles, treeReaders);
export const canReadAgentContracts = canReadAgentTree;
/** Freeze, unfreeze, platform offers and terminations. */
export const canManageAgents = (roles: readonly StaffRole[]) => hasAny(roles, agentOperators);
export const canUseSettlementRuns = (roles: readonly StaffRole[]) => hasAny(roles, settlementStaff);
