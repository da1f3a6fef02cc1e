import type { RandomSource } from '../../rng';

/**
 * A card as 0-51, the platform's card encoding (the card art draws it): rank index = card % 13
 * (0 ace, 1 two ... 12 king), suit = floor(card / 13) (0 spades, 1 hearts, 2 diamonds, 3 clubs).
 * A bare number keeps states, views and histories small and plainly JSON.
 */
export type Card = number;

export const deckSize = 52;

/** The value that ranks a card in Teen Patti: 2 to 13 for two to king, 14 for the ace. */
export const rankValue = (card: Card): number => {
  const index = card % 13;
  return index === 0 ? 14 : index + 1;
};

export const suitOf = (card: Card): number => Math.floor(card / 13);

/** A fresh deck in card order 0-51. */
export const newDeck = (): Card[] => Array.from({ length: deckSize }, (_, card) => card);

/**
 * Fisher-Yates from the top of the array down: for each position i from 51 to 1 the card at i
 * is swapped with one drawn uniformly from positions 0..i, so every one of the 52! orders is
 * equally likely when the source is uniform. Exactly 51 draws, with ranges 52, 51, ..., 2.
 */
export const shuffleDeck = (random: RandomSource): Card[] => {
  const deck = newDeck();
  for (let i = deck.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    const card = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = card;
  }
  return deck;
};

/**
 * Deals three cards to each of `players` from the top of the deck one card at a time, round
 * the table as at a real table: player p gets deck[p], deck[p + n], deck[p + 2n].
 */
export const dealThree = (deck: readonly Card[], players: number): Card[][] =>
  Array.from({ length: players }, (_, p) => [deck[p]!, deck[p + players]!, deck[p + 2 * players]!]);
