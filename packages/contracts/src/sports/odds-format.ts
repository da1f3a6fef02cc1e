/**
 * Odds formats for the sportsbook. The book holds every price as decimal odds in integer thousandths
 * (1_950 = 1.95: a 1.00 stake returns 1.95, stake included), like the lottery. The Asian formats are
 * views of that one number, converted here so the feed and the player UI print the same digits.
 *
 *   Hong Kong   hk = decimal - 1                         always exact
 *   Malay       hk when hk <= 1, else -1/hk             range [-1, 1], 0 excluded
 *   Indonesian  hk when hk >= 1, else -1/hk             range (-inf, -1] and [1, inf)
 *
 * All values are integer thousandths. The reciprocal branch is the only inexact step: it rounds
 * 1_000_000 / x to the nearest integer, halves away from zero, in BigInt. Consequences, which the
 * tests check:
 *   - Malay -> decimal -> Malay and decimal -> Indonesian -> decimal are exact: the reciprocal of a
 *     magnitude <= 1 rounds back onto itself.
 *   - decimal -> Malay -> decimal and Indonesian -> decimal -> Indonesian lose at most
 *     reciprocalRoundTripError(x): the grid of the short side is coarse for long prices
 *     (Malay -0.002 and -0.001 stand for HK 500 and 1000, with nothing between).
 * Malay of a price whose reciprocal rounds to 0 (decimal above 2001.000) does not exist:
 * toMalay throws and oddsProblem says 'not-representable'.
 */
export type DecimalThousandths = number;
export type OddsFormat = 'decimal' | 'hong-kong' | 'malay' | 'indonesian';
export const oddsFormats: readonly OddsFormat[] = ['decimal', 'hong-kong', 'malay', 'indonesian'];

/** 1.001, the shortest price a bet can carry: at 1.000 a win returns only the stake. */
export const minDecimalThousandths = 1_001;
const perUnit = 1_000;
const perUnitSquared = 1_000_000n;

export type OddsProblemCode = 'not-integer' | 'out-of-range' | 'not-representable' | 'bad-text';

/** round(1_000_000 / x) for x > 0, halves away from zero. */
const reciprocal = (x: number): number => {
  const big = BigInt(x);
  return Number((2n * perUnitSquared + big) / (2n * big));
};

const assertDecimal = (decimal: DecimalThousandths): void => {
  if (!Number.isSafeInteger(decimal) || decimal < minDecimalThousandths) throw new RangeError('decimal odds are a safe integer of thousandths >= 1001');
};

/** Why a value is not valid odds in a format, or undefined when it is. */
export const oddsProblem = (format: OddsFormat, value: number): OddsProblemCode | undefined => {
  if (!Number.isSafeInteger(value)) return 'not-integer';
  if (format === 'decimal') return value >= minDecimalThousandths ? undefined : 'out-of-range';
  if (format === 'hong-kong') return value >= 1 ? undefined : 'out-of-range';
  if (format === 'malay') return value !== 0 && value >= -perUnit && value <= perUnit ? undefined : 'out-of-range';
  if (value >= perUnit) return undefined;
  if (value > -perUnit) return 'out-of-range';
  // Indonesian -1_000_000.5 and beyond would mean HK below 0.001.
  return reciprocal(-value) >= 1 ? undefined : 'not-representable';
};

export const toHongKong = (decimal: DecimalThousandths): number => {
  assertDecimal(decimal);
  return decimal - perUnit;
};

export const fromHongKong = (hk: number): DecimalThousandths => {
  if (oddsProblem('hong-kong', hk) !== undefined) throw new RangeError('Hong Kong odds are a positive safe integer of thousandths');
  return hk + perUnit;
};

export const toMalay = (decimal: DecimalThousandths): number => {
  const hk = toHongKong(decimal);
  if (hk <= perUnit) return hk;
  const magnitude = reciprocal(hk);
  if (magnitude === 0) throw new RangeError('decimal odds above 2001.000 have no Malay price');
  return -magnitude;
};

/** Accepts -1.000 as well as 1.000 (both are even money); toMalay prints the positive one. */
export const fromMalay = (malay: number): DecimalThousandths => {
  if (oddsProblem('malay', malay) !== undefined) throw new RangeError('Malay odds are a non-zero integer of thousandths in [-1000, 1000]');
  return perUnit + (malay > 0 ? malay : reciprocal(-malay));
};

export const toIndonesian = (decimal: DecimalThousandths): number => {
  const hk = toHongKong(decimal);
  return hk >= perUnit ? hk : -reciprocal(hk);
};

/** Accepts -1.000 as well as 1.000 (both are even money); toIndonesian prints the positive one. */
export const fromIndonesian = (indonesian: number): DecimalThousandths => {
  if (oddsProblem('indonesian', indonesian) !== undefined) throw new RangeError('Indonesian odds are an integer of thousandths, >= 1000 or <= -1000');
  return perUnit + (indonesian > 0 ? indonesian : reciprocal(-indonesian));
};

export const toFormat = (format: OddsFormat, decimal: DecimalThousandths): number => {
  if (format === 'hong-kong') return toHongKong(decimal);
  if (format === 'malay') return toMalay(decimal);
  if (format === 'indonesian') return toIndonesian(decimal);
  assertDecimal(decimal);
  return decimal;
};

export const fromFormat = (format: OddsFormat, value: number): DecimalThousandths => {
  if (format === 'hong-kong') return fromHongKong(value);
  if (format === 'malay') return fromMalay(value);
  if (format === 'indonesian') return fromIndonesian(value);
  assertDecimal(value);
  return value;
};

/**
 * The most a reciprocal round trip can move a value x (thousandths, x >= 1000): x -> r = round(1e6/x)
 * -> round(1e6/r). r is off by at most 1/2, so 1e6/r is off from x by at most x * d / (1 - d) with
 * d = x / 2e6, and the final rounding adds 1/2.
 */
export const reciprocalRoundTripError = (x: number): number => {
  const d = x / 2_000_000;
  return d >= 1 ? Number.POSITIVE_INFINITY : (x * d) / (1 - d) + 0.5;
};

/**
 * Display text: two decimals, a third only when the thousandth is not 0 (1.95, 1.955, 0.90, -0.875),
 * a minus sign on negative Malay and Indonesian prices and no plus sign anywhere, as the Asian books
 * print them. Grouping separators are left to the UI's locale.
 */
export const formatOddsText = (value: number): string => {
  if (!Number.isSafeInteger(value)) throw new RangeError('odds are a safe integer of thousandths');
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  const whole = Math.floor(magnitude / perUnit);
  const fraction = String(magnitude % perUnit).padStart(3, '0');
  return `${sign}${whole}.${fraction.endsWith('0') ? fraction.slice(0, 2) : fraction}`;
};

/** Display text of a decimal price in a format. */
export const displayOdds = (format: OddsFormat, decimal: DecimalThousandths): string => formatOddsText(toFormat(format, decimal));

/**
 * Parses what a player or staff member types ("1.95", "-0.85", "+1.2", "2") into thousandths of the
 * format given. More than three decimals is 'bad-text' rather than rounded, so nothing is silently
 * changed; the value must then be valid odds in the format.
 */
export const parseOdds = (format: OddsFormat, text: string): { value: number } | { problem: OddsProblemCode } => {
  const match = /^\s*([+-]?)(\d{1,12})(?:\.(\d{1,3}))?\s*$/.exec(text);
  if (match === null) return { problem: 'bad-text' };
  const magnitude = Number(match[2]) * perUnit + Number((match[3] ?? '').padEnd(3, '0'));
  const value = match[1] === '-' ? -magnitude : magnitude;
  const problem = oddsProblem(format, value);
  return problem === undefined ? { value } : { problem };
};
