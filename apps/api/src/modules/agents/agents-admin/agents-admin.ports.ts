import type { AgentContractTypeName, BoAgentSettlementJob } from '@gp/contracts';
import type { Actor } from '../../platform/audit/audit.types';

/**
 * What the back office needs from the contract and settlement modules. They keep the rules, the
 * notices and the audit entry of each action (in the action's own transaction); the back office
 * resolves accounts, checks what staff can see, and reads the results back from the tables.
 */
export type PlatformOfferInput = {
  type: AgentContractTypeName;
  downlineId: bigint;
  terms: Record<string, unknown>;
  endsAt: string | null;
  note: string | null;
  staffId: bigint;
  actor: Actor;
};

export type AgentContractsPort = {
  offerAsPlatform: (input: PlatformOfferInput) => Promise<{ id: number }>;
  terminateAsStaff: (contractId: bigint, staffId: bigint, reason: string, actor: Actor) => Promise<unknown>;
};

export type AgentSettlementPort = {
  runPeriod: (input: { job: BoAgentSettlementJob; periodKey: string; trigger: 'staff'; staffId: bigint }) => Promise<{ runId: number }>;
};

export type AccountFreezePort = {
  freeze: (memberId: bigint, reason: string, actor: Actor) => Promise<unknown>;
  unfreeze: (memberId: bigint, staff: Actor) => Promise<unknown>;
};

export type AgentsAdminPorts = {
  contracts: AgentContractsPort;
  settlement: AgentSettlementPort;
  freeze: AccountFreezePort;
};

/** The ports from the wired services (services.agentContracts, agentSettlement, accountFreeze). */
export const agentsAdminPortsOf = (services: { agentContracts: AgentContractsPort; agentSettlement: AgentSettlementPort; accountFreeze: AccountFreezePort }): AgentsAdminPorts => ({
  contracts: services.agentContracts,
  settlement: services.agentSettlement,
  freeze: services.accountFreeze,
});
