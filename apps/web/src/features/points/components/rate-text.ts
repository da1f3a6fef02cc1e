import { POINT_RATE_BP_PER_POINT } from '@gp/contracts';

/** A rate in basis points of a point as a number of points (15,000 -> 1.5), in the reader's digits. */
export const ratePoints = (rateBp: number, language: string): string =>
  (rateBp / POINT_RATE_BP_PER_POINT).toLocaleString(language, { maximumFractionDigits: 4 });
