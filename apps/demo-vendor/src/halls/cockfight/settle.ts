import type { CockfightOutcome } from './outcome';
import { cockfightCommissionBp, commissionOf, mulDivFloor, poolsOf, type CockfightBet, type Pools } from './pools';

/** A draw bet pays 50:1: it returns 51 times its stake. */
export const drawReturn = 51;

export type CockfightSettlement = {
  /** What each bet returns, stake included, in the order given (0 for a lost bet). */
  returns: number[];
  /** Whether the meron and wala stakes went back to their bettors. */
  poolRefunded: boolean;
  /** Kept by the house from the pools. */
  commission: number;
  /** The remainders of the winners' shares, each rounded down, kept by the house as at a tote. */
  breakage: number;
};

const assertBets = (bets: readonly CockfightBet[], pools: Pools): void => {
  for (const bet of bets) {
    if (!Number.isSafeInteger(bet.amount) || bet.amount <= 0) throw new RangeError(`bad stake ${bet.amount}`);
  }
  const summed = poolsOf(bets);
  if (summed.meron !== pools.meron || summed.wala !== pools.wala) throw new RangeError('the pools do not match the bets');
};

/**
 * Settles every bet of a fight on its outcome against the pools as they closed (which must be the
 * sums of `bets`). In integers throughout:
 * - cancelled: every stake is refunded, draw bets included;
 * - draw: meron and wala stakes are refunded, draw bets return 51 times their stake;
 * - meron or wala won but a side had no bets at the close: meron and wala stakes are refunded;
 * - meron or wala won: the house keeps `commissionOf` the pools, each winning bet gets
 *   floor(stake x (pools - commission) / winning pool), and what those floors leave is breakage.
 * Whatever happens, the meron and wala returns plus commission plus breakage equal the pools.
 */
export const settle = (
  bets: readonly CockfightBet[],
  outcome: CockfightOutcome,
  pools: Pools,
  commissionBp: number = cockfightCommissionBp,
): CockfightSettlement => {
  assertBets(bets, pools);
  const refund = outcome === 'cancelled' || outcome === 'draw' || pools.meron === 0 || pools.wala === 0;
  if (refund) {
    const returns = bets.map((bet) => {
      if (bet.kind !== 'draw') return bet.amount;
      if (outcome === 'cancelled') return bet.amount;
      return outcome === 'draw' ? bet.amount * drawReturn : 0;
    });
    return { returns, poolRefunded: true, commission: 0, breakage: 0 };
  }
  const winner = outcome;
  const commission = commissionOf(pools, winner, commissionBp);
  const distributable = pools.meron + pools.wala - commission;
  let paid = 0;
  const returns = bets.map((bet) => {
    if (bet.kind !== winner) return 0;
    const share = mulDivFloor(bet.amount, distributable, pools[winner]);
    paid += share;
    return share;
  });
  return { returns, poolRefunded: false, commission, breakage: distributable - paid };
};
