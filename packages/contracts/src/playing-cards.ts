/**
 * A playing card as a number 0-51, the encoding the vendor wallet API's bet details use and the
 * demo vendor's card games deal in: rank index = card % 13 (0 ace, 1 two ... 9 ten, 10 jack,
 * 11 queen, 12 king), suit = floor(card / 13) (0 spades, 1 hearts, 2 diamonds, 3 clubs).
 */
export const playingCardSuits = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type PlayingCardSuit = (typeof playingCardSuits)[number];

/** The rank as printed in a card's corner: the same in every language the platform speaks. */
export const playingCardRanks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type PlayingCardRank = (typeof playingCardRanks)[number];

export const playingCardCount = 52;

const suitSymbols: Readonly<Record<PlayingCardSuit, string>> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

export type PlayingCardFace = { rank: PlayingCardRank; suit: PlayingCardSuit; symbol: string; red: boolean };

/** How a card 0-51 looks: its rank, its suit, the suit's symbol and whether it is printed red. */
export const playingCardFace = (card: number): PlayingCardFace => {
  if (!Number.isInteger(card) || card < 0 || card >= playingCardCount) throw new RangeError(`not a card 0-51: ${card}`);
  const rank = playingCardRanks[card % 13]!;
  const suit = playingCardSuits[Math.floor(card / 13)]!;
  return { rank, suit, symbol: suitSymbols[suit], red: suit === 'hearts' || suit === 'diamonds' };
};
