import { baccaratDeclaredRtp, baccaratWin, cardValue, dealBaccarat, type BaccaratOutcome } from '../../../engines/baccarat';
import { baccaratSideBetDeclaredRtp, isPair, pairReturn } from '../../../engines/baccarat-side-bets';
import { dealFromShoe, shoeForNextRound, type Shoe } from '../../../engines/dragon-tiger';
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

/**
 * Live punto banco: the single-player engine's tableau and payouts, dealt from the table's eight-deck
 * shoe (burned at the start, reshuffled at the cut card) with the pair side bets. Limits scale with
 * the table's tier (`scale`): player and banker from 1 to 5,000 units, tie and pairs from 1 to 500.
 */
export const baccaratTable = (scale: number): LiveGame<BaccaratTableResult> => {
  let shoe: Shoe | null = null;
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
      const next = shoeForNextRound(shoe, random);
      const dealt = dealFromShoe(next.shoe, (draw) => dealBaccarat(draw, cardValue));
      shoe = dealt.shoe;
      const hands = dealt.result;
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
        newShoe: next.shuffled,
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
    rtp: { ...baccaratDeclaredRtp, playerPair: baccaratSideBetDeclaredRtp['player-pair'], bankerPair: baccaratSideBetDeclaredRtp['banker-pair'] },
  };
};
