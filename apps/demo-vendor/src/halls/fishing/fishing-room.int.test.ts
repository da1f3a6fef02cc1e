import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMainWallet } from '../../../../api/src/modules/money/ledger';
import { currency, fundMember, newMember, postGame, type TestMember } from '../../../../api/src/modules/money/wallet/wallet.test-support';
import type { TestApp } from '../../../../api/src/testing/test-app';
import type { RandomSource } from '../../rng';
import { connectHall, demoSession, type Frame, type HallClient } from '../testing/hall-client';
import { startHallsPlatform, type HallsPlatform } from '../testing/halls-platform';
import { createOcean, fishAt, type Fish } from './ocean';

/**
 * Fishing rooms against the real platform: two sockets share one ocean and see each other's shots
 * and captures, a fish already captured is refused without charge, and real-money shots reach the
 * wallet as batches (one platform round per flush, its bet the summed cost and its win the summed
 * wins), including the batch a player leaves behind and a batch the wallet refuses.
 */

let t: TestApp;
let vendorUrl: string;
let platform: HallsPlatform;
const vendorCode = 'REEFSHOT';
/** Each test its own game, so its rooms are its own. */
const gameOf = (n: number) => `${vendorCode}_000${n}`;

/** The capture draw is ours: every bullet captures while `capture` is on and misses while it is off. */
const forced = { capture: false };
const random: RandomSource = { int: (n) => (forced.capture ? 0 : n - 1) };

beforeAll(async () => {
  platform = await startHallsPlatform({ random, halls: { fishing: { policy: { maxShots: 4, maxAgeMs: 3_000 }, checkEveryMs: 100 } } });
  ({ t, vendorUrl } = platform);
});

afterAll(() => platform?.close());

const realSession = (member: TestMember, gameCode: string): Promise<string> => platform.realSession(member, gameCode);

/** A fish of the welcome's ocean swimming now with a few seconds left, not one of `taken`. */
const liveFish = (welcome: Frame, taken: ReadonlySet<number> = new Set()): Fish => {
  const room = welcome.room as { seed: string };
  const now = Date.now();
  const fish = fishAt(createOcean(room.seed), now, taken).find((f) => f.spawnAt + f.lifetime > now + 3_000);
  if (!fish) throw new Error('no fish on screen');
  return fish;
};

let shotNo = 0;
/** Fires one bullet and waits for its answer. */
const shoot = async (client: HallClient, fishId: number, bulletCost: number): Promise<Frame> => {
  shotNo += 1;
  const shotId = shotNo;
  client.send({ type: 'shoot', shotId, fishId, bulletCost, angle: -Math.PI / 2, at: Date.now() });
  return client.next((f) => (f.type === 'shot-ok' || f.type === 'shot-refused') && f.shotId === shotId);
};

const walletBalance = async (m: TestMember) => (await findMainWallet(t.database.db, m.holder, currency))?.balance ?? 0n;

const roundsOf = (member: TestMember, gameCode: string) =>
  t.database.db
    .selectFrom('game_rounds')
    .select(['round_id', 'status', 'bet_amount', 'win_amount'])
    .where('member_id', '=', member.id)
    .where('game_code', '=', gameCode)
    .orderBy('opened_at')
    .orderBy('round_id')
    .execute();

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> => {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out; last ${JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('fishing room', () => {
  it("puts two players in one ocean: each sees the other's cannon, shots and captures, and a captured fish is refused and not charged", async () => {
    const game = gameOf(1);
    const a = await connectHall(vendorUrl, await demoSession(vendorUrl, vendorCode, game));
    const welcomeA = await a.next((f) => f.type === 'welcome');
    const b = await connectHall(vendorUrl, await demoSession(vendorUrl, vendorCode, game));
    const welcomeB = await b.next((f) => f.type === 'welcome');
    expect(welcomeA).toMatchObject({
      room: { bulletCosts: [10, 20, 50, 100, 200, 500, 1000], rtpBasisPoints: 9_600, oceanVersion: 1 },
      you: { seat: 0, mode: 'demo' },
    });
    expect(welcomeB.room).toMatchObject({ id: (welcomeA.room as { id: number }).id, seed: (welcomeA.room as { seed: string }).seed });
    expect(Math.abs((welcomeB.room as { now: number }).now - Date.now())).toBeLessThan(2_000);
    expect(welcomeB.you).toMatchObject({ seat: 1, balance: 1_000_000, spendable: 1_000_000 });
    expect((welcomeB.room as { seats: { seat: number; name: string }[] }).seats.map((s) => s.seat)).toEqual([0, 1]);
    expect(await a.next((f) => f.type === 'joined')).toMatchObject({ seat: 1, name: expect.stringMatching(/^#\d{4}$/) });

    b.send({ type: 'cannon', bulletCost: 200 });
    expect(await a.next((f) => f.type === 'cannon')).toEqual({ type: 'cannon', seat: 1, bulletCost: 200 });

    const fish = liveFish(welcomeA);
    forced.capture = false;
    expect(await shoot(a, fish.id, 100)).toMatchObject({ type: 'shot-ok', captured: false, win: 0, balance: 1_000_000 - 100 });
    expect(await b.next((f) => f.type === 'shot')).toMatchObject({ seat: 0, fishId: fish.id, bulletCost: 100, angle: -Math.PI / 2 });

    forced.capture = true;
    const won = await shoot(b, fish.id, 200);
    expect(won).toMatchObject({ type: 'shot-ok', captured: true });
    const captureA = await a.next((f) => f.type === 'capture');
    expect(captureA).toMatchObject({ fishId: fish.id, seat: 1, species: fish.species, win: won.win });
    expect(await b.next((f) => f.type === 'capture')).toEqual(captureA);

    // The fish is gone for everyone: a's bullet at it is refused before any draw and costs nothing.
    const refused = await shoot(a, fish.id, 100);
    expect(refused).toMatchObject({ type: 'shot-refused', code: 'CAPTURED', balance: 1_000_000 - 100, spendable: 1_000_000 - 100 });
    expect(await shoot(a, 12, 100)).toMatchObject({ type: 'shot-refused', code: 'GONE' });

    // A newcomer's screen leaves the captured fish out.
    const c = await connectHall(vendorUrl, await demoSession(vendorUrl, vendorCode, game));
    expect((await c.next((f) => f.type === 'welcome')).room).toMatchObject({ captured: [fish.id] });

    // A burst over the fire rate (within the socket's own allowance) is answered shot by shot, the
    // extra bullets refused and not charged, and the socket stays open.
    forced.capture = false;
    const target = liveFish(welcomeA, new Set([fish.id]));
    const from = a.frames.length;
    for (let n = 0; n < 25; n += 1) a.send({ type: 'shoot', shotId: 1_000 + n, fishId: target.id, bulletCost: 10, angle: -1, at: Date.now() });
    await a.next((f) => f.shotId === 1_024, 10_000, from);
    const burst = a.frames.slice(from).filter((f) => f.type === 'shot-ok' || f.type === 'shot-refused');
    const taken = burst.filter((f) => f.type === 'shot-ok').length;
    expect(taken).toBeGreaterThanOrEqual(5);
    expect(burst).toHaveLength(25);
    expect(taken).toBeLessThanOrEqual(11);
    expect(burst.filter((f) => f.type === 'shot-refused').every((f) => f.code === 'TOO_FAST')).toBe(true);
    expect(burst.at(-1)).toMatchObject({ balance: 1_000_000 - 100 - 10 * taken });
    expect(a.closed()).toBeNull();

    b.close();
    expect(await a.next((f) => f.type === 'left')).toEqual({ type: 'left', seat: 1 });
    a.send({ type: 'shoot', fishId: 'x' });
    expect(await a.upcoming((f) => f.type === 'error')).toEqual({ type: 'error', code: 'VALIDATION_ERROR' });
    a.close();
    c.close();
  });

  it('sends real-money shots to the wallet in batches: one platform round per flush with the summed bet and win, the last one when the player leaves', async () => {
    const game = gameOf(2);
    const member = await newMember(t);
    await fundMember(t, member, 100_000);
    const before = await walletBalance(member);
    const client = await connectHall(vendorUrl, await realSession(member, game));
    const welcome = await client.next((f) => f.type === 'welcome');
    expect(welcome.you).toMatchObject({ mode: 'real', balance: 100_000 });

    // Ten bullets of 1.00: the policy flushes at four shots (two batches), leaving sends the last two.
    const captured = new Set<number>();
    const answers: Frame[] = [];
    for (let n = 0; n < 10; n += 1) {
      const fish = liveFish(welcome, captured);
      forced.capture = n === 2 || n === 9;
      const answer = await shoot(client, fish.id, 100);
      expect(answer.type).toBe('shot-ok');
      if (answer.captured) captured.add(fish.id);
      answers.push(answer);
    }
    const wins = answers.map((a) => a.win as number);
    const batches = await until(
      async () => client.frames.filter((f) => f.type === 'batch'),
      (list) => list.length === 2,
    );
    expect(batches.map((b) => [b.shots, b.bet, b.win, b.pending])).toEqual([
      [4, 400, wins.slice(0, 4).reduce((s, w) => s + w, 0), false],
      [4, 400, wins.slice(4, 8).reduce((s, w) => s + w, 0), false],
    ]);
    // The screen's balance counts every bullet and win at once; the wallet's follows batch by batch.
    expect(answers.at(-1)!.balance).toBe(100_000 - 1_000 + wins.reduce((s, w) => s + w, 0));
    client.close();

    const rounds = await until(
      () => roundsOf(member, game),
      (rows) => rows.length === 3 && rows.every((r) => r.status === 'closed'),
    );
    expect(rounds.map((r) => [Number(r.bet_amount), Number(r.win_amount)])).toEqual([
      [400, wins.slice(0, 4).reduce((s, w) => s + w, 0)],
      [400, wins.slice(4, 8).reduce((s, w) => s + w, 0)],
      [200, wins.slice(8).reduce((s, w) => s + w, 0)],
    ]);
    expect(rounds.slice(0, 2).map((r) => r.round_id)).toEqual(batches.map((b) => b.roundId));
    // One bet and one win per round, never one per bullet.
    const calls = await t.database.db
      .selectFrom('game_transactions')
      .select(['action', 'round_id', 'amount'])
      .where('member_id', '=', member.id)
      .where('game_code', '=', game)
      .execute();
    expect(calls.filter((c) => c.action === 'bet')).toHaveLength(3);
    expect(calls.filter((c) => c.action === 'win')).toHaveLength(3);
    expect(await walletBalance(member)).toBe(before - 1_000n + BigInt(wins.reduce((s, w) => s + w, 0)));
    // The betting record names each batch's bullets and its catches.
    const details = await t.database.db
      .selectFrom('game_round_details as d')
      .innerJoin('game_rounds as r', 'r.id', 'd.round_pk')
      .select(['r.round_id', 'd.details'])
      .where('r.round_id', '=', rounds[0]!.round_id)
      .executeTakeFirstOrThrow();
    expect(details.details).toMatchObject({ kind: 'round', game: 'fishing', result: expect.stringMatching(/^You caught \d+ fish/) });
    expect((details.details as { lines: unknown[] }).lines[0]).toEqual({ label: 'Bullet ×4', amount: 400, payout: 0 });
  });

  it('voids a batch whose bet the wallet refuses: nothing taken, its wins not paid, the player told and then held to the balance', async () => {
    const game = gameOf(3);
    const member = await newMember(t);
    await fundMember(t, member, 10_000);
    const client = await connectHall(vendorUrl, await realSession(member, game));
    const welcome = await client.next((f) => f.type === 'welcome');
    forced.capture = true;
    const firstFish = liveFish(welcome);
    const first = await shoot(client, firstFish.id, 100);
    expect(first).toMatchObject({ type: 'shot-ok', captured: true });
    forced.capture = false;
    // The player spends the money elsewhere before the batch goes out (after three seconds).
    await postGame(t, member, 'game_bet', 10_000, { vendorCode: 'ELSEWHERE' });
    const voided = await client.next((f) => f.type === 'batch-void');
    expect(voided).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      shots: 1,
      captures: 1,
      stakeNotTaken: 100,
      winNotPaid: first.win,
      balance: 0,
      spendable: 0,
      suspended: null,
    });
    expect(await roundsOf(member, game)).toEqual([]);
    expect(await walletBalance(member)).toBe(0n);
    expect(await shoot(client, liveFish(welcome, new Set([firstFish.id])).id, 10)).toMatchObject({ type: 'shot-refused', code: 'INSUFFICIENT_FUNDS' });
    client.close();
  });
});
