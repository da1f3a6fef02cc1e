import type { AgentContractTerms, AgentContractTypeName } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/password';
import { findMemberByAccount, insertMember } from '../modules/identity/accounts/members.repository';
import { findHeldActiveId, insertContract } from '../modules/agents/contracts/agent-contracts.repository';
import { contractPeriodOf } from '../modules/agents/contracts';
import { openAccount } from '../modules/money/ledger';
import type { Services } from '../services';
import { demoMembers } from './members.seed';

/** A second demo agent under agent01, holding a daily salary contract from it. */
export const demoDownlineAgent = { account: 'agent02', password: 'Agent2026', nickname: 'Demo Sub-agent' } as const;

/** The platform's contracts for agent01 (a top-level agent): every type, so every contract page shows. */
export const demoPlatformTerms: Record<AgentContractTypeName, AgentContractTerms> = {
  daily_salary: {
    tiers: [
      { minActiveMembers: 1, minValidBet: 10_000, rateBp: 50 },
      { minActiveMembers: 5, minValidBet: 1_000_000, rateBp: 80 },
      { minActiveMembers: 10, minValidBet: 5_000_000, rateBp: 100 },
    ],
  },
  hourly_salary: {
    tiers: [
      { minActiveMembers: 1, minValidBet: 10_000, rateBp: 30 },
      { minActiveMembers: 5, minValidBet: 500_000, rateBp: 50 },
    ],
  },
  dividend: {
    period: 'weekly',
    tiers: [
      { minActiveMembers: 1, minValidBet: 100_000, minProfitLoss: 10_000, rateBp: 2_000 },
      { minActiveMembers: 5, minValidBet: 1_000_000, minProfitLoss: 100_000, rateBp: 3_000 },
      { minActiveMembers: 10, minValidBet: 5_000_000, minProfitLoss: 500_000, rateBp: 4_000 },
    ],
  },
  realtime_salary: { winRateBp: 20, lossRateBp: 50, minSingleBet: 1_000 },
};

/** agent01's daily salary contract to agent02, below its own rates. */
export const demoDownlineDailyTerms: AgentContractTerms = {
  tiers: [
    { minActiveMembers: 1, minValidBet: 10_000, rateBp: 30 },
    { minActiveMembers: 5, minValidBet: 1_000_000, rateBp: 50 },
    { minActiveMembers: 10, minValidBet: 5_000_000, rateBp: 70 },
  ],
};

const grantActive = async (
  db: Kysely<DB>,
  services: Services,
  contract: { type: AgentContractTypeName; uplineId: bigint | null; downlineId: bigint; terms: AgentContractTerms },
) => {
  if ((await findHeldActiveId(db, contract.downlineId, contract.type)) !== undefined) return;
  const at = new Date();
  const period = contractPeriodOf(contract.type, contract.terms);
  await insertContract(db, {
    type: contract.type,
    upline_id: contract.uplineId,
    downline_id: contract.downlineId,
    status: 'active',
    terms: JSON.stringify(contract.terms),
    period,
    note: 'Demo contract',
    offered_at: at,
    offer_expires_at: at,
    responded_at: at,
    effective_from: services.agentContracts.periodStart(period, at),
  });
};

/**
 * Demo contracts (idempotent): agent01 holds active platform contracts of all four types, and a
 * demo downline agent agent02 holds an active daily salary contract from agent01. Seeded as
 * accepted contracts, effective from the start of the current period.
 */
export const seedAgentContracts = async (db: Kysely<DB>, services: Services): Promise<void> => {
  const top = await findMemberByAccount(db, demoMembers.agent.account);
  if (!top) return;
  for (const [type, terms] of Object.entries(demoPlatformTerms) as [AgentContractTypeName, AgentContractTerms][]) {
    await grantActive(db, services, { type, uplineId: null, downlineId: top.id, terms });
  }
  let sub = await findMemberByAccount(db, demoDownlineAgent.account);
  if (!sub) {
    const { currency } = await services.settings.value('merchant');
    sub = await insertMember(db, {
      account: demoDownlineAgent.account,
      nickname: demoDownlineAgent.nickname,
      type: 1,
      password_hash: await hashPassword(demoDownlineAgent.password),
      upline_id: top.id,
      register_method: 'staff',
    });
    await openAccount(db, { kind: 'agent_main', currency, owner: { type: 'agent', id: String(sub.id) } });
  }
  await grantActive(db, services, { type: 'daily_salary', uplineId: top.id, downlineId: sub.id, terms: demoDownlineDailyTerms });
};
