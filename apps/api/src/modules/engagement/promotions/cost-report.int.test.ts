import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app';
import { openHouseAccount, openMainWallet, postJournal } from '../../money/ledger';
import { issueBonus } from './issue-bonus';
import { currency, insertMember, insertPromotion } from './promotions.test-support';

// The tests' business time zone is Asia/Kolkata (UTC+05:30): local hours start at :30 UTC.

let t: TestApp;
let staff: string;
let vendorId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.staffToken(['finance']);
  const vendor = await t.database.db
    .insertInto('catalog_vendors')
    .values({ code: 'COSTV', display_name: 'Cost Games', game_type: 'RNG', logo_url: '', wallet_mode: 'seamless' })
    .returning('id')
    .executeTakeFirstOrThrow();
  vendorId = vendor.id;
});
afterAll(async () => t.close());

/** Dates a journal to a known instant: the ledger's append-only guard is lifted for this test database only. */
const dated = async (journalId: bigint, at: string) => {
  await sql`alter table ledger_journals disable trigger ledger_journals_append_only`.execute(t.database.db);
  await t.database.db.updateTable('ledger_journals').set({ created_at: at }).where('id', '=', journalId).execute();
  await sql`alter table ledger_journals enable trigger ledger_journals_append_only`.execute(t.database.db);
};

/** Pays a bonus through issueBonus, then dates its journal. */
const paidAt = async (promotionId: number, memberId: bigint, amount: number, at: string) => {
  const paid = await issueBonus(t.database.db, {
    promotionId,
    member: { id: memberId, isAgent: false },
    periodKey: 'once',
    amount: BigInt(amount),
    currency,
    status: 'claimed',
  });
  await dated(paid.journalId ?? 0n, at);
};

/** A forfeit-like reversal of part of a bonus, dated. */
const reversedAt = async (promotionId: number, memberId: bigint, amount: number, at: string) => {
  const wallet = await openMainWallet(t.database.db, { id: memberId, isAgent: false }, currency);
  const house = await openHouseAccount(t.database.db, 'house_bonus', currency);
  const journal = await postJournal(t.database.db, {
    idempotencyKey: `test-reversal:${randomUUID()}`,
    kind: 'bonus',
    legs: [
      { accountId: wallet.id, amount: -BigInt(amount) },
      { accountId: house.id, amount: BigInt(amount) },
    ],
    metadata: { promotionId, memberId: String(memberId), reversal: true },
  });
  await dated(journal.journalId, at);
};

const played = (memberId: bigint, hourStart: string, bet: number, win: number) =>
  t.database.db
    .insertInto('member_game_hourly')
    .values({
      member_id: memberId,
      hour_start: sql<Date>`${hourStart}::timestamptz`,
      vendor_id: vendorId,
      game_type: 'RNG',
      currency,
      bet_count: 1,
      bet_amount: BigInt(bet),
      win_amount: BigInt(win),
    })
    .execute();

const report = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/bo/promotions/cost?${query}`, headers: bearer(staff) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

describe('the promotion cost report', () => {
  let p1 = 0;
  let p2 = 0;
  beforeAll(async () => {
    p1 = await insertPromotion(t.database.db);
    p2 = await insertPromotion(t.database.db);
    await t.database.db.updateTable('content_promotions').set({ title: '=HYPERLINK("x")' }).where('id', '=', p1).execute();
    const [a, b, c] = [await insertMember(t.database.db), await insertMember(t.database.db), await insertMember(t.database.db)];
    await paidAt(p1, a, 5_000, '2026-11-10T04:45:00Z'); // 10:15 IST on the 10th
    await paidAt(p1, b, 3_000, '2026-11-11T20:00:00Z'); // 01:30 IST on the 12th
    await paidAt(p2, c, 1_000, '2026-11-10T10:00:00Z');
    await reversedAt(p1, a, 2_000, '2026-11-12T06:00:00Z');
    await played(a, '2026-11-10T03:30:00Z', 100_000, 0); // 09:00 IST: before the bonus's hour, not counted
    await played(a, '2026-11-10T04:30:00Z', 20_000, 5_000); // the bonus's own hour counts
    await played(a, '2026-11-11T06:30:00Z', 10_000, 30_000); // the next day: the member won
    await played(b, '2026-11-11T19:30:00Z', 8_000, 0); // 01:00 IST on the 12th, the hour of b's bonus
    await played(c, '2026-11-10T11:30:00Z', 0, 0);
    const stranger = await insertMember(t.database.db);
    await played(stranger, '2026-11-10T04:30:00Z', 50_000, 0); // no bonus: not this report's
  });

  it('sums bonus paid, turnover after it and net revenue after bonus per promotion and business day', async () => {
    const value = await report('from=2026-11-10&to=2026-11-12');
    expect(value).toMatchObject({ from: '2026-11-10', to: '2026-11-12', timeZone: 'Asia/Kolkata' });
    expect(value.rows.map((r: Record<string, unknown>) => [r.day, r.promotionId, r.bonusPaid, r.turnover, r.netRevenue])).toEqual([
      ['2026-11-10', p1, 5_000, 20_000, 10_000],
      ['2026-11-10', p2, 1_000, 0, -1_000],
      ['2026-11-11', p1, 0, 10_000, -20_000],
      ['2026-11-12', p1, 1_000, 8_000, 7_000],
    ]);
    expect(value.totals).toEqual([{ currency, bonusPaid: 7_000, turnover: 38_000, netRevenue: -4_000 }]);
  });

  it('filters by promotion and period; a bonus before the period still marks its receivers', async () => {
    expect((await report(`from=2026-11-10&to=2026-11-12&promotionId=${p2}`)).rows.map((r: { promotionId: number }) => r.promotionId)).toEqual([p2]);
    const day = await report('from=2026-11-11&to=2026-11-11');
    expect(day.rows.map((r: Record<string, unknown>) => [r.day, r.promotionId, r.bonusPaid, r.turnover])).toEqual([['2026-11-11', p1, 0, 10_000]]);
  });

  it('exports CSV in major units with titles guarded against formulas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/bo/promotions/cost.csv?from=2026-11-10&to=2026-11-12', headers: bearer(staff) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('day,promotion_id,promotion,currency,bonus_paid,turnover,net_revenue_after_bonus');
    expect(lines[1]).toBe(`2026-11-10,${p1},"'=HYPERLINK(""x"")",${currency},50.00,200.00,100.00`);
    expect(lines.at(-2)).toBe(`total,,,${currency},70.00,380.00,-40.00`);
  });

  it('refuses a reversed or too long period and callers without the role', async () => {
    for (const q of ['from=2026-11-12&to=2026-11-10', 'from=2026-01-01&to=2026-12-31', 'from=2026-02-30', 'promotionId=abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/bo/promotions/cost?${q}`, headers: bearer(staff) });
      expect(res.statusCode, q).toBe(400);
    }
    const content = await t.staffToken(['content']);
    expect((await t.app.inject({ method: 'GET', url: '/bo/promotions/cost', headers: bearer(content) })).statusCode).toBe(403);
  });
});
