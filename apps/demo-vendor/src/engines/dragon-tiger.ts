import type { RandomSource } from '../rng';

/**
 * Dragon tiger from an eight-deck shoe: one card to the dragon, one to the tiger, the higher rank
 * wins (ace low, king high, suits do not rank). Dragon and tiger pay 1:1 and lose half their stake
 * on a tie; tie pays 8:1, suited tie (same rank and suit) 50:1.
 *
 * The file also holds the live-table shoe that dragon tiger and baccarat both deal from.
 */

export const dragonTigerBetKinds = ['dragon', 'tiger', 'tie', 'suited-tie'] as const;
export type DragonTigerBetKind = (typeof dragonTigerBetKinds)[number];
export type DragonTigerOutcome = 'dragon' | 'tiger' | 'tie';

/**
 * The long-run figures of a fresh eight-deck shoe (416 cards); `dragonTigerExact` derives them, a
 * test compares. Exactly: dragon and tiger 399.5/415, tie 279/415, suited tie 357/415.
 */
export const dragonTigerDeclaredRtp: Record<DragonTigerBetKind, number> = { dragon: 0.9627, tiger: 0.9627, tie: 0.6723, 'suited-tie': 0.8602 };

/** Ace 0 ... king 12; the card encoding is baccarat's (card % 13 the rank, floor(card / 13) the suit). */
export const dragonTigerRank = (card: number): number => card % 13;

export type DragonTigerRound = { dragon: number; tiger: number; outcome: DragonTigerOutcome; suited: boolean };

/** Deals a round in dealing order: dragon, then tiger. */
export const dealDragonTiger = (next: () => number): DragonTigerRound => {
  const dragon = next();
  const tiger = next();
  const d = dragonTigerRank(dragon);
  const t = dragonTigerRank(tiger);
  const outcome = d > t ? 'dragon' : t > d ? 'tiger' : 'tie';
  return { dragon, tiger, outcome, suited: dragon === tiger };
};

/** What a bet returns per unit staked (stake included); 0.5 is the half stake a tie leaves on dragon or tiger. */
export const dragonTigerReturn = (kind: DragonTigerBetKind, round: Pick<DragonTigerRound, 'outcome' | 'suited'>): number => {
  if (kind === 'tie') return round.outcome === 'tie' ? 9 : 0;
  if (kind === 'suited-tie') return round.outcome === 'tie' && round.suited ? 51 : 0;
  if (round.outcome === 'tie') return 0.5;
  return round.outcome === kind ? 2 : 0;
};

/**
 * The win in minor units. On a tie a dragon or tiger bet gets half its stake back, rounded down:
 * an odd stake of 101 gets 50. Tables that want no rounding take dragon and tiger stakes in even
 * amounts only (`isEvenStake`).
 */
export const dragonTigerWin = (kind: DragonTigerBetKind, amount: number, round: Pick<DragonTigerRound, 'outcome' | 'suited'>): number => {
  if ((kind === 'dragon' || kind === 'tiger') && round.outcome === 'tie') return Math.floor(amount / 2);
  return amount * dragonTigerReturn(kind, round);
};

export const isEvenStake = (amount: number): boolean => Number.isSafeInteger(amount) && amount % 2 === 0;

export type DragonTigerBet = { kind: DragonTigerBetKind; amount: number };

/** Settles a layout of bets (amounts in minor units) on a dealt round; `wins[i]` belongs to `bets[i]`. */
export const settleDragonTiger = (bets: readonly DragonTigerBet[], round: DragonTigerRound): { totalBet: number; totalWin: number; wins: number[] } => {
  const wins = bets.map((bet) => dragonTigerWin(bet.kind, bet.amount, round));
  return { totalBet: bets.reduce((sum, bet) => sum + bet.amount, 0), totalWin: wins.reduce((a, b) => a + b, 0), wins };
};

export type DragonTigerProbabilities = { dragon: number; tiger: number; tie: number; suitedTie: number };

/**
 * Exact probabilities of the first round dealt from a shoe holding `counts[card]` of each card 0-51
 * (default: a fresh eight-deck shoe), summing every ordered pair of cards drawn without replacement.
 */
export const dragonTigerExact = (counts: readonly number[] = freshCounts(liveShoeDecks)): DragonTigerProbabilities => {
  const total = counts.reduce((a, b) => a + b, 0);
  const pairs = total * (total - 1);
  const result: DragonTigerProbabilities = { dragon: 0, tiger: 0, tie: 0, suitedTie: 0 };
  for (let d = 0; d < 52; d += 1) {
    for (let t = 0; t < 52; t += 1) {
      const ways = counts[d]! * (counts[t]! - (d === t ? 1 : 0));
      if (ways <= 0) continue;
      const p = ways / pairs;
      const round = dealDragonTiger(pairOf(d, t));
      if (round.outcome === 'tie') result.tie += p;
      else result[round.outcome] += p;
      if (round.suited) result.suitedTie += p;
    }
  }
  return result;
};

/** The RTP of a bet under given probabilities (see `dragonTigerExact`). */
export const dragonTigerRtp = (kind: DragonTigerBetKind, p: DragonTigerProbabilities): number => {
  const plain = { suited: false } as const;
  const tieUnsuited = p.tie - p.suitedTie;
  return (
    p.dragon * dragonTigerReturn(kind, { outcome: 'dragon', ...plain }) +
    p.tiger * dragonTigerReturn(kind, { outcome: 'tiger', ...plain }) +
    tieUnsuited * dragonTigerReturn(kind, { outcome: 'tie', ...plain }) +
    p.suitedTie * dragonTigerReturn(kind, { outcome: 'tie', suited: true })
  );
};

const pairOf = (first: number, second: number): (() => number) => {
  let i = 0;
  return () => (i++ === 0 ? first : second);
};

const freshCounts = (decks: number): number[] => new Array<number>(52).fill(decks);

/* ---------------------------------------------------------------------------------------------
 * The live-table shoe. A table shuffles eight decks once, deals round after round from the top
 * and reshuffles at the cut card, so what a round sees depends on the rounds before it, as at a
 * real table. Values are plain data (JSON-safe) so a table server can store the shoe between
 * rounds; `cards` is the secret of the table and must never be sent to players beyond what is dealt.
 * ------------------------------------------------------------------------------------------- */

export const liveShoeDecks = 8;
/** The cut card sits this many cards from the end: a round starts only with at least this many left. */
export const cutCardFromEnd = 52;

export type Shoe = {
  /** The shuffled order; every card 0-51 appears once per deck. */
  readonly cards: readonly number[];
  /** Index in `cards` of the next card to deal. */
  readonly position: number;
  /** A round may start only while at least this many cards are left. */
  readonly cutCardFromEnd: number;
  /** The cards taken out when the shoe was opened: the one turned face up first, then those burned face down. */
  readonly burned: readonly number[];
};

/**
 * How many cards the opening card burns after itself, as at a baccarat table: its point count
 * with tens and pictures as 10 (ace 1, 2-9 face value), so 1 to 10 cards.
 */
export const burnCountOf = (card: number): number => Math.min(10, (card % 13) + 1);

/**
 * A freshly shuffled shoe (Fisher-Yates with `random`), already burned: the first card is shown
 * and `burnCountOf` it more are discarded unseen. Dragon tiger and baccarat both open a shoe this
 * way; no card is burned between rounds.
 */
export const createShoe = (random: RandomSource, decks = liveShoeDecks, cutCard = cutCardFromEnd): Shoe => {
  const cards = new Array<number>(decks * 52);
  for (let i = 0; i < cards.length; i += 1) cards[i] = i % 52;
  for (let i = cards.length - 1; i > 0; i -= 1) {
    const j = random.int(i + 1);
    const swap = cards[i]!;
    cards[i] = cards[j]!;
    cards[j] = swap;
  }
  const burnt = 1 + burnCountOf(cards[0]!);
  return { cards, position: burnt, cutCardFromEnd: cutCard, burned: cards.slice(0, burnt) };
};

export const cardsLeft = (shoe: Shoe): number => shoe.cards.length - shoe.position;

/** Whether the cut card has come out: checked before each round, never in the middle of one. */
export const needsShuffle = (shoe: Shoe): boolean => cardsLeft(shoe) < shoe.cutCardFromEnd;

/** The next card and the shoe after it; the shoe given is left as it was. */
export const draw = (shoe: Shoe): { card: number; shoe: Shoe } => {
  if (cardsLeft(shoe) <= 0) throw new RangeError('the shoe is empty');
  return { card: shoe.cards[shoe.position]!, shoe: { ...shoe, position: shoe.position + 1 } };
};

/**
 * Runs one round's dealing (`dealDragonTiger`, or `(next) => dealBaccarat(next, cardValue)`) against
 * the shoe: `cards` are those the round took, in order, and `shoe` is where the next round starts.
 */
export const dealFromShoe = <R>(shoe: Shoe, deal: (next: () => number) => R): { result: R; cards: number[]; shoe: Shoe } => {
  let current = shoe;
  const cards: number[] = [];
  const result = deal(() => {
    const drawn = draw(current);
    current = drawn.shoe;
    cards.push(drawn.card);
    return drawn.card;
  });
  return { result, cards, shoe: current };
};

/** The shoe a round should deal from: `shoe` itself, or a new one when there is none yet or the cut card has come out. */
export const shoeForNextRound = (shoe: Shoe | null, random: RandomSource): { shoe: Shoe; shuffled: boolean } => {
  if (shoe !== null && !needsShuffle(shoe)) return { shoe, shuffled: false };
  return { shoe: createShoe(random, shoe === null ? liveShoeDecks : shoe.cards.length / 52, shoe?.cutCardFromEnd ?? cutCardFromEnd), shuffled: true };
};
