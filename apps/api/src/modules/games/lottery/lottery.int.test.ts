import { createHash, createHmac } from 'node:crypto';
import { deriveElottDrawSync, drawStructures } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { newKey, fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { checkLedgerInvariants } from '../../money/ledger';
import { balanceOf } from '../bgs/bgs.test-support';
import type { LineInput } from './families';
import { addLotteryGames, lotteryOf, newStaff, testClock, type TestClock } from './lottery.test-support';

let t: TestApp;
let clock: TestClock;
let lottery: ReturnType<typeof lotteryOf>;

// Monday 7 December 2026, 15:00 in Vietnam: Hà Nội draws the north at 18:15 (11:15 UTC), betting closes at 11:00 UTC.
const monday = new Date('2026-12-07T08:00:00Z');
const northDraw = new Date('2026-12-07T11:15:00Z');
// Later that day: Monday's north draw is over, Tuesday's (Quảng Ninh, Bến Tre) take bets.
const mondayNoon = new Date('2026-12-07T12:00:00Z');

const drawIdOf = async (gameCode: string, drawKey: string): Promise<bigint> => {
  const row = await t.database.db
    .selectFrom('lottery_draws')
    .select('id')
    .where('game_code', '=', gameCode)
    .where('draw_key', '=', drawKey)
    .executeTakeFirstOrThrow();
  return row.id;
};

/** A north sheet where 45 ends the special prize and one seventh-prize number, and nothing else. */
const northResult = (special = '12345', seventhFirst = '45') => {
  const prizes = Object.fromEntries(
    drawStructures.north.map((shape, tier) => [shape.tier, Array.from({ length: shape.count }, (_, i) => String((tier * 7 + i) % 10).repeat(shape.digits))]),
  );
  prizes.special = [special];
  prizes.seventh = [seventhFirst, '01', '02', '03'];
  return { prizes };
};

const place = (member: TestMember, drawId: bigint, lines: LineInput[], clientKey = newKey().replaceAll('-', '')) =>
  lottery.betting.place({ memberId: member.id, drawId, clientKey, lines });

const errorOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return 'no error';
};

beforeAll(async () => {
  t = await createTestApp();
  await addLotteryGames(t);
  clock = testClock(monday);
  lottery = lotteryOf(t, clock);
  await lottery.draws.schedule(clock.now);
});
afterAll(async () => t.close());

describe('Vietnam north: betting, four-eyes results, settlement, correction and payout', () => {
  it('takes a lô and a đề slip, pays a lô drawn twice twice, corrects the result before payout and pays once', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 1_000_000);
    const drawId = await drawIdOf('vn-north', 'ha-noi-2026-12-07');

    // lô 45: 1,000 a point at 23 units a point; đề 45: 1,000 at 1 unit.
    const { order } = await place(member, drawId, [
      { type: 'lo', numbers: ['45'], stake: 1_000 },
      { type: 'de', numbers: ['45'], stake: 1_000 },
    ]);
    expect(order.amount).toBe(24_000n);
    expect(await balanceOf(t, member)).toBe(976_000n);

    // Four eyes: the one who typed it cannot confirm it.
    const [alice, bob] = [await newStaff(t.database.db), await newStaff(t.database.db)];
    clock.set(northDraw.getTime() + 60_000);
    await lottery.draws.close(clock.now);
    const entry = await lottery.results.enter(alice, drawId, northResult(), 'staff');
    expect(await errorOf(lottery.results.confirm(alice, entry))).toBe('SECOND_APPROVER_REQUIRED');
    await lottery.results.confirm(bob, entry);
    expect(await lottery.settlement.settle(drawId)).toBe(true);

    // lô 45 hits twice: 2 x 80 x 1,000; đề 45: 95 x 1,000.
    const bets = await t.database.db
      .selectFrom('lottery_bets')
      .select(['bet_type', 'payout', 'status'])
      .where('order_id', '=', order.id)
      .orderBy('line')
      .execute();
    expect(bets).toEqual([
      { bet_type: 'lo', payout: 160_000n, status: 'won' },
      { bet_type: 'de', payout: 95_000n, status: 'won' },
    ]);

    // Inside the payout hold staff correct the sheet: the special prize was 12340.
    const correction = await lottery.results.enter(bob, drawId, northResult('12340'), 'staff');
    await lottery.results.confirm(alice, correction);
    expect(await lottery.settlement.pay(drawId)).toBe(false);
    expect(await lottery.settlement.settle(drawId)).toBe(true);
    const corrected = await t.database.db
      .selectFrom('lottery_bets')
      .select(['payout', 'settled_version'])
      .where('order_id', '=', order.id)
      .orderBy('line')
      .execute();
    expect(corrected).toEqual([
      { payout: 80_000n, settled_version: 2 },
      { payout: 0n, settled_version: 2 },
    ]);

    // Not before the hold is over; then once, however often it is asked.
    expect(await lottery.settlement.pay(drawId)).toBe(false);
    clock.advance(11 * 60_000);
    expect(await lottery.settlement.pay(drawId)).toBe(true);
    expect(await lottery.settlement.pay(drawId)).toBe(false);
    expect(await balanceOf(t, member)).toBe(976_000n + 80_000n);
    const draw = await t.database.db
      .selectFrom('lottery_draws')
      .select(['status', 'stake_total', 'payout_total'])
      .where('id', '=', drawId)
      .executeTakeFirstOrThrow();
    expect(draw).toEqual({ status: 'paid', stake_total: 24_000n, payout_total: 80_000n });

    // A result cannot change once paid.
    const late = await lottery.results.enter(alice, drawId, northResult(), 'staff').catch((error: unknown) => error);
    expect((late as { code?: string }).code).toBe('INVALID_STATE');
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});

describe('refusals: nothing is written, and a retry of the key gets the same answer', () => {
  it('refuses bad lines with their field paths', async () => {
    clock.set(mondayNoon);
    const member = await newMember(t);
    await fundMember(t, member, 100_000);
    const drawId = await drawIdOf('vn-north', 'quang-ninh-2026-12-08');
    const error = await place(member, drawId, [
      { type: 'lo', numbers: ['4'], stake: 1_000 },
      { type: 'xien-2', numbers: ['12', '12'], stake: 1_000 },
      { type: 'nope', numbers: ['12'], stake: 1_000 },
    ]).catch((e: unknown) => e as { code: string; details: { fields: { path: string; code: string }[] } });
    expect((error as { code: string }).code).toBe('VALIDATION_ERROR');
    expect((error as { details: { fields: { path: string }[] } }).details.fields.map((f) => f.path)).toEqual([
      'lines.0.numbers.0',
      'lines.1.numbers.1',
      'lines.2.type',
    ]);
    expect(await balanceOf(t, member)).toBe(100_000n);
  });

  it('refuses a slip after the close, and again on a retry of its key even once the money is there', async () => {
    const member = await newMember(t);
    const drawId = await drawIdOf('vn-north', 'quang-ninh-2026-12-08');
    clock.set(new Date('2026-12-08T11:00:00Z'));
    const key = 'closed-slip-0001';
    expect(await errorOf(place(member, drawId, [{ type: 'de', numbers: ['07'], stake: 1_000 }], key))).toBe('LOTTERY_BETTING_CLOSED');
    clock.set(mondayNoon);
    await fundMember(t, member, 100_000);
    expect(await errorOf(place(member, drawId, [{ type: 'de', numbers: ['07'], stake: 1_000 }], key))).toBe('LOTTERY_BETTING_CLOSED');
    expect(await errorOf(place(member, drawId, [{ type: 'de', numbers: ['08'], stake: 1_000 }], key))).toBe('IDEMPOTENCY_CONFLICT');
    const orders = await t.database.db.selectFrom('lottery_orders').select('id').where('member_id', '=', member.id).execute();
    expect(orders).toEqual([]);
  });

  it('replays an accepted slip without a second debit', async () => {
    clock.set(mondayNoon);
    const member = await newMember(t);
    await fundMember(t, member, 100_000);
    const drawId = await drawIdOf('vn-north', 'quang-ninh-2026-12-08');
    const first = await place(member, drawId, [{ type: 'de', numbers: ['07'], stake: 1_000 }], 'replayed-slip-01');
    const again = await place(member, drawId, [{ type: 'de', numbers: ['07'], stake: 1_000 }], 'replayed-slip-01');
    expect(again.replayed).toBe(true);
    expect(again.order.id).toBe(first.order.id);
    expect(await balanceOf(t, member)).toBe(99_000n);
  });

  it('refuses a slip past a number’s liability limit or the member’s limit, leaving exposure and balance as they were', async () => {
    clock.set(mondayNoon);
    const member = await newMember(t);
    await fundMember(t, member, 10_000_000);
    const drawId = await drawIdOf('vn-north', 'quang-ninh-2026-12-08');
    // đề 33 at 95x: 100,000 staked owes 9,500,000 if 33 comes up.
    await t.database.db.updateTable('lottery_games').set({ number_limit: 10_000_000n }).where('code', '=', 'vn-north').execute();
    await place(member, drawId, [{ type: 'de', numbers: ['33'], stake: 100_000 }]);
    expect(await errorOf(place(member, drawId, [{ type: 'de', numbers: ['33'], stake: 10_000 }]))).toBe('LOTTERY_NUMBER_LIMIT');
    const exposure = await t.database.db
      .selectFrom('lottery_exposure')
      .select('liability')
      .where('draw_id', '=', drawId)
      .where('number', '=', '33')
      .executeTakeFirstOrThrow();
    expect(exposure.liability).toBe(9_500_000n);
    await t.database.db
      .updateTable('lottery_games')
      .set({ number_limit: 2_000_000_000n, member_draw_limit: 150_000n })
      .where('code', '=', 'vn-north')
      .execute();
    expect(await errorOf(place(member, drawId, [{ type: 'de', numbers: ['34'], stake: 60_000 }]))).toBe('LOTTERY_MEMBER_LIMIT');
    expect(await balanceOf(t, member)).toBe(10_000_000n - 100_000n);
    await t.database.db.updateTable('lottery_games').set({ member_draw_limit: 500_000_000n }).where('code', '=', 'vn-north').execute();
  });

  it('refuses a slip the balance does not cover', async () => {
    clock.set(mondayNoon);
    const member = await newMember(t);
    await fundMember(t, member, 500);
    const drawId = await drawIdOf('vn-north', 'quang-ninh-2026-12-08');
    expect(await errorOf(place(member, drawId, [{ type: 'de', numbers: ['10'], stake: 1_000 }]))).toBe('INSUFFICIENT_FUNDS');
    expect(await t.database.db.selectFrom('lottery_orders').select('id').where('member_id', '=', member.id).execute()).toEqual([]);
  });
});

describe('fast keno: drawn from the committed seed, settled and paid', () => {
  it('publishes the seed hash before the close and a draw anyone can recompute after it', async () => {
    clock.set(mondayNoon);
    const member = await newMember(t);
    await fundMember(t, member, 100_000);
    await lottery.draws.schedule(clock.now);
    const draw = await t.database.db
      .selectFrom('lottery_draws')
      .select(['id', 'draw_key', 'seed', 'seed_hash', 'close_at', 'draw_at'])
      .where('game_code', '=', 'keno-1m')
      .where('opens_at', '<=', clock.now)
      .where('close_at', '>', clock.now)
      .executeTakeFirstOrThrow();
    expect(createHash('sha256').update(draw.seed!).digest('hex')).toBe(draw.seed_hash);
    await place(member, draw.id, [
      { type: 'pick', numbers: ['1', '2', '3'], stake: 1_000 },
      { type: 'big', numbers: [], stake: 2_000 },
    ]);

    clock.set(draw.draw_at);
    await lottery.draws.close(clock.now);
    expect(await lottery.draws.draw(clock.now)).toBeGreaterThanOrEqual(1);
    const drawn = await t.database.db.selectFrom('lottery_draws').select(['result', 'status']).where('id', '=', draw.id).executeTakeFirstOrThrow();
    const hmac = (key: string, message: string) => new Uint8Array(createHmac('sha256', key).update(message).digest());
    expect(drawn.result).toEqual({ numbers: deriveElottDrawSync(hmac, draw.seed!, draw.draw_key, 'keno').numbers });

    // The board shows it as keno's latest, with the seed anyone may check.
    const latest = (await lottery.views.board()).games.find((game) => game.gameCode === 'keno-1m')?.latest;
    expect([latest?.drawId, latest?.seed]).toEqual([draw.id.toString(), draw.seed]);
    expect(await lottery.settlement.settle(draw.id)).toBe(true);
    expect(await lottery.settlement.pay(draw.id)).toBe(true);
    const payout = await t.database.db
      .selectFrom('lottery_bets')
      .select((eb) => eb.fn.sum<string>('payout').as('total'))
      .where('draw_id', '=', draw.id)
      .executeTakeFirstOrThrow();
    expect(await balanceOf(t, member)).toBe(100_000n - 3_000n + BigInt(payout.total));
    const round = await t.database.db
      .selectFrom('game_rounds')
      .select(['status', 'bet_amount', 'win_amount'])
      .where('round_id', '=', `draw-${draw.id}`)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ status: 'closed', bet_amount: 3_000n, win_amount: BigInt(payout.total) });
  });
});

describe('void', () => {
  it('refunds every stake of a draw and takes no more bets', async () => {
    clock.set(mondayNoon);
    const [a, b] = [await newMember(t), await newMember(t)];
    await fundMember(t, a, 50_000);
    await fundMember(t, b, 50_000);
    const drawId = await drawIdOf('vn-south', 'ben-tre-2026-12-08');
    await place(a, drawId, [{ type: 'de', numbers: ['11'], stake: 2_000 }]);
    await place(b, drawId, [{ type: 'lo', numbers: ['22'], stake: 1_000 }]);
    await lottery.settlement.voidDraw(await newStaff(t.database.db), drawId, 'The sheet was never published.');
    expect([await balanceOf(t, a), await balanceOf(t, b)]).toEqual([50_000n, 50_000n]);
    expect(await errorOf(place(a, drawId, [{ type: 'de', numbers: ['11'], stake: 2_000 }]))).toBe('LOTTERY_BETTING_CLOSED');
    const statuses = await t.database.db.selectFrom('lottery_bets').select('status').distinct().where('draw_id', '=', drawId).execute();
    expect(statuses).toEqual([{ status: 'void' }]);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});

describe('the runner', () => {
  it('moves a fast draw and a simulated Vietnam draw from open to paid on its own', async () => {
    const runnerClock = testClock(new Date('2026-12-10T06:00:00Z'));
    const own = lotteryOf(t, runnerClock, { simulatedResults: true });
    await own.runner.tick();
    const member = await newMember(t);
    await fundMember(t, member, 100_000);
    const fast = await t.database.db
      .selectFrom('lottery_draws')
      .select(['id', 'draw_at'])
      .where('game_code', '=', 'k3-1m')
      .where('opens_at', '<=', runnerClock.now)
      .where('close_at', '>', runnerClock.now)
      .executeTakeFirstOrThrow();
    await own.betting.place({ memberId: member.id, drawId: fast.id, clientKey: 'runner-fast-slip', lines: [{ type: 'big', numbers: [], stake: 1_000 }] });
    // Thursday: the north draws Hà Nội at 11:15 UTC.
    const north = await drawIdOf('vn-north', 'ha-noi-2026-12-10');
    await own.betting.place({ memberId: member.id, drawId: north, clientKey: 'runner-north-slip', lines: [{ type: 'de', numbers: ['50'], stake: 1_000 }] });

    // Ticks until there is nothing left to do: a backlog (this file's earlier days) drains 50 draws a step and tick.
    const drain = async () => {
      for (let i = 0; i < 20; i += 1) {
        const report = await own.runner.tick();
        expect(report.failed).toBe(0);
        if (report.closed + report.drawn + report.settled + report.paid === 0) return;
      }
    };
    runnerClock.set(fast.draw_at.getTime() + 1_000);
    await drain();
    const fastDraw = await t.database.db.selectFrom('lottery_draws').select('status').where('id', '=', fast.id).executeTakeFirstOrThrow();
    expect(fastDraw.status).toBe('paid');

    // The simulated sheet comes 30 s after the draw; the payout waits for the ten-minute hold.
    runnerClock.set(new Date('2026-12-10T11:16:00Z'));
    await drain();
    const settled = await t.database.db.selectFrom('lottery_draws').select(['status', 'result_version']).where('id', '=', north).executeTakeFirstOrThrow();
    expect(settled).toEqual({ status: 'settled', result_version: 1 });
    runnerClock.advance(11 * 60_000);
    await drain();
    const paid = await t.database.db.selectFrom('lottery_draws').select('status').where('id', '=', north).executeTakeFirstOrThrow();
    expect(paid.status).toBe('paid');
    const entries = await t.database.db.selectFrom('lottery_result_entries').select(['source', 'status']).where('draw_id', '=', north).execute();
    expect(entries).toEqual([{ source: 'simulated', status: 'confirmed' }]);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});
