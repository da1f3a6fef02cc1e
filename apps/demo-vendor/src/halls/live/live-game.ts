import type { RandomSource } from '../../rng';

export const liveGameKinds = ['baccarat', 'roulette', 'dragon-tiger'] as const;
export type LiveGameKind = (typeof liveGameKinds)[number];

/** A spot's table limits for one player and round, in minor units. */
export type SpotLimit = { min: number; max: number };

/** What the dealer shows, one step at a time: a card to a hand, or where the ball lands. */
export type RevealStep = { kind: 'card'; hand: string; card: number } | { kind: 'ball'; pocket: number };

/** One result as the roads and the history keep it. */
export type RoadEntry = { outcome: string; value?: number; pairs?: string[] };

/**
 * One kind of live table: its spots and their limits, how a round is dealt, and what each spot
 * returns. `returnOf` is the amount paid back for a stake on the spot, stake included (0: lost), in
 * integer minor units.
 */
export type LiveGame<Result> = {
  kind: LiveGameKind;
  /** The spots in the order the layout shows them; a spot with a target reads `kind:target`. */
  spots: readonly string[];
  limitOf: (spot: string) => SpotLimit | null;
  /** `newShoe`: the round opened a freshly shuffled shoe, so the roads start again. */
  deal: (random: RandomSource) => { steps: RevealStep[]; result: Result; newShoe?: boolean };
  returnOf: (spot: string, amount: number, result: Result) => number;
  road: (result: Result) => RoadEntry;
  /** How many reveal steps one step lasts: a wheel's spin takes longer to show than a card. */
  stepWeight?: number;
  /** The declared return to player of each kind of bet (e.g. `{ player: 0.9876 }`), for the help panel. */
  rtp: Record<string, number>;
};

/** Limits by table tier: the same game is dealt at a low, a middle and a high limit. */
export const tierOf = (gameNumber: number): 0 | 1 | 2 => (Math.floor((gameNumber - 1) / 3) % 3) as 0 | 1 | 2;
export const tierScale = [1, 10, 50] as const;
