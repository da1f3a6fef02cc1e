import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareHands, evaluateHand, handCategories, handScore, type HandCategory } from './hand-rank';
import { cards } from './test-support';

// Strongest first: each beats every hand after it.
const ladder = [
  'AS AH AD', // trail of aces, the best hand
  'KS KH KD',
  '2S 2H 2D',
  'AH KH QH', // pure sequence A-K-Q
  'AH 2H 3H', // pure sequence A-2-3
  'KD QD JD',
  '4C 3C 2C',
  'AS KH QD', // sequence A-K-Q
  'AS 2H 3D', // sequence A-2-3
  'KS QH JD',
  '4S 3H 2D',
  'AS KS JS', // colour
  'AS 10S 9S',
  'KS QS 10S',
  '5H 3H 2H',
  'AS AH KD', // pair of aces
  'AS AH 2D',
  'KS KH AD',
  '2S 2H AD',
  '2S 2H 3D',
  'AS KH JD', // high card
  'AS QH JD',
  'KS QH 10D',
  '5S 3H 2D',
];

describe('hand ranking', () => {
  it('orders every category and the hands within them', () => {
    for (let i = 0; i < ladder.length; i++) {
      for (let j = 0; j < ladder.length; j++) {
        expect(compareHands(cards(ladder[i]!), cards(ladder[j]!)), `${ladder[i]} vs ${ladder[j]}`).toBe(i < j ? 1 : i > j ? -1 : 0);
      }
    }
  });

  it('describes hands as codes', () => {
    expect(evaluateHand(cards('AS AH AD'))).toEqual({ category: 'trail', ranks: [14] });
    expect(evaluateHand(cards('QH KH AH'))).toEqual({ category: 'pure-sequence', ranks: [14, 13, 12] });
    expect(evaluateHand(cards('3H AH 2H'))).toEqual({ category: 'pure-sequence', ranks: [14, 3, 2] });
    expect(evaluateHand(cards('9S 10H 8D'))).toEqual({ category: 'sequence', ranks: [10, 9, 8] });
    expect(evaluateHand(cards('2S 9S 4S'))).toEqual({ category: 'colour', ranks: [9, 4, 2] });
    expect(evaluateHand(cards('7S 2H 7D'))).toEqual({ category: 'pair', ranks: [7, 2] });
    expect(evaluateHand(cards('2S KH 2D'))).toEqual({ category: 'pair', ranks: [2, 13] });
    expect(evaluateHand(cards('2S KH 9D'))).toEqual({ category: 'high-card', ranks: [13, 9, 2] });
  });

  it('ranks A-2-3 second among sequences and does not wrap K-A-2', () => {
    expect(compareHands(cards('AS 2H 3D'), cards('KS QH JD'))).toBe(1);
    expect(compareHands(cards('AS 2H 3D'), cards('AS KH QD'))).toBe(-1);
    expect(evaluateHand(cards('KS AH 2D')).category).toBe('high-card');
    expect(evaluateHand(cards('2S 3H 4D')).category).toBe('sequence');
  });

  it('ties equal ranks whatever the suits', () => {
    expect(compareHands(cards('AS KS QH'), cards('AD KD QC'))).toBe(0);
    expect(compareHands(cards('9S 9H 4D'), cards('9D 9C 4H'))).toBe(0);
    expect(compareHands(cards('AS 2S 3S'), cards('AH 2H 3H'))).toBe(0);
    expect(compareHands(cards('AS 9S 3S'), cards('AH 9H 3H'))).toBe(0);
  });

  it('is a total order: antisymmetric and consistent with the category', () => {
    const hand = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 3, maxLength: 3 });
    fc.assert(
      fc.property(hand, hand, (a, b) => {
        expect(compareHands(a, b)).toBe(-compareHands(b, a) || 0);
        const categoryA = handCategories.indexOf(evaluateHand(a).category);
        const categoryB = handCategories.indexOf(evaluateHand(b).category);
        if (categoryA !== categoryB) expect(compareHands(a, b)).toBe(categoryA > categoryB ? 1 : -1);
        // Same description, same strength: the description is all a UI needs to explain a result.
        if (JSON.stringify(evaluateHand(a)) === JSON.stringify(evaluateHand(b))) expect(compareHands(a, b)).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts every category over all 22,100 hands exactly', () => {
    const counts = Object.fromEntries(handCategories.map((c) => [c, 0])) as Record<HandCategory, number>;
    const scores = new Set<number>();
    let hands = 0;
    for (let a = 0; a < 52; a++) {
      for (let b = a + 1; b < 52; b++) {
        for (let c = b + 1; c < 52; c++) {
          counts[evaluateHand([a, b, c]).category]++;
          scores.add(handScore([a, b, c]));
          hands++;
        }
      }
    }
    expect(hands).toBe(22_100);
    expect(counts).toEqual({ trail: 52, 'pure-sequence': 48, sequence: 720, colour: 1096, pair: 3744, 'high-card': 16_440 });
    // Distinct strengths: 13 trails + 12 sequences twice + 274 colours/high cards twice + 156 pairs.
    expect(scores.size).toBe(13 + 12 + 12 + 274 + 156 + 274);
  });
});
