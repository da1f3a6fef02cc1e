import type { MinorTotal } from '@gp/contracts';

const safeMax = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A bigint sum of minor units for a `minorTotal` field: a number while that is exact, else its
 * decimal digits. Stored amounts are capped at 10^15, so a single amount or balance is always an
 * exact number and goes out with Number(); sums over open-ended sets of rows (house accounts,
 * reports, a member's wallets together) go through here, because no cap bounds them below 2^53.
 */
export const toMinorTotal = (value: bigint): MinorTotal => (value >= -safeMax && value <= safeMax ? Number(value) : value.toString());
