import { agentContractTermsByType, exceedsRateCap, type AgentContractTypeName } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { demoDownlineAgent, demoDownlineDailyTerms, demoPlatformTerms, seedAgentContracts } from './agent-contracts.seed';
import { demoMembers, seedMembers } from './members.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const contracts = () =>
  t.database.db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as d', 'd.id', 'c.downline_id')
    .leftJoin('members as u', 'u.id', 'c.upline_id')
    .select(['c.type', 'c.status', 'd.account as downline', 'u.account as upline'])
    .orderBy('c.id')
    .execute();

describe('demo agent contracts seed', () => {
  it("seeds valid terms, the downline within its upline's cap", () => {
    for (const [type, terms] of Object.entries(demoPlatformTerms))
      expect(agentContractTermsByType[type as AgentContractTypeName].safeParse(terms).success, type).toBe(true);
    expect(agentContractTermsByType.daily_salary.safeParse(demoDownlineDailyTerms).success).toBe(true);
    expect(exceedsRateCap(demoDownlineDailyTerms, demoPlatformTerms.daily_salary)).toBe(false);
  });

  it('gives agent01 every platform contract and agent02 a daily salary from agent01, once', async () => {
    for (let run = 0; run < 2; run += 1) {
      await seedMembers(t.database.db, t.services.settings);
      await seedAgentContracts(t.database.db, t.services);
    }
    const rows = await contracts();
    expect(rows).toHaveLength(5);
    expect(
      rows
        .filter((r) => r.downline === demoMembers.agent.account && r.upline === null && r.status === 'active')
        .map((r) => r.type)
        .sort(),
    ).toEqual(['daily_salary', 'dividend', 'hourly_salary', 'realtime_salary']);
    expect(rows).toContainEqual({ type: 'daily_salary', status: 'active', downline: demoDownlineAgent.account, upline: demoMembers.agent.account });
    const sub = await t.database.db
      .selectFrom('members')
      .select(['type', 'upline_id'])
      .where('account', '=', demoDownlineAgent.account)
      .executeTakeFirstOrThrow();
    expect(sub.type).toBe(1);
  });
});
