import { randomUUID } from 'node:crypto';
import { signVendorBody } from '@gp/contracts/node/vendor-signature';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { systemActor } from '../audit/audit.types';
import { maskName } from '../catalog/catalog.service';
import { checkLedgerInvariants } from '../ledger/ledger.service';
import { currency, fundMember, newMember, type TestMember } from '../wallet/wallet.test-support';
import { addGame, addGatewayVendor, addLaunchToken, mainBalance, newTxId, openSession, vendorCall, type TestVendor } from './gateway.test-support';

// The conformance suite of the vendor wallet API v1 (DESIGN.md section 6, issue 6 point 8), over
// HTTP with real signatures, on PostgreSQL (real concurrency).
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

type Player = { member: TestMember; session: string; playerId: string };

const newPlayer = async (funds = 10_000, v: TestVendor = vendor): Promise<Player> => {
  const member = await newMember(t);
  if (funds > 0) await fundMember(t, member, funds);
  return { member, session: await openSession(t, v, member), playerId: String(member.id) };
};

const betBody = (p: Player, fields: Record<string, unknown> = {}) => ({
  playerId: p.playerId,
  sessionToken: p.session,
  gameCode: vendor.gameCode,
  roundId: `r-${randomUUID()}`,
  txId: newTxId(),
  amount: 1_000,
  currency,
  ...fields,
});

const winBody = (p: Player, bet: { roundId: unknown; txId: unknown }, fields: Record<string, unknown> = {}) => ({
  playerId: p.playerId,
  sessionToken: p.session,
  gameCode: vendor.gameCode,
  roundId: bet.roundId,
  txId: newTxId(),
  betTxId: bet.txId,
  amount: 0,
  currency,
  roundClosed: true,
  ...fields,
});

const rollbackBody = (p: Player, bet: { roundId: unknown; txId: unknown }, fields: Record<string, unknown> = {}) => ({
  playerId: p.playerId,
  gameCode: vendor.gameCode,
  roundId: bet.roundId,
  txId: newTxId(),
  originalTxId: bet.txId,
  ...fields,
});

const call = (action: string, body: Record<string, unknown>, options: Parameters<typeof vendorCall>[4] = {}) => vendorCall(t, vendor, action, body, options);
const expireSession = (token: string) =>
  sql`update game_sessions set expires_at = now() - interval '1 second' where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`.execute(t.database.db);

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

  it('gives one session when one launch token is exchanged 10 times concurrently', async () => {
    const member = await newMember(t);
    const launchToken = await addLaunchToken(t, vendor, member);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('authenticate', { launchToken })));
    expect(answers.filter((a) => a.body.status === 'OK')).toHaveLength(1);
    expect(answers.filter((a) => a.body.status === 'INVALID_TOKEN')).toHaveLength(9);
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
    const round = await t.database.db.selectFrom('game_rounds').select(['status', 'refund_amount']).where('round_id', '=', bet.roundId).executeTakeFirstOrThrow();
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

  it('refuses insufficient funds with the balance, leaving nothing behind', async () => {
    const p = await newPlayer(700);
    const bet = betBody(p, { amount: 701 });
    expect((await call('bet', bet)).body).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 700 });
    const stored = await t.database.db.selectFrom('game_transactions').select('id').where('tx_id', '=', bet.txId).execute();
    expect(stored).toEqual([]);
    // The same txId may come back once the player has the money.
    expect((await call('bet', { ...bet, amount: 700 })).body).toMatchObject({ status: 'OK', balance: 0 });
  });

  it('refuses a bet past a wager limit in force, counting pending raises only once due', async () => {
    const p = await newPlayer(50_000);
    await t.database.db.insertInto('member_wager_limits').values({ member_id: p.member.id, span: 'day', amount: 3_000n, pending_amount: 10_000n, pending_effective_at: new Date(Date.now() + 3_600_000) }).execute();
    expect((await call('bet', betBody(p, { amount: 2_000 }))).body.status).toBe('OK');
    expect((await call('bet', betBody(p, { amount: 1_001 }))).body).toMatchObject({ status: 'LIMIT_EXCEEDED' });
    expect((await call('bet', betBody(p, { amount: 1_000 }))).body.status).toBe('OK');
    await t.database.db.updateTable('member_wager_limits').set({ pending_effective_at: new Date(Date.now() - 1_000) }).where('member_id', '=', p.member.id).execute();
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
    await t.database.db.insertInto('member_exclusions').values({ member_id: p.member.id, kind: 'time_out', period: '24h', starts_at: new Date(Date.now() - 1_000), ends_at: new Date(Date.now() + 86_400_000) }).execute();
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
    const board = await t.database.db.selectFrom('catalog_winners').select(['board', 'customer_name', 'win_amount']).where('game_id', '=', vendor.gameId).execute();
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
    await t.database.db.updateTable('game_vendor_credentials').set({ secret: newSecret, previous_secret: v.secret, previous_secret_until: new Date(Date.now() + 60_000) }).where('vendor_id', '=', v.id).execute();
    t.services.gameWallet.invalidate();
    expect((await vendorCall(t, v, 'bet', body())).body.status).toBe('OK');
    expect((await vendorCall(t, v, 'bet', body(), { secret: newSecret })).body.status).toBe('OK');
    await t.database.db.updateTable('game_vendor_credentials').set({ previous_secret_until: new Date(Date.now() - 1_000) }).where('vendor_id', '=', v.id).execute();
    t.services.gameWallet.invalidate();
    expect((await vendorCall(t, v, 'bet', body())).body).toEqual({ status: 'INVALID_SIGNATURE' });
    expect((await vendorCall(t, v, 'bet', body(), { secret: newSecret })).body.status).toBe('OK');
  });

  it('enforces the IP allow-list (addresses and CIDR ranges)', async () => {
    const v = await addGatewayVendor(t, 'CONFIP', { ipAllowList: ['10.1.0.0/16', '192.0.2.7'] });
    const member = await newMember(t);
    const launchToken = await addLaunchToken(t, v, member);
    expect((await vendorCall(t, v, 'authenticate', { launchToken }, { remoteAddress: '203.0.113.9' })).body).toEqual({ status: 'INVALID_REQUEST', message: 'IP_NOT_ALLOWED' });
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
});

describe('concurrency', () => {
  it('gives one effect for the same txId sent 20 times concurrently', async () => {
    const p = await newPlayer(10_000);
    const bet = betBody(p, { amount: 1_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('bet', bet)));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]?.body).toMatchObject({ status: 'OK', balance: 9_000 });
    expect(await mainBalance(t, p.member)).toBe(9_000n);
    const rb = rollbackBody(p, bet);
    const rollbacks = await Promise.all(Array.from({ length: 20 }, () => call('rollback', rb)));
    expect(new Set(rollbacks.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await mainBalance(t, p.member)).toBe(10_000n);
  });

  it('never overdraws with many parallel bets of one player', async () => {
    const p = await newPlayer(5_000);
    const answers = await Promise.all(Array.from({ length: 40 }, () => call('bet', betBody(p, { amount: 300 }))));
    const ok = answers.filter((a) => a.body.status === 'OK');
    expect(ok).toHaveLength(16);
    expect(answers.filter((a) => a.body.status === 'INSUFFICIENT_FUNDS')).toHaveLength(24);
    expect(await mainBalance(t, p.member)).toBe(200n);
  });

  it('accepts a second game of the vendor and keeps the signature over the exact bytes', async () => {
    const game = await addGame(t, vendor, 'CONF1_ROULETTE');
    t.services.gameWallet.invalidate();
    const p = await newPlayer();
    const raw = `{ "requestId": "${randomUUID()}", "timestamp": ${Date.now()}, "playerId": "${p.playerId}", "sessionToken": "${p.session}", "gameCode": "CONF1_ROULETTE", "roundId": "x", "txId": "${newTxId()}", "amount": 5, "currency": "${currency}" }`;
    const res = await t.app.inject({ method: 'POST', url: `/gw/v1/${vendor.code}/bet`, headers: { 'content-type': 'application/json', 'x-signature': signVendorBody(vendor.secret, raw) }, payload: raw });
    expect(res.json()).toMatchObject({ status: 'OK', balance: 9_995 });
    expect(game.id).toBeGreaterThan(0);
  });
});
