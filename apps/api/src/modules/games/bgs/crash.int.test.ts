import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  bgsPaths,
  crashClientSeed,
  crashMsToReach,
  crashOutcome,
  crashServerMessage,
  payoutAt,
  type CrashBetResult,
  type CrashServerMessage,
  type CrashState,
  type VerifyResult,
} from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { floatsFor } from './bgs-crypto';
import { defaultBgsLimits } from './bgs-games';
import { createBgsWallet } from './bgs-wallet';
import { createCrashService, defaultCrashOptions } from './crash.service';
import { addBgsCatalog, balanceOf, gameCodeOf } from './bgs.test-support';

let t: TestApp;

// Fast rounds: betting 1.5 s, the curve about 17x faster than production (2x after ~0.7 s).
beforeAll(async () => {
  t = await createTestApp({ BGS_CRASH_BETTING_MS: '1500', BGS_CRASH_PAUSE_MS: '300', BGS_CRASH_GROWTH_PER_MS: '0.001' });
  await addBgsCatalog(t);
});
afterAll(async () => t.close());

const fundedMember = async (): Promise<TestMember> => {
  const member = await newMember(t);
  await fundMember(t, member, 1_000_000);
  return member;
};

/** Collects the socket's messages and waits for one that matches. */
const listen = (url: string) => {
  const socket = new WebSocket(url);
  const messages: CrashServerMessage[] = [];
  const waiters: { match: (m: CrashServerMessage) => boolean; resolve: (m: CrashServerMessage) => void }[] = [];
  socket.on('message', (data) => {
    const message = crashServerMessage.parse(JSON.parse(String(data)));
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const next = (match: (m: CrashServerMessage) => boolean, timeoutMs = 20_000): Promise<CrashServerMessage> =>
    new Promise((resolve, reject) => {
      const found = messages.find(match);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error('no such crash message in time')), timeoutMs);
      waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, messages, next, opened };
};

const stateOf = (m: CrashServerMessage): CrashState | null => (m.type === 'state' ? m.state : null);

describe('crash over a real WebSocket', () => {
  it('runs a shared round: bets in betting, a cash-out while running, the crash settles the rest, and the round verifies', async () => {
    const [auto, manual, late] = [await fundedMember(), await fundedMember(), await fundedMember()];
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    expect(address).toContain(String(port));
    const client = listen(`ws://127.0.0.1:${port}${bgsPaths.crashSocket}`);
    await client.opened;
    t.services.bgs.crash.start();

    const betting = stateOf(await client.next((m) => stateOf(m)?.phase === 'betting'))!;
    expect(betting.serverSeed).toBeNull();
    expect(betting.crashPointHundredths).toBeNull();
    const roundId = betting.roundId;
    const post = (member: TestMember, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(member.token), payload });

    const autoBet = await post(auto, bgsPaths.crashBet, { gameCode: gameCodeOf('crash'), amount: 10_000, autoCashout: 1.5 });
    expect(autoBet.statusCode, autoBet.body).toBe(200);
    const manualBet = await post(manual, bgsPaths.crashBet, { gameCode: gameCodeOf('crash'), amount: 20_000 });
    expect(manualBet.statusCode, manualBet.body).toBe(200);
    expect((manualBet.json().value as CrashBetResult).bet).toMatchObject({ status: 'open', payout: null, nonce: Number(roundId), clientSeed: crashClientSeed });
    const twice = await post(manual, bgsPaths.crashBet, { gameCode: gameCodeOf('crash'), amount: 20_000 });
    expect(errorCodeOf(twice)).toBe('INVALID_STATE');
    expect(await balanceOf(t, auto)).toBe(1_000_000n - 10_000n);
    // Both bets show on the public list pushed to the socket.
    const listed = stateOf(await client.next((m) => (stateOf(m)?.bets.length ?? 0) === 2))!;
    expect(listed.bets.map((b) => b.amount).sort()).toEqual([10_000, 20_000]);

    // Running (or crashed at once, 1.98% of rounds): cash out by hand at the first chance.
    const started = await client.next((m) => (stateOf(m)?.phase === 'running' || stateOf(m)?.phase === 'crashed') && stateOf(m)?.roundId === roundId);
    const tooLate = await post(late, bgsPaths.crashBet, { gameCode: gameCodeOf('crash'), amount: 100 });
    expect([tooLate.statusCode, errorCodeOf(tooLate)]).toEqual([409, 'CRASH_BETTING_CLOSED']);
    // The message says what happened and what to do: bets open again for the next round.
    expect((tooLate.json() as { message: string }).message).toMatch(/next round/);
    const cashout = await post(manual, bgsPaths.crashCashout, { roundId });
    const crashed = stateOf(await client.next((m) => stateOf(m)?.phase === 'crashed' && stateOf(m)?.roundId === roundId))!;
    const point = crashed.crashPointHundredths!;

    // The revealed seed is the one whose hash was published, and it gives this crash point.
    expect(createHash('sha256').update(crashed.serverSeed!).digest('hex')).toBe(betting.serverSeedHash);
    expect(crashOutcome(floatsFor({ serverSeed: crashed.serverSeed!, clientSeed: crashClientSeed, nonce: Number(roundId) }, 1)).crashPointHundredths).toBe(
      point,
    );

    // Auto cash-out at 1.50x wins exactly when the crash point reaches it.
    const autoPayout = point >= 150 ? payoutAt(10_000n, 150) : 0n;
    expect(await balanceOf(t, auto)).toBe(1_000_000n - 10_000n + autoPayout);
    if (cashout.statusCode === 200) {
      const bet = (cashout.json().value as CrashBetResult).bet;
      const at = (bet.outcome as { cashedOutAtHundredths: number }).cashedOutAtHundredths;
      expect(at).toBeLessThanOrEqual(point);
      expect(bet).toMatchObject({ status: 'won', payout: Number(payoutAt(20_000n, at)) });
      expect(await balanceOf(t, manual)).toBe(1_000_000n - 20_000n + payoutAt(20_000n, at));
    } else {
      // The round crashed before the cash-out arrived (at once, or sooner than this busy machine answered).
      expect(started.type).toBe('state');
      expect(errorCodeOf(cashout), cashout.body).toBe('GAME_ROUND_FINISHED');
      expect(await balanceOf(t, manual)).toBe(1_000_000n - 20_000n);
    }
    expect(crashed.history[0]).toEqual({ roundId, crashPointHundredths: point });

    // The public verifier recomputes the settled bet from the revealed round seed.
    const autoBetId = (autoBet.json().value as CrashBetResult).bet.betId;
    const verified = (await t.app.inject({ method: 'GET', url: `${bgsPaths.verify}?betId=${autoBetId}` })).json().value as VerifyResult;
    expect(verified.matches).toBe(true);
    expect(verified.outcome).toEqual({ game: 'crash', crashPointHundredths: point, cashedOutAtHundredths: null });
    const history = (await t.app.inject({ method: 'GET', url: bgsPaths.crashHistory })).json().value as { list: { roundId: string; serverSeed: string }[] };
    expect(history.list[0]).toMatchObject({ roundId, serverSeed: crashed.serverSeed });

    // The next round opens on its own after the pause.
    await client.next((m) => stateOf(m)?.phase === 'betting' && stateOf(m)?.roundId !== roundId);
    await t.services.bgs.crash.stop();
    client.socket.close();
  }, 60_000);

  it('moves rounds on one instance only: the lease holder; another takes over once it stops', async () => {
    const deps = { settings: t.services.settings, wallet: createBgsWallet(t.services.gameWallet), limits: defaultBgsLimits, clock: () => new Date() };
    const options = { ...defaultCrashOptions, autoStart: false, bettingMs: 60_000 };
    const a = createCrashService(t.database.db, deps, options);
    const b = createCrashService(t.database.db, deps, options);
    const latest = () => t.database.db.selectFrom('bgs_crash_rounds').select(['id', 'status']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await t.database.db.deleteFrom('bgs_crash_lease').execute();
    // Whatever the first test left is long over.
    const hourAgo = new Date(Date.now() - 3_600_000);
    await t.database.db.updateTable('bgs_crash_rounds').set({ status: 'crashed', crashed_at: hourAgo }).execute();
    await a.step();
    const opened = await latest();
    expect(opened.status).toBe('betting');
    await b.step();
    await b.step();
    expect(await latest()).toEqual(opened);
    // Betting is over for the holder's clock only once a moves it: b, without the lease, never does.
    await t.database.db
      .updateTable('bgs_crash_rounds')
      .set({ betting_ends_at: new Date(Date.now() - 1) })
      .where('id', '=', opened.id)
      .execute();
    await b.step();
    expect((await latest()).status).toBe('betting');
    await a.stop();
    await b.step();
    expect(await latest()).toEqual({ id: opened.id, status: 'running' });
    await b.stop();
  });

  it('pays a manual cash-out the multiplier reached on the server clock, and the crash takes the rest', async () => {
    let now = Date.now();
    const deps = { settings: t.services.settings, wallet: createBgsWallet(t.services.gameWallet), limits: defaultBgsLimits, clock: () => new Date(now) };
    const growthPerMs = 0.0001;
    const service = createCrashService(t.database.db, deps, { ...defaultCrashOptions, autoStart: false, bettingMs: 10_000, pauseMs: 1000, growthPerMs });
    await t.database.db.deleteFrom('bgs_crash_lease').execute();
    // Rounds whose point is under 2x end too soon for this test; their successors come along quickly.
    let round = { id: 0n, crash_point: 0n };
    for (let tries = 0; round.crash_point < 200n; tries += 1) {
      expect(tries).toBeLessThan(20);
      await t.database.db
        .updateTable('bgs_crash_rounds')
        .set({ status: 'crashed', crashed_at: new Date(now - 3_600_000) })
        .execute();
      await service.step();
      round = await t.database.db.selectFrom('bgs_crash_rounds').select(['id', 'crash_point']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    }
    const roundId = round.id.toString();
    const [cashing, holding] = [await fundedMember(), await fundedMember()];
    await service.bet(cashing.id, { gameCode: gameCodeOf('crash'), amount: 10_000 });
    await service.bet(holding.id, { gameCode: gameCodeOf('crash'), amount: 5_000 });
    await expect(service.cashout(cashing.id, roundId)).rejects.toMatchObject({ code: 'INVALID_STATE' });

    now += 10_001;
    await service.step();
    now += crashMsToReach(150, growthPerMs) + 1;
    const cashed = await service.cashout(cashing.id, roundId);
    expect(cashed.bet).toMatchObject({ status: 'won', payout: 15_000 });
    expect(await balanceOf(t, cashing)).toBe(1_000_000n - 10_000n + 15_000n);
    await expect(service.cashout(cashing.id, roundId)).rejects.toMatchObject({ code: 'GAME_ROUND_FINISHED' });

    now += crashMsToReach(Number(round.crash_point), growthPerMs);
    await service.step();
    expect(await balanceOf(t, holding)).toBe(1_000_000n - 5_000n);
    await expect(service.cashout(holding.id, roundId)).rejects.toMatchObject({ code: 'GAME_ROUND_FINISHED' });
    const settled = await t.database.db
      .selectFrom('bgs_bets')
      .select(['member_id', 'status', 'payout', 'wallet_settled'])
      .where('crash_round_id', '=', round.id)
      .orderBy('id')
      .execute();
    expect(settled).toEqual([
      { member_id: cashing.id, status: 'won', payout: 15_000n, wallet_settled: true },
      { member_id: holding.id, status: 'lost', payout: 0n, wallet_settled: true },
    ]);
    await service.stop();
  });
});
