import type { RandomSource } from '../rng';

/**
 * European roulette: one zero, 37 pockets. Every bet returns 36/37 of its stake on average
 * (RTP 97.30%), the single zero being the house's edge.
 */

export const pocketCount = 37;
export const rouletteDeclaredRtp = 36 / 37;

const redNumbers: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export const rouletteBetKinds = ['straight', 'red', 'black', 'odd', 'even', 'low', 'high', 'dozen', 'column'] as const;
export type RouletteBetKind = (typeof rouletteBetKinds)[number];

/** `target`: the number of a straight bet (0-36), the dozen or column (1-3); unused otherwise. */
export type RouletteBet = { kind: RouletteBetKind; target: number; amount: number };

export const colourOf = (pocket: number): 'green' | 'red' | 'black' => (pocket === 0 ? 'green' : redNumbers.has(pocket) ? 'red' : 'black');

/** Whether a bet's target is valid for its kind. */
export const isValidRouletteBet = (kind: RouletteBetKind, target: number): boolean => {
  if (!Number.isInteger(target)) return false;
  if (kind === 'straight') return target >= 0 && target <= 36;
  if (kind === 'dozen' || kind === 'column') return target >= 1 && target <= 3;
  return target === 0;
};

/** What a bet returns per unit staked when the ball lands in `pocket` (stake included; 0 is a loss). */
export const rouletteReturn = (kind: RouletteBetKind, target: number, pocket: number): number => {
  if (kind === 'straight') return pocket === target ? 36 : 0;
  if (pocket === 0) return 0;
  switch (kind) {
    case 'red':
      return redNumbers.has(pocket) ? 2 : 0;
    case 'black':
      return redNumbers.has(pocket) ? 0 : 2;
    case 'odd':
      return pocket % 2 === 1 ? 2 : 0;
    case 'even':
      return pocket % 2 === 0 ? 2 : 0;
    case 'low':
      return pocket <= 18 ? 2 : 0;
    case 'high':
      return pocket >= 19 ? 2 : 0;
    case 'dozen':
      return Math.ceil(pocket / 12) === target ? 3 : 0;
    case 'column':
      return ((pocket - 1) % 3) + 1 === target ? 3 : 0;
  }
};

export const spinRoulette = (random: RandomSource): number => random.int(pocketCount);

export type RouletteResult = { pocket: number; colour: 'green' | 'red' | 'black'; totalBet: number; totalWin: number; wins: number[] };

/** Settles a layout of bets (amounts in minor units) on one spin. */
export const playRoulette = (bets: readonly RouletteBet[], random: RandomSource): RouletteResult => {
  const pocket = spinRoulette(random);
  const wins = bets.map((bet) => bet.amount * rouletteReturn(bet.kind, bet.target, pocket));
  return {
    pocket,
    colour: colourOf(pocket),
    totalBet: bets.reduce((sum, bet) => sum + bet.amount, 0),
    totalWin: wins.reduce((a, b) => a + b, 0),
    wins,
  };
};
