import type { BoAdjustShortfallPage, BoRoundDetail } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { currency } from '../../money/wallet/wallet.test-support';
import { conformanceKit } from './gateway-conformance.test-support';
import { addGatewayVendor, mainBalance, newTxId, vendorCall, type TestVendor } from './gateway.test-support';

// The conformance cases of wallet API v1.1's `adjust` (docs/vendor-wallet.md, "v1.1: adjust"), over
// HTTP with real signatures, sequential, so they run on PGlite and again on PostgreSQL. The cases
// that race parallel calls are in gateway-conformance.pg.test.ts.
let t: TestApp;
let vendor: TestVendor;
let legacy: TestVendor;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  vendor = await addGatewayVendor(t, 'CONFADJ', { walletApiVersion: '1.1' });
  legacy = await addGatewayVendor(t, 'CONFOLD');
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  await t.close();
});

const { newPlayer, betBody, winBody, adjustBody, settledRound, call, expireSession } = conformanceKit(() => ({ t, vendor }));

const roundOf = (roundId: unknown) =>
  t.database.db
    .selectFrom('game_rounds')
    .select(['id', 'win_amount', 'status'])
    .where('vendor_id', '=', vendor.id)
    .where('round_id', '=', String(roundId))
    .executeTakeFirstOrThrow();

const adjustRow = (txId: unknown) =>
  t.database.db
    .selectFrom('game_transactions as t')
    .leftJoin('ledger_journals as j', 'j.id', 't.journal_id')
    .select(['t.action', 't.amount', 't.ref_tx_id', 't.round_pk', 'j.kind', 'j.idempotency_key'])
    .where('t.vendor_id', '=', vendor.id)
    .where('t.tx_id', '=', String(txId))
    .executeTakeFirst();

const shortfallsOf = (txId: unknown) =>
  t.database.db
    .selectFrom('game_adjust_shortfalls')
    .select(['requested', 'taken', 'shortfall'])
    .where('vendor_id', '=', vendor.id)
    .where('tx_id', '=', String(txId))
    .execute();

describe('adjust: credits and debits', () => {
  it('credits a correction upward, books it as game_adjust in the round, and replays the first answer', async () => {
    const p = await newPlayer(10_000);
    const { bet, win } = await settledRound(p, 1_000, 1_500);
    const adjust = adjustBody(p, bet, win, { amount: 700 });
    const first = await call('adjust', adjust);
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({ status: 'OK', txId: adjust.txId, balance: 11_200, credited: 700, debited: 0, shortfall: 0 });
    expect(typeof first.body.platformTxId).toBe('string');
    expect((await call('adjust', adjust)).body).toEqual(first.body);
    expect(await mainBalance(t, p.member)).toBe(11_200n);

    const round = await roundOf(bet.roundId);
    expect(round).toMatchObject({ win_amount: 2_200n, status: 'closed' });
    expect(await adjustRow(adjust.txId)).toEqual({
      action: 'adjust',
      amount: 700n,
      ref_tx_id: win.txId,
      round_pk: round.id,
      kind: 'game_adjust',
      idempotency_key: `gw:${vendor.id}:${adjust.txId}`,
    });
    // GGR reads the hourly buckets: the credit counts as paid out, as a win does.
    const hourly = await t.database.db
      .selectFrom('member_game_hourly')
      .select((eb) => [eb.fn.sum<string>('win_amount').as('win'), eb.fn.sum<string>('valid_bet').as('valid')])
      .where('member_id', '=', p.member.id)
      .executeTakeFirstOrThrow();
    expect([Number(hourly.win), Number(hourly.valid)]).toEqual([2_200, 1_000]);
    // The round explorer shows the call and its journal.
    const support = await t.staffToken(['support']);
    const detail = await t.app.inject({ method: 'GET', url: `/bo/games/rounds/${round.id}`, headers: bearer(support) });
    expect(detail.statusCode).toBe(200);
    const { value } = detail.json() as { value: BoRoundDetail };
    expect(value.round.winAmount).toBe(2_200);
    expect(value.transactions.map((c) => [c.action, c.amount])).toEqual([
      ['bet', 1_000],
      ['win', 1_500],
      ['adjust', 700],
    ]);
    expect(value.journals.map((j) => j.kind)).toEqual(['game_bet', 'game_win', 'game_adjust']);
  });

  it('debits a correction downward that the balance covers, and replays the first answer', async () => {
    const p = await newPlayer(10_000);
    const { bet, win } = await settledRound(p, 1_000, 3_000);
    const adjust = adjustBody(p, bet, win, { amount: -1_200, reason: 'leg-voided' });
    const first = await call('adjust', adjust);
    expect(first.body).toMatchObject({ status: 'OK', balance: 10_800, credited: 0, debited: 1_200, shortfall: 0 });
    expect((await call('adjust', adjust)).body).toEqual(first.body);
    expect(await mainBalance(t, p.member)).toBe(10_800n);
    expect((await roundOf(bet.roundId)).win_amount).toBe(1_800n);
    expect(await adjustRow(adjust.txId)).toMatchObject({ action: 'adjust', amount: -1_200n, kind: 'game_adjust' });
    expect(await shortfallsOf(adjust.txId)).toEqual([]);
  });

  it('takes only what the balance holds and records the rest as a shortfall written off', async () => {
    const p = await newPlayer(1_000);
    const { bet, win } = await settledRound(p, 1_000, 3_000);
    // The player spends most of the win elsewhere before the correction arrives.
    expect((await call('bet', betBody(p, { amount: 2_600 }))).body).toMatchObject({ status: 'OK', balance: 400 });
    const adjust = adjustBody(p, bet, win, { amount: -3_000 });
    const first = await call('adjust', adjust);
    expect(first.body).toMatchObject({ status: 'OK', balance: 0, credited: 0, debited: 400, shortfall: 2_600 });
    expect((await call('adjust', adjust)).body).toEqual(first.body);
    expect(await mainBalance(t, p.member)).toBe(0n);
    expect(await shortfallsOf(adjust.txId)).toEqual([{ requested: 3_000n, taken: 400n, shortfall: 2_600n }]);
    // The round counts what moved, so GGR equals the house account's legs.
    expect((await roundOf(bet.roundId)).win_amount).toBe(2_600n);

    // A debit the balance covers exactly, then one on an empty wallet: nothing to take, no journal,
    // the whole debit written off.
    const second = await settledRound(p, 0, 100);
    const nothing = adjustBody(p, second.bet, second.win, { amount: -100 });
    expect((await call('adjust', nothing)).body).toMatchObject({ status: 'OK', balance: 0, debited: 100, shortfall: 0 });
    const third = await settledRound(p, 0, 50);
    expect((await call('bet', betBody(p, { amount: 50 }))).body).toMatchObject({ status: 'OK', balance: 0 });
    const all = adjustBody(p, third.bet, third.win, { amount: -50 });
    expect((await call('adjust', all)).body).toMatchObject({ status: 'OK', balance: 0, debited: 0, shortfall: 50 });
    expect(await adjustRow(all.txId)).toMatchObject({ action: 'adjust', amount: 0n, kind: null });
    expect(await shortfallsOf(all.txId)).toEqual([{ requested: 50n, taken: 0n, shortfall: 50n }]);

    // Staff see it where they read rounds.
    const finance = await t.staffToken(['finance']);
    const res = await t.app.inject({
      method: 'GET',
      url: `/bo/games/adjust-shortfalls?vendorCode=${vendor.code}&account=${p.member.account}`,
      headers: bearer(finance),
    });
    expect(res.statusCode).toBe(200);
    const page = (res.json() as { value: BoAdjustShortfallPage }).value;
    expect(page.total).toBe(2);
    expect(page.list.map((s) => [s.txId, s.requested, s.taken, s.shortfall, s.roundId])).toEqual([
      [all.txId, 50, 0, 50, third.bet.roundId],
      [adjust.txId, 3_000, 400, 2_600, bet.roundId],
    ]);
    const content = await t.staffToken(['content']);
    expect((await t.app.inject({ method: 'GET', url: '/bo/games/adjust-shortfalls', headers: bearer(content) })).statusCode).toBe(403);
  });

  it('settles on an expired session, for a disabled player and on a game in maintenance', async () => {
    const p = await newPlayer(10_000);
    const { bet, win } = await settledRound(p, 1_000, 2_000);
    await expireSession(p.session);
    await t.database.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', p.member.id).execute();
    await t.database.db.updateTable('catalog_games').set({ maintenance: true }).where('id', '=', vendor.gameId).execute();
    try {
      expect((await call('adjust', adjustBody(p, bet, win, { amount: 300 }))).body).toMatchObject({ status: 'OK', balance: 11_300 });
      expect((await call('adjust', adjustBody(p, bet, win, { amount: -100, settlementVersion: 3 }))).body).toMatchObject({ status: 'OK', balance: 11_200 });
    } finally {
      await t.database.db.updateTable('catalog_games').set({ maintenance: false }).where('id', '=', vendor.gameId).execute();
      await t.database.db.updateTable('members').set({ status: 'active' }).where('id', '=', p.member.id).execute();
    }
  });
});

describe('adjust: rules', () => {
  it('refuses the same txId with other content, and another action reusing it', async () => {
    const p = await newPlayer();
    const { bet, win } = await settledRound(p, 1_000, 2_000);
    const adjust = adjustBody(p, bet, win, { amount: 400 });
    expect((await call('adjust', adjust)).body.status).toBe('OK');
    expect((await call('adjust', { ...adjust, amount: 401 })).body).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    expect((await call('adjust', { ...adjust, reason: 'leg-voided' })).body).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    expect((await call('win', winBody(p, bet, { txId: adjust.txId, amount: 400 }))).body).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    // A txId first used by a win cannot become an adjust either.
    expect((await call('adjust', adjustBody(p, bet, win, { txId: win.txId, settlementVersion: 3 }))).body).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    expect(await mainBalance(t, p.member)).toBe(11_400n);
  });

  it('applies settlement versions once each and in order', async () => {
    const p = await newPlayer();
    const { bet, win } = await settledRound(p, 1_000, 2_000);
    const early = adjustBody(p, bet, win, { settlementVersion: 3 });
    const outOfOrder = { status: 'INVALID_REQUEST', message: 'VERSION_OUT_OF_ORDER' };
    expect((await call('adjust', early)).body).toEqual(outOfOrder);
    expect((await call('adjust', adjustBody(p, bet, win, { settlementVersion: 2, amount: 100 }))).body).toMatchObject({ status: 'OK', balance: 11_100 });
    const again = adjustBody(p, bet, win, { settlementVersion: 2, amount: 100 });
    expect((await call('adjust', again)).body).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    expect((await call('adjust', adjustBody(p, bet, win, { settlementVersion: 4 }))).body).toEqual(outOfOrder);
    // The refusals stand for their txIds, even now that version 3 would be the next one.
    expect((await call('adjust', early)).body).toEqual(outOfOrder);
    expect((await call('adjust', again)).body).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    expect((await call('adjust', adjustBody(p, bet, win, { settlementVersion: 3, amount: -300 }))).body).toMatchObject({ status: 'OK', balance: 10_800 });
    const versions = await t.database.db
      .selectFrom('game_round_adjustments')
      .select(['settlement_version', 'amount'])
      .where('round_pk', '=', (await roundOf(bet.roundId)).id)
      .orderBy('settlement_version')
      .execute();
    expect(versions).toEqual([
      { settlement_version: 2, amount: 100n },
      { settlement_version: 3, amount: -300n },
    ]);
  });

  it("never takes the round's total paid below 0, counting what was written off as paid back", async () => {
    const p = await newPlayer(0);
    const { bet, win } = await settledRound(p, 0, 1_000);
    const exceeds = { status: 'INVALID_REQUEST', message: 'ADJUST_EXCEEDS_WINS' };
    expect((await call('adjust', adjustBody(p, bet, win, { amount: -1_001 }))).body).toEqual(exceeds);
    expect((await call('bet', betBody(p, { amount: 700 }))).body).toMatchObject({ status: 'OK', balance: 300 });
    // 600 asked: 300 taken, 300 written off; the round has now paid 400 as settled.
    expect((await call('adjust', adjustBody(p, bet, win, { amount: -600 }))).body).toMatchObject({ status: 'OK', debited: 300, shortfall: 300 });
    expect((await call('adjust', adjustBody(p, bet, win, { amount: -401, settlementVersion: 3 }))).body).toEqual(exceeds);
    expect((await call('adjust', adjustBody(p, bet, win, { amount: -400, settlementVersion: 3 }))).body).toMatchObject({
      status: 'OK',
      balance: 0,
      shortfall: 400,
    });
    expect(await mainBalance(t, p.member)).toBe(0n);
  });

  it('needs a bet and a win of this player in the round, and a win of it as the original', async () => {
    const p = await newPlayer();
    const other = await newPlayer();
    const { bet, win } = await settledRound(p, 1_000, 2_000);
    const notFound = { status: 'ROUND_NOT_FOUND' };
    expect((await call('adjust', adjustBody(p, { roundId: 'no-such-round', txId: bet.txId }, win))).body).toEqual(notFound);
    expect((await call('adjust', adjustBody(p, bet, { txId: 'no-such-win' }))).body).toEqual(notFound);
    expect((await call('adjust', adjustBody(p, bet, bet))).body).toEqual(notFound);
    expect((await call('adjust', adjustBody(other, bet, win))).body).toEqual(notFound);
    const elsewhere = await settledRound(p, 100, 100);
    expect((await call('adjust', adjustBody(p, bet, elsewhere.win))).body).toEqual(notFound);
    // A round with a bet but no win yet; the refusal stays once the win lands.
    const open = betBody(p);
    await call('bet', open);
    const toCome = newTxId();
    const early = adjustBody(p, open, { txId: toCome });
    expect((await call('adjust', early)).body).toEqual(notFound);
    expect((await call('win', winBody(p, open, { txId: toCome, amount: 500 }))).body.status).toBe('OK');
    expect((await call('adjust', early)).body).toEqual(notFound);
    expect((await call('adjust', { ...early, txId: newTxId() })).body.status).toBe('OK');
  });

  it('refuses wrong currency (stored), amount 0 and NUL bytes', async () => {
    const p = await newPlayer();
    const { bet, win } = await settledRound(p, 1_000, 2_000);
    const foreign = adjustBody(p, bet, win, { currency: 'EUR' });
    expect((await call('adjust', foreign)).body).toEqual({ status: 'WRONG_CURRENCY' });
    expect((await call('adjust', foreign)).body).toEqual({ status: 'WRONG_CURRENCY' });
    expect((await call('adjust', { ...foreign, currency })).body).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    const schema = { status: 'INVALID_REQUEST', message: 'SCHEMA' };
    expect((await call('adjust', adjustBody(p, bet, win, { amount: 0 }))).body).toEqual(schema);
    expect((await call('adjust', adjustBody(p, bet, win, { amount: 1.5 }))).body).toEqual(schema);
    expect((await call('adjust', adjustBody(p, bet, win, { settlementVersion: 1 }))).body).toEqual(schema);
    expect((await call('adjust', adjustBody(p, bet, win, { reason: 'Not A Code' }))).body).toEqual(schema);
    expect((await call('adjust', adjustBody(p, bet, win, { reason: 'x'.repeat(33) }))).body).toEqual(schema);
    expect((await call('adjust', adjustBody(p, bet, win, { sessionToken: p.session }))).body.status).toBe('OK');
    for (const field of ['txId', 'roundId', 'originalTxId', 'reason', 'playerId']) {
      expect((await call('adjust', adjustBody(p, bet, win, { [field]: 'a\u0000b', settlementVersion: 3 }))).body).toEqual({
        status: 'INVALID_REQUEST',
        message: 'INVALID_TEXT',
      });
    }
    expect(await mainBalance(t, p.member)).toBe(11_500n);
  });
});

describe('adjust: who may call it', () => {
  it('stays an unknown action for a vendor on wallet API 1.0 and for an unknown vendor', async () => {
    const unknown = { status: 'INVALID_REQUEST', message: 'UNKNOWN_ACTION' };
    const p = await newPlayer(10_000, legacy);
    const old = conformanceKit(() => ({ t, vendor: legacy }));
    const { bet, win } = await old.settledRound(p, 1_000, 2_000);
    const adjust = old.adjustBody(p, bet, win, { amount: 500 });
    expect(await vendorCall(t, legacy, 'adjust', adjust)).toEqual({ statusCode: 200, body: unknown });
    expect((await vendorCall(t, legacy, 'adjust', {}, { rawBody: 'not json' })).body).toEqual(unknown);
    expect((await vendorCall(t, legacy, 'adjust', adjust, { secret: 'wrong' })).body).toEqual(unknown);
    expect((await vendorCall(t, { ...legacy, code: 'NOSUCH' }, 'adjust', adjust)).body).toEqual(unknown);
    expect(await mainBalance(t, p.member)).toBe(11_000n);

    // Opting in through the back office turns it on.
    const operator = await t.staffToken(['operator']);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/bo/games/vendors/${legacy.id}`,
      headers: bearer(operator),
      payload: { walletApiVersion: '1.1' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ value: { walletApiVersion: '1.1' } });
    expect((await vendorCall(t, legacy, 'adjust', adjust)).body).toMatchObject({ status: 'OK', balance: 11_500, credited: 500 });
    // And a disabled vendor is unknown whatever its version.
    await t.database.db.updateTable('catalog_vendors').set({ enabled: false }).where('id', '=', legacy.id).execute();
    t.services.gameWallet.invalidate();
    expect((await vendorCall(t, legacy, 'adjust', adjust)).body).toEqual({ status: 'INVALID_REQUEST', message: 'UNKNOWN_VENDOR' });
  });
});
