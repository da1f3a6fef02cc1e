import type { VendorWalletResponse } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { newMember } from '../../money/wallet/wallet.test-support';
import { conformanceKit, type Player } from './gateway-conformance.test-support';
import { addGatewayVendor, addLaunchToken, mainBalance, type TestVendor } from './gateway.test-support';

// The conformance cases of the vendor wallet API v1 that race parallel calls, so they need real
// PostgreSQL (PGlite has one connection and runs everything in turn). Every other case is in
// gateway-conformance.int.test.ts.
let t: TestApp;
let vendor: TestVendor;
let adjustVendor: TestVendor;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  vendor = await addGatewayVendor(t, 'CONF1');
  adjustVendor = await addGatewayVendor(t, 'CONFADJ', { walletApiVersion: '1.1' });
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  await t.close();
});

const { newPlayer, betBody, winBody, rollbackBody, call, setCurrencyMax } = conformanceKit(() => ({ t, vendor }));
const v11 = conformanceKit(() => ({ t, vendor: adjustVendor }));

describe('authenticate and balance', () => {
  it('gives one session when one launch token is exchanged 10 times concurrently', async () => {
    const member = await newMember(t);
    const launchToken = await addLaunchToken(t, vendor, member);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('authenticate', { launchToken })));
    expect(answers.filter((a) => a.body.status === 'OK')).toHaveLength(1);
    expect(answers.filter((a) => a.body.status === 'INVALID_TOKEN')).toHaveLength(9);
  });
});

describe('a refused call stays refused', () => {
  it('gives one answer when a refused txId is sent 20 times concurrently', async () => {
    const p = await newPlayer(100);
    const bet = betBody(p, { amount: 5_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('bet', bet)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.body).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 100 });
    const nobody = betBody(p, { playerId: '888888888' });
    const unknown = await Promise.all(Array.from({ length: 20 }, () => call('bet', nobody)));
    expect(new Set(unknown.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(unknown[0]?.body).toEqual({ status: 'PLAYER_NOT_FOUND' });
  });
});

describe('amounts and balances past the limits', () => {
  it('keeps a balance at or under the currency maximum under 30 concurrent wins', async () => {
    const p = await newPlayer(0);
    const bets = [];
    for (let i = 0; i < 30; i += 1) bets.push(betBody(p, { amount: 0 }));
    for (const bet of bets) expect((await call('bet', bet)).body.status).toBe('OK');
    await setCurrencyMax(10_000n);
    try {
      const answers = await Promise.all(bets.map((bet) => call('win', winBody(p, bet, { amount: 700 }))));
      expect(answers.filter((a) => a.body.status === 'OK')).toHaveLength(14);
      const refused = answers.filter((a) => a.body.status === 'LIMIT_EXCEEDED');
      expect(refused).toHaveLength(16);
      expect(refused.every((a) => a.statusCode === 200 && a.body.message === 'BALANCE_LIMIT')).toBe(true);
      expect(await mainBalance(t, p.member)).toBe(9_800n);
      // Which 14 wins fit depends on the order the 30 arrive in: roll back a bet whose win was paid.
      const paid = bets[answers.findIndex((a) => a.body.status === 'OK')];
      expect((await call('rollback', rollbackBody(p, paid as { roundId: unknown; txId: unknown }))).body.status).toBe('BET_ALREADY_SETTLED');
    } finally {
      await setCurrencyMax(null);
    }
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
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
});

describe('adjust (wallet API v1.1)', () => {
  it('gives one answer and one effect for the same adjust sent 20 times concurrently, a debit with a shortfall included', async () => {
    const p = await v11.newPlayer(1_000);
    const { bet, win } = await v11.settledRound(p, 1_000, 3_000);
    const credit = v11.adjustBody(p, bet, win, { amount: 500 });
    const credits = await Promise.all(Array.from({ length: 20 }, () => v11.call('adjust', credit)));
    expect(new Set(credits.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(credits[0]?.body).toMatchObject({ status: 'OK', balance: 3_500, credited: 500 });
    await v11.call('bet', v11.betBody(p, { amount: 3_000 }));
    const debit = v11.adjustBody(p, bet, win, { amount: -2_000, settlementVersion: 3 });
    const debits = await Promise.all(Array.from({ length: 20 }, () => v11.call('adjust', debit)));
    expect(new Set(debits.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(debits[0]?.body).toMatchObject({ status: 'OK', balance: 0, debited: 500, shortfall: 1_500 });
    expect(await mainBalance(t, p.member)).toBe(0n);
    const shortfalls = await t.database.db.selectFrom('game_adjust_shortfalls').select('shortfall').where('member_id', '=', p.member.id).execute();
    expect(shortfalls).toEqual([{ shortfall: 1_500n }]);
  });

  it('applies a settlement version once when 10 txIds race for it', async () => {
    const p = await v11.newPlayer(10_000);
    const { bet, win } = await v11.settledRound(p, 1_000, 2_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => v11.call('adjust', v11.adjustBody(p, bet, win, { amount: -300 }))));
    expect(answers.filter((a) => a.body.status === 'OK')).toHaveLength(1);
    expect(answers.filter((a) => a.body.status === 'DUPLICATE_TRANSACTION')).toHaveLength(9);
    expect(await mainBalance(t, p.member)).toBe(10_700n);
  });

  it("never overdraws when a debit races the player's own bets, and books every unit", async () => {
    const p = await v11.newPlayer(0);
    const { bet, win } = await v11.settledRound(p, 0, 2_000);
    const bets = Array.from({ length: 12 }, () => v11.betBody(p, { amount: 250 }));
    const debit = v11.adjustBody(p, bet, win, { amount: -1_500 });
    const [adjusted, ...placed] = await Promise.all([v11.call('adjust', debit), ...bets.map((b) => v11.call('bet', b))]);
    expect(adjusted?.body.status).toBe('OK');
    const taken = Number(adjusted?.body.debited);
    const staked = placed.filter((a) => a.body.status === 'OK').length * 250;
    expect(taken + Number(adjusted?.body.shortfall)).toBe(1_500);
    expect(placed.every((a) => a.body.status === 'OK' || a.body.status === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await mainBalance(t, p.member)).toBe(BigInt(2_000 - taken - staked));
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});

describe('batch (wallet API v1.1)', () => {
  it('settles each txId once when batches with overlapping members and calls race each other and single calls', async () => {
    const players = [await v11.newPlayer(10_000), await v11.newPlayer(10_000), await v11.newPlayer(10_000)];
    const wins: { p: Player; item: Record<string, unknown> & { action: string } }[] = [];
    for (const p of players) {
      for (let n = 0; n < 20; n += 1) {
        const bet = v11.betBody(p, { amount: 100 });
        expect((await v11.call('bet', bet)).body.status).toBe('OK');
        wins.push({ p, item: { action: 'win', ...v11.winBody(p, bet, { amount: 250 }) } });
      }
    }
    const [p0, p1, p2] = players as [Player, Player, Player];
    const of = (p: Player) => wins.filter((w) => w.p === p).map((w) => w.item);
    // A: players 0 and 1; B: players 1 and 2, player 1's calls in the other order; C: all of them.
    const a = [...of(p0), ...of(p1)];
    const b = [...of(p1).reverse(), ...of(p2)];
    const c = wins.map((w) => w.item);
    const sent = [a, b, c, a];
    const answers = await Promise.all([
      ...sent.map((calls) => v11.call('batch', { calls })),
      ...of(p1)
        .slice(0, 5)
        .map(({ action, ...body }) => v11.call(action, body)),
    ]);
    const byTx = new Map<unknown, string>();
    sent.forEach((calls, n) => {
      const res = answers[n];
      expect(res?.statusCode).toBe(200);
      const results = res?.body.results as VendorWalletResponse[];
      expect(results).toHaveLength(calls.length);
      calls.forEach((call, i) => {
        const answer = results[i];
        expect(answer).toMatchObject({ status: 'OK', txId: call.txId });
        const seen = byTx.get(call.txId);
        if (seen === undefined) byTx.set(call.txId, JSON.stringify(answer));
        else expect(JSON.stringify(answer)).toBe(seen);
      });
    });
    for (const single of answers.slice(sent.length)) expect(JSON.stringify(single?.body)).toBe(byTx.get(single?.body.txId));
    for (const p of players) expect(await mainBalance(t, p.member)).toBe(10_000n - 2_000n + 20n * 250n);
    const credits = await t.database.db
      .selectFrom('game_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('vendor_id', '=', adjustVendor.id)
      .where('action', '=', 'win')
      .where(
        'tx_id',
        'in',
        wins.map((w) => String(w.item.txId)),
      )
      .executeTakeFirstOrThrow();
    expect(Number(credits.n)).toBe(wins.length);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});
