import { describe, expect, it } from 'vitest';
import { emptySlip, maxSlipLegs, slipReducer, type SlipLeg, type SlipState } from './slip-state';

const leg = (n: number, extra: Partial<SlipLeg> = {}): SlipLeg => ({
  selectionId: `m-${n}:1x2:home`,
  eventId: `m-${n}`,
  event: { home: `Home ${n}`, away: `Away ${n}`, leagueKey: 'football-premier' },
  label: { marketKind: '1x2', unit: 'goals', selectionKey: 'home', home: `Home ${n}`, away: `Away ${n}` },
  odds: 1_900 + n,
  live: false,
  suspended: false,
  outright: false,
  ...extra,
});

const add = (state: SlipState, l: SlipLeg) => slipReducer(state, { type: 'toggle', leg: l });

describe('slip state', () => {
  it('adds a price, and takes it out when pressed again', () => {
    const one = add(emptySlip, leg(1));
    expect(one.legs.map((l) => l.selectionId)).toEqual(['m-1:1x2:home']);
    expect(add(one, leg(1)).legs).toEqual([]);
  });

  it('suggests a parlay at the second leg, and goes back to singles below two', () => {
    const two = add(add(emptySlip, leg(1)), leg(2));
    expect(two.mode).toBe('parlay');
    expect(slipReducer(two, { type: 'remove', selectionId: 'm-2:1x2:home' }).mode).toBe('singles');
    // An outright is a single: no parlay is suggested with it.
    expect(add(add(emptySlip, leg(1)), leg(3, { outright: true, eventId: 'o-1', selectionId: 'o-1:out:x' })).mode).toBe('singles');
  });

  it('holds at most ten legs', () => {
    let state = emptySlip;
    for (let n = 1; n <= maxSlipLegs + 2; n += 1) state = add(state, leg(n));
    expect(state.legs).toHaveLength(maxSlipLegs);
  });

  it('keeps stakes per single and drops the placed legs with their stakes', () => {
    let state = add(add(emptySlip, leg(1)), leg(2));
    state = slipReducer(state, { type: 'mode', mode: 'singles' });
    state = slipReducer(state, { type: 'stake', selectionId: 'm-1:1x2:home', stake: 1_000 });
    state = slipReducer(state, { type: 'stake', selectionId: 'm-2:1x2:home', stake: 2_000 });
    state = slipReducer(state, { type: 'placed', selectionIds: ['m-1:1x2:home'] });
    expect(state.legs.map((l) => l.selectionId)).toEqual(['m-2:1x2:home']);
    expect(state.stakes).toEqual({ 'm-2:1x2:home': 2_000 });
  });

  it('keeps the odds-change policy when the slip is cleared', () => {
    const state = slipReducer(add(slipReducer(emptySlip, { type: 'policy', policy: 'any' }), leg(1)), { type: 'clear' });
    expect(state).toEqual({ ...emptySlip, policy: 'any' });
  });
});
