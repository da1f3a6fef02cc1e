import type { CockfightOutcome } from './outcome';
import { poolsOf, type CockfightBet, type Pools } from './pools';
import { settle } from './settle';

export type BookSettlement = {
  /** What each bettor's round returns, stake included, in the order given (0 for a lost round). */
  returns: number[];
  /** The same per side bet on (the bettor's bet details show a line per side). */
  returnsByKind: Partial<Record<CockfightBet['kind'], number>>[];
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
  const returnsByKind = bettors.map((bettor) => {
    const byKind: Partial<Record<CockfightBet['kind'], number>> = {};
    for (const bet of bettor.bets) byKind[bet.kind] = (byKind[bet.kind] ?? 0) + settled.returns[index++]!;
    return byKind;
  });
  const returns = returnsByKind.map((byKind) => Object.values(byKind).reduce((a, b) => a + b, 0));
  return { returns, returnsByKind, pools, poolRefunded: settled.poolRefunded, commission: settled.commission, breakage: settled.breakage };
};
