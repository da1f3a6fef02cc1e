import { randomUUID } from 'node:crypto';
import { roundBetDetailsBytes, roundBetDetailsMaxBytes, type RoundBetDetails } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { conformanceKit } from './gateway-conformance.test-support';
import { addGame, addGatewayVendor, vendorCall, type TestVendor } from './gateway.test-support';

// Bet details of kind `round` (docs/vendor-wallet.md, "v1.1: bet details"): the shared table, room
// and fight games of a v1.1 vendor, through the real route, signature and SQL.
let t: TestApp;
let halls: TestVendor;
let legacy: TestVendor;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  halls = await liveVendor('RDHALL', '1.1');
  legacy = await liveVendor('RDOLD', '1.0');
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  await t.close();
});

/** A vendor whose game is a LIVE table (its code is the vendor's gameCode). */
async function liveVendor(code: string, walletApiVersion: '1.0' | '1.1'): Promise<TestVendor> {
  const vendor = await addGatewayVendor(t, code, { walletApiVersion });
  const table = await addGame(t, vendor, `${code}_BACCARAT`);
  await t.database.db.updateTable('catalog_games').set({ game_type: 'LIVE' }).where('id', '=', table.id).execute();
  t.services.gameWallet.invalidate();
  return { ...vendor, gameCode: `${code}_BACCARAT`, gameId: table.id };
}

const kit = conformanceKit(() => ({ t, vendor: halls }));
const legacyKit = conformanceKit(() => ({ t, vendor: legacy }));

const placed: RoundBetDetails = {
  kind: 'round',
  game: 'baccarat',
  place: 'Aurora Live Baccarat 1',
  roundNo: '48-1207',
  lines: [
    { label: 'Banker', amount: 800 },
    { label: 'Player pair', amount: 200 },
  ],
};
const settled: RoundBetDetails = {
  ...placed,
  lines: [
    { label: 'Banker', amount: 800, payout: 1_560, note: 'commission 5%' },
    { label: 'Player pair', amount: 200, payout: 0 },
  ],
  result: 'Banker 7 - Player 5',
  cards: [
    { hand: 'Player', cards: [4, 13] },
    { hand: 'Banker', cards: [6, 23, 38] },
  ],
};

const storedOf = async (vendor: TestVendor, roundId: unknown) =>
  t.database.db
    .selectFrom('game_round_details as d')
    .innerJoin('game_rounds as r', 'r.id', 'd.round_pk')
    .innerJoin('game_transactions as x', 'x.id', 'd.transaction_id')
    .select(['d.details', 'x.tx_id'])
    .where('r.vendor_id', '=', vendor.id)
    .where('r.round_id', '=', String(roundId))
    .executeTakeFirst();

const transactionsOf = async (vendor: TestVendor, txId: unknown) =>
  t.database.db.selectFrom('game_transactions').select('id').where('vendor_id', '=', vendor.id).where('tx_id', '=', String(txId)).execute();

const refusalsOf = async (vendor: TestVendor, txId: unknown) =>
  t.database.db.selectFrom('game_wallet_refusals').select('tx_id').where('vendor_id', '=', vendor.id).where('tx_id', '=', String(txId)).execute();

describe('round details (wallet API v1.1, kind round)', () => {
  it('stores a bet’s round details, replaces them with the win’s, and replays without writing', async () => {
    const p = await kit.newPlayer(10_000);
    const bet = kit.betBody(p, { amount: 1_000, details: placed });
    const answer = await kit.call('bet', bet);
    expect(answer.body).toMatchObject({ status: 'OK', balance: 9_000 });
    expect(await storedOf(halls, bet.roundId)).toEqual({ details: placed, tx_id: bet.txId });
    expect((await kit.call('bet', bet)).body).toEqual(answer.body);

    const win = kit.winBody(p, bet, { amount: 1_560, details: settled });
    expect((await kit.call('win', win)).body).toMatchObject({ status: 'OK', balance: 10_560 });
    expect(await storedOf(halls, bet.roundId)).toEqual({ details: settled, tx_id: win.txId });
    // A replay of the bet writes nothing: the win's details stay the round's.
    expect((await kit.call('bet', bet)).body).toEqual(answer.body);
    expect(await storedOf(halls, bet.roundId)).toEqual({ details: settled, tx_id: win.txId });
  });

  it('stores the trimmed texts, and treats other round details under the same txId as a duplicate', async () => {
    const p = await kit.newPlayer(10_000);
    const bet = kit.betBody(p, { details: { ...placed, place: '  Aurora Live Baccarat 1 ', lines: [{ label: ' Banker ', amount: 1_000 }] } });
    expect((await kit.call('bet', bet)).body.status).toBe('OK');
    const stored = { ...placed, lines: [{ label: 'Banker', amount: 1_000 }] };
    expect((await storedOf(halls, bet.roundId))?.details).toEqual(stored);
    // The same details as parsed are the same request; other lines, or none, are not.
    expect((await kit.call('bet', { ...bet, details: stored })).body.status).toBe('OK');
    expect((await kit.call('bet', { ...bet, details: { ...stored, lines: [{ label: 'Player', amount: 1_000 }] } })).body).toEqual({
      status: 'DUPLICATE_TRANSACTION',
    });
    const without: Record<string, unknown> = { ...bet };
    delete without.details;
    expect((await kit.call('bet', without)).body).toEqual({ status: 'DUPLICATE_TRANSACTION' });
  });

  it('closes a lost round of every game with its details', async () => {
    const p = await kit.newPlayer(10_000);
    const games: RoundBetDetails[] = [
      { kind: 'round', game: 'roulette', place: 'Lumen Roulette', lines: [{ label: 'Straight 17', amount: 100, payout: 0 }], result: '17 red' },
      {
        kind: 'round',
        game: 'dragon-tiger',
        lines: [{ label: 'Dragon', amount: 100, payout: 0 }],
        cards: [
          { hand: 'Dragon', cards: [2] },
          { hand: 'Tiger', cards: [50] },
        ],
      },
      {
        kind: 'round',
        game: 'teen-patti',
        place: 'Room 4',
        roundNo: 'H-88',
        lines: [{ label: 'Chaal', amount: 100, payout: 0 }],
        cards: [{ hand: 'You', cards: [0, 14, 28] }],
      },
      { kind: 'round', game: 'fishing', place: 'Coral Reef 3', lines: [{ label: 'Bullets x84', amount: 100, payout: 0 }], result: 'No catch' },
      { kind: 'round', game: 'cockfight', roundNo: 'Fight 31', lines: [{ label: 'Wala', amount: 100, payout: 0 }], result: 'Meron wins' },
    ];
    for (const details of games) {
      const bet = kit.betBody(p, { amount: 100, details: { ...details, lines: details.lines.map(({ payout: _payout, ...line }) => line) } });
      expect((await kit.call('bet', bet)).body.status, details.game).toBe('OK');
      const win = kit.winBody(p, bet, { amount: 0, details });
      expect((await kit.call('win', win)).body.status, details.game).toBe('OK');
      expect(await storedOf(halls, bet.roundId), details.game).toEqual({ details, tx_id: win.txId });
    }
  });

  it('refuses malformed round details as INVALID_REQUEST SCHEMA and stores nothing', async () => {
    const p = await kit.newPlayer(10_000);
    const line = placed.lines[0]!;
    // Each field within its bound, the whole past the size cap, in a body the route still reads.
    const oversized = { ...placed, lines: Array.from({ length: 24 }, () => ({ label: '語'.repeat(80), amount: 1, note: '語'.repeat(60) })) };
    expect(roundBetDetailsBytes(oversized)).toBeGreaterThan(roundBetDetailsMaxBytes);
    expect(Buffer.byteLength(JSON.stringify(kit.betBody(p, { details: oversized })))).toBeLessThan(15 * 1024);
    const cases: unknown[] = [
      { ...placed, lines: [] },
      { ...placed, lines: Array.from({ length: 41 }, () => line) },
      { ...placed, game: 'blackjack' },
      { ...placed, game: undefined },
      { ...placed, place: 'x'.repeat(81) },
      { ...placed, roundNo: '   ' },
      { ...placed, result: 'x'.repeat(161) },
      { ...placed, lines: [{ ...line, label: '' }] },
      { ...placed, lines: [{ ...line, amount: -1 }] },
      { ...placed, lines: [{ ...line, amount: 1.5 }] },
      { ...placed, lines: [{ ...line, payout: Number.MAX_SAFE_INTEGER + 1 }] },
      { ...placed, lines: [{ ...line, note: 'x'.repeat(61) }] },
      { ...placed, lines: [{ ...line, label: 'Banker\tPair' }] },
      { ...placed, cards: [{ hand: 'Player', cards: [52] }] },
      { ...placed, cards: [{ hand: 'Player', cards: [] }] },
      { ...placed, cards: [{ hand: 'Player', cards: [1, 2, 3, 4, 5, 6, 7] }] },
      { ...placed, cards: Array.from({ length: 7 }, () => ({ hand: 'Box', cards: [1] })) },
      { ...placed, cards: [{ hand: 'x'.repeat(25), cards: [1] }] },
      oversized,
    ];
    for (const details of cases) {
      const bet = kit.betBody(p, { amount: 100, details });
      expect((await kit.call('bet', bet)).body, JSON.stringify(details).slice(0, 200)).toEqual({ status: 'INVALID_REQUEST', message: 'SCHEMA' });
      expect(await transactionsOf(halls, bet.txId)).toEqual([]);
      expect(await refusalsOf(halls, bet.txId)).toEqual([]);
      expect(await storedOf(halls, bet.roundId)).toBeUndefined();
      // Not stored: the txId is still free for a good body.
      expect((await kit.call('bet', { ...bet, details: placed })).body.status).toBe('OK');
    }
    // A win's malformed details are refused the same way, and leave the bet's in place.
    const bet = kit.betBody(p, { details: placed });
    expect((await kit.call('bet', bet)).body.status).toBe('OK');
    const win = kit.winBody(p, bet, { amount: 500, details: { ...settled, cards: [{ hand: 'Player', cards: [-1] }] } });
    expect((await kit.call('win', win)).body).toEqual({ status: 'INVALID_REQUEST', message: 'SCHEMA' });
    expect(await transactionsOf(halls, win.txId)).toEqual([]);
    expect(await storedOf(halls, bet.roundId)).toEqual({ details: placed, tx_id: bet.txId });
  });

  it('refuses a NUL byte in a text before the schema reads it, and stores nothing', async () => {
    const p = await kit.newPlayer(10_000);
    const bet = kit.betBody(p, { details: { ...placed, lines: [{ label: 'Ban\u0000ker', amount: 1_000 }] } });
    expect((await kit.call('bet', bet)).body).toEqual({ status: 'INVALID_REQUEST', message: 'INVALID_TEXT' });
    expect(await transactionsOf(halls, bet.txId)).toEqual([]);
    expect(await storedOf(halls, bet.roundId)).toBeUndefined();
  });

  it('takes the largest round details in a body under the 16 KiB limit', async () => {
    const p = await kit.newPlayer(10_000);
    const ascii = (n: number) => 'x'.repeat(n);
    const details = {
      kind: 'round',
      game: 'fishing',
      place: ascii(80),
      roundNo: ascii(40),
      lines: Array.from({ length: 40 }, () => ({ label: ascii(80), amount: 25, payout: Number.MAX_SAFE_INTEGER, note: ascii(60) })),
      result: ascii(160),
      cards: Array.from({ length: 6 }, () => ({ hand: ascii(24), cards: [51, 51, 51, 51, 51, 51] })),
    };
    const bet = kit.betBody(p, { amount: 1_000, details });
    expect(Buffer.byteLength(JSON.stringify({ requestId: randomUUID(), timestamp: Date.now(), ...bet }))).toBeLessThan(12 * 1024);
    expect((await kit.call('bet', bet)).body.status).toBe('OK');
    expect((await storedOf(halls, bet.roundId))?.details).toEqual(details);
  });

  it('stores the round details of a win sent in a batch', async () => {
    const p = await kit.newPlayer(10_000);
    const bet = kit.betBody(p, { amount: 1_000, details: placed });
    expect((await kit.call('bet', bet)).body.status).toBe('OK');
    const win = kit.winBody(p, bet, { amount: 1_560, details: settled });
    const bad = { ...kit.winBody(p, bet, { amount: 1, details: { ...settled, game: 'poker' } }), action: 'win' };
    const res = await vendorCall(t, halls, 'batch', { calls: [{ action: 'win', ...win }, bad] });
    expect(res.body).toMatchObject({ status: 'OK', results: [{ status: 'OK' }, { status: 'INVALID_REQUEST', message: 'SCHEMA' }] });
    expect(await storedOf(halls, bet.roundId)).toEqual({ details: settled, tx_id: win.txId });
  });

  it('ignores round details from a v1.0 vendor, well formed or not', async () => {
    const p = await legacyKit.newPlayer(10_000);
    const bet = legacyKit.betBody(p, { details: placed });
    const answer = await legacyKit.call('bet', bet);
    expect(answer.body).toMatchObject({ status: 'OK', balance: 9_000 });
    // Not part of the content: the same txId with other details, or none, replays the first answer.
    const without: Record<string, unknown> = { ...bet };
    delete without.details;
    expect((await legacyKit.call('bet', without)).body).toEqual(answer.body);
    expect((await legacyKit.call('bet', { ...bet, details: { ...placed, lines: [] } })).body).toEqual(answer.body);
    const win = legacyKit.winBody(p, bet, { amount: 0, details: { ...settled, game: 'poker' } });
    expect((await legacyKit.call('win', win)).body.status).toBe('OK');
    expect(await storedOf(legacy, bet.roundId)).toBeUndefined();
  });
});
