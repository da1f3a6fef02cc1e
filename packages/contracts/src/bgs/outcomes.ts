import { floatToUint32, twoPow32 } from './fair';
import { plinkoPaytables, type PlinkoRisk } from './plinko-paytables';

/**
 * Floats -> outcomes, one function per game, and the payouts. Every game returns 99% (RTP) for any
 * choice of its parameters. Amounts are bigint minor units; a payout is rounded down to the minor
 * unit (the player loses at most a fraction of one minor unit to rounding). Multipliers travel as
 * integer hundredths (`199` = 1.99x) so the server and the browser agree to the last digit.
 *
 * The house never sees the floats before the bet, and no game reads anything but the floats and the
 * bet's own parameters: not the house's results, not the player's history (docs/provably-fair.md).
 */

export const bgsGames = ['dice', 'limbo', 'mines', 'plinko', 'crash'] as const;
export type BgsGame = (typeof bgsGames)[number];

/** RTP in hundredths of a percent-multiplier: 99 = 0.99. */
const rtpHundredths = 99n;

// ---------------------------------------------------------------- dice

/**
 * Dice. roll = floor(f * 10000) / 100: one of the 10,000 values 0.00 .. 99.99, equally likely.
 * `under` T wins when roll < T; `over` T wins when roll > T. The win chance (percent) is the number
 * of winning rolls / 100: under T -> T, over T -> 99.99 - T. Multiplier = 99 / winChance, so RTP is
 * exactly 99% (before rounding the payout down). Win chance is kept between 1% and 98%.
 */
export const diceDirections = ['over', 'under'] as const;
export type DiceDirection = (typeof diceDirections)[number];
export const diceMinWinHundredths = 100;
export const diceMaxWinHundredths = 9800;

/** A target as integer hundredths (50.5 -> 5050), or null when it has more than two decimals. */
export const toHundredths = (value: number): number | null => {
  const h = Math.round(value * 100);
  return Math.abs(value * 100 - h) < 1e-6 ? h : null;
};

/** Winning rolls out of 10,000 for a target in hundredths (= win chance in hundredths of a percent). */
export const diceWinningRolls = (targetHundredths: number, direction: DiceDirection): number =>
  direction === 'under' ? targetHundredths : 9999 - targetHundredths;

export const isDiceTargetValid = (targetHundredths: number, direction: DiceDirection): boolean => {
  if (!Number.isInteger(targetHundredths)) return false;
  const winning = diceWinningRolls(targetHundredths, direction);
  return winning >= diceMinWinHundredths && winning <= diceMaxWinHundredths;
};

/** Payout multiplier in ten-thousandths (display: 9900 / winning rolls, e.g. 19800 = 1.98x). */
export const diceMultiplierTenThousandths = (targetHundredths: number, direction: DiceDirection): number =>
  Math.floor((9900 * 10000) / diceWinningRolls(targetHundredths, direction));

export type DiceOutcome = { rollHundredths: number; roll: number; win: boolean };

export const diceOutcome = (floats: readonly number[], targetHundredths: number, direction: DiceDirection): DiceOutcome => {
  const rollHundredths = Math.floor(floats[0]! * 10000);
  const win = direction === 'under' ? rollHundredths < targetHundredths : rollHundredths > targetHundredths;
  return { rollHundredths, roll: rollHundredths / 100, win };
};

/** amount * 99 / winChance, rounded down; 0 on a loss. */
export const dicePayout = (amount: bigint, targetHundredths: number, direction: DiceDirection, win: boolean): bigint =>
  win ? (amount * 9900n) / BigInt(diceWinningRolls(targetHundredths, direction)) : 0n;

// ---------------------------------------------------------------- limbo and crash

/**
 * The multiplier curve limbo and crash share. With u = the float's 32-bit integer (f = u / 2^32):
 *   result (hundredths) = max(100, floor(99 * 2^32 / (2^32 - u)))      i.e. floor(99 / (1 - f)) / 100
 * computed with BigInt, so it is exact. P(result >= x) = 0.99 / x for every x >= 1.00, hence
 * cashing out (crash) or targeting (limbo) at any x pays x with probability 0.99 / x: RTP 99%.
 * The house edge shows as the instant bust: f < 0.01 gives 1.00x (1% of rounds); together with the
 * fair game's own 1.00x (99/(1-f) < 101) P(result = 1.00) = 1 - 0.99/1.01, about 1.98%.
 */
export const multiplierCurveHundredths = (f: number): number => {
  const u = BigInt(floatToUint32(f));
  const span = BigInt(twoPow32);
  const raw = (rtpHundredths * span) / (span - u);
  return raw < 100n ? 100 : Number(raw);
};

export const limboMinTargetHundredths = 101;
export const limboMaxTargetHundredths = 100_000_000; // 1,000,000x

export type LimboOutcome = { resultHundredths: number; result: number; win: boolean };

/** Limbo: wins when the drawn multiplier reaches the target; pays amount * target. */
export const limboOutcome = (floats: readonly number[], targetHundredths: number): LimboOutcome => {
  const resultHundredths = multiplierCurveHundredths(floats[0]!);
  return { resultHundredths, result: resultHundredths / 100, win: resultHundredths >= targetHundredths };
};

/** amount * multiplier (hundredths) / 100, rounded down. Used by limbo, crash and plinko. */
export const payoutAt = (amount: bigint, multiplierHundredths: number): bigint => (amount * BigInt(multiplierHundredths)) / 100n;

export type CrashOutcome = { crashPointHundredths: number; crashPoint: number };

/** Crash: the round's crash point. A bet cashed out at x (hundredths) wins when x <= crash point. */
export const crashOutcome = (floats: readonly number[]): CrashOutcome => {
  const crashPointHundredths = multiplierCurveHundredths(floats[0]!);
  return { crashPointHundredths, crashPoint: crashPointHundredths / 100 };
};

export const crashMinCashoutHundredths = 101;
export const crashMaxCashoutHundredths = 100_000_000;

/**
 * The crash multiplier grows as e^(rate * ms) while a round runs (2x after about 11.55 s). Server and
 * browser draw the same curve; the server's clock decides a cash-out.
 */
export const crashGrowthPerMs = 0.00006;
/** The multiplier shown `ms` after the round started, in hundredths (rounded down). */
export const crashMultiplierAt = (ms: number, growthPerMs = crashGrowthPerMs): number =>
  Math.max(100, Math.floor(100 * Math.exp(growthPerMs * Math.max(0, ms))));
/** Milliseconds after the start at which the curve reaches `hundredths`. */
export const crashMsToReach = (hundredths: number, growthPerMs = crashGrowthPerMs): number => Math.ceil(Math.log(hundredths / 100) / growthPerMs);

// ---------------------------------------------------------------- mines

/**
 * Mines: 25 tiles (0..24, row-major on a 5 x 5 board), 1 to 24 mines. Layout by drawing without
 * replacement (a partial Fisher-Yates): with remaining = [0..24], for i = 0 .. mines-1 take
 * remaining[floor(f_i * (25 - i))] out. The taken tiles, in order, are the mines. Needs `mines` floats.
 * After k safe reveals the cash-out multiplier is 0.99 * C(25, k) / C(25 - mines, k): the fair odds
 * of surviving k picks times 0.99, so every stopping strategy returns 99%.
 */
export const minesTiles = 25;
export const minesMin = 1;
export const minesMax = 24;

export const minesLayout = (floats: readonly number[], mines: number): number[] => {
  const remaining = Array.from({ length: minesTiles }, (_, i) => i);
  const taken: number[] = [];
  for (let i = 0; i < mines; i += 1) {
    const index = Math.floor(floats[i]! * (minesTiles - i));
    taken.push(remaining.splice(index, 1)[0]!);
  }
  return taken;
};

/** The fair odds of k safe picks as a fraction [numerator, denominator]. */
const minesOdds = (mines: number, revealed: number): [bigint, bigint] => {
  let num = 1n;
  let den = 1n;
  for (let i = 0; i < revealed; i += 1) {
    num *= BigInt(minesTiles - i);
    den *= BigInt(minesTiles - mines - i);
  }
  return [num, den];
};

/** Cash-out multiplier after `revealed` safe tiles, in hundredths rounded down (display). */
export const minesMultiplierHundredths = (mines: number, revealed: number): number => {
  const [num, den] = minesOdds(mines, revealed);
  return Number((rtpHundredths * num) / den);
};

/** amount * 0.99 * C(25,k) / C(25-mines,k), rounded down once (not via the rounded multiplier). */
export const minesPayout = (amount: bigint, mines: number, revealed: number): bigint => {
  const [num, den] = minesOdds(mines, revealed);
  return (amount * rtpHundredths * num) / (100n * den);
};

// ---------------------------------------------------------------- plinko

/**
 * Plinko: one float per row; f < 0.5 falls left (0), otherwise right (1). The slot is the number of
 * rights (0 .. rows); its multiplier comes from `plinkoPaytables` (99% RTP each). Needs `rows` floats.
 */
export type PlinkoOutcome = { path: (0 | 1)[]; slot: number; multiplierHundredths: number };

export const plinkoOutcome = (floats: readonly number[], rows: number, risk: PlinkoRisk): PlinkoOutcome => {
  const table = plinkoPaytables[risk][rows];
  if (!table || floats.length < rows) throw new Error(`no plinko table for ${rows} rows`);
  const path: (0 | 1)[] = [];
  let slot = 0;
  for (let i = 0; i < rows; i += 1) {
    const step = floats[i]! < 0.5 ? 0 : 1;
    path.push(step);
    slot += step;
  }
  return { path, slot, multiplierHundredths: table[slot]! };
};

// ---------------------------------------------------------------- any game

export type BgsParams =
  | { game: 'dice'; target: number; direction: DiceDirection }
  | { game: 'limbo'; targetMultiplier: number }
  | { game: 'mines'; mines: number }
  | { game: 'plinko'; rows: number; risk: PlinkoRisk }
  | { game: 'crash' };

export type BgsOutcome =
  | ({ game: 'dice' } & DiceOutcome)
  | ({ game: 'limbo' } & LimboOutcome)
  | { game: 'mines'; mineTiles: number[] }
  | ({ game: 'plinko' } & PlinkoOutcome)
  | ({ game: 'crash' } & CrashOutcome);

/** How many floats a bet of these parameters draws. */
export const floatsNeeded = (params: BgsParams): number => {
  if (params.game === 'mines') return params.mines;
  if (params.game === 'plinko') return params.rows;
  return 1;
};

/** The outcome of a bet from its floats. Dice and limbo targets are numbers with up to 2 decimals. */
export const bgsOutcome = (params: BgsParams, floats: readonly number[]): BgsOutcome => {
  switch (params.game) {
    case 'dice':
      return { game: 'dice', ...diceOutcome(floats, Math.round(params.target * 100), params.direction) };
    case 'limbo':
      return { game: 'limbo', ...limboOutcome(floats, Math.round(params.targetMultiplier * 100)) };
    case 'mines':
      return { game: 'mines', mineTiles: minesLayout(floats, params.mines) };
    case 'plinko':
      return { game: 'plinko', ...plinkoOutcome(floats, params.rows, params.risk) };
    case 'crash':
      return { game: 'crash', ...crashOutcome(floats) };
  }
};
