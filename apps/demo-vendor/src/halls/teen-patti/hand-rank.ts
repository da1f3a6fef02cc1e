import { rankValue, suitOf, type Card } from './cards';

/** The six kinds of hand, lowest first; the index is the category's strength. */
export const handCategories = ['high-card', 'pair', 'colour', 'sequence', 'pure-sequence', 'trail'] as const;
export type HandCategory = (typeof handCategories)[number];

/**
 * What a hand is, as codes a UI translates: the category and the ranks that decide it, most
 * significant first, with 2-13 for two to king and 14 for the ace.
 * - trail: [rank]
 * - pure-sequence, sequence: the three ranks high to low, ace as 14 (A-K-Q is [14, 13, 12],
 *   A-2-3 is [14, 3, 2])
 * - colour, high-card: the three ranks high to low
 * - pair: [pair rank, odd card rank]
 */
export type HandRank = { category: HandCategory; ranks: number[] };

/**
 * Where a sequence stands among sequences. A-K-Q is the best and A-2-3 the second best (the
 * common Indian convention), then K-Q-J down to 4-3-2.
 */
const sequenceStrength = (high: number, middle: number, low: number): number | null => {
  if (high === 14 && middle === 3 && low === 2) return 14;
  if (high - middle !== 1 || middle - low !== 1) return null;
  return high === 14 ? 15 : high;
};

const sortedValues = (cards: readonly Card[]): [number, number, number] => {
  if (cards.length !== 3) throw new RangeError(`a Teen Patti hand has 3 cards, not ${cards.length}`);
  const values = cards.map(rankValue).sort((a, b) => b - a);
  return [values[0]!, values[1]!, values[2]!];
};

/**
 * One number per hand, larger is better and equal means an exact tie (suits never break a tie):
 * category * 4096 plus a tiebreak below 4096 (ranks packed in base 16).
 */
export const handScore = (cards: readonly Card[]): number => {
  const [high, middle, low] = sortedValues(cards);
  const flush = suitOf(cards[0]!) === suitOf(cards[1]!) && suitOf(cards[1]!) === suitOf(cards[2]!);
  if (high === low) return 5 * 4096 + high;
  const sequence = sequenceStrength(high, middle, low);
  if (sequence !== null) return (flush ? 4 : 3) * 4096 + sequence;
  if (flush) return 2 * 4096 + high * 256 + middle * 16 + low;
  if (high === middle) return 4096 + high * 16 + low;
  if (middle === low) return 4096 + middle * 16 + high;
  return high * 256 + middle * 16 + low;
};

export const evaluateHand = (cards: readonly Card[]): HandRank => {
  const score = handScore(cards);
  const category = handCategories[Math.floor(score / 4096)]!;
  const [high, middle, low] = sortedValues(cards);
  if (category === 'trail') return { category, ranks: [high] };
  if (category === 'pair') return high === middle ? { category, ranks: [high, low] } : { category, ranks: [middle, high] };
  return { category, ranks: [high, middle, low] };
};

/** -1 when a is the weaker hand, 1 when it is the stronger, 0 for an exact tie. */
export const compareHands = (a: readonly Card[], b: readonly Card[]): -1 | 0 | 1 => {
  const difference = handScore(a) - handScore(b);
  return difference < 0 ? -1 : difference > 0 ? 1 : 0;
};
