import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealed, solvedAltcha } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../ledger';
import { fundMember, moveJournalTo, newKey, newMember, paymentPassword, postGame, type TestMember } from '../wallet/wallet.test-support';

let t: TestApp;
let member: TestMember;
let agent: TestMember;
const dayMs = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * dayMs);
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * One member's history, posted through postJournal (some journals then moved in time):
 * today: deposit 10,000, bet 1,000 + win 2,500 (RNG), bet 500 + refund 200 (LIVE), bonus 300,
 * transfer 1,000 to the upline; 10 days ago: bet 400 (RNG); 40 days ago: win 9,999 (RNG);
 * in 3 days (scheduled): bonus 50.
 */
beforeAll(async () => {
  t = await createTestApp();
  agent = await newMember(t, { agent: true });
  member = await newMember(t, { uplineId: agent.id, withPaymentPassword: true });
  await fundMember(t, member, 10_000);
  await postGame(t, member, 'game_bet', 1_000, { gameType: 'RNG', vendorCode: 'PG', roundId: 'r1' });
  await postGame(t, member, 'game_win', 2_500, { gameType: 'RNG', vendorCode: 'PG', roundId: 'r1' });
  await postGame(t, member, 'game_bet', 500, { gameType: 'LIVE', vendorCode: 'EVO', roundId: 'r2' });
  await postGame(t, member, 'game_refund', 200, { gameType: 'LIVE', vendorCode: 'EVO', roundId: 'r2' });
  await postGame(t, member, 'bonus', 300, { description: 'Welcome bonus', reference: 'PROMO-1' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/relay/transferUpline',
    headers: bearer(member.token),
    payload: await sealed(t, { amount: 1_000, paymentPassword, idempotencyKey: newKey() }),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const old = await postGame(t, member, 'game_bet', 400, { gameType: 'RNG', vendorCode: 'PG' });
  await moveJournalTo(t, old.journalId, daysFromNow(-10));
  const older = await postGame(t, member, 'game_win', 9_999, { gameType: 'RNG', vendorCode: 'PG' });
  await moveJournalTo(t, older.journalId, daysFromNow(-40));
  const scheduled = await postGame(t, member, 'bonus', 50, { reason: 'Scheduled reward' });
  await moveJournalTo(t, scheduled.journalId, daysFromNow(3));
});
afterAll(async () => t.close());

const get = (url: string, token = member.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
type Row = {
  id: string;
  type: string;
  amount: number;
  balanceAfter: number;
  reference: string;
  counterparty: string | null;
  wallet: string;
  vendorCode: string | null;
};
const history = async (query: string) => {
  const res = await get(`/wps/member/transactionHistory?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { content: Row[]; pageNum: number; totalPages: number; total: number; from: string; to: string };
};

describe('transaction history', () => {
  it('lists every movement of the past 30 days by default, newest first, with signed amounts and balances after', async () => {
    const page = await history('');
    // Newest first by time: today's seven rows, then the bet moved 10 days back.
    expect(page.content.map((r) => r.type)).toEqual(['transfer_upline', 'bonus', 'game_refund', 'game_bet', 'game_win', 'game_bet', 'deposit', 'game_bet']);
    expect(page.content.map((r) => r.amount)).toEqual([-1_000, 300, 200, -500, 2_500, -1_000, 10_000, -400]);
    // Balances after, in posting order: 10,000 9,000 11,500 11,000 11,200 11,500 10,500, then the bet posted last (moved back in time).
    expect(page.content.map((r) => r.balanceAfter)).toEqual([10_500, 11_500, 11_200, 11_000, 11_500, 9_000, 10_000, 10_100]);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, total: 8 });
    const transferRow = page.content[0]!;
    expect(transferRow).toMatchObject({ counterparty: agent.account, wallet: 'main' });
    expect(page.content.find((r) => r.type === 'deposit')?.reference).toBe('DEP-10000');
    expect(page.content.find((r) => r.type === 'bonus')?.reference).toBe('PROMO-1');
    expect(page.content.find((r) => r.type === 'game_win')).toMatchObject({
      vendorCode: 'PG',
      reference: expect.stringMatching(/^test-game_win:/),
      counterparty: null,
    });
  });

  it('applies each date preset and from/to as whole UTC days', async () => {
    expect((await history('preset=past7')).content.map((r) => r.type)).toEqual([
      'transfer_upline',
      'bonus',
      'game_refund',
      'game_bet',
      'game_win',
      'game_bet',
      'deposit',
    ]);
    expect((await history('preset=past30')).total).toBe(8);
    // Presets look back only: the bonus scheduled in 3 days is in none of them.
    expect((await history('preset=today')).content.map((r) => r.type)).toEqual([
      'transfer_upline',
      'bonus',
      'game_refund',
      'game_bet',
      'game_win',
      'game_bet',
      'deposit',
    ]);
    expect((await history('preset=yesterday')).total).toBe(0);
    expect((await get('/wps/member/transactionHistory?preset=next7')).statusCode).toBe(400);
    const longAgo = await history(`from=${utcDay(daysFromNow(-45))}&to=${utcDay(daysFromNow(-35))}`);
    expect(longAgo.content.map((r) => [r.type, r.amount])).toEqual([['game_win', 9_999]]);
    const oneDay = await history(`from=${utcDay(daysFromNow(-10))}&to=${utcDay(daysFromNow(-10))}`);
    expect(oneDay.content.map((r) => r.amount)).toEqual([-400]);
    expect(oneDay.from).toBe(`${utcDay(daysFromNow(-10))}T00:00:00.000Z`);
  });

  it('filters by type and pages without overlap', async () => {
    const bets = await history('type=game_bet');
    expect(bets.content.map((r) => r.amount)).toEqual([-500, -1_000, -400]);
    const pages = [await history('pageSize=3&pageNo=1'), await history('pageSize=3&pageNo=2'), await history('pageSize=3&pageNo=3')];
    expect(pages.map((p) => [p.pageNum, p.totalPages, p.content.length])).toEqual([
      [1, 3, 3],
      [2, 3, 3],
      [3, 3, 2],
    ]);
    const ids = pages.flatMap((p) => p.content.map((r) => r.id));
    expect(new Set(ids).size).toBe(8);
    expect(ids).toEqual((await history('pageSize=100')).content.map((r) => r.id));
    expect((await history('pageNo=9')).content).toEqual([]);
  });

  it('refuses bad filters with a clear error', async () => {
    for (const query of [
      'type=nonsense',
      'preset=past8',
      'pageSize=101',
      'pageNo=0',
      'from=2026-13-01',
      `from=${utcDay(daysFromNow(-1))}&to=${utcDay(daysFromNow(-2))}`,
      'from=2020-01-01&to=2026-01-01',
    ]) {
      const res = await get(`/wps/member/transactionHistory?${query}`);
      expect([res.statusCode, errorCodeOf(res)], query).toEqual([400, 'VALIDATION_ERROR']);
    }
  });

  it('shows each member only its own wallets (the agent sees the transfer in, nothing else)', async () => {
    const res = await get('/wps/member/transactionHistory', agent.token);
    expect(res.json().value.content.map((r: Row) => [r.type, r.amount, r.counterparty])).toEqual([['transfer_upline', 1_000, member.account]]);
  });
});

describe('personal profit', () => {
  it('nets bets, wins and refunds by day and by game category', async () => {
    const res = await get('/wps/member/personalProfit');
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.total).toEqual({ bet: 1_900, win: 2_500, refund: 200, profit: 800 });
    expect(value.categories).toEqual([
      { gameType: 'RNG', bet: 1_400, win: 2_500, refund: 0, profit: 1_100 },
      { gameType: 'LIVE', bet: 500, win: 0, refund: 200, profit: -300 },
    ]);
    expect(value.days).toEqual([
      { date: utcDay(new Date()), bet: 1_500, win: 2_500, refund: 200, profit: 1_200 },
      { date: utcDay(daysFromNow(-10)), bet: 400, win: 0, refund: 0, profit: -400 },
    ]);
    expect(value).toMatchObject({ currency: 'INR', currencySymbol: '₹' });
    const week = (await get('/wps/member/personalProfit?preset=past7')).json().value;
    expect(week.total).toEqual({ bet: 1_500, win: 2_500, refund: 200, profit: 1_200 });
    const old = (await get(`/wps/member/personalProfit?from=${utcDay(daysFromNow(-45))}&to=${utcDay(daysFromNow(-35))}`)).json().value;
    expect(old.categories).toEqual([{ gameType: 'RNG', bet: 0, win: 9_999, refund: 0, profit: 9_999 }]);
  });

  it('is all zeros for a member who never played', async () => {
    const value = (await get('/wps/member/personalProfit', agent.token)).json().value;
    expect(value).toMatchObject({ days: [], categories: [], total: { bet: 0, win: 0, refund: 0, profit: 0 } });
  });
});

describe('bonus details', () => {
  it('lists bonuses with their description, reference and the period total', async () => {
    const res = await get('/wps/member/bonusDetails');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      total: 1,
      totalAmount: 300,
      totalPages: 1,
      content: [{ amount: 300, reference: 'PROMO-1', description: 'Welcome bonus' }],
    });
    expect((await get('/wps/member/bonusDetails?preset=yesterday')).json().value).toMatchObject({ total: 0, totalAmount: 0 });
    // A bonus dated ahead shows only when asked for by dates: presets look back.
    const ahead = (await get(`/wps/member/bonusDetails?from=${utcDay(daysFromNow(0))}&to=${utcDay(daysFromNow(5))}`)).json().value;
    expect(ahead).toMatchObject({ total: 2, totalAmount: 350 });
    expect(ahead.content[0]).toMatchObject({ amount: 50, description: 'Scheduled reward', reference: expect.stringMatching(/^test-bonus:/) });
  });
});

describe('records access', () => {
  it('refuses trial accounts and visitors', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { altcha: await solvedAltcha(t) } })).json().value as {
      token: string;
    };
    for (const url of ['/wps/member/transactionHistory', '/wps/member/personalProfit', '/wps/member/bonusDetails']) {
      const res = await get(url, trial.token);
      expect([res.statusCode, errorCodeOf(res)], url).toEqual([403, 'TRIAL_ACCOUNT']);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('leaves the ledger sound', async () => {
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});
