import {
  dealDragonTiger,
  dealFromShoe,
  dragonTigerDeclaredRtp,
  dragonTigerWin,
  shoeForNextRound,
  type DragonTigerOutcome,
  type Shoe,
} from '../../../engines/dragon-tiger';
import type { LiveGame, SpotLimit } from '../live-game';

export type DragonTigerTableResult = { outcome: DragonTigerOutcome; dragon: number; tiger: number; suited: boolean };

/** The layout's spot names and the engine's bet kinds. */
const kinds = { dragon: 'dragon', tiger: 'tiger', tie: 'tie', suitedTie: 'suited-tie' } as const;
type Spot = keyof typeof kinds;
const isSpot = (spot: string): spot is Spot => spot in kinds;

/**
 * Live dragon tiger from the table's eight-deck shoe: one card each, the higher wins. Stakes are
 * whole units, so the half a tie leaves on dragon or tiger is exact. Dragon and tiger from 1 to
 * 5,000 units, tie and suited tie to 500 (times the tier).
 */
export const dragonTigerTable = (scale: number): LiveGame<DragonTigerTableResult> => {
  let shoe: Shoe | null = null;
  const limits: Record<Spot, SpotLimit> = {
    dragon: { min: 100 * scale, max: 500_000 * scale },
    tiger: { min: 100 * scale, max: 500_000 * scale },
    tie: { min: 100 * scale, max: 50_000 * scale },
    suitedTie: { min: 100 * scale, max: 10_000 * scale },
  };
  return {
    kind: 'dragon-tiger',
    spots: ['dragon', 'tie', 'tiger', 'suitedTie'],
    limitOf: (spot) => (isSpot(spot) ? limits[spot] : null),
    deal: (random) => {
      const next = shoeForNextRound(shoe, random);
      const dealt = dealFromShoe(next.shoe, dealDragonTiger);
      shoe = dealt.shoe;
      const round = dealt.result;
      return {
        steps: [
          { kind: 'card', hand: 'dragon', card: round.dragon },
          { kind: 'card', hand: 'tiger', card: round.tiger },
        ],
        newShoe: next.shuffled,
        result: round,
      };
    },
    returnOf: (spot, amount, result) => (isSpot(spot) ? dragonTigerWin(kinds[spot], amount, result) : 0),
    road: (result) => ({ outcome: result.outcome }),
    rtp: {
      dragon: dragonTigerDeclaredRtp.dragon,
      tiger: dragonTigerDeclaredRtp.tiger,
      tie: dragonTigerDeclaredRtp.tie,
      suitedTie: dragonTigerDeclaredRtp['suited-tie'],
    },
  };
};
