/**
 * Meron and wala are pari-mutuel: every stake on either side goes into one pool, the house keeps
 * its commission, and the winning side shares the rest in proportion to its stakes. The payout per
 * unit therefore moves as bets come in and is fixed when betting closes. Draw bets are fixed-odds
 * and stay out of the pools.
 */

export type CockfightSide = 'meron' | 'wala';
export type CockfightBetKind = CockfightSide | 'draw';
/** `amount` in minor units, a positive safe integer. */
export type CockfightBet = { kind: CockfightBetKind; amount: number };
export type Pools = Record<CockfightSide, number>;

/** 5 %, in basis points. */
export const cockfightCommissionBp = 500;

export const emptyPools: Pools = { meron: 0, wala: 0 };

export const otherSide = (side: CockfightSide): CockfightSide => (side === 'meron' ? 'wala' : 'meron');

/** The pools after one more bet (a draw bet leaves them as they are). */
export const addToPools = (pools: Pools, bet: CockfightBet): Pools => (bet.kind === 'draw' ? pools : { ...pools, [bet.kind]: pools[bet.kind] + bet.amount });

export const poolsOf = (bets: readonly CockfightBet[]): Pools => {
  let meron = 0;
  let wala = 0;
  for (const bet of bets) {
    if (bet.kind === 'meron') meron += bet.amount;
    else if (bet.kind === 'wala') wala += bet.amount;
  }
  return { meron, wala };
};

const safeProductLimit = 2 ** 52;

/** floor(a x b / c) for non-negative integers, exact even when a x b passes 2^53. */
export const mulDivFloor = (a: number, b: number, c: number): number => {
  const product = a * b;
  if (product <= safeProductLimit) return Math.floor(product / c);
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
};

/**
 * The commission kept when `winner` wins: `commissionBp` of both pools, rounded down, but never
 * more than the losing side staked, so a winning bet always gets at least its stake back.
 */
export const commissionOf = (pools: Pools, winner: CockfightSide, commissionBp: number = cockfightCommissionBp): number => {
  const total = pools.meron + pools.wala;
  return Math.min(mulDivFloor(total, commissionBp, 10_000), pools[otherSide(winner)]);
};

/**
 * What one unit on each side would return (stake included) if betting closed now: both pools less
 * the commission, over that side's pool. Null while either side has no bets: closed like that, the
 * pools are refunded. For display; settlement applies the same figure in integers (`settle`).
 */
export const oddsOf = (pools: Pools, commissionBp: number = cockfightCommissionBp): Record<CockfightSide, number | null> => {
  if (pools.meron === 0 || pools.wala === 0) return { meron: null, wala: null };
  const total = pools.meron + pools.wala;
  return {
    meron: (total - commissionOf(pools, 'meron', commissionBp)) / pools.meron,
    wala: (total - commissionOf(pools, 'wala', commissionBp)) / pools.wala,
  };
};
