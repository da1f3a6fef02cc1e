import { POINT_RATE_BASE_MINOR, POINT_RATE_BP_PER_POINT } from '@gp/contracts';

const divisor = BigInt(POINT_RATE_BASE_MINOR) * BigInt(POINT_RATE_BP_PER_POINT);

/**
 * Points an amount (minor units) earns at a rate (basis points of a point per 100.00), rounded
 * down; nothing for a negative amount. The accrual function computes the same in SQL.
 */
export const pointsFor = (amountMinor: bigint, rateBp: bigint): bigint => {
  if (amountMinor <= 0n || rateBp <= 0n) return 0n;
  return (amountMinor * rateBp) / divisor;
};

/** A rate as the ratio players read: points per 100.00 with up to four decimals ("1.5"). */
export const rateLabel = (rateBp: number): string => {
  const whole = Math.trunc(rateBp / POINT_RATE_BP_PER_POINT);
  const fraction = String(rateBp % POINT_RATE_BP_PER_POINT)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
};
