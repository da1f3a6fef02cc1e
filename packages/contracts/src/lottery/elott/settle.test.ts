import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elottDrawFromWords } from './derive';
import type { ElottDraw, ElottGame } from './games';
import { k3Sides } from './k3';
import { kenoSumSides } from './keno';
import { elottBetProblems, elottDefaultPaytables, elottMaxPayout, settleElott, type ElottBet } from './settle';

const stake = fc.integer({ min: 1, max: 1_000_000_000 });
const distinct = (pool: number, min: number, max: number) => fc.uniqueArray(fc.integer({ min: 1, max: pool }), { minLength: min, maxLength: max });

const betArb: fc.Arbitrary<ElottBet> = fc.oneof(
  fc.record({ game: fc.constant('keno' as const), kind: fc.constant('pick' as const), numbers: distinct(80, 1, 10), stakeMinor: stake }),
  fc.record({ game: fc.constant('keno' as const), kind: fc.constantFrom(...kenoSumSides), stakeMinor: stake }),
  fc.record({ game: fc.constant('k3' as const), kind: fc.constant('sum' as const), total: fc.integer({ min: 3, max: 18 }), stakeMinor: stake }),
  fc.record({ game: fc.constant('k3' as const), kind: fc.constantFrom(...k3Sides, 'any-triple' as const), stakeMinor: stake }),
  fc.record({
    game: fc.constant('k3' as const),
    kind: fc.constantFrom('triple' as const, 'pair' as const),
    face: fc.integer({ min: 1, max: 6 }),
    stakeMinor: stake,
  }),
  fc.record({ game: fc.constant('11x5' as const), kind: fc.constant('any' as const), numbers: distinct(11, 1, 5), stakeMinor: stake }),
  fc.record({ game: fc.constant('11x5' as const), kind: fc.constant('first' as const), number: fc.integer({ min: 1, max: 11 }), stakeMinor: stake }),
);

// A draw of the bet's game from arbitrary words (the same selection the HMAC rounds feed).
const drawFor = (game: ElottGame, words: readonly number[]): ElottDraw => elottDrawFromWords(game, words)!;
const wordsArb = fc.array(fc.integer({ min: 0, max: 4_294_967_295 }), { minLength: 40, maxLength: 40 });

describe('e-lottery settlement properties', () => {
  it('pays >= 0 and never above the bet maximum', () => {
    fc.assert(
      fc.property(betArb, wordsArb, (bet, words) => {
        expect(elottBetProblems(bet)).toEqual([]);
        const win = settleElott(bet, drawFor(bet.game, words));
        expect(Number.isSafeInteger(win)).toBe(true);
        expect(win).toBeGreaterThanOrEqual(0);
        expect(win).toBeLessThanOrEqual(elottMaxPayout(bet, elottDefaultPaytables));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a draw of another game', () => {
    expect(() => settleElott({ game: 'k3', kind: 'big', stakeMinor: 100 }, { game: 'keno', numbers: [] })).toThrow(RangeError);
  });
});
