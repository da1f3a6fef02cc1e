import type { CockfightOutcome } from './outcome';
import { poolsOf, type CockfightBet, type Pools } from './pools';
import { settle } from './settle';

export type BookSettlement = {
  /** What each bettor's round returns, stake included, in the order given (0 for a lost round). */
  returns: number[];
  pools: Pools;
  poolRefunded: boolean;
  commission: number;
  breakage: number;
};

/**
 * Settles a fight bettor by bettor: every bet of every bettor goes through `settle` together (the
 * pari-mutuel shares depend on all of them), and each bettor's returns are summed, because a
 * player's bets on a fight are one round at the platform and close with one payout.
 */
export const settleBettors = (bettors: readonly { bets: readonly CockfightBet[] }[], outcome: CockfightOutcome): BookSettlement => {
  const all: CockfightBet[] = [];
  for (const bettor of bettors) for (const bet of bettor.bets) all.push(bet);
  const pools = poolsOf(all);
  const settled = settle(all, outcome, pools);
  let index = 0;
  const returns = bettors.map((bettor) => {
    let sum = 0;
    for (let n = 0; n < bettor.bets.length; n += 1) sum += settled.returns[index++]!;
    return sum;
  });
  return { returns, pools, poolRefunded: settled.poolRefunded, commission: settled.commission, breakage: settled.breakage };
};
