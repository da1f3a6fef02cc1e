import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { createHand, deal, sitOut } from './create';
import { findSeat } from './draft';
import { legalActions, priceOf } from './price';
import { clockwiseFrom, nextDealer } from './seating';
import { cards, mustApply, seededSource, startHand, t0, testConfig } from './test-support';
import type { HandState } from './types';

const seat = (state: HandState, n: number) => findSeat(state, n)!;
const paid = (state: HandState) => state.seats.map((s) => s.contributed);

/** Freezes a state all the way down, so any change to it in place throws. */
const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

describe('seating and boots', () => {
  it('plays clockwise from the seat after the dealer, whose seat may be empty', () => {
    expect(clockwiseFrom([1, 3, 4], 3)).toEqual([4, 1, 3]);
    expect(clockwiseFrom([1, 3, 4], 4)).toEqual([1, 3, 4]);
    expect(clockwiseFrom([4, 1, 3], 2)).toEqual([3, 4, 1]);
    expect(nextDealer([1, 3, 4], 4)).toBe(1);
    expect(nextDealer([1, 3, 4], 1)).toBe(3);
    const state = startHand({ seats: [1, 3, 4], dealer: 3 });
    expect(state.seats.map((s) => s.seat)).toEqual([4, 1, 3]);
    expect(state.turn).toBe(4);
    expect(state.deadline).toBe(t0 + 1000);
  });

  it('takes the boot in two steps and sits out a seat whose boot failed', () => {
    let state = createHand({ id: 'h', config: testConfig(), seats: [0, 1, 2], dealer: 2 });
    expect(priceOf(state, 0, 'boot')).toEqual({ ok: true, amount: 10 });
    expect(priceOf(state, 0, 'chaal')).toEqual({ ok: false, refusal: 'wrong-phase' });
    expect(priceOf(state, 7, 'boot')).toEqual({ ok: false, refusal: 'not-seated' });
    state = mustApply(state, 0, 'boot');
    expect(apply(state, 0, 'boot', t0)).toEqual({ ok: false, refusal: 'already-booted' });
    state = mustApply(state, 1, 'boot');
    const out = sitOut(state, 2, t0);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(priceOf(out.state, 2, 'boot')).toEqual({ ok: false, refusal: 'not-seated' });
    const dealt = deal(out.state, seededSource(1), t0);
    if (!dealt.ok) throw new Error(dealt.refusal);
    expect(dealt.state.phase).toBe('betting');
    expect(dealt.state.pot).toBe(20);
    expect(seat(dealt.state, 2).cards).toBeNull();
    expect(dealt.state.turn).toBe(0);
    expect(dealt.state.events.map((e) => e.type)).toEqual(['boot', 'boot', 'sit-out', 'deal']);
    expect(deal(dealt.state, seededSource(1), t0)).toEqual({ ok: false, refusal: 'wrong-phase' });
  });

  it('cancels a hand with fewer than two boots and returns them', () => {
    let state = createHand({ id: 'h', config: testConfig(), seats: [0, 1, 2], dealer: 0 });
    state = mustApply(state, 1, 'boot');
    const dealt = deal(state, seededSource(1), t0);
    if (!dealt.ok) throw new Error(dealt.refusal);
    expect(dealt.state.phase).toBe('ended');
    expect(dealt.state.result).toEqual({
      reason: 'cancelled',
      winners: [],
      pot: 10,
      rake: 0,
      seats: [
        { seat: 1, contributed: 10, won: 10, rake: 0 },
        { seat: 2, contributed: 0, won: 0, rake: 0 },
        { seat: 0, contributed: 0, won: 0, rake: 0 },
      ],
    });
  });

  it('refuses configs and seatings that cannot run', () => {
    const make =
      (config = testConfig(), seats = [0, 1]) =>
      () =>
        createHand({ id: 'h', config, seats, dealer: 0 });
    expect(make(testConfig({ chaalLimit: 15 }))).toThrow(/chaalLimit/);
    expect(make(testConfig({ potLimit: 100 }))).toThrow(/potLimit/);
    expect(make(testConfig({ boot: 2.5 }))).toThrow(/boot/);
    expect(make(testConfig({ rakeBps: 10_001 }))).toThrow(/rakeBps/);
    expect(make(testConfig(), [0])).toThrow(/2 to 5/);
    expect(make(testConfig(), [0, 1, 2, 3, 4, 5])).toThrow(/2 to 5/);
    expect(make(testConfig(), [1, 1])).toThrow(/distinct/);
  });
});

describe('betting', () => {
  it('prices chaal, raise and see for blind and seen players', () => {
    let state = startHand({ seats: [0, 1, 2] });
    expect(legalActions(state, 0)).toEqual([
      { action: 'see', amount: 0 },
      { action: 'chaal', amount: 10 },
      { action: 'raise', amount: 20 },
      { action: 'pack', amount: 0 },
    ]);
    // Seeing is free and allowed out of turn; it leaves the turn where it was.
    state = mustApply(state, 2, 'see');
    expect(state.turn).toBe(0);
    expect(priceOf(state, 2, 'see')).toEqual({ ok: false, refusal: 'already-seen' });
    expect(priceOf(state, 2, 'chaal')).toEqual({ ok: false, refusal: 'not-your-turn' });
    state = mustApply(state, 0, 'chaal');
    expect(state.turn).toBe(1);
    state = mustApply(state, 1, 'raise');
    expect(state.stake).toBe(20);
    expect(priceOf(state, 2, 'chaal')).toEqual({ ok: true, amount: 40 });
    expect(priceOf(state, 2, 'raise')).toEqual({ ok: true, amount: 80 });
    state = mustApply(state, 2, 'raise');
    expect(state.stake).toBe(40);
    expect(paid(state)).toEqual([20, 30, 90]);
    expect(state.pot).toBe(140);
    const last = state.events.at(-1);
    expect(last).toEqual({ type: 'raise', seat: 2, amount: 80, blind: false, stake: 40, at: t0 });
  });

  it('stops raises at the chaal limit', () => {
    // Limit 160: a stake of 40 may still double (a seen chaal at 80 costs 160), 80 may not.
    let state = startHand({ seats: [0, 1], config: testConfig({ potLimit: 5000 }) });
    state = mustApply(state, 0, 'raise'); // stake 20
    state = mustApply(state, 1, 'raise'); // stake 40
    expect(priceOf(state, 0, 'raise')).toEqual({ ok: true, amount: 80 });
    state = mustApply(state, 0, 'see');
    expect(priceOf(state, 0, 'raise')).toEqual({ ok: true, amount: 160 });
    state = mustApply(state, 0, 'raise'); // stake 80
    expect(priceOf(state, 1, 'raise')).toEqual({ ok: false, refusal: 'over-chaal-limit' });
    expect(priceOf(state, 1, 'chaal')).toEqual({ ok: true, amount: 80 });
    state = mustApply(state, 1, 'see');
    expect(priceOf(state, 1, 'chaal')).toEqual({ ok: true, amount: 160 });
  });

  it('lets the last player standing win without showing', () => {
    let state = startHand({ seats: [0, 1, 2] });
    state = mustApply(state, 0, 'chaal');
    state = mustApply(state, 1, 'pack');
    expect(priceOf(state, 1, 'chaal')).toEqual({ ok: false, refusal: 'packed' });
    state = mustApply(state, 2, 'pack');
    expect(state.phase).toBe('ended');
    expect(state.result).toMatchObject({ reason: 'last-standing', winners: [0], pot: 40, rake: 2 });
    expect(state.result!.seats).toContainEqual({ seat: 0, contributed: 20, won: 38, rake: 2 });
    expect(state.events.some((e) => e.type === 'reveal')).toBe(false);
    expect(priceOf(state, 0, 'chaal')).toEqual({ ok: false, refusal: 'hand-over' });
  });

  it('allows a show between the last two only; the asker loses a tie', () => {
    const hands = [cards('AS KH 9D'), cards('AD KC 9H'), cards('2S 2H 5D')];
    let state = startHand({ seats: [0, 1, 2], hands });
    expect(priceOf(state, 0, 'show')).toEqual({ ok: false, refusal: 'show-not-allowed' });
    state = mustApply(state, 0, 'see');
    state = mustApply(state, 0, 'chaal');
    state = mustApply(state, 1, 'chaal');
    state = mustApply(state, 2, 'pack');
    // Seen player 0 pays a seen chaal to call blind player 1; equal hands, so the asker loses.
    expect(priceOf(state, 0, 'show')).toEqual({ ok: true, amount: 20 });
    state = mustApply(state, 0, 'show');
    expect(state.result).toMatchObject({ reason: 'show', winners: [1], pot: 80, rake: 4 });
    const reveal = state.events.find((e) => e.type === 'reveal');
    expect(reveal).toMatchObject({ reason: 'show', hands: [{ seat: 0 }, { seat: 1 }] });
    expect(seat(state, 0).revealed && seat(state, 1).revealed && !seat(state, 2).revealed).toBe(true);
  });

  it('gives a show to the asker with the better hand', () => {
    let state = startHand({ seats: [3, 5], dealer: 5, hands: [cards('2S 3S 4S'), cards('AS AH KD')] });
    expect(state.turn).toBe(3);
    state = mustApply(state, 3, 'show'); // blind: pays the stake
    expect(state.result).toMatchObject({ winners: [3], pot: 30, rake: 1 });
    expect(state.result!.seats).toEqual([
      { seat: 3, contributed: 20, won: 29, rake: 1 },
      { seat: 5, contributed: 10, won: 0, rake: 0 },
    ]);
  });

  it('forces a show at the pot limit and splits equal hands, odd units to the first clockwise', () => {
    // Dealer 0: play runs 1, 2, 0. Seats 1 and 0 hold equal hands.
    const config = testConfig({ chaalLimit: 20, potLimit: 100 });
    let state = startHand({ seats: [0, 1, 2], dealer: 0, config, hands: [cards('AS KH 9D'), cards('2S 3H 5D'), cards('AD KC 9H')] });
    const order = [1, 2, 0];
    for (let i = 0; state.phase === 'betting'; i++) state = mustApply(state, order[i % 3]!, 'chaal');
    expect(state.result).toMatchObject({ reason: 'forced-show', winners: [1, 0], pot: 100, rake: 5 });
    expect(state.result!.seats).toEqual([
      { seat: 1, contributed: 40, won: 48, rake: 3 },
      { seat: 2, contributed: 30, won: 0, rake: 0 },
      { seat: 0, contributed: 30, won: 47, rake: 2 },
    ]);
    const reveal = state.events.find((e) => e.type === 'reveal');
    expect(reveal?.type === 'reveal' && reveal.hands.map((h) => h.seat)).toEqual([1, 2, 0]);
  });

  it('reveals at a forced show only the players still in', () => {
    const config = testConfig({ chaalLimit: 20, potLimit: 60 });
    let state = startHand({ seats: [0, 1, 2], config, hands: [cards('AS KH 9D'), cards('2S 3H 5D'), cards('AD AC 9H')] });
    state = mustApply(state, 0, 'chaal');
    state = mustApply(state, 1, 'pack');
    state = mustApply(state, 2, 'chaal');
    state = mustApply(state, 0, 'chaal');
    expect(state.result).toMatchObject({ reason: 'forced-show', winners: [2], pot: 60, rake: 3 });
    expect(seat(state, 1).revealed).toBe(false);
    expect(seat(state, 1).contributed).toBe(10);
  });

  it('never changes a state in place', () => {
    const before = deepFreeze(startHand({ seats: [0, 1, 2] }));
    const snapshot = JSON.stringify(before);
    const after = mustApply(mustApply(mustApply(before, 0, 'see'), 0, 'raise'), 1, 'pack');
    expect(JSON.stringify(before)).toBe(snapshot);
    expect(after.version).toBe(before.version + 3);
  });
});

describe('side show', () => {
  // Play runs 0, 1, 2, 3; everyone looks first.
  const seenTable = (hands = [cards('AS AH 2D'), cards('KS KH 2C'), cards('5S 6H 9D'), cards('2S 3C 7H')]) => {
    let state = startHand({ seats: [0, 1, 2, 3], hands });
    for (const n of [0, 1, 2, 3]) state = mustApply(state, n, 'see');
    return state;
  };

  it('compares the asker with the player before; the weaker hand packs', () => {
    let state = seenTable();
    expect(priceOf(state, 0, 'side-show')).toEqual({ ok: true, amount: 20 });
    state = mustApply(state, 0, 'chaal');
    state = mustApply(state, 1, 'side-show');
    expect(state.sideShow).toEqual({ from: 1, to: 0 });
    expect(state.turn).toBe(0);
    expect(priceOf(state, 2, 'chaal')).toEqual({ ok: false, refusal: 'side-show-pending' });
    expect(priceOf(state, 1, 'accept-side-show')).toEqual({ ok: false, refusal: 'no-side-show' });
    state = mustApply(state, 0, 'accept-side-show');
    // Kings lose to aces: the asker (1) packs; the two saw each other's cards.
    expect(seat(state, 1).status).toBe('packed');
    expect(seat(state, 1).shownTo).toEqual([0]);
    expect(seat(state, 0).shownTo).toEqual([1]);
    expect(state.turn).toBe(2);
    expect(state.events.slice(-2)).toEqual([
      { type: 'side-show-accepted', seat: 0, loser: 1, at: t0 },
      { type: 'pack', seat: 1, reason: 'side-show', at: t0 },
    ]);
  });

  it('packs the player asked when the asker is stronger, and the asker on equal hands', () => {
    let state = seenTable([cards('5S 6H 9D'), cards('AS AH 2D'), cards('KS KH 2C'), cards('2S 3C 7H')]);
    state = mustApply(state, 0, 'chaal');
    state = mustApply(mustApply(state, 1, 'side-show'), 0, 'accept-side-show');
    expect(seat(state, 0).status).toBe('packed');
    expect(state.turn).toBe(2);

    let tie = seenTable([cards('5S 6H 9D'), cards('5D 6C 9H'), cards('KS KH 2C'), cards('2S 3C 7H')]);
    tie = mustApply(tie, 0, 'chaal');
    tie = mustApply(mustApply(tie, 1, 'side-show'), 0, 'accept-side-show');
    expect(seat(tie, 1).status).toBe('packed');
    expect(seat(tie, 0).status).toBe('playing');
  });

  it('keeps the bet and moves on when refused', () => {
    let state = seenTable();
    state = mustApply(state, 0, 'chaal');
    state = mustApply(mustApply(state, 1, 'side-show'), 0, 'refuse-side-show');
    expect(state.sideShow).toBeNull();
    expect(state.turn).toBe(2);
    expect(paid(state)).toEqual([30, 30, 10, 10]);
    expect(state.seats.every((s) => s.shownTo.length === 0)).toBe(true);
  });

  it('is not offered to a blind player, against a blind player, with two players, or when switched off', () => {
    let state = startHand({ seats: [0, 1, 2] });
    state = mustApply(state, 0, 'chaal');
    expect(priceOf(state, 1, 'side-show')).toEqual({ ok: false, refusal: 'side-show-not-allowed' });
    state = mustApply(state, 1, 'see');
    expect(priceOf(state, 1, 'side-show')).toEqual({ ok: false, refusal: 'side-show-not-allowed' });
    state = mustApply(state, 0, 'see');
    expect(priceOf(state, 1, 'side-show')).toEqual({ ok: true, amount: 20 });
    state = mustApply(state, 1, 'chaal');
    state = mustApply(state, 2, 'pack');
    expect(priceOf(state, 0, 'side-show')).toEqual({ ok: false, refusal: 'side-show-not-allowed' });

    let off = startHand({ seats: [0, 1, 2], config: testConfig({ sideShow: false }) });
    off = mustApply(mustApply(off, 0, 'see'), 1, 'see');
    off = mustApply(off, 0, 'chaal');
    expect(priceOf(off, 1, 'side-show')).toEqual({ ok: false, refusal: 'side-show-not-allowed' });
  });

  it('becomes a forced show when its bet reaches the pot limit', () => {
    let state = startHand({
      seats: [0, 1, 2, 3],
      config: testConfig({ potLimit: 160 }),
      hands: [cards('AS AH 2D'), cards('KS KH 2C'), cards('5S 6H 9D'), cards('2S 3C 7H')],
    });
    for (const n of [0, 1, 2, 3]) state = mustApply(state, n, 'see');
    state = mustApply(state, 0, 'raise'); // 40 + 40 = 80
    state = mustApply(state, 1, 'chaal'); // 120
    state = mustApply(state, 2, 'side-show'); // 160
    expect(state.result).toMatchObject({ reason: 'forced-show', winners: [0], pot: 160 });
  });
});
