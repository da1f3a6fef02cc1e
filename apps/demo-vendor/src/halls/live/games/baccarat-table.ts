import { baccaratDeclaredRtp, baccaratWin, cardValue, dealBaccarat, shoeDealer, type BaccaratOutcome } from '../../../engines/baccarat';
import type { LiveGame, RevealStep, SpotLimit } from '../live-game';

export type BaccaratTableResult = {
  outcome: BaccaratOutcome;
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  playerPair: boolean;
  bankerPair: boolean;
};

const mainSpots = ['player', 'banker', 'tie'] as const;
const pairSpots = ['playerPair', 'bankerPair'] as const;
/** A pair of the hand's first two cards pays 11:1 (returns 12). */
const pairReturn = 12;
const isPair = (cards: number[]): boolean => cards.length >= 2 && cards[0]! % 13 === cards[1]! % 13;

/**
 * Live punto banco: the single-player engine's tableau and payouts, dealt on a shared table with the
 * pair side bets. Limits scale with the table's tier (`scale`): player and banker from 1 to 5,000
 * units, tie and pairs from 1 to 500.
 */
export const baccaratTable = (scale: number): LiveGame<BaccaratTableResult> => {
  const limits: Record<string, SpotLimit> = {
    player: { min: 100 * scale, max: 500_000 * scale },
    banker: { min: 100 * scale, max: 500_000 * scale },
    tie: { min: 100 * scale, max: 50_000 * scale },
    playerPair: { min: 100 * scale, max: 50_000 * scale },
    bankerPair: { min: 100 * scale, max: 50_000 * scale },
  };
  return {
    kind: 'baccarat',
    spots: [...mainSpots, ...pairSpots],
    limitOf: (spot) => limits[spot] ?? null,
    deal: (random) => {
      const hands = dealBaccarat(shoeDealer(random), cardValue);
      // The dealing order: player, banker, player, banker, then the third cards.
      const steps: RevealStep[] = [
        { kind: 'card', hand: 'player', card: hands.player[0]! },
        { kind: 'card', hand: 'banker', card: hands.banker[0]! },
        { kind: 'card', hand: 'player', card: hands.player[1]! },
        { kind: 'card', hand: 'banker', card: hands.banker[1]! },
      ];
      if (hands.player[2] !== undefined) steps.push({ kind: 'card', hand: 'player', card: hands.player[2] });
      if (hands.banker[2] !== undefined) steps.push({ kind: 'card', hand: 'banker', card: hands.banker[2] });
      return {
        steps,
        result: {
          outcome: hands.outcome,
          player: hands.player,
          banker: hands.banker,
          playerTotal: hands.playerTotal,
          bankerTotal: hands.bankerTotal,
          playerPair: isPair(hands.player),
          bankerPair: isPair(hands.banker),
        },
      };
    },
    returnOf: (spot, amount, result) => {
      if (spot === 'playerPair') return result.playerPair ? amount * pairReturn : 0;
      if (spot === 'bankerPair') return result.bankerPair ? amount * pairReturn : 0;
      if (spot === 'player' || spot === 'banker' || spot === 'tie') return baccaratWin(spot, amount, result.outcome);
      return 0;
    },
    road: (result) => ({
      outcome: result.outcome,
      value: result.outcome === 'banker' ? result.bankerTotal : result.playerTotal,
      pairs: [...(result.playerPair ? ['player'] : []), ...(result.bankerPair ? ['banker'] : [])],
    }),
    // Pairs: 8 decks, 11:1; the exact figure is derived in the side bets' tests.
    rtp: { ...baccaratDeclaredRtp, playerPair: 0.8964, bankerPair: 0.8964 },
  };
};
