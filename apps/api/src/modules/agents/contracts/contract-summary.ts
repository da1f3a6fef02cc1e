import { agentContractTypes, consolidatedInfoKey, type AgentContractStatusName, type ConsolidatedContractInfo } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { countBySideAndStatus, countPendingConfirmations, type ContractCounts } from './agent-contracts.repository';

/** Which received status speaks for the type when several exist: a live one first. */
const statusPreference: readonly AgentContractStatusName[] = ['active', 'offered', 'terminated', 'expired', 'rejected'];

const typeInfo = (counts: ContractCounts[]) => {
  const received = statusPreference.find((status) => counts.some((c) => c.side === 'received' && c.status === status)) ?? null;
  const given = (status: AgentContractStatusName) => counts.find((c) => c.side === 'given' && c.status === status)?.n ?? 0;
  const givenActive = given('active');
  const givenOffered = given('offered');
  return {
    // A page is shown while the agent holds or is offered the type, or has given one that is live.
    enabled: received === 'active' || received === 'offered' || givenActive + givenOffered > 0,
    received,
    givenActive,
    givenOffered,
  };
};

/** Consolidated contract info: the agent centre's contract pages and badges. */
export const createContractSummary =
  (db: Kysely<DB>) =>
  async (agent: MemberPrincipal): Promise<ConsolidatedContractInfo> => {
    const [counts, pendingConfirmations] = await Promise.all([countBySideAndStatus(db, agent.id), countPendingConfirmations(db, agent.id)]);
    const info = Object.fromEntries(agentContractTypes.map((type) => [consolidatedInfoKey[type], typeInfo(counts.filter((c) => c.type === type))])) as Pick<
      ConsolidatedContractInfo,
      (typeof consolidatedInfoKey)[keyof typeof consolidatedInfoKey]
    >;
    const pendingOffers = counts.filter((c) => c.side === 'received' && c.status === 'offered').reduce((sum, c) => sum + c.n, 0);
    return { ...info, pendingOffers, pendingConfirmations };
  };
