import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { balanceOf } from '../bgs/bgs.test-support';
import { addLotteryGames, lotteryOf, newStaff, testClock, type TestClock } from './lottery.test-support';

let t: TestApp;
let clock: TestClock;

// Tuesday 8 December 2026, 12:00 UTC: Tuesday's draws are over and Wednesday's take bets.
const start = new Date('2026-12-08T12:00:00Z');

const membersWith = async (count: number, amount: number): Promise<TestMember[]> => {
  const members: TestMember[] = [];
  for (let i = 0; i < count; i += 1) {
    const member = await newMember(t);
    await fundMember(t, member, amount);
    members.push(member);
  }
  return members;
};

const openDraw = async (gameCode: string): Promise<bigint> => {
  const row = await t.database.db
    .selectFrom('lottery_draws')
    .select('id')
    .where('game_code', '=', gameCode)
    .where('opens_at', '<=', clock.now)
    .where('close_at', '>', clock.now)
    .orderBy('close_at')
    .executeTakeFirstOrThrow();
  return row.id;
};

const codeOf = (error: unknown): string => (error as { code?: string }).code ?? String(error);

beforeAll(async () => {
  t = await createTestApp();
  await addLotteryGames(t);
  clock = testClock(start);
  await lotteryOf(t, clock).draws.schedule(clock.now);
});
afterAll(async () => t.close());

describe('the close races the bets (PostgreSQL)', () => {
  /**
   * Betting holds a share lock on the draw from its time check to its commit, and closing updates
   * the draw: the close completes only once every bet that passed the check has committed, so
   * settlement (which needs the draw closed) sees them all, and no order appears after it.
   */
  it('takes every bet that passed the close time check before the close completes, and none after it', async () => {
    const lottery = lotteryOf(t, clock);
    const members = await membersWith(40, 100_000);
    const drawId = await openDraw('vn-north');
    // This draw alone closes a second from now, so the closer touches no other test's draw.
    const closeAt = new Date(clock.now.getTime() + 1_000);
    await t.database.db.updateTable('lottery_draws').set({ close_at: closeAt }).where('id', '=', drawId).execute();

    // The late bets arrive when the clock has reached the close time.
    const lateLottery = lotteryOf(t, testClock(closeAt));
    let settledFirst = 0;
    const bet = (service: typeof lottery, member: TestMember, i: number) =>
      service.betting.place({ memberId: member.id, drawId, clientKey: `close-race-${i}-slip`, lines: [{ type: 'de', numbers: ['21'], stake: 1_000 }] }).then(
        () => {
          settledFirst += 1;
          return 'ok';
        },
        (error: unknown) => codeOf(error),
      );
    // Half the bets go first; the close is sent once a few have gone through, with the rest on their way.
    const early = members.slice(0, 20).map((member, i) => bet(lottery, member, i));
    while (settledFirst < 5) await new Promise((resolve) => setTimeout(resolve, 1));
    const closing = lottery.draws.close(closeAt);
    const late = members.slice(20).map((member, i) => bet(lateLottery, member, 20 + i));
    await closing;
    const ordersAtClose = await t.database.db.selectFrom('lottery_orders').select('id').where('draw_id', '=', drawId).execute();
    const outcomes = await Promise.all([...early, ...late]);
    const ordersAfter = await t.database.db.selectFrom('lottery_orders').select('id').where('draw_id', '=', drawId).execute();

    const accepted = outcomes.filter((o) => o === 'ok').length;
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'LOTTERY_BETTING_CLOSED')).toBe(true);
    expect(outcomes.slice(20).every((o) => o === 'LOTTERY_BETTING_CLOSED')).toBe(true);
    expect(accepted).toBeGreaterThanOrEqual(5);
    expect(ordersAfter.length).toBe(accepted);
    expect(ordersAtClose.length).toBe(accepted);
    const balances = await Promise.all(members.map((m) => balanceOf(t, m)));
    expect(balances.filter((b) => b === 99_000n).length).toBe(accepted);
    expect(balances.filter((b) => b === 100_000n).length).toBe(40 - accepted);
  });
});

describe('the liability limit under concurrency (PostgreSQL)', () => {
  it('sells a number up to its limit and not a unit past it', async () => {
    const lottery = lotteryOf(t, clock);
    const members = await membersWith(30, 100_000);
    const drawId = await openDraw('vn-south');
    // đề 57 at 95x: 1,000 staked owes 95,000; a limit of 1,000,000 sells ten such slips.
    await t.database.db.updateTable('lottery_games').set({ number_limit: 1_000_000n }).where('code', '=', 'vn-south').execute();
    const outcomes = await Promise.all(
      members.map((member, i) =>
        lottery.betting
          .place({ memberId: member.id, drawId, clientKey: `limit-race-${i}-slip`, lines: [{ type: 'de', numbers: ['57'], stake: 1_000 }] })
          .then(() => 'ok', codeOf),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok').length).toBe(10);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'LOTTERY_NUMBER_LIMIT')).toBe(true);
    const exposure = await t.database.db
      .selectFrom('lottery_exposure')
      .select('liability')
      .where('draw_id', '=', drawId)
      .where('number', '=', '57')
      .executeTakeFirstOrThrow();
    expect(exposure.liability).toBe(950_000n);
    await t.database.db.updateTable('lottery_games').set({ number_limit: 2_000_000_000n }).where('code', '=', 'vn-south').execute();
  });
});

describe('two instances settle and pay the same draw at once (PostgreSQL)', () => {
  it('pays every member once', async () => {
    const [first, second] = [lotteryOf(t, clock), lotteryOf(t, clock)];
    const members = await membersWith(12, 50_000);
    const drawId = await openDraw('vn-centre');
    for (const [i, member] of members.entries()) {
      await first.betting.place({
        memberId: member.id,
        drawId,
        clientKey: `twin-pay-${i}-slip`,
        lines: [{ type: 'de', numbers: [i % 2 === 0 ? '45' : '46'], stake: 1_000 }],
      });
    }
    const draw = await t.database.db.selectFrom('lottery_draws').select(['close_at', 'draw_at']).where('id', '=', drawId).executeTakeFirstOrThrow();
    clock.set(draw.draw_at.getTime() + 60_000);
    await first.draws.close(clock.now);
    const [alice, bob] = [await newStaff(t.database.db), await newStaff(t.database.db)];
    // A centre sheet, eighth prize (2 digits) to special (6 digits); đề reads the special's last two.
    const centre = {
      prizes: {
        eighth: ['01'],
        seventh: ['002'],
        sixth: ['0003', '0004', '0005'],
        fifth: ['0006'],
        fourth: ['00007', '00008', '00009', '00010', '00011', '00012', '00013'],
        third: ['00014', '00015'],
        second: ['00016'],
        first: ['11111'],
        special: ['123445'],
      },
    };
    const entry = await first.results.enter(alice, drawId, centre, 'staff');
    await first.results.confirm(bob, entry);
    const settled = await Promise.all([first.settlement.settle(drawId), second.settlement.settle(drawId)]);
    expect(settled.filter(Boolean).length).toBe(1);
    clock.advance(11 * 60_000);
    await Promise.all([first.settlement.pay(drawId), second.settlement.pay(drawId), first.settlement.pay(drawId)]);

    const balances = await Promise.all(members.map((m) => balanceOf(t, m)));
    // đề 45 wins 95 x 1,000; đề 46 loses.
    expect(balances).toEqual(members.map((_, i) => (i % 2 === 0 ? 50_000n - 1_000n + 95_000n : 49_000n)));
    const wins = await t.database.db.selectFrom('game_transactions').select('tx_id').where('tx_id', 'like', `win-${drawId}-%`).execute();
    expect(wins.length).toBe(12);
    // 95 times the round's stake is a big win: the six winners reach the home winner boards.
    const board = await t.database.db
      .selectFrom('catalog_winners')
      .select(['board', 'win_amount'])
      .where('game_type', '=', 'LOTT')
      .where(
        'customer_name',
        'in',
        members.map((m) => m.account),
      )
      .execute();
    expect(board).toEqual(Array.from({ length: 6 }, () => ({ board: 'BIGWIN', win_amount: 95_000n })));
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});
