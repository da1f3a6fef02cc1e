import { describe, expect, it } from 'vitest';
import { cockfightReducer, initialCockfightState, type CockfightState } from './cockfight-state';
import type { CockfightFrame, PhaseFrame } from './frames';

const phase = (fightNumber: number, p: PhaseFrame['phase'], result: PhaseFrame['result'] = null): PhaseFrame => ({
  type: 'phase',
  fightNumber,
  phase: p,
  endsAt: 2_000,
  now: 1_000,
  card: { meron: { name: 'Agila', rating: 1600 }, wala: { name: 'Bagyo', rating: 1500 }, fightMs: 20_000 },
  times: { opensAt: 0, lastCallAt: 80, closesAt: 90, startsAt: 100, endsAt: 120 },
  result,
});
const fold = (frames: CockfightFrame[], from: CockfightState = initialCockfightState) =>
  frames.reduce((state, frame) => cockfightReducer(state, { type: 'frame', frame, receivedAt: 900 }), from);

const welcome: CockfightFrame = {
  type: 'welcome',
  cockpit: {
    vendorCode: 'SABONG_ONE',
    name: 'Sabong',
    limits: { unit: 100, side: { min: 100, max: 1_000_000 }, draw: { min: 100, max: 50_000 }, fightMax: 2_000_000 },
    commissionBp: 500,
    drawReturn: 51,
    rtp: { pool: 0.9514, draw: 0.928 },
    schedule: { epochMs: 0, cycleMs: 180_000, bettingMs: 90_000, lastCallMs: 10_000, closedMs: 10_000, minFightMs: 20_000, maxFightMs: 60_000 },
  },
  fight: phase(7, 'betting'),
  pools: { type: 'pools', fightNumber: 7, pools: { meron: 500, wala: 100 }, odds: { meron: 1.14, wala: 5.7 }, bettors: 2, viewers: 3 },
  history: [],
  you: { balance: 9_000, currency: 'FUN', mode: 'demo', bets: { meron: 500, wala: 0, draw: 0 } },
  chat: [],
};

describe('the cockfight page state', () => {
  it('restores everything from a welcome, with the clock offset to the cockpit', () => {
    const state = fold([welcome]);
    expect(state).toMatchObject({ offset: 100, pools: { meron: 500, wala: 100 }, bettors: 2, viewers: 3, mine: { meron: 500 }, balance: 9_000 });
    expect(state.fight?.fightNumber).toBe(7);
  });

  it('follows pools of the fight on, and clears them and the player bets when the next fight opens', () => {
    const state = fold([
      welcome,
      { type: 'pools', fightNumber: 7, pools: { meron: 900, wala: 300 }, odds: { meron: 1.26, wala: 3.8 }, bettors: 4, viewers: 5 },
      { type: 'pools', fightNumber: 6, pools: { meron: 1, wala: 1 }, odds: { meron: 1, wala: 1 }, bettors: 9, viewers: 6 },
    ]);
    expect(state).toMatchObject({ pools: { meron: 900, wala: 300 }, bettors: 4, viewers: 6 });
    const next = fold([phase(8, 'betting')], { ...state, notice: { kind: 'lose' } });
    expect(next).toMatchObject({ pools: { meron: 0, wala: 0 }, mine: { meron: 0, wala: 0, draw: 0 }, notice: null, odds: { meron: null, wala: null } });
  });

  it('adds a revealed result to the recent results once', () => {
    const result = { outcome: 'wala' as const, pools: { meron: 500, wala: 100 }, odds: { meron: null, wala: 5.7 }, poolRefunded: false };
    const state = fold([welcome, phase(7, 'result', result), phase(7, 'pause', result)]);
    expect(state.history).toEqual([{ fightNumber: 7, outcome: 'wala', meron: 'Agila', wala: 'Bagyo', odds: { meron: null, wala: 5.7 } }]);
  });

  it('takes the bets and balance the cockpit answers, and tells a win from a refund and a loss', () => {
    let state = fold([welcome]);
    state = cockfightReducer(state, { type: 'placing' });
    expect(state.placing).toBe(true);
    state = fold([{ type: 'bet-ok', requestId: 'b1', fightNumber: 7, bets: { meron: 500, wala: 0, draw: 100 }, balance: 8_900 }], state);
    expect(state).toMatchObject({ placing: false, mine: { draw: 100 }, balance: 8_900 });
    const settled = (win: number, pending = false) =>
      fold([{ type: 'settled', fightNumber: 7, outcome: 'meron', staked: 600, win, balance: 8_900 + win, pending }], state).notice;
    expect(settled(1_200)).toEqual({ kind: 'win', amount: 1_200 });
    expect(settled(600)).toEqual({ kind: 'returned', amount: 600 });
    expect(settled(0)).toEqual({ kind: 'lose' });
    expect(settled(1_200, true)).toEqual({ kind: 'pending', amount: 1_200 });
    expect(fold([{ type: 'bet-refused', requestId: 'b2', code: 'BETTING_CLOSED', balance: 8_900 }], state).notice).toEqual({
      kind: 'refused',
      code: 'BETTING_CLOSED',
    });
  });
});
