import { createDb, type Database } from '@gp/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { createAuditService } from '../../platform/audit';
import { createSettingsService } from '../../platform/settings';
import { createVipRunsService } from './vip-runs.service';
import { creditedDeposit, historyOf, levelOf, testLadder, validBets, vipMember, vipPromotion } from './vip.test-support';

// Two API instances (separate pools, different holders) running the VIP run at the same moment on
// real PostgreSQL: every level change is recorded once and every bonus paid once.
let t: TestApp;
let second: Database;

const instance = (db: Database['db'], holder: string) => {
  const audit = createAuditService(db);
  const settings = createSettingsService(db, audit, 0);
  return createVipRunsService(db, { settings, audit, businessTimeZone: 'Asia/Kolkata', tickSeconds: 30, holder });
};

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.database.db);
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name ?? ''}`;
  second = await createDb({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  await testLadder(t.database.db);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const db = () => t.database.db;
const at = (local: string) => new Date(`${local}+05:30`);

describe('two VIP runs at once', () => {
  it('pay each upgrade, weekly and monthly bonus once and record each move once', async () => {
    const promotionId = await vipPromotion(db(), { startedAt: at('2026-05-01T00:00:00'), keepPeriod: 'monthly' });
    const climbers: bigint[] = [];
    for (let i = 0; i < 30; i += 1) {
      const m = await vipMember(db());
      await creditedDeposit(db(), m, 1_000, at('2026-05-25T10:00:00'));
      await validBets(db(), m, 10_000, at('2026-05-25T11:00:00'));
      climbers.push(m);
    }
    const fallers: bigint[] = [];
    for (let i = 0; i < 10; i += 1) fallers.push(await vipMember(db(), 3));

    const a = instance(db(), 'instance-a');
    const b = instance(second.db, 'instance-b');
    // June 1st: May closes (monthly and weekly bonuses, the keep check) while the climbers move up.
    const now = at('2026-06-01T00:10:00');
    await Promise.all([a.runNow(now), b.runNow(now), a.runNow(now), b.runNow(now)]);

    for (const m of climbers) {
      expect(await levelOf(db(), m)).toBe(2);
      expect(await historyOf(db(), m)).toHaveLength(1);
    }
    for (const m of fallers) {
      expect(await levelOf(db(), m)).toBe(2);
      expect(await historyOf(db(), m)).toHaveLength(1);
    }
    const { rows } = await sql<{ member_id: string; period_key: string; n: string; journals: string }>`
      select c.member_id::text, c.period_key, count(*)::text as n,
        (select count(*) from ledger_journals j where j.idempotency_key = 'promotion:' || c.promotion_id || ':' || c.member_id || ':' || c.period_key)::text as journals
      from promotion_claims c where c.promotion_id = ${promotionId} group by c.promotion_id, c.member_id, c.period_key`.execute(db());
    expect(rows.every((r) => r.n === '1' && r.journals === '1')).toBe(true);
    // Upgrades run before the closes: 30 climbers x (vip-up-1, vip-up-2, and May's and weeks 19-22's
    // bonuses at level 2) + 10 fallers x (May's and weeks 19-22's bonuses at level 3, before the keep
    // check). Week 18 began before the programme (1 May) and is not a whole week of it.
    expect(rows.length).toBe(30 * 7 + 10 * 5);
    const dues = await db()
      .selectFrom('vip_bonus_dues')
      .select(sql<string>`count(*)::text`.as('n'))
      .where('status', '=', 'owed')
      .executeTakeFirstOrThrow();
    expect(dues.n).toBe('0');
    expect(await checkLedgerInvariants(db())).toEqual([]);
  });
});
