import type { RandomSource } from '../rng';

/**
 * Punto banco from a freshly shuffled eight-deck shoe every round, with the standard tableau:
 * naturals (8 or 9) stand, the player draws on 0-5, the banker's third card depends on its total
 * and the player's third card. Player pays 1:1, banker 0.95:1 (5% commission), tie 8:1; a tie
 * returns player and banker stakes.
 */

const decks = 8;
const shoeSize = decks * 52;
export const baccaratBetKinds = ['player', 'banker', 'tie'] as const;
export type BaccaratBetKind = (typeof baccaratBetKinds)[number];
/** The long-run figures of an eight-deck game; `baccaratExact` derives them, a test compares. */
export const baccaratDeclaredRtp: Record<BaccaratBetKind, number> = { player: 0.9876, banker: 0.9894, tie: 0.8564 };

/** A card as 0-51: rank = card % 13 (0 ace ... 12 king), suit = floor(card / 13). */
export const cardValue = (card: number): number => {
  const rank = (card % 13) + 1;
  return rank >= 10 ? 0 : rank;
};

/** Whether the banker draws a third card, given its total and the player's third card value (null: the player stood). */
export const bankerDraws = (bankerTotal: number, playerThird: number | null): boolean => {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
};

export type BaccaratOutcome = 'player' | 'banker' | 'tie';

export type BaccaratHands<T> = { player: T[]; banker: T[]; playerTotal: number; bankerTotal: number; outcome: BaccaratOutcome };

/**
 * Deals a round in dealing order (player, banker, player, banker, then third cards as needed).
 * Generic over the card so the exact analysis can deal bare values and the game real cards.
 */
export const dealBaccarat = <T>(next: () => T, value: (card: T) => number): BaccaratHands<T> => {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const total = (hand: T[]) => hand.reduce((sum, card) => sum + value(card), 0) % 10;
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (total(player) <= 5) {
      const card = next();
      player.push(card);
      playerThird = value(card);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(next());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const outcome = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, outcome };
};

/** What a bet returns per unit staked for an outcome (stake included). */
export const baccaratReturn = (kind: BaccaratBetKind, outcome: BaccaratOutcome): number => {
  if (kind === 'tie') return outcome === 'tie' ? 9 : 0;
  if (outcome === 'tie') return 1;
  if (kind === 'player') return outcome === 'player' ? 2 : 0;
  return outcome === 'banker' ? 1.95 : 0;
};

/** The win in minor units; the banker's 5% commission is rounded down to the minor unit. */
export const baccaratWin = (kind: BaccaratBetKind, amount: number, outcome: BaccaratOutcome): number => {
  if (kind === 'banker' && outcome === 'banker') return amount + Math.floor((amount * 95) / 100);
  return amount * baccaratReturn(kind, outcome);
};

/**
 * Draws distinct cards of a fresh shoe, in order: equivalent to shuffling the whole shoe and
 * dealing from the top, without shuffling the 410 cards nobody sees.
 */
export const shoeDealer = (random: RandomSource): (() => number) => {
  const used: number[] = [];
  return () => {
    for (;;) {
      const position = random.int(shoeSize);
      if (used.includes(position)) continue;
      used.push(position);
      return position % 52;
    }
  };
};

export type BaccaratBet = { kind: BaccaratBetKind; amount: number };
export type BaccaratRound = {
  playerCards: number[];
  bankerCards: number[];
  playerTotal: number;
  bankerTotal: number;
  outcome: BaccaratOutcome;
  totalBet: number;
  totalWin: number;
};

/** One round: deals the cards and settles the bets (amounts in minor units). */
export const playBaccarat = (bets: readonly BaccaratBet[], random: RandomSource): BaccaratRound => {
  const hands = dealBaccarat(shoeDealer(random), cardValue);
  return {
    playerCards: hands.player,
    bankerCards: hands.banker,
    playerTotal: hands.playerTotal,
    bankerTotal: hands.bankerTotal,
    outcome: hands.outcome,
    totalBet: bets.reduce((sum, bet) => sum + bet.amount, 0),
    totalWin: bets.reduce((sum, bet) => sum + baccaratWin(bet.kind, bet.amount, hands.outcome), 0),
  };
};

/**
 * Exact outcome probabilities of the eight-deck game: every sequence of six card values, weighted
 * by drawing without replacement (value 0 has 128 cards: tens and faces; 1-9 have 32 each). Cards
 * a round does not use simply sum out.
 */
export const baccaratExact = (): Record<BaccaratOutcome, number> => {
  const counts = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 * decks : 4 * decks));
  const result: Record<BaccaratOutcome, number> = { player: 0, banker: 0, tie: 0 };
  const sequence = new Array<number>(6).fill(0);
  const walk = (depth: number, p: number): void => {
    if (depth === 6) {
      let i = 0;
      result[
        dealBaccarat(
          () => sequence[i++]!,
          (v) => v,
        ).outcome
      ] += p;
      return;
    }
    for (let v = 0; v < 10; v += 1) {
      if (counts[v] === 0) continue;
      const q = p * (counts[v]! / (shoeSize - depth));
      counts[v]! -= 1;
      sequence[depth] = v;
      walk(depth + 1, q);
      counts[v]! += 1;
    }
  };
  walk(0, 1);
  return result;
};
