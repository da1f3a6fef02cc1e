import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { sealed } from '../../../testing/member-client';
import { openHouseAccount, openMainWallet, openWithdrawalHold, postJournal } from '../ledger';
import { currency, fundMember, moveJournalTo, newKey, newMember, paymentPassword, postGame, type TestMember } from '../wallet/wallet.test-support';

let t: TestApp;
let member: TestMember;
let other: TestMember;
let agent: TestMember;
const dayMs = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * dayMs);
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * One member's history: 20 days ago a deposit of 5,000; 3 days ago a bet of 400 and a win of 900;
 * today a deposit of 10,000, a bet of 1,000 and a win of 2,500, a bet of 500 refunded 200, a bonus
 * of 300, 1,000 sent to the upline, and 2,000 put on hold for a withdrawal, of which 1,500 is paid
 * out (the hold itself moves money between the member's own wallets: neither in nor out).
 * Another member has play of their own that must never show.
 */
beforeAll(async () => {
  t = await createTestApp();
  agent = await newMember(t, { agent: true });
  member = await newMember(t, { uplineId: agent.id, withPaymentPassword: true });
  other = await newMember(t);
  const early = await fundMember(t, member, 5_000);
  await moveJournalTo(t, early.journalId, daysFromNow(-20));
  const bet = await postGame(t, member, 'game_bet', 400, { gameType: 'RNG', vendorCode: 'PG' });
  await moveJournalTo(t, bet.journalId, daysFromNow(-3));
  const win = await postGame(t, member, 'game_win', 900, { gameType: 'RNG', vendorCode: 'PG' });
  await moveJournalTo(t, win.journalId, daysFromNow(-3));
  await fundMember(t, member, 10_000);
  await postGame(t, member, 'game_bet', 1_000, { gameType: 'RNG', vendorCode: 'PG' });
  await postGame(t, member, 'game_win', 2_500, { gameType: 'RNG', vendorCode: 'PG' });
  await postGame(t, member, 'game_bet', 500, { gameType: 'LIVE', vendorCode: 'EVO' });
  await postGame(t, member, 'game_refund', 200, { gameType: 'LIVE', vendorCode: 'EVO' });
  await postGame(t, member, 'bonus', 300, { description: 'Welcome bonus' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/relay/transferUpline',
    headers: bearer(member.token),
    payload: await sealed(t, { amount: 1_000, paymentPassword, idempotencyKey: newKey() }),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const db = t.database.db;
  const main = await openMainWallet(db, member.holder, currency);
  const hold = await openWithdrawalHold(db, member.holder, currency);
  const house = await openHouseAccount(db, 'house_payment', currency, 'TESTPAY');
  await postJournal(db, {
    idempotencyKey: `test-hold:${newKey()}`,
    kind: 'withdrawal_hold',
    legs: [
      { accountId: main.id, amount: -2_000n },
      { accountId: hold.id, amount: 2_000n },
    ],
    metadata: {},
  });
  await postJournal(db, {
    idempotencyKey: `test-payout:${newKey()}`,
    kind: 'withdrawal_payout',
    legs: [
      { accountId: hold.id, amount: -1_500n },
      { accountId: house.id, amount: 1_500n },
    ],
    metadata: {},
  });
  await fundMember(t, other, 7_777);
  await postGame(t, other, 'game_bet', 777, { gameType: 'RNG', vendorCode: 'PG' });
});
afterAll(async () => t.close());

type Day = Record<string, number | string> & { date: string };
type Report = { days: Day[]; total: Record<string, number | string>; from: string; to: string; currency: string };
const get = (query: string, token = member.token) => t.app.inject({ method: 'GET', url: `/wps/member/creditReport${query}`, headers: bearer(token) });
const report = async (query = '', token = member.token): Promise<Report> => {
  const res = await get(query, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as Report;
};

/** The member's balance as the ledger holds it: the sum of the legs of their running wallets, up to an instant. */
const ledgerBalance = async (owner: TestMember, before: Date): Promise<number> => {
  const row = await sql<{ total: string }>`
    select coalesce(sum(l.amount), 0)::text as total from ledger_legs l join ledger_accounts a on a.id = l.account_id
    where a.owner_type = 'player' and a.owner_id = ${String(owner.id)} and a.balance is not null and l.created_at < ${before}`.execute(t.database.db);
  return Number(row.rows[0]!.total);
};

describe('credit report', () => {
  it('shows the past 7 days by default, each day closing where the next opens, money in and out by kind', async () => {
    const value = await report();
    expect(value.days).toHaveLength(7);
    expect(value.days.at(-1)!.date).toBe(utcDay(new Date()));
    expect(value.currency).toBe(currency);
    for (let i = 1; i < value.days.length; i += 1) expect(value.days[i]!.opening).toBe(value.days[i - 1]!.closing);
    const today = value.days.at(-1)!;
    expect(today).toMatchObject({
      deposit: 10_000,
      win: 2_500,
      refund: 200,
      bonus: 300,
      bet: 1_500,
      transferOut: 1_000,
      withdrawal: 1_500,
      transferIn: 0,
      otherIn: 0,
      otherOut: 0,
      moneyIn: 13_000,
      moneyOut: 4_000,
    });
    const threeDaysAgo = value.days.find((d) => d.date === utcDay(daysFromNow(-3)))!;
    expect(threeDaysAgo).toMatchObject({ bet: 400, win: 900, moneyIn: 900, moneyOut: 400 });
    expect(value.total).toMatchObject({ opening: 5_000, moneyIn: 13_900, moneyOut: 4_400, closing: 14_500 });
  });

  it('adds up to the ledger: every opening and closing equals the sum of the legs before that day ends', async () => {
    const value = await report('?preset=past30');
    expect(value.days).toHaveLength(30);
    for (const day of value.days) {
      const start = new Date(`${day.date}T00:00:00.000Z`);
      expect(day.opening, day.date).toBe(await ledgerBalance(member, start));
      expect(day.closing, day.date).toBe(await ledgerBalance(member, new Date(start.getTime() + dayMs)));
      expect(Number(day.closing) - Number(day.opening)).toBe(Number(day.moneyIn) - Number(day.moneyOut));
    }
    const deposited = value.days.find((d) => d.date === utcDay(daysFromNow(-20)))!;
    expect(deposited).toMatchObject({ opening: 0, deposit: 5_000, closing: 5_000 });
  });

  it('takes from/to days, inclusive, and an old period opens and closes at the balance of its time', async () => {
    const from = utcDay(daysFromNow(-25));
    const to = utcDay(daysFromNow(-15));
    const value = await report(`?from=${from}&to=${to}`);
    expect(value.days.map((d) => d.date)).toHaveLength(11);
    expect(value.days[0]!.date).toBe(from);
    expect(value.days.at(-1)!.date).toBe(to);
    expect(value.total).toMatchObject({ opening: 0, deposit: 5_000, moneyIn: 5_000, moneyOut: 0, closing: 5_000 });
  });

  it("shows only the caller's own wallets: another member's play never appears", async () => {
    const mine = await report('?preset=today');
    expect(mine.days[0]).not.toMatchObject({ deposit: 7_777 });
    const theirs = await report('?preset=today', other.token);
    expect(theirs.total).toMatchObject({ opening: 0, deposit: 7_777, bet: 777, closing: 7_000 });
    const stranger = await newMember(t);
    const empty = await report('', stranger.token);
    expect(empty.total).toMatchObject({ opening: 0, moneyIn: 0, moneyOut: 0, closing: 0 });
  });

  it('refuses bad ranges and callers without a session, writing nothing', async () => {
    const before = await t.database.db
      .selectFrom('ledger_journals')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const backwards = await get(`?from=${utcDay(daysFromNow(-1))}&to=${utcDay(daysFromNow(-5))}`);
    expect(backwards.statusCode).toBe(400);
    expect(errorCodeOf(backwards)).toBe('VALIDATION_ERROR');
    expect(backwards.json().details).toMatchObject({ reason: 'FROM_AFTER_TO' });
    const tooLong = await get(`?from=${utcDay(daysFromNow(-100))}&to=${utcDay(daysFromNow(-1))}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toMatchObject({ reason: 'PERIOD_TOO_LONG', maxDays: 90 });
    const exactly90 = await get(`?from=${utcDay(daysFromNow(-89))}&to=${utcDay(new Date())}`);
    expect(exactly90.statusCode).toBe(200);
    expect((await get('?from=2026-02-30')).statusCode).toBe(400);
    expect((await get('?from=yesterday')).statusCode).toBe(400);
    expect((await get('?preset=past90')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/wps/member/creditReport' });
    expect(anonymous.statusCode).toBe(401);
    const after = await t.database.db
      .selectFrom('ledger_journals')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
