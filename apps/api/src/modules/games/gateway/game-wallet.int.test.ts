import type { MemberGameDay } from '@gp/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { currency, fundMember, newMember } from '../../money/wallet/wallet.test-support';
import { addGatewayVendor, mainBalance, newTxId, type TestVendor } from './gateway.test-support';

// The trusted in-process calls of the in-house games: the same SQL path as the vendor HTTP API.
let t: TestApp;
let house: TestVendor;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  house = await addGatewayVendor(t, 'HOUSE_DICE', { credentials: false });
});
afterAll(async () => t.close());

const round = () => `round-${newTxId()}`;

describe('game wallet, trusted calls (in-house games)', () => {
  it('debits a bet, credits a win, and records the round, aggregates and journals', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 10_000);
    const roundId = round();
    const base = { vendorCode: house.code, memberId: member.id, gameCode: house.gameCode, roundId, currency };
    const betTx = newTxId();
    const bet = await t.services.gameWallet.bet({ ...base, txId: betTx, amount: 1_000n });
    expect(bet).toMatchObject({ status: 'OK', txId: betTx, balance: 9_000 });
    const win = await t.services.gameWallet.win({ ...base, txId: newTxId(), betTxId: betTx, amount: 2_500n, roundClosed: true });
    expect(win).toMatchObject({ status: 'OK', balance: 11_500 });
    expect(await mainBalance(t, member)).toBe(11_500n);

    const r = await t.database.db.selectFrom('game_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirstOrThrow();
    expect(r).toMatchObject({ bet_count: 1, bet_amount: 1_000n, win_amount: 2_500n, status: 'closed', game_type: 'RNG' });
    const hourly = await t.database.db.selectFrom('member_game_hourly').selectAll().where('member_id', '=', member.id).execute();
    expect(hourly).toHaveLength(1);
    expect(hourly[0]).toMatchObject({ bet_count: 1, bet_amount: 1_000n, win_amount: 2_500n, valid_bet: 1_000n, profit_loss: 1_500n });
    const daily = await t.database.db
      .selectFrom(sql<MemberGameDay>`member_game_days('Asia/Kolkata', current_date - 1, current_date + 2)`.as('d'))
      .selectAll()
      .where('d.member_id', '=', member.id)
      .execute();
    expect(daily).toHaveLength(1);
    expect(daily[0]).toMatchObject({ valid_bet: 1_000n, profit_loss: 1_500n });
    const journals = await t.database.db
      .selectFrom('ledger_journals')
      .select(['kind', 'idempotency_key', 'metadata'])
      .where('idempotency_key', 'like', `gw:${house.id}:%`)
      .where(sql<boolean>`metadata @> ${JSON.stringify({ roundId })}::jsonb`)
      .execute();
    expect(journals.map((j) => j.kind).sort()).toEqual(['game_bet', 'game_win']);
    expect(journals[0]?.metadata).toMatchObject({ gameType: 'RNG', vendorCode: house.code, gameCode: house.gameCode, roundId });
  });

  it('refunds a rollback once and refuses a bet it cancelled in advance', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 5_000);
    const roundId = round();
    const base = { vendorCode: house.code, memberId: member.id, gameCode: house.gameCode, roundId };
    const betTx = newTxId();
    expect(await t.services.gameWallet.bet({ ...base, txId: betTx, amount: 700n, currency })).toMatchObject({ status: 'OK', balance: 4_300 });
    expect(await t.services.gameWallet.rollback({ ...base, txId: newTxId(), originalTxId: betTx })).toMatchObject({ status: 'OK', balance: 5_000 });
    expect(await t.services.gameWallet.rollback({ ...base, txId: newTxId(), originalTxId: betTx })).toMatchObject({ status: 'OK', balance: 5_000 });
    const r = await t.database.db.selectFrom('game_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirstOrThrow();
    expect(r).toMatchObject({ refund_amount: 700n, status: 'cancelled' });

    const early = newTxId();
    expect(await t.services.gameWallet.rollback({ ...base, txId: newTxId(), originalTxId: early })).toMatchObject({ status: 'OK', balance: 5_000 });
    expect(await t.services.gameWallet.bet({ ...base, txId: early, amount: 100n, currency })).toEqual({ status: 'TRANSACTION_ROLLED_BACK' });
    expect(await mainBalance(t, member)).toBe(5_000n);
  });

  it('refuses an overdraft with the balance, and a win without a bet', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 300);
    const base = { vendorCode: house.code, memberId: member.id, gameCode: house.gameCode, roundId: round(), currency };
    expect(await t.services.gameWallet.bet({ ...base, txId: newTxId(), amount: 301n })).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 300 });
    expect(await t.services.gameWallet.win({ ...base, txId: newTxId(), amount: 5n, roundClosed: true })).toEqual({ status: 'ROUND_NOT_FOUND' });
    expect(await t.services.gameWallet.bet({ ...base, gameCode: 'NO_SUCH_GAME', txId: newTxId(), amount: 1n })).toEqual({ status: 'GAME_NOT_FOUND' });
    expect(await t.services.gameWallet.bet({ ...base, memberId: 987_654_321n, txId: newTxId(), amount: 1n })).toEqual({ status: 'PLAYER_NOT_FOUND' });
    expect(await t.services.gameWallet.bet({ ...base, currency: 'USD', txId: newTxId(), amount: 1n })).toEqual({ status: 'WRONG_CURRENCY' });
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});
