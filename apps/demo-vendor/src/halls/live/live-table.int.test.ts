import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMainWallet } from '../../../../api/src/modules/money/ledger';
import { currency, fundMember, newMember, type TestMember } from '../../../../api/src/modules/money/wallet/wallet.test-support';
import { seedGameVendors } from '../../../../api/src/seed/game-vendors.seed';
import type { TestApp } from '../../../../api/src/testing/test-app';
import { buildDemoVendor } from '../../server';
import { connectHall, demoSession, type Frame, type HallClient } from '../testing/hall-client';
import { startHallsPlatform, type HallsPlatform } from '../testing/halls-platform';

/**
 * A live table against the real platform: many sockets at one table see one round, bets after "no
 * more bets" are refused, and real-money players' stakes and wins go through the vendor wallet API
 * into the ledger and the platform's rounds.
 */

let t: TestApp;
let vendorUrl: string;
let platformUrl: string;
let master: string;
let platform: HallsPlatform;
const table = { vendor: 'AURORA_LIVE', game: 'AURORA_LIVE_0001' };

beforeAll(async () => {
  platform = await startHallsPlatform({ halls: { liveTiming: { bettingMs: 1_500, closedMs: 100, revealStepMs: 20, resultMs: 300, totalsEveryMs: 50 } } });
  ({ t, vendorUrl, platformUrl, master } = platform);
});

afterAll(() => platform?.close());

const isPhase = (phase: string) => (f: Frame) => f.type === 'round' && f.phase === phase;

/** A real-money session of the table for a member (at the vendor given, the test's own by default). */
const realSession = (member: TestMember, at?: string): Promise<string> => platform.realSession(member, table.game, at);

describe('live table', () => {
  it('shows 40 sockets one round: same result for everyone, each paid, and bets after the close refused', async () => {
    const clients: HallClient[] = [];
    for (let n = 0; n < 40; n += 1) clients.push(await connectHall(vendorUrl, await demoSession(vendorUrl, table.vendor, table.game)));
    const welcomes = await Promise.all(clients.map((c) => c.next((f) => f.type === 'welcome')));
    expect(welcomes[0]).toMatchObject({ table: { kind: 'baccarat', name: 'Aurora Live Baccarat' }, you: { mode: 'demo' } });

    // Everyone waits for a fresh betting window, so every bet lands in one round.
    const opened = await Promise.all(clients.map((c) => c.upcoming(isPhase('betting'))));
    const roundId = opened[0]!.roundId as string;
    expect(opened.every((f) => f.roundId === roundId)).toBe(true);
    const spots = ['player', 'banker', 'tie', 'playerPair'];
    const answers = await Promise.all(
      clients.map((c, n) => {
        c.send({ type: 'bet', requestId: `r${n}`, roundId, bets: [{ spot: spots[n % spots.length], amount: 1_000 }] });
        return c.next((f) => f.requestId === `r${n}`);
      }),
    );
    expect(answers.map((a) => a.type)).toEqual(clients.map(() => 'bet-ok'));
    const totals = await clients[0]!.next((f) => f.type === 'totals' && f.roundId === roundId && f.bettors === 40);
    expect(Object.values(totals.totals as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(40_000);

    // "No more bets": a bet sent now is refused and moves no money.
    await clients[0]!.next((f) => isPhase('closed')(f) && f.roundId === roundId);
    clients[0]!.send({ type: 'bet', requestId: 'late', roundId, bets: [{ spot: 'player', amount: 1_000 }] });
    expect(await clients[0]!.next((f) => f.requestId === 'late')).toMatchObject({ type: 'bet-refused', code: 'BETTING_CLOSED' });

    const results = await Promise.all(clients.map((c) => c.next((f) => isPhase('result')(f) && f.roundId === roundId)));
    expect(new Set(results.map((r) => JSON.stringify(r.result))).size).toBe(1);
    const steps = clients.map((c) => c.frames.filter((f) => f.type === 'step' && f.roundId === roundId).map((f) => JSON.stringify(f.step)));
    expect(new Set(steps.map((s) => s.join('|'))).size).toBe(1);
    expect(steps[0]!.length).toBeGreaterThanOrEqual(4);

    const settled = await Promise.all(clients.map((c) => c.next((f) => f.type === 'settled' && f.roundId === roundId)));
    const outcome = (results[0]!.result as { outcome: string }).outcome;
    settled.forEach((s, n) => {
      const spot = spots[n % spots.length]!;
      expect(s.staked).toBe(1_000);
      // The balance after the round is the fun money less the stake plus what the spot returned.
      expect(s.balance).toBe(1_000_000 - 1_000 + (s.win as number));
      if (spot === outcome) expect(s.win).toBeGreaterThan(1_000);
    });
    for (const c of clients) c.close();
  });

  it('refuses spots off the layout, amounts off the limits and malformed frames, moving nothing', async () => {
    const c = await connectHall(vendorUrl, await demoSession(vendorUrl, table.vendor, table.game));
    const round = await c.upcoming(isPhase('betting'));
    const send = async (requestId: string, bets: unknown) => {
      c.send({ type: 'bet', requestId, roundId: round.roundId, bets });
      return c.next((f) => f.requestId === requestId);
    };
    expect(await send('a', [{ spot: 'dragon', amount: 1_000 }])).toMatchObject({ code: 'INVALID_SPOT' });
    expect(await send('b', [{ spot: 'player', amount: 150 }])).toMatchObject({ code: 'INVALID_AMOUNT' });
    expect(await send('c', [{ spot: 'tie', amount: 50_100 }])).toMatchObject({ code: 'ABOVE_MAX' });
    c.send({ type: 'bet', requestId: 'd', roundId: round.roundId, bets: [{ spot: 'player', amount: 'lots' }] });
    expect(await c.upcoming((f) => f.type === 'error')).toMatchObject({ code: 'VALIDATION_ERROR' });
    c.send({ type: 'chat', text: '  hello\u0000 table  ' });
    expect(await c.upcoming((f) => f.type === 'chat')).toMatchObject({ message: { text: 'hello table' } });
    expect((await send('e', [{ spot: 'player', amount: 100 }])).balance).toBe(1_000_000 - 100);
    c.close();
  });

  it('takes real stakes through the wallet API and pays every player of the round in the ledger', async () => {
    const members = [await newMember(t), await newMember(t)];
    for (const m of members) await fundMember(t, m, 100_000);
    const balance = async (m: TestMember) => (await findMainWallet(t.database.db, m.holder, currency))?.balance ?? 0n;
    const before = await Promise.all(members.map(balance));
    const clients = await Promise.all(members.map(async (m) => connectHall(vendorUrl, await realSession(m))));
    const welcome = await clients[0]!.next((f) => f.type === 'welcome');
    expect(welcome.you).toMatchObject({ mode: 'real' });
    const opened = await Promise.all(clients.map((c) => c.upcoming(isPhase('betting'))));
    const roundId = opened[0]!.roundId as string;
    clients[0]!.send({ type: 'bet', requestId: 'p', roundId, bets: [{ spot: 'player', amount: 10_000 }] });
    clients[1]!.send({ type: 'bet', requestId: 'b', roundId, bets: [{ spot: 'banker', amount: 20_000 }] });
    expect(await clients[0]!.next((f) => f.requestId === 'p')).toMatchObject({ type: 'bet-ok' });
    expect(await clients[1]!.next((f) => f.requestId === 'b')).toMatchObject({ type: 'bet-ok' });
    // A second bet of the same player on the round is a second wallet bet of the same round.
    clients[0]!.send({ type: 'bet', requestId: 'p2', roundId, bets: [{ spot: 'tie', amount: 1_000 }] });
    expect(await clients[0]!.next((f) => f.requestId === 'p2')).toMatchObject({ type: 'bet-ok', spots: { player: 10_000, tie: 1_000 } });
    const settled = await Promise.all(clients.map((c) => c.next((f) => f.type === 'settled' && f.roundId === roundId)));
    expect(settled.map((s) => s.pending)).toEqual([false, false]);
    const after = await Promise.all(members.map(balance));
    expect(after[0]! - before[0]!).toBe(BigInt((settled[0]!.win as number) - 11_000));
    expect(after[1]! - before[1]!).toBe(BigInt((settled[1]!.win as number) - 20_000));
    const rounds = await t.database.db
      .selectFrom('game_rounds')
      .select(['member_id', 'status', 'bet_amount', 'win_amount'])
      .where('round_id', '=', roundId)
      .orderBy('bet_amount')
      .execute();
    expect(rounds.map((r) => [r.status, Number(r.bet_amount)])).toEqual([
      ['closed', 11_000],
      ['closed', 20_000],
    ]);
    // The betting record's details: each spot with its stake and return, the result and the cards.
    const details = await t.database.db
      .selectFrom('game_round_details as d')
      .innerJoin('game_rounds as r', 'r.id', 'd.round_pk')
      .select(['r.bet_amount', 'd.details'])
      .where('r.round_id', '=', roundId)
      .orderBy('r.bet_amount')
      .execute();
    expect(details[0]!.details).toMatchObject({
      kind: 'round',
      game: 'baccarat',
      place: 'Aurora Live Baccarat',
      lines: [
        { label: 'Player', amount: 10_000 },
        { label: 'Tie', amount: 1_000 },
      ],
      cards: [{ hand: 'Player' }, { hand: 'Banker' }],
    });
    expect((details[0]!.details as { result: string }).result).toMatch(/wins|Tie/);
    for (const c of clients) c.close();
  });

  it('rolls back, after a crash, the stakes of a round the vendor never paid', async () => {
    const [member] = [await newMember(t)];
    await fundMember(t, member, 100_000);
    const balance = async () => (await findMainWallet(t.database.db, member.holder, currency))?.balance ?? 0n;
    const before = await balance();
    // A vendor whose round stays open long enough to be cut short.
    const crashedDir = mkdtempSync(join(tmpdir(), 'hall-crash-'));
    const crashed = await buildDemoVendor({
      platformUrl,
      masterSecret: master,
      logLevel: 'warn',
      dataDir: crashedDir,
      halls: { liveTiming: { bettingMs: 60_000 } },
    });
    await crashed.app.listen({ host: '127.0.0.1', port: 0 });
    const crashedUrl = `http://127.0.0.1:${(crashed.app.server.address() as AddressInfo).port}`;
    await seedGameVendors(t.database.db, { url: crashedUrl, masterSecret: master });
    const sid = await realSession(member, crashedUrl);
    const c = await connectHall(crashedUrl, sid);
    const round = await c.next(isPhase('betting'));
    c.send({ type: 'bet', requestId: 'x', roundId: round.roundId, bets: [{ spot: 'banker', amount: 7_000 }] });
    expect(await c.next((f) => f.requestId === 'x')).toMatchObject({ type: 'bet-ok' });
    expect(await balance()).toBe(before - 7_000n);

    // The process dies here: nothing of its shutdown runs. The next run starts on its data.
    const restartedDir = mkdtempSync(join(tmpdir(), 'hall-restart-'));
    copyFileSync(join(crashedDir, 'hall-stakes.jsonl'), join(restartedDir, 'hall-stakes.jsonl'));
    const restarted = await buildDemoVendor({ platformUrl, masterSecret: master, logLevel: 'warn', dataDir: restartedDir });
    await expect.poll(balance, { timeout: 10_000 }).toBe(before);
    expect(readFileSync(join(restartedDir, 'hall-stakes.jsonl'), 'utf8')).toBe('');
    await restarted.app.close();
    // The crashed vendor's own refund (its shutdown, here) finds the bet rolled back and moves nothing.
    c.close();
    await crashed.app.close();
    expect(await balance()).toBe(before);
    await seedGameVendors(t.database.db, { url: vendorUrl, masterSecret: master });
    rmSync(crashedDir, { recursive: true, force: true });
    rmSync(restartedDir, { recursive: true, force: true });
  });
});
