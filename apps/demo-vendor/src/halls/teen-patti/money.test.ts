import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { createHand, deal, sitOut } from './create';
import { priceOf } from './price';
import { rakeOf } from './settle';
import { deckDealing, finishStep, randomStep, seededSource, sourceForDeck, t0 } from './test-support';
import type { HandState } from './types';

const table = fc.record({
  seats: fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7], { minLength: 2, maxLength: 5 }),
  dealer: fc.integer({ min: -1, max: 8 }),
  boot: fc.integer({ min: 1, max: 1000 }),
  chaalBoots: fc.constantFrom(2, 4, 8, 16, 128),
  potBoots: fc.integer({ min: 1, max: 64 }),
  rakeBps: fc.integer({ min: 0, max: 2000 }),
  sideShow: fc.constantFrom(true, true, false),
  // Now and then a wallet refuses a boot.
  bootRefused: fc.array(
    fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
    { minLength: 5, maxLength: 5 },
  ),
  seed: fc.integer(),
  // Deals the first two players hands of equal rank, so split pots come up.
  equalHands: fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 12 }), { minLength: 3, maxLength: 3 }), { freq: 4 }),
  choices: fc.array(fc.nat(), { maxLength: 150 }),
});

/** Checked after every step, in plain code: `expect` per step would dominate the run time. */
const invariantBroken = (state: HandState): string | null => {
  if (state.pot !== state.seats.reduce((sum, s) => sum + s.contributed, 0)) return 'pot is not the sum of contributions';
  if (state.phase !== 'betting') return null;
  if (state.seats.filter((s) => s.status === 'playing').length < 2) return 'betting with fewer than two players';
  const onTurn = state.seats.find((s) => s.seat === state.turn);
  if (onTurn?.status !== 'playing') return 'turn held by a seat not playing';
  // An away player never holds the turn: it packs (or refuses the side show) at once.
  if (onTurn.away) return 'turn held by an away player';
  if (state.deadline === null) return 'turn without a deadline';
  if (state.pot >= state.config.potLimit) return 'betting past the pot limit';
  return null;
};

describe('money', () => {
  it('conserves every minor unit: what the wallets paid in is what the winners and the rake take', () => {
    const reached = new Map<string, number>();
    const count = (key: string) => reached.set(key, (reached.get(key) ?? 0) + 1);
    fc.assert(
      fc.property(table, (t) => {
        const config = {
          boot: t.boot,
          chaalLimit: t.chaalBoots * t.boot,
          potLimit: (t.chaalBoots + t.potBoots) * t.boot,
          rakeBps: t.rakeBps,
          turnMs: 500,
          sideShow: t.sideShow,
        };
        let state = createHand({ id: 'p', config, seats: t.seats, dealer: t.dealer });
        const debited = new Map<number, number>(t.seats.map((s) => [s, 0]));
        let now = t0;
        // The boots, two-step like every bet; a refused wallet call sits the seat out.
        state.seats.forEach((s, i) => {
          if (t.bootRefused[i]) {
            const out = sitOut(state, s.seat, now);
            if (out.ok) state = out.state;
            return;
          }
          const price = priceOf(state, s.seat, 'boot');
          const result = apply(state, s.seat, 'boot', now);
          if (!price.ok || !result.ok) throw new Error('boot refused');
          debited.set(s.seat, debited.get(s.seat)! + price.amount);
          state = result.state;
        });
        const booted = state.seats.filter((s) => s.status === 'playing').length;
        const random = t.equalHands ? sourceForDeck(deckDealing([t.equalHands.map((r) => r), t.equalHands.map((r) => 13 + r)], booted)) : seededSource(t.seed);
        const dealt = deal(state, random, now);
        if (!dealt.ok) throw new Error(dealt.refusal);
        state = dealt.state;
        let steps = 0;
        const step = (choice: number | null) => {
          now += 137;
          const version = state.version;
          const next = choice === null ? finishStep(state, now, steps) : randomStep(state, choice, now);
          if (next.paid > config.chaalLimit) throw new Error('a bet over the chaal limit');
          if (next.seat !== null) debited.set(next.seat, debited.get(next.seat)! + next.paid);
          if (next.state !== state && next.state.version !== version + 1) throw new Error('version did not move by one');
          state = next.state;
          const broken = invariantBroken(state);
          if (broken) throw new Error(broken);
          steps++;
        };
        for (const choice of t.choices) if (state.phase === 'betting') step(choice);
        while (state.phase === 'betting' && steps < 10_000) step(null);

        expect(state.phase).toBe('ended');
        const result = state.result!;
        const contributed = result.seats.reduce((sum, s) => sum + s.contributed, 0);
        const won = result.seats.reduce((sum, s) => sum + s.won, 0);
        const rake = result.seats.reduce((sum, s) => sum + s.rake, 0);
        expect(contributed).toBe(won + result.rake);
        expect(rake).toBe(result.rake);
        expect(result.pot).toBe(contributed);
        for (const s of result.seats) {
          expect(s.contributed).toBe(debited.get(s.seat));
          expect(Number.isSafeInteger(s.won) && s.won >= 0 && Number.isSafeInteger(s.rake) && s.rake >= 0).toBe(true);
          if (result.reason !== 'cancelled' && !result.winners.includes(s.seat)) expect(s.won + s.rake).toBe(0);
        }
        if (result.reason === 'cancelled') {
          expect(result.rake).toBe(0);
          expect(result.seats.every((s) => s.won === s.contributed)).toBe(true);
        } else {
          expect(result.rake).toBe(Math.floor((result.pot * t.rakeBps) / 10_000));
          expect(result.winners.length).toBeGreaterThan(0);
        }
        expect(JSON.parse(JSON.stringify(result))).toEqual(result);
        count(result.reason);
        if (result.winners.length > 1) count('split');
        for (const e of state.events) count(e.type === 'pack' ? `pack:${e.reason}` : e.type);
      }),
      { numRuns: 400 },
    );
    // The random play must have walked every path money can take, or the property proves little.
    const paths = ['last-standing', 'show', 'forced-show', 'cancelled', 'split', 'raise', 'side-show-accepted', 'side-show-refused'];
    const packs = ['pack:player', 'pack:timeout', 'pack:away', 'pack:side-show'];
    expect([...paths, ...packs].filter((path) => !reached.has(path))).toEqual([]);
  });

  it('floors the rake to a whole minor unit', () => {
    expect(rakeOf(55, 500)).toBe(2);
    expect(rakeOf(59, 500)).toBe(2);
    expect(rakeOf(60, 500)).toBe(3);
    expect(rakeOf(12_345_678, 250)).toBe(308_641);
    expect(rakeOf(9_007_199_254_740, 10_000)).toBe(9_007_199_254_740);
    expect(rakeOf(1000, 0)).toBe(0);
  });
});
