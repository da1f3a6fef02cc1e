import { createDb, type Database } from '@gp/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createAuditService } from '../../platform/audit';
import { checkLedgerInvariants } from '../../money/ledger';
import { createSettingsService } from '../../platform/settings';
import { fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { createAgentSettlementService, type AgentSettlementService } from './agent-settlement.service';
import { addDay, agentBalance, insertContract, newStaffId } from './agent-settlement.test-support';
import { createAccountFreezeService } from '../../identity/accounts';

// Two API instances (separate pools, different lease holders) settling the same periods at once
// on real PostgreSQL: every settlement is paid exactly once and the books stay whole.
let t: TestApp;
let second: Database;
let runnerA: AgentSettlementService;
let runnerB: AgentSettlementService;

const instance = (db: Database['db'], holder: string) => {
  const audit = createAuditService(db);
  const settings = createSettingsService(db, audit, 0);
  return createAgentSettlementService(db, {
    settings,
    freeze: createAccountFreezeService(db, audit),
    businessTimeZone: 'Asia/Kolkata',
    tickSeconds: 30,
    clockOffsetMinutes: 0,
    holder,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.database.db);
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name ?? ''}`;
  second = await createDb({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  runnerA = instance(t.database.db, 'instance-a');
  runnerB = instance(second.db, 'instance-b');
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const tiers = { tiers: [{ minActiveMembers: 0, minValidBet: 0, rateBp: 100 }] };
const dividendTerms = { period: 'daily', tiers: [{ minActiveMembers: 0, minValidBet: 0, minProfitLoss: 0, rateBp: 1_000 }] };

describe('two settlement runners (PostgreSQL)', () => {
  it('pay each contract and period exactly once when both run the same periods at the same time', async () => {
    const pairs: { upline: TestMember; downline: TestMember; top: TestMember }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const top = await newMember(t, { agent: true });
      const downline = await newMember(t, { agent: true, uplineId: top.id });
      const player = await newMember(t, { uplineId: downline.id });
      await fundMember(t, top, 1_000_000);
      // 1 Mar 2026 00:00 IST = 28 Feb 18:30Z; the platform pays `top`, `top` pays `downline`.
      await insertContract(t, {
        type: 'daily_salary',
        upline: null,
        downline: top,
        terms: tiers,
        period: 'daily',
        effectiveFrom: new Date('2026-02-28T18:30:00Z'),
      });
      await insertContract(t, { type: 'daily_salary', upline: top, downline, terms: tiers, period: 'daily', effectiveFrom: new Date('2026-02-28T18:30:00Z') });
      for (const day of ['2026-03-01', '2026-03-02', '2026-03-03']) await addDay(t, player, day, 100_000, 0); // 100000 * 100 / 10000 = 1000 a day
      pairs.push({ upline: top, downline, top });
    }
    const now = new Date('2026-03-03T18:35:00Z'); // 4 Mar 00:05 IST: three days due
    const staffId = await newStaffId(t);
    await Promise.all([
      runnerA.runDue('daily_salary', now),
      runnerB.runDue('daily_salary', now),
      runnerA.tick(now),
      runnerB.tick(now),
      runnerA.runPeriod({ job: 'daily_salary', periodKey: '2026-03-02', trigger: 'staff', staffId }, now),
      runnerB.runPeriod({ job: 'daily_salary', periodKey: '2026-03-02', trigger: 'staff', staffId }, now),
    ]);
    await Promise.all([runnerA.tick(now), runnerB.tick(now)]);

    // Each downline: 3 days x 1000 from its upline; each top: 3 x 1000 from the platform, 3 x 1000 paid down.
    for (const { downline, top } of pairs) {
      expect(await agentBalance(t, downline)).toBe(3_000);
      expect(await agentBalance(t, top)).toBe(1_000_000 + 3_000 - 3_000);
    }
    const settlements = await t.database.db
      .selectFrom('agent_settlements')
      .select(['id', 'status', 'paid_amount'])
      .where('type', '=', 'daily_salary')
      .execute();
    expect(settlements).toHaveLength(6 * 2 * 3);
    expect(settlements.every((s) => s.status === 'paid' && s.paid_amount === 1_000n)).toBe(true);
    const { rows: journals } = await sql<{ n: number }>`select count(*)::int4 as n from ledger_journals where kind = 'agent_income'`.execute(t.database.db);
    expect(journals[0]?.n).toBe(6 * 2 * 3);
    const { rows: runs } = await sql<{
      n: number;
    }>`select count(*)::int4 as n from agent_settlement_runs where job = 'daily_salary' and trigger <> 'staff'`.execute(t.database.db);
    expect(runs[0]?.n).toBe(3);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });

  it('pays a dividend confirmed twice at once, and forced by both deadlines sweeps, once', async () => {
    const upline = await newMember(t, { agent: true });
    const downline = await newMember(t, { agent: true, uplineId: upline.id });
    const other = await newMember(t, { agent: true, uplineId: upline.id });
    const player = await newMember(t, { uplineId: downline.id });
    const player2 = await newMember(t, { uplineId: other.id });
    await fundMember(t, upline, 100_000);
    await insertContract(t, { type: 'dividend', upline, downline, terms: dividendTerms, period: 'daily', effectiveFrom: new Date('2026-03-09T18:30:00Z') });
    await insertContract(t, {
      type: 'dividend',
      upline,
      downline: other,
      terms: dividendTerms,
      period: 'daily',
      effectiveFrom: new Date('2026-03-09T18:30:00Z'),
    });
    await addDay(t, player, '2026-03-10', 50_000, 0); // 50000 * 1000 / 10000 = 5000
    await addDay(t, player2, '2026-03-10', 30_000, 0); // 3000
    await Promise.all([runnerA.tick(new Date('2026-03-10T18:35:00Z')), runnerB.tick(new Date('2026-03-10T18:35:00Z'))]);
    const rows = await t.database.db
      .selectFrom('agent_settlements')
      .select(['id', 'payee_id'])
      .where('type', '=', 'dividend')
      .where('payer_id', '=', upline.id)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(2);
    const mine = rows.find((r) => r.payee_id === downline.id)?.id ?? 0n;
    const answers = await Promise.allSettled([
      runnerA.confirmDividend({ id: upline.id }, Number(mine)),
      runnerB.confirmDividend({ id: upline.id }, Number(mine)),
    ]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    // The other one passes its deadline while both instances sweep.
    const late = new Date('2026-03-11T18:36:00Z');
    await Promise.all([runnerA.tick(late), runnerB.tick(late)]);
    expect([await agentBalance(t, upline), await agentBalance(t, downline), await agentBalance(t, other)]).toEqual([100_000 - 8_000, 5_000, 3_000]);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});
