import { randomUUID } from 'node:crypto';
import type { SportsBetDetails } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { currency, fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { runWalletCalls, type WalletCallInput } from './game-wallet.repository';
import { conformanceKit } from './gateway-conformance.test-support';
import { addGame, addGatewayVendor, mainBalance, type TestVendor } from './gateway.test-support';
import { walletRequestHash } from './request-hash';

// Sports bets through the wallet (docs/vendor-wallet.md, "v1.1: bet details"; docs/money.md,
// "Hourly game aggregates"): the details a v1.1 vendor sends, and a sports stake counted as valid bet
// in the hour its round settles.
let t: TestApp;
let book: TestVendor;
let legacy: TestVendor;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  book = await sportsVendor('SPBOOK', '1.1');
  legacy = await sportsVendor('SPOLD', '1.0');
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  await t.close();
});

/** A vendor whose only game is a SPORTS game (its code is the vendor's gameCode). */
async function sportsVendor(code: string, walletApiVersion: '1.0' | '1.1'): Promise<TestVendor> {
  const vendor = await addGatewayVendor(t, code, { walletApiVersion });
  const sports = await addGame(t, vendor, `${code}_BOOK`);
  await t.database.db.updateTable('catalog_games').set({ game_type: 'SPORTS' }).where('id', '=', sports.id).execute();
  t.services.gameWallet.invalidate();
  return { ...vendor, gameCode: `${code}_BOOK`, gameId: sports.id };
}

const bookKit = conformanceKit(() => ({ t, vendor: book }));
const legacyKit = conformanceKit(() => ({ t, vendor: legacy }));

const parlay = (outcomes: (SportsBetDetails['legs'][number]['outcome'] | undefined)[] = [undefined, undefined]): SportsBetDetails => ({
  kind: 'sports',
  betType: 'parlay',
  legs: outcomes.map((outcome, i) => ({
    eventName: i === 0 ? 'Arsenal – Chelsea' : 'Real Madrid – Barcelona',
    startsAt: '2026-03-02T19:45:00+00:00',
    market: i === 0 ? 'Asian handicap' : 'Total goals',
    selection: i === 0 ? 'Arsenal -0.75' : 'Over 2.5',
    line: i === 0 ? -0.75 : 2.5,
    odds: i === 0 ? 1_950 : 1_800,
    ...(outcome === undefined ? {} : { outcome, score: '2-1' }),
  })),
});

const detailsOf = async (vendor: TestVendor, roundId: unknown) => {
  const row = await t.database.db
    .selectFrom('game_round_details as d')
    .innerJoin('game_rounds as r', 'r.id', 'd.round_pk')
    .innerJoin('game_transactions as x', 'x.id', 'd.transaction_id')
    .select(['d.details', 'x.tx_id'])
    .where('r.vendor_id', '=', vendor.id)
    .where('r.round_id', '=', String(roundId))
    .executeTakeFirst();
  return row;
};

describe('bet details (wallet API v1.1)', () => {
  it('stores a bet’s details, replaces them with the win’s and the adjust’s, and replays each call', async () => {
    const p = await bookKit.newPlayer(10_000);
    const bet = bookKit.betBody(p, { amount: 1_000, details: parlay() });
    const placed = await bookKit.call('bet', bet);
    expect(placed.body).toMatchObject({ status: 'OK', balance: 9_000 });
    expect(await detailsOf(book, bet.roundId)).toEqual({ details: parlay(), tx_id: bet.txId });
    expect((await bookKit.call('bet', bet)).body).toEqual(placed.body);

    const win = bookKit.winBody(p, bet, { amount: 3_510, details: { ...parlay(['win', 'win']), cashOut: false } });
    expect((await bookKit.call('win', win)).body).toMatchObject({ status: 'OK', balance: 12_510 });
    expect(await detailsOf(book, bet.roundId)).toEqual({ details: { ...parlay(['win', 'win']), cashOut: false }, tx_id: win.txId });

    // The second leg was voided afterwards: the bet pays 1.95 instead of 3.51.
    const adjust = bookKit.adjustBody(p, bet, win, { amount: -1_560, reason: 'leg-voided', details: parlay(['win', 'void']) });
    expect((await bookKit.call('adjust', adjust)).body).toMatchObject({ status: 'OK', balance: 10_950, debited: 1_560 });
    expect(await detailsOf(book, bet.roundId)).toEqual({ details: parlay(['win', 'void']), tx_id: adjust.txId });
    // A replay of the win stores nothing again: the adjust's details stay the round's.
    expect((await bookKit.call('win', win)).body).toMatchObject({ status: 'OK', balance: 12_510 });
    expect(await detailsOf(book, bet.roundId)).toMatchObject({ tx_id: adjust.txId });
  });

  it('makes details part of the content: the same txId with other details is a duplicate', async () => {
    const p = await bookKit.newPlayer(10_000);
    const bet = bookKit.betBody(p, { details: parlay() });
    expect((await bookKit.call('bet', bet)).body.status).toBe('OK');
    const other = { ...bet, details: { ...parlay(), betType: 'single', legs: parlay().legs.slice(0, 1) } };
    expect((await bookKit.call('bet', other)).body).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    const without = { ...bet } as Record<string, unknown>;
    delete without.details;
    expect((await bookKit.call('bet', without)).body).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    expect(await detailsOf(book, bet.roundId)).toEqual({ details: parlay(), tx_id: bet.txId });
  });

  it('refuses malformed details from a v1.1 vendor before anything is stored', async () => {
    const p = await bookKit.newPlayer(10_000);
    const cases: unknown[] = [
      { ...parlay(), legs: [] },
      { ...parlay(), legs: Array.from({ length: 11 }, () => parlay().legs[0]) },
      { ...parlay(), kind: 'casino' },
      { ...parlay(), betType: 'system' },
      { ...parlay(), legs: [{ ...parlay().legs[0], odds: 1.95 }] },
      { ...parlay(), legs: [{ ...parlay().legs[0], odds: 1_000 }] },
      { ...parlay(), legs: [{ ...parlay().legs[0], outcome: 'won' }] },
      { ...parlay(), legs: [{ ...parlay().legs[0], eventName: 'x'.repeat(121) }] },
      { ...parlay(), legs: [{ ...parlay().legs[0], startsAt: 'tomorrow' }] },
      'parlay',
    ];
    for (const details of cases) {
      const bet = bookKit.betBody(p, { details });
      expect((await bookKit.call('bet', bet)).body, JSON.stringify(details)).toEqual({ status: 'INVALID_REQUEST', message: 'SCHEMA' });
      // Not stored: the txId is still free for a good body.
      expect((await bookKit.call('bet', { ...bet, details: parlay() })).body.status).toBe('OK');
    }
  });

  it('fits the largest details under the 16 KiB body limit', async () => {
    const p = await bookKit.newPlayer(10_000);
    const wide = '語'.repeat(120);
    const leg = { eventName: wide, startsAt: '2026-03-02T19:45:00.000+05:30', market: wide.slice(0, 80), selection: wide.slice(0, 80) };
    const legs = Array.from({ length: 10 }, () => ({ ...leg, line: -1234.25, odds: 99_999_999, inPlay: true, outcome: 'half-loss', score: wide.slice(0, 32) }));
    const details = { kind: 'sports', betType: 'parlay', legs, cashOut: true };
    const bet = bookKit.betBody(p, { details });
    const bytes = Buffer.byteLength(JSON.stringify({ requestId: randomUUID(), timestamp: Date.now(), ...bet }));
    expect(bytes).toBeLessThan(16 * 1024);
    expect((await bookKit.call('bet', bet)).body.status).toBe('OK');
    expect((await detailsOf(book, bet.roundId))?.details).toEqual(details);
  });

  it('ignores details from a v1.0 vendor, well formed or not, exactly as any unknown field', async () => {
    const p = await legacyKit.newPlayer(10_000);
    const bet = legacyKit.betBody(p, { details: { kind: 'nonsense', legs: 'none' } });
    const placed = await legacyKit.call('bet', bet);
    expect(placed.body).toMatchObject({ status: 'OK', balance: 9_000 });
    // The request hash is the one without details: a retry without them replays the first answer.
    const without = { ...bet } as Record<string, unknown>;
    delete without.details;
    expect((await legacyKit.call('bet', without)).body).toEqual(placed.body);
    expect((await legacyKit.call('bet', { ...bet, details: parlay() })).body).toEqual(placed.body);
    const win = legacyKit.winBody(p, bet, { amount: 500, details: parlay(['loss', 'win']) });
    expect((await legacyKit.call('win', win)).body.status).toBe('OK');
    expect(await detailsOf(legacy, bet.roundId)).toBeUndefined();
  });
});

// --- valid bet at settlement: the SQL called with its own clock ---

const zone = 'UTC';

type Step = { action: 'bet' | 'win' | 'rollback'; tx: string; amount?: number; ref?: string; closed?: boolean; at: string };

const sqlCall = (member: TestMember, vendor: TestVendor, gameType: string, round: string, step: Step): WalletCallInput => {
  const amount = BigInt(step.amount ?? 0);
  return {
    action: step.action,
    vendorId: vendor.id,
    vendorCode: vendor.code,
    transfer: false,
    txId: `${round}-${step.tx}`,
    memberId: String(member.id),
    roundId: round,
    gameCode: vendor.gameCode,
    gameId: vendor.gameId,
    gameType,
    amount: amount.toString(),
    currency,
    refTxId: step.ref === undefined ? null : `${round}-${step.ref}`,
    roundClosed: step.closed ?? false,
    requestHash: walletRequestHash({
      action: step.action,
      playerId: String(member.id),
      gameCode: vendor.gameCode,
      roundId: round,
      txId: `${round}-${step.tx}`,
      amount,
    }),
    sessionHash: null,
    gameOpen: true,
    maxRoundWin: null,
    now: step.at,
    zone,
    agentTypes: [2],
    trialType: 9,
  };
};

/** Runs the steps of one round in order and answers their statuses. */
const play = async (member: TestMember, vendor: TestVendor, gameType: string, steps: Step[]): Promise<string[]> => {
  const round = `r-${randomUUID()}`;
  const statuses: string[] = [];
  for (const step of steps) {
    const [answer] = await runWalletCalls(t.database.db, [sqlCall(member, vendor, gameType, round, step)]);
    statuses.push(String(answer?.status));
  }
  return statuses;
};

const bucketsOf = async (member: TestMember) => {
  const rows = await t.database.db
    .selectFrom('member_game_hourly')
    .select(['hour_start', 'game_type', 'bet_count', 'bet_amount', 'refund_amount', 'win_amount', 'valid_bet', 'profit_loss'])
    .where('member_id', '=', member.id)
    .orderBy('hour_start')
    .orderBy('game_type')
    .execute();
  return rows.map((r) => ({
    hour: new Date(r.hour_start).toISOString().slice(11, 16),
    type: r.game_type,
    bets: r.bet_count,
    bet: Number(r.bet_amount),
    refund: Number(r.refund_amount),
    win: Number(r.win_amount),
    valid: Number(r.valid_bet),
    profit: Number(r.profit_loss),
  }));
};

const funded = async (amount: number) => {
  const member = await newMember(t);
  await fundMember(t, member, amount);
  return member;
};

describe('a sports stake is a valid bet of the hour its round settles', () => {
  it('counts a bet placed at 10:xx and settled at 13:xx in the 13:00 bucket', async () => {
    const m = await funded(10_000);
    const steps: Step[] = [
      { action: 'bet', tx: 'b', amount: 1_000, at: '2026-03-02T10:20:00Z' },
      { action: 'win', tx: 'w', amount: 1_950, ref: 'b', closed: true, at: '2026-03-02T13:40:00Z' },
    ];
    expect(await play(m, book, 'SPORTS', steps)).toEqual(['OK', 'OK']);
    expect(await bucketsOf(m)).toEqual([{ hour: '13:00', type: 'SPORTS', bets: 1, bet: 1_000, refund: 0, win: 1_950, valid: 1_000, profit: 950 }]);
  });

  it('brings every bet of the round and its refunds at the closing win, not at a win that leaves it open', async () => {
    const m = await funded(10_000);
    const steps: Step[] = [
      { action: 'bet', tx: 'b1', amount: 1_000, at: '2026-03-02T09:05:00Z' },
      { action: 'bet', tx: 'b2', amount: 400, at: '2026-03-02T10:05:00Z' },
      { action: 'bet', tx: 'b3', amount: 300, at: '2026-03-02T10:10:00Z' },
      { action: 'rollback', tx: 'x3', ref: 'b3', at: '2026-03-02T10:30:00Z' },
      { action: 'win', tx: 'w1', amount: 200, at: '2026-03-02T11:15:00Z' },
      { action: 'win', tx: 'w2', amount: 900, closed: true, at: '2026-03-02T14:50:00Z' },
      // A later closing win of the settled round brings nothing more.
      { action: 'win', tx: 'w3', amount: 0, closed: true, at: '2026-03-02T15:10:00Z' },
    ];
    expect(await play(m, book, 'ESPORTS', steps)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK']);
    expect(await bucketsOf(m)).toEqual([
      { hour: '11:00', type: 'ESPORTS', bets: 0, bet: 0, refund: 0, win: 200, valid: 0, profit: 200 },
      { hour: '14:00', type: 'ESPORTS', bets: 3, bet: 1_700, refund: 300, win: 900, valid: 1_400, profit: -500 },
      { hour: '15:00', type: 'ESPORTS', bets: 0, bet: 0, refund: 0, win: 0, valid: 0, profit: 0 },
    ]);
  });

  it('counts nothing for a round cancelled by rollback, and nothing for a bet still open', async () => {
    const m = await funded(10_000);
    const cancelled: Step[] = [
      { action: 'bet', tx: 'b', amount: 1_000, at: '2026-03-02T10:20:00Z' },
      { action: 'rollback', tx: 'x', ref: 'b', at: '2026-03-02T12:00:00Z' },
      // The void's closing win after the rollback is refused and stores nothing in the buckets.
      { action: 'win', tx: 'w', amount: 0, closed: true, at: '2026-03-02T13:00:00Z' },
    ];
    expect(await play(m, book, 'SPORTS', cancelled)).toEqual(['OK', 'OK', 'TRANSACTION_ROLLED_BACK']);
    expect(await play(m, book, 'SPORTS', [{ action: 'bet', tx: 'b', amount: 500, at: '2026-03-02T10:25:00Z' }])).toEqual(['OK']);
    expect(await bucketsOf(m)).toEqual([]);
    // The cancelled stake came back; the open one is held.
    expect(await mainBalance(t, m)).toBe(9_500n);
  });

  it('counts a void settled by a win that returns the stake as a valid bet with no profit', async () => {
    const m = await funded(10_000);
    const steps: Step[] = [
      { action: 'bet', tx: 'b', amount: 1_000, at: '2026-03-02T10:20:00Z' },
      { action: 'win', tx: 'w', amount: 1_000, closed: true, at: '2026-03-02T13:05:00Z' },
    ];
    expect(await play(m, book, 'SPORTS', steps)).toEqual(['OK', 'OK']);
    expect(await bucketsOf(m)).toEqual([{ hour: '13:00', type: 'SPORTS', bets: 1, bet: 1_000, refund: 0, win: 1_000, valid: 1_000, profit: 0 }]);
  });

  it('leaves a casino bet in the hour it was placed, and its rollback in that hour', async () => {
    const m = await funded(10_000);
    const settled: Step[] = [
      { action: 'bet', tx: 'b', amount: 1_000, at: '2026-03-02T10:20:00Z' },
      { action: 'win', tx: 'w', amount: 1_500, ref: 'b', closed: true, at: '2026-03-02T13:40:00Z' },
    ];
    const rolledBack: Step[] = [
      { action: 'bet', tx: 'b', amount: 300, at: '2026-03-02T11:20:00Z' },
      { action: 'rollback', tx: 'x', ref: 'b', at: '2026-03-02T12:40:00Z' },
    ];
    expect(await play(m, book, 'RNG', settled)).toEqual(['OK', 'OK']);
    expect(await play(m, book, 'RNG', rolledBack)).toEqual(['OK', 'OK']);
    expect(await bucketsOf(m)).toEqual([
      { hour: '10:00', type: 'RNG', bets: 1, bet: 1_000, refund: 0, win: 0, valid: 1_000, profit: -1_000 },
      { hour: '11:00', type: 'RNG', bets: 1, bet: 300, refund: 300, win: 0, valid: 0, profit: 0 },
      { hour: '13:00', type: 'RNG', bets: 0, bet: 0, refund: 0, win: 1_500, valid: 0, profit: 1_500 },
    ]);
  });

  it('counts the stakes of sports rounds not settled yet against a wager limit', async () => {
    const m = await funded(10_000);
    await t.database.db.insertInto('member_wager_limits').values({ member_id: m.id, span: 'day', amount: 1_500n, updated_at: new Date() }).execute();
    const now = new Date();
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
    expect(await play(m, book, 'SPORTS', [{ action: 'bet', tx: 'b', amount: 1_000, at: at(0) }])).toEqual(['OK']);
    expect(await play(m, book, 'SPORTS', [{ action: 'bet', tx: 'b', amount: 600, at: at(1) }])).toEqual(['LIMIT_EXCEEDED']);
    expect(await play(m, book, 'RNG', [{ action: 'bet', tx: 'b', amount: 500, at: at(2) }])).toEqual(['OK']);
    expect(await play(m, book, 'RNG', [{ action: 'bet', tx: 'b', amount: 1, at: at(3) }])).toEqual(['LIMIT_EXCEEDED']);
  });
});
