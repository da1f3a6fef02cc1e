import { randomUUID } from 'node:crypto';
import { signVendorBody } from '@gp/contracts/node/vendor-signature';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { systemActor } from '../../platform/audit';
import { maskName } from '../catalog';
import { checkLedgerInvariants } from '../../money/ledger';
import { currency, fundMember, newMember } from '../../money/wallet/wallet.test-support';
import { conformanceKit } from './gateway-conformance.test-support';
import { addGame, addGatewayVendor, addLaunchToken, mainBalance, newTxId, openSession, vendorCall, type TestVendor } from './gateway.test-support';

// The conformance suite of the vendor wallet API v1 (docs/vendor-wallet.md, Conformance cases), over
// HTTP with real signatures: every case that needs no second connection, so it runs on PGlite and
// again on PostgreSQL. The cases that race parallel calls are gateway-conformance.pg.test.ts.
let t: TestApp;
let vendor: TestVendor;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  vendor = await addGatewayVendor(t, 'CONF1');
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  await t.close();
});

const { newPlayer, betBody, winBody, rollbackBody, call, expireSession, setCurrencyMax } = conformanceKit(() => ({ t, vendor }));

describe('authenticate and balance', () => {
  it('exchanges a launch token once for a session with the player and balance', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 4_321);
    const launchToken = await addLaunchToken(t, vendor, member);
    const first = await call('authenticate', { launchToken });
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({ status: 'OK', playerId: String(member.id), currency, balance: 4_321, nickname: member.account });
    expect(typeof first.body.sessionToken).toBe('string');
    expect((await call('authenticate', { launchToken })).body).toEqual({ status: 'INVALID_TOKEN' });
    expect((await call('authenticate', { launchToken: 'no-such-token' })).body).toEqual({ status: 'INVALID_TOKEN' });
    const stale = await addLaunchToken(t, vendor, member, -1_000);
    expect((await call('authenticate', { launchToken: stale })).body).toEqual({ status: 'TOKEN_EXPIRED' });

    const balance = await call('balance', { playerId: String(member.id), sessionToken: first.body.sessionToken });
    expect(balance.body).toEqual({ status: 'OK', balance: 4_321, currency });
  });

  it('refuses a balance on an unknown, foreign or expired session', async () => {
    const p = await newPlayer();
    const other = await newPlayer();
    expect((await call('balance', { playerId: p.playerId, sessionToken: 'nope' })).body).toEqual({ status: 'INVALID_TOKEN' });
    expect((await call('balance', { playerId: p.playerId, sessionToken: other.session })).body).toEqual({ status: 'INVALID_TOKEN' });
    await expireSession(p.session);
    expect((await call('balance', { playerId: p.playerId, sessionToken: p.session })).body).toEqual({ status: 'TOKEN_EXPIRED' });
  });
});

describe('bet, win, rollback', () => {
  it('bets and wins, and answers a replay with the first response', async () => {
    const p = await newPlayer(10_000);
    const bet = betBody(p, { amount: 1_500 });
    const first = await call('bet', bet);
    expect(first.body).toMatchObject({ status: 'OK', txId: bet.txId, balance: 8_500 });
    expect(typeof first.body.platformTxId).toBe('string');
    // A retry carries a new requestId and timestamp: still the same request.
    expect((await call('bet', bet)).body).toEqual(first.body);
    const win = winBody(p, bet, { amount: 4_000 });
    const won = await call('win', win);
    expect(won.body).toMatchObject({ status: 'OK', balance: 12_500 });
    expect((await call('win', win)).body).toEqual(won.body);
    expect(await mainBalance(t, p.member)).toBe(12_500n);
  });

  it('refuses the same txId with different content', async () => {
    const p = await newPlayer();
    const bet = betBody(p);
    expect((await call('bet', bet)).body.status).toBe('OK');
    expect((await call('bet', { ...bet, amount: 999 })).body).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    expect((await call('win', winBody(p, bet, { txId: bet.txId }))).body).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    expect(await mainBalance(t, p.member)).toBe(9_000n);
  });

  it('acknowledges a rollback before its bet and refuses the bet afterwards', async () => {
    const p = await newPlayer();
    const bet = betBody(p);
    const rb = await call('rollback', rollbackBody(p, bet));
    expect(rb.body).toMatchObject({ status: 'OK', balance: 10_000 });
    expect((await call('bet', bet)).body).toEqual({ status: 'TRANSACTION_ROLLED_BACK' });
    expect(await mainBalance(t, p.member)).toBe(10_000n);
  });

  it('refunds a bet once when it is rolled back twice', async () => {
    const p = await newPlayer();
    const bet = betBody(p, { amount: 2_000 });
    await call('bet', bet);
    expect((await call('rollback', rollbackBody(p, bet))).body).toMatchObject({ status: 'OK', balance: 10_000 });
    expect((await call('rollback', rollbackBody(p, bet))).body).toMatchObject({ status: 'OK', balance: 10_000 });
    expect(await mainBalance(t, p.member)).toBe(10_000n);
    const round = await t.database.db
      .selectFrom('game_rounds')
      .select(['status', 'refund_amount'])
      .where('round_id', '=', bet.roundId)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ status: 'cancelled', refund_amount: 2_000n });
  });

  it('refuses a win after its bet was rolled back', async () => {
    const p = await newPlayer();
    const bet = betBody(p);
    await call('bet', bet);
    await call('rollback', rollbackBody(p, bet));
    expect((await call('win', winBody(p, bet, { amount: 500 }))).body).toEqual({ status: 'TRANSACTION_ROLLED_BACK' });
    expect((await call('win', winBody(p, bet, { amount: 500, betTxId: undefined }))).body).toEqual({ status: 'TRANSACTION_ROLLED_BACK' });
    expect(await mainBalance(t, p.member)).toBe(10_000n);
  });

  it('refuses a rollback after a win in the round', async () => {
    const p = await newPlayer();
    const bet = betBody(p);
    await call('bet', bet);
    await call('win', winBody(p, bet, { amount: 0 }));
    expect((await call('rollback', rollbackBody(p, bet))).body).toEqual({ status: 'BET_ALREADY_SETTLED' });
    expect(await mainBalance(t, p.member)).toBe(9_000n);
  });

  it('accepts a win and a rollback on an expired session, but no bet', async () => {
    const p = await newPlayer();
    const bet1 = betBody(p);
    const bet2 = betBody(p);
    await call('bet', bet1);
    await call('bet', bet2);
    await expireSession(p.session);
    expect((await call('bet', betBody(p))).body).toEqual({ status: 'TOKEN_EXPIRED' });
    expect((await call('win', winBody(p, bet1, { amount: 3_000 }))).body).toMatchObject({ status: 'OK', balance: 11_000 });
    expect((await call('rollback', rollbackBody(p, bet2))).body).toMatchObject({ status: 'OK', balance: 12_000 });
    expect((await call('win', winBody(p, bet1, { sessionToken: 'unknown-token' }))).body).toEqual({ status: 'INVALID_TOKEN' });
  });

  it('refuses a bet on a session of another player or an unknown one', async () => {
    const p = await newPlayer();
    const other = await newPlayer();
    expect((await call('bet', betBody(p, { sessionToken: other.session }))).body).toEqual({ status: 'INVALID_TOKEN' });
    expect((await call('bet', betBody(p, { sessionToken: 'unknown' }))).body).toEqual({ status: 'INVALID_TOKEN' });
  });

  it('refuses insufficient funds with the balance, moving no money', async () => {
    const p = await newPlayer(700);
    const bet = betBody(p, { amount: 701 });
    expect((await call('bet', bet)).body).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 700 });
    const stored = await t.database.db.selectFrom('game_transactions').select('id').where('tx_id', '=', bet.txId).execute();
    expect(stored).toEqual([]);
    // The refusal is that txId's answer: other content under it is a duplicate.
    expect((await call('bet', { ...bet, amount: 700 })).body).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    expect(await mainBalance(t, p.member)).toBe(700n);
  });

  it('refuses a bet past a wager limit in force, counting pending raises only once due', async () => {
    const p = await newPlayer(50_000);
    await t.database.db
      .insertInto('member_wager_limits')
      .values({ member_id: p.member.id, span: 'day', amount: 3_000n, pending_amount: 10_000n, pending_effective_at: new Date(Date.now() + 3_600_000) })
      .execute();
    expect((await call('bet', betBody(p, { amount: 2_000 }))).body.status).toBe('OK');
    expect((await call('bet', betBody(p, { amount: 1_001 }))).body).toMatchObject({ status: 'LIMIT_EXCEEDED' });
    expect((await call('bet', betBody(p, { amount: 1_000 }))).body.status).toBe('OK');
    await t.database.db
      .updateTable('member_wager_limits')
      .set({ pending_effective_at: new Date(Date.now() - 1_000) })
      .where('member_id', '=', p.member.id)
      .execute();
    expect((await call('bet', betBody(p, { amount: 5_000 }))).body.status).toBe('OK');
    expect((await call('bet', betBody(p, { amount: 2_001 }))).body).toMatchObject({ status: 'LIMIT_EXCEEDED' });
  });

  it('answers unknown player, game and round', async () => {
    const p = await newPlayer();
    expect((await call('bet', betBody(p, { playerId: '999999999' }))).body).toEqual({ status: 'PLAYER_NOT_FOUND' });
    expect((await call('bet', betBody(p, { playerId: 'abc' }))).body).toEqual({ status: 'PLAYER_NOT_FOUND' });
    expect((await call('bet', betBody(p, { gameCode: 'NOPE' }))).body).toEqual({ status: 'GAME_NOT_FOUND' });
    expect((await call('bet', betBody(p, { currency: 'USD' }))).body).toEqual({ status: 'WRONG_CURRENCY' });
    expect((await call('win', winBody(p, { roundId: 'no-round', txId: undefined }, { amount: 10 }))).body).toEqual({ status: 'ROUND_NOT_FOUND' });
    const bet = betBody(p);
    await call('bet', bet);
    expect((await call('win', winBody(p, { roundId: bet.roundId, txId: 'unknown-bet' }))).body).toEqual({ status: 'ROUND_NOT_FOUND' });
  });

  it('refuses bets of a disabled or self-excluded player but still pays their wins', async () => {
    const p = await newPlayer();
    const bet = betBody(p);
    await call('bet', bet);
    await t.database.db
      .insertInto('member_exclusions')
      .values({ member_id: p.member.id, kind: 'time_out', period: '24h', starts_at: new Date(Date.now() - 1_000), ends_at: new Date(Date.now() + 86_400_000) })
      .execute();
    expect((await call('bet', betBody(p))).body).toEqual({ status: 'PLAYER_BLOCKED' });
    expect((await call('win', winBody(p, bet, { amount: 100 }))).body.status).toBe('OK');
    const q = await newPlayer();
    await t.database.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', q.member.id).execute();
    expect((await call('bet', betBody(q))).body).toEqual({ status: 'PLAYER_BLOCKED' });
  });

  it('refuses bets on a game in maintenance but settles its wins and rollbacks', async () => {
    const p = await newPlayer();
    const bet1 = betBody(p);
    const bet2 = betBody(p);
    await call('bet', bet1);
    await call('bet', bet2);
    await t.database.db.updateTable('catalog_games').set({ maintenance: true }).where('id', '=', vendor.gameId).execute();
    t.services.gameWallet.invalidate();
    try {
      expect((await call('bet', betBody(p))).body).toEqual({ status: 'GAME_NOT_FOUND', message: 'GAME_MAINTENANCE' });
      expect((await call('win', winBody(p, bet1, { amount: 10 }))).body.status).toBe('OK');
      expect((await call('rollback', rollbackBody(p, bet2))).body.status).toBe('OK');
    } finally {
      await t.database.db.updateTable('catalog_games').set({ maintenance: false }).where('id', '=', vendor.gameId).execute();
      t.services.gameWallet.invalidate();
    }
  });

  it('puts a big win on the winner board, which shows the name masked', async () => {
    const p = await newPlayer();
    const bet = betBody(p, { amount: 100 });
    await call('bet', bet);
    await call('win', winBody(p, bet, { amount: 60_000 }));
    const board = await t.database.db
      .selectFrom('catalog_winners')
      .select(['board', 'customer_name', 'win_amount'])
      .where('game_id', '=', vendor.gameId)
      .execute();
    const account = p.member.account;
    expect(board).toContainEqual({ board: 'JACKPOT', customer_name: account, win_amount: 60_000n });
    const ranks = await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=50&board=JACKPOT' });
    const names = (ranks.json().value.list as { customerName: string; winAmount: number }[]).filter((w) => w.winAmount === 60_000).map((w) => w.customerName);
    expect(names).toContain(maskName(account));
    expect(names).not.toContain(account);
  });

  it('plays a transfer-mode vendor from the player vendor wallet', async () => {
    const tv = await addGatewayVendor(t, 'CONFT', { walletMode: 'transfer' });
    const member = await newMember(t);
    await fundMember(t, member, 5_000);
    const session = await openSession(t, tv, member);
    const body = { playerId: String(member.id), sessionToken: session, gameCode: tv.gameCode, roundId: 'r1', txId: newTxId(), amount: 100, currency };
    expect((await vendorCall(t, tv, 'bet', body)).body).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 0 });
    expect(await mainBalance(t, member)).toBe(5_000n);
  });
});

describe('a refused call stays refused', () => {
  const storedRefusal = (txId: unknown) =>
    t.database.db
      .selectFrom('game_wallet_refusals')
      .select(['action', 'member_id', 'response'])
      .where('vendor_id', '=', vendor.id)
      .where('tx_id', '=', String(txId))
      .executeTakeFirst();

  /** Sends the identical request again (a vendor's retry of an answer it lost): the first answer, whatever changed since. */
  const expectReplayed = async (action: string, body: Record<string, unknown>, first: unknown) => {
    const again = await call(action, body);
    expect(again).toEqual({ statusCode: 200, body: first });
  };

  it('INSUFFICIENT_FUNDS: a win landing in between does not turn the replay into a debit', async () => {
    const p = await newPlayer(1_000);
    const open = betBody(p, { amount: 1_000 });
    expect((await call('bet', open)).body.status).toBe('OK');
    const refused = betBody(p, { amount: 500 });
    const first = await call('bet', refused);
    expect(first.body).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 0 });
    expect((await call('win', winBody(p, open, { amount: 5_000 }))).body).toMatchObject({ status: 'OK', balance: 5_000 });
    await expectReplayed('bet', refused, first.body);
    await expectReplayed('bet', refused, first.body);
    expect(await mainBalance(t, p.member)).toBe(5_000n);
    expect(await storedRefusal(refused.txId)).toEqual({ action: 'bet', member_id: p.member.id, response: first.body });
    // The txId stays taken: other content under it is a duplicate, and no money moves.
    expect((await call('bet', { ...refused, amount: 400 })).body).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    expect(await mainBalance(t, p.member)).toBe(5_000n);
  });

  it('LIMIT_EXCEEDED (wager limit): stays refused after the limit is raised', async () => {
    const p = await newPlayer(50_000);
    await t.database.db.insertInto('member_wager_limits').values({ member_id: p.member.id, span: 'day', amount: 1_000n }).execute();
    const bet = betBody(p, { amount: 2_000 });
    const first = await call('bet', bet);
    expect(first.body).toEqual({ status: 'LIMIT_EXCEEDED', balance: 50_000 });
    await t.database.db.updateTable('member_wager_limits').set({ amount: 100_000n }).where('member_id', '=', p.member.id).execute();
    await expectReplayed('bet', bet, first.body);
    expect((await call('bet', betBody(p, { amount: 2_000 }))).body.status).toBe('OK');
    expect(await mainBalance(t, p.member)).toBe(48_000n);
  });

  it('PLAYER_BLOCKED: stays refused after the player is enabled again', async () => {
    const p = await newPlayer();
    await t.database.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', p.member.id).execute();
    const bet = betBody(p);
    const first = await call('bet', bet);
    expect(first.body).toEqual({ status: 'PLAYER_BLOCKED' });
    await t.database.db.updateTable('members').set({ status: 'active' }).where('id', '=', p.member.id).execute();
    await expectReplayed('bet', bet, first.body);
    expect(await mainBalance(t, p.member)).toBe(10_000n);
  });

  it('TOKEN_EXPIRED and INVALID_TOKEN: stay refused when retried with a valid session', async () => {
    const p = await newPlayer();
    const stale = betBody(p, { sessionToken: 'not-a-session' });
    const first = await call('bet', stale);
    expect(first.body).toEqual({ status: 'INVALID_TOKEN' });
    // The session token is authentication, not content: the same bet with a valid one is the same request.
    await expectReplayed('bet', { ...stale, sessionToken: p.session }, first.body);
    const q = await newPlayer();
    await expireSession(q.session);
    const late = betBody(q);
    const expired = await call('bet', late);
    expect(expired.body).toEqual({ status: 'TOKEN_EXPIRED' });
    await expectReplayed('bet', { ...late, sessionToken: await openSession(t, vendor, q.member) }, expired.body);
    expect(await mainBalance(t, p.member)).toBe(10_000n);
    expect(await mainBalance(t, q.member)).toBe(10_000n);
  });

  it('GAME_NOT_FOUND: stays refused after the game is added or leaves maintenance', async () => {
    const p = await newPlayer();
    const unknown = betBody(p, { gameCode: 'CONF1_LATER' });
    const first = await call('bet', unknown);
    expect(first.body).toEqual({ status: 'GAME_NOT_FOUND' });
    await addGame(t, vendor, 'CONF1_LATER');
    t.services.gameWallet.invalidate();
    await expectReplayed('bet', unknown, first.body);
    expect((await call('bet', betBody(p, { gameCode: 'CONF1_LATER' }))).body.status).toBe('OK');

    await t.database.db.updateTable('catalog_games').set({ maintenance: true }).where('id', '=', vendor.gameId).execute();
    t.services.gameWallet.invalidate();
    const during = betBody(p);
    let closed: unknown;
    try {
      closed = (await call('bet', during)).body;
      expect(closed).toEqual({ status: 'GAME_NOT_FOUND', message: 'GAME_MAINTENANCE' });
    } finally {
      await t.database.db.updateTable('catalog_games').set({ maintenance: false }).where('id', '=', vendor.gameId).execute();
      t.services.gameWallet.invalidate();
    }
    await expectReplayed('bet', during, closed);
    expect(await mainBalance(t, p.member)).toBe(9_000n);
  });

  it('WRONG_CURRENCY and PLAYER_NOT_FOUND: stored too, a malformed player id included', async () => {
    const p = await newPlayer();
    const usd = betBody(p, { currency: 'USD' });
    expect((await call('bet', usd)).body).toEqual({ status: 'WRONG_CURRENCY' });
    expect(await storedRefusal(usd.txId)).toMatchObject({ member_id: p.member.id, response: { status: 'WRONG_CURRENCY' } });
    await expectReplayed('bet', usd, { status: 'WRONG_CURRENCY' });
    for (const playerId of ['999999999', 'abc']) {
      const nobody = betBody(p, { playerId });
      expect((await call('bet', nobody)).body).toEqual({ status: 'PLAYER_NOT_FOUND' });
      await expectReplayed('bet', nobody, { status: 'PLAYER_NOT_FOUND' });
      expect(await storedRefusal(nobody.txId)).toMatchObject({ member_id: playerId === 'abc' ? null : 999_999_999n, response: { status: 'PLAYER_NOT_FOUND' } });
    }
  });

  it('ROUND_NOT_FOUND: a win sent before its bet stays refused once the bet arrives', async () => {
    const p = await newPlayer();
    const bet = betBody(p);
    const early = winBody(p, bet, { amount: 3_000 });
    const first = await call('win', early);
    expect(first.body).toEqual({ status: 'ROUND_NOT_FOUND' });
    expect((await call('bet', bet)).body.status).toBe('OK');
    await expectReplayed('win', early, first.body);
    expect(await mainBalance(t, p.member)).toBe(9_000n);
  });

  it("BET_ALREADY_SETTLED, TRANSACTION_ROLLED_BACK and a rollback of another player's bet: replayed as first answered", async () => {
    const p = await newPlayer();
    const other = await newPlayer();
    const bet = betBody(p);
    await call('bet', bet);
    await call('win', winBody(p, bet, { amount: 0 }));
    const late = rollbackBody(p, bet);
    expect((await call('rollback', late)).body).toEqual({ status: 'BET_ALREADY_SETTLED' });
    await expectReplayed('rollback', late, { status: 'BET_ALREADY_SETTLED' });

    const cancelled = betBody(p);
    await call('rollback', rollbackBody(p, cancelled));
    expect((await call('bet', cancelled)).body).toEqual({ status: 'TRANSACTION_ROLLED_BACK' });
    await expectReplayed('bet', cancelled, { status: 'TRANSACTION_ROLLED_BACK' });

    const foreign = rollbackBody(other, bet);
    const first = await call('rollback', foreign);
    expect(first.body).toEqual({ status: 'INVALID_REQUEST', message: 'NOT_A_BET_OF_THIS_PLAYER' });
    await expectReplayed('rollback', foreign, first.body);
    expect(await mainBalance(t, p.member)).toBe(9_000n);
    expect(await mainBalance(t, other.member)).toBe(10_000n);
  });

  it('a txId refused before gets its refusal even where it would now be judged otherwise, and an OK answer is never shadowed', async () => {
    const p = await newPlayer();
    const bet = betBody(p);
    const ok = await call('bet', bet);
    // A game taken out of the catalog afterwards: the accepted bet's replay is still OK.
    await t.database.db.updateTable('catalog_games').set({ game_code: 'CONF1_SLOT_GONE' }).where('id', '=', vendor.gameId).execute();
    t.services.gameWallet.invalidate();
    try {
      await expectReplayed('bet', bet, ok.body);
    } finally {
      await t.database.db.updateTable('catalog_games').set({ game_code: vendor.gameCode }).where('id', '=', vendor.gameId).execute();
      t.services.gameWallet.invalidate();
    }
    expect(await storedRefusal(bet.txId)).toBeUndefined();
  });

  it('only INTERNAL_ERROR leaves the txId open: the retry is judged afresh', async () => {
    const p = await newPlayer(10_000);
    const bet = betBody(p, { amount: 2_500 });
    // A fault of ours on this one txId: the transaction fails after the rules have passed.
    await sql`create function conf_fail_once() returns trigger language plpgsql as $$
      begin
        if new.tx_id = ${sql.lit(bet.txId)} then raise exception 'injected fault'; end if;
        return new;
      end $$`.execute(t.database.db);
    await sql`create trigger conf_fail_once before insert on game_transactions for each row execute function conf_fail_once()`.execute(t.database.db);
    let failed: Awaited<ReturnType<typeof call>>;
    try {
      failed = await call('bet', bet);
    } finally {
      await sql`drop trigger conf_fail_once on game_transactions`.execute(t.database.db);
      await sql`drop function conf_fail_once()`.execute(t.database.db);
    }
    expect(failed).toEqual({ statusCode: 500, body: { status: 'INTERNAL_ERROR' } });
    expect(await storedRefusal(bet.txId)).toBeUndefined();
    expect(await mainBalance(t, p.member)).toBe(10_000n);
    expect((await call('bet', bet)).body).toMatchObject({ status: 'OK', balance: 7_500 });
  });
});

describe('amounts and balances past the limits', () => {
  it('refuses a win of 2^53 - 1 with LIMIT_EXCEEDED, and the player keeps answering', async () => {
    const p = await newPlayer(10_000);
    const bet = betBody(p);
    await call('bet', bet);
    const huge = winBody(p, bet, { amount: Number.MAX_SAFE_INTEGER });
    const first = await call('win', huge);
    expect(first.body).toEqual({ status: 'LIMIT_EXCEEDED', message: 'BALANCE_LIMIT', balance: 9_000 });
    await expectStored(huge.txId, first.body);
    expect((await call('balance', { playerId: p.playerId, sessionToken: p.session })).body).toEqual({ status: 'OK', balance: 9_000, currency });
    expect((await call('win', winBody(p, bet, { amount: 1_000 }))).body).toMatchObject({ status: 'OK', balance: 10_000 });
    // Past 2^53 the number is not an integer JSON can carry exactly: a malformed request.
    const raw = JSON.stringify({ requestId: randomUUID(), timestamp: Date.now(), ...winBody(p, bet), amount: 0 }).replace(
      '"amount":0',
      '"amount":9007199254740993',
    );
    expect((await call('win', {}, { rawBody: raw })).body).toEqual({ status: 'INVALID_REQUEST', message: 'SCHEMA' });
    expect(await mainBalance(t, p.member)).toBe(10_000n);
  });

  const expectStored = async (txId: unknown, response: unknown) => {
    const row = await t.database.db
      .selectFrom('game_wallet_refusals')
      .select('response')
      .where('vendor_id', '=', vendor.id)
      .where('tx_id', '=', String(txId))
      .executeTakeFirst();
    expect(row?.response).toEqual(response);
  };

  it('refuses a refund that would pass the currency maximum, and stores that answer', async () => {
    const p = await newPlayer(5_000);
    const bet = betBody(p, { amount: 3_000 });
    await call('bet', bet);
    await setCurrencyMax(4_000n);
    try {
      const rb = rollbackBody(p, bet);
      const first = await call('rollback', rb);
      expect(first.body).toEqual({ status: 'LIMIT_EXCEEDED', message: 'BALANCE_LIMIT', balance: 2_000 });
      await expectStored(rb.txId, first.body);
    } finally {
      await setCurrencyMax(null);
    }
    expect(await mainBalance(t, p.member)).toBe(2_000n);
  });

  it("refuses a win past the vendor's maximum win per round", async () => {
    const v = await addGatewayVendor(t, 'CONFMAX');
    await t.database.db.updateTable('catalog_vendors').set({ max_round_win: 5_000n }).where('id', '=', v.id).execute();
    t.services.gameWallet.invalidate();
    const p = await newPlayer(10_000, v);
    const bet = { ...betBody(p), gameCode: v.gameCode };
    const win = (amount: number) => ({ ...winBody(p, bet, { amount, roundClosed: false }), gameCode: v.gameCode });
    expect((await vendorCall(t, v, 'bet', bet)).body.status).toBe('OK');
    expect((await vendorCall(t, v, 'win', win(3_000))).body).toMatchObject({ status: 'OK', balance: 12_000 });
    const over = win(2_001);
    const refused = await vendorCall(t, v, 'win', over);
    expect(refused.body).toEqual({ status: 'LIMIT_EXCEEDED', message: 'ROUND_WIN_LIMIT', balance: 12_000 });
    expect((await vendorCall(t, v, 'win', over)).body).toEqual(refused.body);
    expect((await vendorCall(t, v, 'win', win(2_000))).body).toMatchObject({ status: 'OK', balance: 14_000 });
  });
});

describe('text PostgreSQL cannot store', () => {
  it('answers INVALID_REQUEST to a NUL byte or a lone surrogate anywhere, writing nothing', async () => {
    const p = await newPlayer();
    const before = await t.database.db
      .selectFrom('game_wallet_refusals')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const bad of ['tx\u0000id', 'tx\ud800id', '\udc00']) {
      for (const field of ['txId', 'roundId', 'gameCode', 'playerId', 'sessionToken', 'currency']) {
        const res = await call('bet', betBody(p, { [field]: bad }));
        expect(res).toEqual({ statusCode: 200, body: { status: 'INVALID_REQUEST', message: 'INVALID_TEXT' } });
      }
      expect((await call('rollback', rollbackBody(p, { roundId: 'r', txId: bad }))).body).toEqual({ status: 'INVALID_REQUEST', message: 'INVALID_TEXT' });
      expect((await call('authenticate', { launchToken: bad })).body).toEqual({ status: 'INVALID_REQUEST', message: 'INVALID_TEXT' });
    }
    const nulVendor = await t.app.inject({ method: 'POST', url: '/gw/v1/CONF%001/bet', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(nulVendor.statusCode).toBe(200);
    expect(nulVendor.json()).toMatchObject({ status: 'INVALID_REQUEST' });
    const after = await t.database.db
      .selectFrom('game_wallet_refusals')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await mainBalance(t, p.member)).toBe(10_000n);
  });
});

describe('signatures, requests and access', () => {
  it('refuses a bad or missing signature and a stale timestamp', async () => {
    const p = await newPlayer();
    expect((await call('bet', betBody(p), { secret: 'wrong' })).body).toEqual({ status: 'INVALID_SIGNATURE' });
    expect((await call('bet', betBody(p), { secret: null })).body).toEqual({ status: 'INVALID_SIGNATURE' });
    const stale = await call('bet', betBody(p), { timestamp: Date.now() - 6 * 60_000 });
    expect(stale).toEqual({ statusCode: 200, body: { status: 'INVALID_REQUEST', message: 'STALE_TIMESTAMP' } });
    expect(await mainBalance(t, p.member)).toBe(10_000n);
  });

  it('accepts the previous secret during its grace period only', async () => {
    const v = await addGatewayVendor(t, 'CONFR');
    const p = await newPlayer(10_000, v);
    const newSecret = `rotated-${randomUUID()}`;
    const body = () => ({ playerId: p.playerId, sessionToken: p.session, gameCode: v.gameCode, roundId: 'r', txId: newTxId(), amount: 10, currency });
    await t.database.db
      .updateTable('game_vendor_credentials')
      .set({ secret: newSecret, previous_secret: v.secret, previous_secret_until: new Date(Date.now() + 60_000) })
      .where('vendor_id', '=', v.id)
      .execute();
    t.services.gameWallet.invalidate();
    expect((await vendorCall(t, v, 'bet', body())).body.status).toBe('OK');
    expect((await vendorCall(t, v, 'bet', body(), { secret: newSecret })).body.status).toBe('OK');
    await t.database.db
      .updateTable('game_vendor_credentials')
      .set({ previous_secret_until: new Date(Date.now() - 1_000) })
      .where('vendor_id', '=', v.id)
      .execute();
    t.services.gameWallet.invalidate();
    expect((await vendorCall(t, v, 'bet', body())).body).toEqual({ status: 'INVALID_SIGNATURE' });
    expect((await vendorCall(t, v, 'bet', body(), { secret: newSecret })).body.status).toBe('OK');
  });

  it('enforces the IP allow-list (addresses and CIDR ranges)', async () => {
    const v = await addGatewayVendor(t, 'CONFIP', { ipAllowList: ['10.1.0.0/16', '192.0.2.7'] });
    const member = await newMember(t);
    const launchToken = await addLaunchToken(t, v, member);
    expect((await vendorCall(t, v, 'authenticate', { launchToken }, { remoteAddress: '203.0.113.9' })).body).toEqual({
      status: 'INVALID_REQUEST',
      message: 'IP_NOT_ALLOWED',
    });
    expect((await vendorCall(t, v, 'authenticate', { launchToken }, { remoteAddress: '10.1.200.3' })).body.status).toBe('OK');
    const second = await addLaunchToken(t, v, member);
    expect((await vendorCall(t, v, 'authenticate', { launchToken: second }, { remoteAddress: '::ffff:192.0.2.7' })).body.status).toBe('OK');
  });

  it('answers malformed, oversized, mistyped and unknown calls with a clean status, never the player envelope', async () => {
    const p = await newPlayer();
    expect(await call('bet', {}, { rawBody: '{"requestId": ' })).toEqual({ statusCode: 200, body: { status: 'INVALID_REQUEST', message: 'SCHEMA' } });
    expect((await call('bet', betBody(p, { amount: '10' }))).body).toEqual({ status: 'INVALID_REQUEST', message: 'SCHEMA' });
    expect((await call('bet', betBody(p, { amount: -5 }))).body).toEqual({ status: 'INVALID_REQUEST', message: 'SCHEMA' });
    expect((await call('bet', betBody(p, { requestId: 'not-a-uuid' }))).body).toEqual({ status: 'INVALID_REQUEST', message: 'SCHEMA' });
    const big = await call('bet', betBody(p, { padding: 'x'.repeat(20_000) }));
    expect(big.statusCode).toBe(200);
    expect(big.body.status).toBe('INVALID_REQUEST');
    const typed = await call('bet', betBody(p), { contentType: 'text/plain' });
    expect(typed.statusCode).toBe(200);
    expect(typed.body.status).toBe('INVALID_REQUEST');
    expect((await call('cashout', betBody(p))).body).toEqual({ status: 'INVALID_REQUEST', message: 'UNKNOWN_ACTION' });
    const unknownVendor = await vendorCall(t, { ...vendor, code: 'NOSUCH' }, 'bet', betBody(p));
    expect(unknownVendor).toEqual({ statusCode: 200, body: { status: 'INVALID_REQUEST', message: 'UNKNOWN_VENDOR' } });
    expect(await mainBalance(t, p.member)).toBe(10_000n);
  });

  it('keeps settling during site maintenance (/gw is not behind the player gate)', async () => {
    const p = await newPlayer();
    const doc = await t.services.settings.get('maintenance');
    await t.services.settings.update('maintenance', { ...doc.value, mode: 'on' }, doc.version, systemActor('test'));
    try {
      expect((await t.app.inject({ method: 'GET', url: '/wps/member/info' })).statusCode).toBe(503);
      expect((await call('bet', betBody(p))).body.status).toBe('OK');
    } finally {
      const after = await t.services.settings.get('maintenance');
      await t.services.settings.update('maintenance', { ...after.value, mode: 'off' }, after.version, systemActor('test'));
    }
  });

  it('accepts a second game of the vendor and keeps the signature over the exact bytes', async () => {
    const game = await addGame(t, vendor, 'CONF1_ROULETTE');
    t.services.gameWallet.invalidate();
    const p = await newPlayer();
    const raw = `{ "requestId": "${randomUUID()}", "timestamp": ${Date.now()}, "playerId": "${p.playerId}", "sessionToken": "${p.session}", "gameCode": "CONF1_ROULETTE", "roundId": "x", "txId": "${newTxId()}", "amount": 5, "currency": "${currency}" }`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/gw/v1/${vendor.code}/bet`,
      headers: { 'content-type': 'application/json', 'x-signature': signVendorBody(vendor.secret, raw) },
      payload: raw,
    });
    expect(res.json()).toMatchObject({ status: 'OK', balance: 9_995 });
    expect(game.id).toBeGreaterThan(0);
  });
});
