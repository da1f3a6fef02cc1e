import type { BetsByKind, Pools, Side } from './frames';

const safeProduct = 2 ** 52;

/** floor(a x b / c) in integers, through BigInt when the product passes 2^53 (as the vendor settles). */
const mulDivFloor = (a: number, b: number, c: number): number => (a * b <= safeProduct ? Math.floor((a * b) / c) : Number((BigInt(a) * BigInt(b)) / BigInt(c)));

/** The commission if `winner` wins: a share of both pools, never more than the losing side staked. */
const commissionOf = (pools: Pools, winner: Side, commissionBp: number): number =>
  Math.min(mulDivFloor(pools.meron + pools.wala, commissionBp, 10_000), pools[winner === 'meron' ? 'wala' : 'meron']);

/**
 * What a stake on a side would return (stake included) if betting closed with these pools, in minor
 * units rounded down as the vendor pays; null while either side is empty (the sides would be refunded).
 */
export const sideReturn = (stake: number, side: Side, pools: Pools, commissionBp: number): number | null => {
  if (pools.meron === 0 || pools.wala === 0 || stake === 0) return null;
  const distributable = pools.meron + pools.wala - commissionOf(pools, side, commissionBp);
  return mulDivFloor(stake, distributable, pools[side]);
};

/** What each of the player's bets returns on its outcome at the current pools; the draw is fixed. */
export const potentialReturns = (mine: BetsByKind, pools: Pools, commissionBp: number, drawReturn: number) => ({
  meron: sideReturn(mine.meron, 'meron', pools, commissionBp),
  wala: sideReturn(mine.wala, 'wala', pools, commissionBp),
  draw: mine.draw * drawReturn,
});

/** A new bet's return as if it were in the pools already (it moves the odds it is quoted at). */
export const previewReturn = (kind: keyof BetsByKind, amount: number, pools: Pools, commissionBp: number, drawReturn: number): number | null => {
  if (amount <= 0) return null;
  if (kind === 'draw') return amount * drawReturn;
  return sideReturn(amount, kind, { ...pools, [kind]: pools[kind] + amount }, commissionBp);
};

/** Odds shown to two decimals, cut (never rounded up: the vendor rounds shares down). */
export const oddsFigure = (odds: number): number => Math.floor(odds * 100 + 1e-9) / 100;
