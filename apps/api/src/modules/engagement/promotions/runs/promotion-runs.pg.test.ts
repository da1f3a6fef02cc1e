import { createDb, type Database } from '@gp/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { checkLedgerInvariants } from '../../../money/ledger';
import { createAuditService, systemActor } from '../../../platform/audit';
import { createSettingsService } from '../../../platform/settings';
import { createPromotionRunsService, type PromotionRunsDeps } from './promotion-runs.service';
import { addHour, afterDay, insertRunMember, insertRunPromotion, localHour, mainBalance, runMembersOf, runsOf } from './promotion-runs.test-support';

// Two API instances (separate pools, different holders) paying the same promotion periods at once,
// and a run that dies after its first chunk, on real PostgreSQL: every member is paid exactly once
// and the books stay whole.
let t: TestApp;
let second: Database;

const instance = (db: Database['db'], holder: string, extra: Partial<PromotionRunsDeps> = {}) => {
  const audit = createAuditService(db);
  const settings = createSettingsService(db, audit, 0);
  return createPromotionRunsService(db, { settings, audit, businessTimeZone: 'Asia/Kolkata', tickSeconds: 30, holder, chunkSize: 4, ...extra });
};

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.database.db);
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name ?? ''}`;
  second = await createDb({ kind: 'postgres', url: url.toString(), poolSize: 10 });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const db = () => t.database.db;
const start = (day: string) => new Date(`${day}T00:00:00+05:30`);
const oneDay = (day: string) => ({ startAt: start(day), endAt: new Date(start(day).getTime() + 86_400_000) });

/** `count` members who each lost 1,000 x (i + 1) on `day`: 10 % cashback pays 100 x (i + 1). */
const losers = async (day: string, count: number): Promise<bigint[]> => {
  const ids: bigint[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = await insertRunMember(db());
    await addHour(db(), id, localHour(day, 10), { bet: 1_000 * (i + 1) });
    ids.push(id);
  }
  return ids;
};

/** Per member: bonus journals of the promotion and claims of the day. */
const paidOnce = async (promotionId: number, day: string, ids: bigint[]) => {
  for (const [i, id] of ids.entries()) {
    const { rows } = await sql<{ journals: number; claims: number }>`select
      (select count(*)::int4 from ledger_journals where idempotency_key = ${`promotion:${promotionId}:${id}:${day}`}) as journals,
      (select count(*)::int4 from promotion_claims where promotion_id = ${promotionId} and member_id = ${id} and period_key = ${day}) as claims`.execute(db());
    expect(rows[0]).toEqual({ journals: 1, claims: 1 });
    expect(await mainBalance(db(), id)).toBe(BigInt(100 * (i + 1)));
  }
};

/** The house bonus account's legs against every wallet leg of bonus journals: they cancel out. */
const houseAndWallets = async () => {
  const { rows } = await sql<{ house: string; wallets: string }>`select
      coalesce(sum(l.amount) filter (where a.kind = 'house_bonus'), 0)::text as house,
      coalesce(sum(l.amount) filter (where a.kind <> 'house_bonus'), 0)::text as wallets
    from ledger_legs l join ledger_accounts a on a.id = l.account_id join ledger_journals j on j.id = l.journal_id
    where j.kind = 'bonus'`.execute(db());
  return { house: BigInt(rows[0]?.house ?? '0'), wallets: BigInt(rows[0]?.wallets ?? '0') };
};

describe('promotion runs on PostgreSQL', () => {
  it('pay each member once when two instances and a staff re-run pay the same day at the same time', async () => {
    const day = '2026-05-04';
    const promotionId = await insertRunPromotion(db(), { ...oneDay(day), turnoverMultipleBp: 10_000, budgetTotal: 1_000_000n });
    const ids = await losers(day, 18);
    const staff = await t.services.staffAdmin.create(
      { username: `runs${Date.now()}`, password: 'correct horse battery staple', roles: ['content'] },
      systemActor('test'),
    );
    const a = instance(db(), 'instance-a');
    const b = instance(second.db, 'instance-b');
    const now = afterDay(day);
    const caller = { staffId: BigInt(staff.id), actor: systemActor('test') };
    await Promise.all([a.runDue(now), b.runDue(now), b.rerun({ promotionId, periodKey: day }, caller), a.runDue(now)]);

    await paidOnce(promotionId, day, ids);
    const runs = await runsOf(db(), promotionId);
    // The scheduled run and the staff run; between them every member paid once (the later one finds them paid).
    expect(runs.map((r) => r.trigger).sort()).toEqual(['schedule', 'staff']);
    expect(runs.every((r) => r.status === 'done')).toBe(true);
    const paid = runs.reduce((sum, r) => sum + r.paid_count, 0);
    expect(paid).toBe(18);
    const rule = await db().selectFrom('promotion_rules').select('budget_used').where('promotion_id', '=', promotionId).executeTakeFirstOrThrow();
    expect(rule.budget_used).toBe(BigInt(100 * ((18 * 19) / 2)));
    const requirements = await sql<{ n: number }>`select count(*)::int4 as n from wagering_requirements w
      join ledger_journals j on j.id = w.source_journal_id where j.idempotency_key like ${`promotion:${promotionId}:%`}`.execute(db());
    expect(requirements.rows[0]?.n).toBe(18);
    expect(await checkLedgerInvariants(db())).toEqual([]);
    const books = await houseAndWallets();
    expect(books.house + books.wallets).toBe(0n);
  });

  it('a run that dies after its first chunk is taken over and pays the remainder only', async () => {
    const day = '2026-05-06';
    const promotionId = await insertRunPromotion(db(), oneDay(day));
    const ids = await losers(day, 10);
    const crashing = instance(db(), 'instance-crash', {
      afterChunk: (_run, chunk) => {
        if (chunk === 1) throw new Error('killed after the first chunk');
      },
    });
    const now = afterDay(day);
    await crashing.runDue(now);
    const [run] = await runsOf(db(), promotionId);
    expect(run).toMatchObject({ status: 'failed', paid_count: 4 });
    const afterCrash = await runMembersOf(db(), run!.id);
    expect(afterCrash.filter((m) => m.status === 'paid').map((m) => m.member_id)).toEqual(ids.slice(0, 4));

    // Another instance's tick takes the failed run over and pays the six members still owed.
    await instance(second.db, 'instance-b').runDue(now);
    const [done] = await runsOf(db(), promotionId);
    expect(done).toMatchObject({ id: run!.id, status: 'done', members: 10, paid_count: 10, runner: 'instance-b' });
    await paidOnce(promotionId, day, ids);
    expect(await checkLedgerInvariants(db())).toEqual([]);
    const books = await houseAndWallets();
    expect(books.house + books.wallets).toBe(0n);
  });

  it('takes over a run left paying by an instance that stopped, once it is stale', async () => {
    const day = '2026-05-08';
    const promotionId = await insertRunPromotion(db(), oneDay(day));
    const ids = await losers(day, 6);
    const now = afterDay(day);
    // A crash between the chunk's commit and the next: the run stays paying with members owed.
    const stopped = instance(db(), 'instance-stopped', {
      afterChunk: () => {
        throw new Error('process gone');
      },
    });
    await stopped.runDue(now);
    await db()
      .updateTable('promotion_runs')
      .set({ status: 'paying', updated_at: new Date(Date.now() - 3_600_000) })
      .where('promotion_id', '=', promotionId)
      .execute();
    await instance(second.db, 'instance-c').runDue(now);
    const [run] = await runsOf(db(), promotionId);
    expect(run).toMatchObject({ status: 'done', paid_count: 6, runner: 'instance-c' });
    await paidOnce(promotionId, day, ids);
  });
});
