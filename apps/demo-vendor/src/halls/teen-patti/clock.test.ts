import { describe, expect, it } from 'vitest';
import { markAway, markBack, timeout } from './clock';
import { createHand, deal } from './create';
import { findSeat } from './draft';
import { priceOf } from './price';
import { cards, mustApply, seededSource, startHand, t0, testConfig } from './test-support';
import type { HandState } from './types';

const status = (state: HandState, n: number) => findSeat(state, n)!.status;

describe('turn clock', () => {
  it('packs the player whose deadline passed and starts the next turn then', () => {
    let state = startHand({ seats: [0, 1, 2] });
    expect(state.deadline).toBe(t0 + 1000);
    expect(timeout(state, t0 + 999)).toBe(state);
    state = timeout(state, t0 + 1000);
    expect(status(state, 0)).toBe('packed');
    expect(state.events.at(-1)).toEqual({ type: 'pack', seat: 0, reason: 'timeout', at: t0 + 1000 });
    expect(state.turn).toBe(1);
    expect(state.deadline).toBe(t0 + 2000);
    state = timeout(state, t0 + 2500);
    expect(state.result).toMatchObject({ reason: 'last-standing', winners: [2] });
    expect(timeout(state, t0 + 99_000)).toBe(state);
  });

  it('does nothing to a hand waiting for boots', () => {
    const state = createHand({ id: 'h', config: testConfig(), seats: [0, 1], dealer: 0 });
    expect(timeout(state, t0 + 10_000_000)).toBe(state);
  });

  it('refuses a side show the player asked does not answer in time', () => {
    let state = startHand({ seats: [0, 1, 2], hands: [cards('AS AH 2D'), cards('KS KH 2C'), cards('5S 6H 9D')] });
    state = mustApply(mustApply(state, 0, 'see'), 1, 'see');
    state = mustApply(state, 0, 'chaal', t0 + 100);
    state = mustApply(state, 1, 'side-show', t0 + 200);
    expect(state.deadline).toBe(t0 + 1200);
    state = timeout(state, t0 + 1200);
    expect(state.events.at(-1)).toEqual({ type: 'side-show-refused', seat: 0, reason: 'timeout', at: t0 + 1200 });
    expect(status(state, 0)).toBe('playing');
    expect(state.turn).toBe(2);
  });
});

describe('away players', () => {
  it('packs an away player when the turn reaches them, and the hand goes on', () => {
    let state = startHand({ seats: [0, 1, 2] });
    state = markAway(state, 1, t0 + 5);
    expect(status(state, 1)).toBe('playing');
    expect(state.turn).toBe(0);
    state = mustApply(state, 0, 'chaal', t0 + 10);
    expect(status(state, 1)).toBe('packed');
    expect(state.turn).toBe(2);
    expect(state.deadline).toBe(t0 + 1010);
    expect(state.events.slice(-2)).toEqual([
      { type: 'chaal', seat: 0, amount: 10, blind: true, at: t0 + 10 },
      { type: 'pack', seat: 1, reason: 'away', at: t0 + 10 },
    ]);
  });

  it('packs at once a player who goes away on their turn', () => {
    let state = startHand({ seats: [0, 1, 2] });
    state = markAway(state, 0, t0 + 7);
    expect(status(state, 0)).toBe('packed');
    expect(state.turn).toBe(1);
    expect(markAway(state, 0, t0 + 8)).toBe(state);
  });

  it('plays a player who came back before their turn', () => {
    let state = startHand({ seats: [0, 1, 2] });
    state = markBack(markAway(state, 1, t0), 1, t0 + 1);
    state = mustApply(state, 0, 'chaal');
    expect(status(state, 1)).toBe('playing');
    expect(state.turn).toBe(1);
    expect(state.events.map((e) => e.type).slice(-3)).toEqual(['away', 'back', 'chaal']);
  });

  it('refuses a side show for a player away', () => {
    let state = startHand({ seats: [0, 1, 2] });
    state = mustApply(mustApply(state, 0, 'see'), 1, 'see');
    state = mustApply(state, 0, 'chaal');
    state = markAway(state, 0, t0);
    state = mustApply(state, 1, 'side-show');
    expect(state.sideShow).toBeNull();
    expect(state.events.at(-1)).toMatchObject({ type: 'side-show-refused', seat: 0, reason: 'away' });
    expect(state.turn).toBe(2);
  });

  it('ends the hand when everyone but one is away', () => {
    let state = startHand({ seats: [0, 1, 2, 3] });
    for (const n of [1, 2, 3]) state = markAway(state, n, t0);
    state = mustApply(state, 0, 'chaal');
    expect(state.result).toMatchObject({ reason: 'last-standing', winners: [0], pot: 50 });
    expect(priceOf(state, 0, 'chaal')).toEqual({ ok: false, refusal: 'hand-over' });
  });

  it('packs at the deal a player who went away during the boots and was first to act', () => {
    let state = createHand({ id: 'h', config: testConfig(), seats: [0, 1, 2], dealer: 2 });
    for (const n of [0, 1, 2]) state = mustApply(state, n, 'boot');
    state = markAway(state, 0, t0);
    const dealt = deal(state, seededSource(3), t0 + 50);
    if (!dealt.ok) throw new Error(dealt.refusal);
    expect(status(dealt.state, 0)).toBe('packed');
    expect(dealt.state.turn).toBe(1);
    expect(dealt.state.deadline).toBe(t0 + 1050);
  });
});
