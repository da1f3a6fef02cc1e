import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../../rng';
import { dealThree, newDeck, rankValue, shuffleDeck, suitOf } from './cards';
import { card, deckDealing, seededSource, sourceForDeck } from './test-support';

const recording = (inner: RandomSource) => {
  const ranges: number[] = [];
  return { ranges, source: { int: (n: number) => (ranges.push(n), inner.int(n)) } };
};

describe('cards', () => {
  it('encodes cards as the platform does', () => {
    expect(newDeck()).toHaveLength(52);
    expect(new Set(newDeck()).size).toBe(52);
    expect(rankValue(card('AS'))).toBe(14);
    expect(rankValue(card('2S'))).toBe(2);
    expect(rankValue(card('KC'))).toBe(13);
    expect(card('AS')).toBe(0);
    expect(suitOf(card('QH'))).toBe(1);
    expect(suitOf(card('3C'))).toBe(3);
  });

  it('shuffles only from the RandomSource: a fixed source gives a fixed deck', () => {
    const zeros = { int: () => 0 };
    const first = shuffleDeck(zeros);
    expect(shuffleDeck(zeros)).toEqual(first);
    // Swapping position i with 0 for i = 51..1 walks card 0 to the bottom and rotates the rest.
    expect(first).toEqual([...newDeck().slice(1), 0]);
    expect(shuffleDeck(seededSource(7))).toEqual(shuffleDeck(seededSource(7)));
    expect(shuffleDeck(seededSource(7))).not.toEqual(shuffleDeck(seededSource(8)));
    const { ranges, source } = recording(seededSource(3));
    const deck = shuffleDeck(source);
    expect(ranges).toEqual(Array.from({ length: 51 }, (_, i) => 52 - i));
    expect([...deck].sort((a, b) => a - b)).toEqual(newDeck());
  });

  it('can be driven to any order (the tests pick decks this way)', () => {
    const target = shuffleDeck(seededSource(42));
    expect(shuffleDeck(sourceForDeck(target))).toEqual(target);
  });

  it('puts a card in every position equally often from a uniform source', () => {
    const shuffles = 52_000;
    const counts = new Array<number>(52).fill(0);
    // A seeded source keeps the run repeatable.
    const random = seededSource(2024);
    for (let i = 0; i < shuffles; i++) counts[shuffleDeck(random).indexOf(0)]!++;
    const expected = shuffles / 52;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 51 degrees of freedom: above 95 would happen about once in 10,000 uniform runs.
    expect(chiSquare).toBeLessThan(95);
  });

  it('deals one card at a time round the table', () => {
    const deck = newDeck();
    expect(dealThree(deck, 3)).toEqual([
      [0, 3, 6],
      [1, 4, 7],
      [2, 5, 8],
    ]);
    const hands = [
      [card('AS'), card('AH'), card('AD')],
      [card('2C'), card('3C'), card('4C')],
    ];
    expect(dealThree(deckDealing(hands), 2)).toEqual(hands);
  });
});
