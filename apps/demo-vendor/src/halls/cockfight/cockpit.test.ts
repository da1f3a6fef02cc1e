import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VendorSession } from '../../sessions';
import type { HallMember } from '../hub/hall';
import type { HallPayout, HallStake, HallWallet, StakeAnswer } from '../money/hall-wallet';
import { fightCard } from './card';
import { createCockpit } from './cockpit';
import type { CockfightSchedule } from './schedule';

/**
 * The cockpit on a fake clock with fun-money sessions: its phases, bets against the clock, the stakes
 * in flight at the close, settlement, cancelled fights and a stop mid-fight.
 */

const schedule: CockfightSchedule = {
  epochMs: 0,
  cycleMs: 10_000,
  bettingMs: 4_000,
  lastCallMs: 1_000,
  closedMs: 1_000,
  minFightMs: 1_000,
  maxFightMs: 2_000,
  resultMs: 1_000,
};
const seed = 'test-arena';
const firstFight = 100;
const opensAt = firstFight * schedule.cycleMs;
const card = fightCard(seed, firstFight, schedule);
const closesAt = opensAt + schedule.bettingMs;
const endsAt = closesAt + schedule.closedMs + card.fightMs;

type Frame = { type: string } & Record<string, unknown>;

let sessionNo = 0;
const session = (balance = 1_000_000): VendorSession => ({
  id: `session-${(sessionNo += 1)}`,
  mode: 'demo',
  vendorCode: 'SABONG_ONE',
  gameCode: 'SABONG_ONE_0001',
  language: 'en',
  lobbyUrl: null,
  player: null,
  currency: 'FUN',
  balance,
  lastSeen: 0,
  busy: false,
});

const member = (s: VendorSession) => {
  const frames: Frame[] = [];
  const m: HallMember = {
    id: `${s.id}-tab`,
    session: s,
    send: (frame) => frames.push(JSON.parse(JSON.stringify(frame)) as Frame),
    sendText: (text) => frames.push(JSON.parse(text) as Frame),
    close: () => undefined,
  };
  return { m, frames };
};

/** Fun money as the hall wallet keeps it, with stakes that can be held back to stand for a slow wallet. */
const fakeWallet = () => {
  const stakes: HallStake[] = [];
  const payouts: HallPayout[] = [];
  let hold: Promise<void> | null = null;
  const wallet: Pick<HallWallet, 'stake' | 'payOut'> = {
    stake: async (s, bet): Promise<StakeAnswer> => {
      if (hold) await hold;
      if (bet.amount > s.balance) return { ok: false, code: 'INSUFFICIENT_FUNDS', balance: s.balance };
      s.balance -= bet.amount;
      stakes.push(bet);
      return { ok: true, balance: s.balance };
    },
    payOut: async (list) => {
      payouts.push(...list);
      return list.map((p) => {
        p.session.balance += p.amount;
        return { session: p.session, settled: true, balance: p.session.balance };
      });
    },
  };
  return {
    wallet,
    stakes,
    payouts,
    holdStakes: () => {
      let release = () => undefined as void;
      hold = new Promise<void>((resolve) => {
        release = () => {
          hold = null;
          resolve();
        };
      });
      return release;
    },
  };
};

/** The result is whatever the test picks out of 10,000: 0 meron, 9,999 cancelled, 9,800 draw. */
let pick = 0;
const random = { int: () => pick };

const setup = () => {
  const money = fakeWallet();
  const cockpit = createCockpit({ vendorCode: 'SABONG_ONE', seed, schedule, wallet: money.wallet, random, nameIn: () => 'Sabong One', poolsEveryMs: 100 });
  return { ...money, cockpit };
};

const bet = (fight: number, kind: 'meron' | 'wala' | 'draw', amount: number, requestId = `${kind}-${amount}`) => ({
  type: 'bet',
  requestId,
  fight,
  kind,
  amount,
});
const answerTo = (frames: Frame[], requestId: string) => frames.find((f) => f.requestId === requestId);
const phases = (frames: Frame[]) => frames.filter((f) => f.type === 'phase').map((f) => f.phase);

beforeEach(() => {
  vi.useFakeTimers({ now: opensAt });
  pick = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a cockpit', () => {
  it('runs a fight through its phases for everyone and records the result', async () => {
    const { cockpit } = setup();
    const a = member(session());
    const b = member(session());
    cockpit.hall.enter(a.m);
    cockpit.hall.enter(b.m);
    expect(a.frames[0]).toMatchObject({
      type: 'welcome',
      cockpit: { name: 'Sabong One', commissionBp: 500, drawReturn: 51 },
      fight: { fightNumber: firstFight, phase: 'betting', card: { meron: card.meron, wala: card.wala } },
      you: { bets: { meron: 0, wala: 0, draw: 0 } },
    });
    await vi.advanceTimersByTimeAsync(schedule.cycleMs + 1);
    expect(phases(a.frames)).toEqual(['betting', 'last-call', 'closed', 'fighting', 'result', 'pause', 'betting']);
    expect(phases(b.frames)).toEqual(phases(a.frames));
    const result = a.frames.find((f) => f.phase === 'result');
    expect(result).toMatchObject({ fightNumber: firstFight, endsAt: endsAt + schedule.resultMs, result: { outcome: 'meron', poolRefunded: true } });
    expect(a.frames.at(-1)).toMatchObject({ fightNumber: firstFight + 1, phase: 'betting', result: null });
    const late = member(session());
    cockpit.hall.enter(late.m);
    expect(late.frames[0]).toMatchObject({ history: [{ fightNumber: firstFight, outcome: 'meron', meron: card.meron.name }] });
    await cockpit.stop();
  });

  it('pays the winners their pari-mutuel share and refuses bets from the close on, by the clock', async () => {
    const { cockpit, payouts } = setup();
    const players = [member(session()), member(session()), member(session())];
    for (const p of players) cockpit.hall.enter(p.m);
    const [a, b, c] = players.map((p) => cockpit.hall.enter(p.m));
    a!.receive(bet(firstFight, 'meron', 10_000));
    b!.receive(bet(firstFight, 'wala', 30_000));
    c!.receive(bet(firstFight, 'draw', 1_000));
    await vi.advanceTimersByTimeAsync(200);
    expect(answerTo(players[0]!.frames, 'meron-10000')).toMatchObject({ type: 'bet-ok', bets: { meron: 10_000, wala: 0, draw: 0 }, balance: 990_000 });
    expect(players[0]!.frames.filter((f) => f.type === 'pools').at(-1)).toMatchObject({
      pools: { meron: 10_000, wala: 30_000 },
      odds: { meron: 3.8, wala: 38_000 / 30_000 },
      bettors: 3,
    });
    // At the close itself, before the timer has even fired, the clock refuses.
    await vi.advanceTimersByTimeAsync(closesAt - opensAt - 200);
    a!.receive(bet(firstFight, 'meron', 100, 'late'));
    expect(answerTo(players[0]!.frames, 'late')).toMatchObject({ type: 'bet-refused', code: 'BETTING_CLOSED', balance: 990_000 });
    a!.receive(bet(firstFight + 1, 'meron', 100, 'next'));
    expect(answerTo(players[0]!.frames, 'next')).toMatchObject({ code: 'BETTING_CLOSED' });
    await vi.advanceTimersByTimeAsync(endsAt - closesAt + 10);
    // 40,000 less 2,000 commission to meron's 10,000: 3.8 a unit.
    const settled = players.map((p) => p.frames.find((f) => f.type === 'settled'));
    expect(settled.map((s) => s?.win)).toEqual([38_000, 0, 0]);
    expect(players.map((p) => p.m.session.balance)).toEqual([1_028_000, 970_000, 999_000]);
    expect(players[0]!.frames.find((f) => f.phase === 'result')).toMatchObject({
      result: { outcome: 'meron', odds: { meron: 3.8, wala: null }, poolRefunded: false },
    });
    // One payout per bettor, all of the fight's round, tied to each one's first bet.
    expect(payouts.map((p) => p.amount)).toEqual([38_000, 0, 0]);
    expect(new Set(payouts.map((p) => p.roundId)).size).toBe(1);
    await cockpit.stop();
  });

  it('counts a stake still with the wallet at the close, and waits for it before the pools are final', async () => {
    const { cockpit, holdStakes } = setup();
    const a = member(session());
    const b = member(session());
    const seatA = cockpit.hall.enter(a.m);
    const seatB = cockpit.hall.enter(b.m);
    seatA.receive(bet(firstFight, 'meron', 5_000));
    await vi.advanceTimersByTimeAsync(closesAt - opensAt - 50);
    const release = holdStakes();
    seatB.receive(bet(firstFight, 'wala', 5_000));
    await vi.advanceTimersByTimeAsync(500);
    expect(phases(a.frames).at(-1)).toBe('closed');
    expect(answerTo(b.frames, 'wala-5000')).toBeUndefined();
    release();
    await vi.advanceTimersByTimeAsync(10);
    expect(answerTo(b.frames, 'wala-5000')).toMatchObject({ type: 'bet-ok' });
    expect(a.frames.filter((f) => f.type === 'pools').at(-1)).toMatchObject({ pools: { meron: 5_000, wala: 5_000 } });
    await vi.advanceTimersByTimeAsync(endsAt - closesAt);
    // Both sides had bets, so meron's winners share: 10,000 less 500.
    expect(a.frames.find((f) => f.type === 'settled')).toMatchObject({ win: 9_500 });
    await cockpit.stop();
  });

  it('refunds every stake of a cancelled fight and the sides of a one-sided one', async () => {
    pick = 9_999;
    const { cockpit } = setup();
    const a = member(session());
    const b = member(session());
    cockpit.hall.enter(a.m).receive(bet(firstFight, 'meron', 2_000));
    cockpit.hall.enter(b.m).receive(bet(firstFight, 'draw', 500));
    await vi.advanceTimersByTimeAsync(endsAt - opensAt + 10);
    expect(a.frames.find((f) => f.phase === 'result')).toMatchObject({ result: { outcome: 'cancelled', poolRefunded: true } });
    expect([a.m.session.balance, b.m.session.balance]).toEqual([1_000_000, 1_000_000]);
    expect(b.frames.find((f) => f.type === 'settled')).toMatchObject({ staked: 500, win: 500, outcome: 'cancelled' });

    // The next fight: meron only, meron wins; nobody to win from, so the stake comes back.
    pick = 0;
    await vi.advanceTimersByTimeAsync(opensAt + schedule.cycleMs - Date.now() + 10);
    cockpit.hall.enter(member(session()).m);
    a.frames.length = 0;
    const seat = cockpit.hall.enter(a.m);
    seat.receive(bet(firstFight + 1, 'meron', 3_000));
    await vi.advanceTimersByTimeAsync(schedule.cycleMs - 100);
    expect(a.frames.find((f) => f.type === 'settled')).toMatchObject({ staked: 3_000, win: 3_000, outcome: 'meron' });
    expect(a.m.session.balance).toBe(1_000_000);
    await cockpit.stop();
  });

  it('pays the draw 50:1 and refunds the sides on a draw', async () => {
    pick = 9_800;
    const { cockpit } = setup();
    const a = member(session());
    const seat = cockpit.hall.enter(a.m);
    seat.receive(bet(firstFight, 'draw', 1_000));
    await vi.advanceTimersByTimeAsync(10);
    seat.receive(bet(firstFight, 'wala', 4_000, 'w'));
    await vi.advanceTimersByTimeAsync(endsAt - opensAt);
    expect(a.frames.find((f) => f.type === 'settled')).toMatchObject({ staked: 5_000, win: 51_000 + 4_000, outcome: 'draw' });
    expect(a.m.session.balance).toBe(1_000_000 + 50_000);
    await cockpit.stop();
  });

  it('refuses amounts off the limits, a second bet while one is with the wallet, and malformed frames', async () => {
    const { cockpit, holdStakes } = setup();
    const a = member(session(5_000));
    const seat = cockpit.hall.enter(a.m);
    seat.receive(bet(firstFight, 'meron', 150));
    seat.receive(bet(firstFight, 'draw', 50_100));
    seat.receive(bet(firstFight, 'wala', 6_000));
    seat.receive({ type: 'bet', requestId: 'x', fight: firstFight, kind: 'tie', amount: 100 });
    seat.receive({ type: 'chat', text: '  hello\u0000 pit ' });
    await vi.advanceTimersByTimeAsync(10);
    expect(answerTo(a.frames, 'meron-150')).toMatchObject({ code: 'INVALID_AMOUNT' });
    expect(answerTo(a.frames, 'draw-50100')).toMatchObject({ code: 'ABOVE_MAX' });
    expect(answerTo(a.frames, 'wala-6000')).toMatchObject({ code: 'INSUFFICIENT_FUNDS', balance: 5_000 });
    expect(a.frames.find((f) => f.type === 'error')).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(a.frames.find((f) => f.type === 'chat')).toMatchObject({ message: { text: 'hello pit' } });
    const release = holdStakes();
    seat.receive(bet(firstFight, 'meron', 100, 'one'));
    seat.receive(bet(firstFight, 'meron', 100, 'two'));
    expect(answerTo(a.frames, 'two')).toMatchObject({ code: 'BUSY' });
    release();
    await vi.advanceTimersByTimeAsync(10);
    expect(answerTo(a.frames, 'one')).toMatchObject({ type: 'bet-ok', balance: 4_900 });
    await cockpit.stop();
  });

  it('refunds a fight cut short by a stop, once the stakes on their way are answered', async () => {
    const { cockpit, payouts, holdStakes } = setup();
    const a = member(session());
    const seat = cockpit.hall.enter(a.m);
    seat.receive(bet(firstFight, 'meron', 2_000));
    await vi.advanceTimersByTimeAsync(10);
    const release = holdStakes();
    seat.receive(bet(firstFight, 'draw', 300, 'held'));
    const stopping = cockpit.stop();
    release();
    await stopping;
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ amount: 2_300, roundId: `SABONG_ONE-${firstFight}-${opensAt.toString(36)}` });
    expect(payouts[0]!.betTxId).toMatch(/:1$/);
    expect(a.m.session.balance).toBe(1_000_000);
    // Stopped: nothing more happens.
    await vi.advanceTimersByTimeAsync(schedule.cycleMs);
    expect(payouts).toHaveLength(1);
  });

  it('starts mid-fight on the clock, shows the phase and draws the result without bets', async () => {
    vi.setSystemTime(closesAt + 300);
    const { cockpit } = setup();
    const a = member(session());
    const seat = cockpit.hall.enter(a.m);
    seat.receive(bet(firstFight, 'meron', 100));
    await vi.advanceTimersByTimeAsync(1);
    expect(answerTo(a.frames, 'meron-100')).toMatchObject({ code: 'BETTING_CLOSED' });
    expect(phases(a.frames)).toEqual(['closed']);
    await vi.advanceTimersByTimeAsync(endsAt - Date.now() + 5);
    expect(a.frames.find((f) => f.phase === 'result')).toMatchObject({ result: { outcome: 'meron' } });
    await cockpit.stop();
  });
});
