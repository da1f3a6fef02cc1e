import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { AuditService } from '../../platform/audit/audit.service';
import type { SettingsService } from '../../platform/settings/settings.service';
import { createAgentTreeService, type AgentTreeOptions } from './agent-tree.service';
import type { AgentsAdminPorts } from './agents-admin.ports';
import { createContractOversightService } from './contract-oversight.service';
import { createSettlementRunsService } from './settlement-runs.service';

/**
 * The back office for agents (issue 7, point 5): the tree, contract oversight, settlement runs and
 * re-runs, freeze and unfreeze. Every action goes through the contract, settlement and freeze
 * services (the ports), which keep the rules; the back office never re-implements them.
 */
export const createAgentsAdminServices = (db: Kysely<DB>, audit: AuditService, settings: SettingsService, ports: AgentsAdminPorts, options: AgentTreeOptions) => ({
  tree: createAgentTreeService(db, settings, ports.freeze, options),
  contracts: createContractOversightService(db, ports.contracts),
  settlement: createSettlementRunsService(db, audit, ports.settlement),
});

export type AgentsAdminServices = ReturnType<typeof createAgentsAdminServices>;
