import type { LotteryProblem } from '../sea/problem';
import {
  elevenFiveBetProblems,
  elevenFiveDefaultPaytable,
  elevenFiveMaxPayout,
  settleElevenFive,
  type ElevenFiveBet,
  type ElevenFivePaytable,
} from './eleven-five';
import type { ElottDraw, ElottGame } from './games';
import { k3BetProblems, k3DefaultPaytable, k3MaxPayout, settleK3, type K3Bet, type K3Paytable } from './k3';
import { kenoBetProblems, kenoDefaultPaytable, kenoMaxPayout, settleKeno, type KenoBet, type KenoPaytable } from './keno';

/** Any e-lottery bet, tagged with its game, and the paytables staff configure per game. */
export type ElottBet = ({ game: 'keno' } & KenoBet) | ({ game: 'k3' } & K3Bet) | ({ game: '11x5' } & ElevenFiveBet);

export type ElottPaytables = { keno: KenoPaytable; k3: K3Paytable; '11x5': ElevenFivePaytable };

export const elottDefaultPaytables: ElottPaytables = { keno: kenoDefaultPaytable, k3: k3DefaultPaytable, '11x5': elevenFiveDefaultPaytable };

export const elottBetProblems = (bet: ElottBet): LotteryProblem[] => {
  switch (bet.game) {
    case 'keno':
      return kenoBetProblems(bet);
    case 'k3':
      return k3BetProblems(bet);
    case '11x5':
      return elevenFiveBetProblems(bet);
  }
};

const sameGame = (game: ElottGame, draw: ElottDraw): void => {
  if (draw.game !== game) throw new RangeError(`a ${game} bet cannot be settled on a ${draw.game} draw`);
};

/** The win in integer minor units (0 for a loss), rounded down. */
export const settleElott = (bet: ElottBet, draw: ElottDraw, paytables: ElottPaytables = elottDefaultPaytables): number => {
  sameGame(bet.game, draw);
  switch (bet.game) {
    case 'keno':
      return settleKeno(bet, draw, paytables.keno);
    case 'k3':
      return settleK3(bet, draw, paytables.k3);
    case '11x5':
      return settleElevenFive(bet, draw, paytables['11x5']);
  }
};

/** The most the bet can cost the house on any one draw. */
export const elottMaxPayout = (bet: ElottBet, paytables: ElottPaytables = elottDefaultPaytables): number => {
  switch (bet.game) {
    case 'keno':
      return kenoMaxPayout(bet, paytables.keno);
    case 'k3':
      return k3MaxPayout(bet, paytables.k3);
    case '11x5':
      return elevenFiveMaxPayout(bet, paytables['11x5']);
  }
};
