import type { RandomSource } from '../rng';

/**
 * A 5-reel, 3-row line slot. Each reel is a strip of symbols; a spin picks one stop per reel
 * (uniform), shows three consecutive symbols, and pays every selected line left to right:
 * three, four or five of a kind from the first reel, the wild standing in for any symbol.
 *
 * Because every line takes one row per reel and each row of a reel is uniform over the strip, each
 * line's outcome has the same distribution; the return to player is the expected pay of one line
 * per unit of line bet, computed exactly by `slotRtp` (enumerating the 9^5 symbol combinations).
 */

const reelCount = 5;
const rowCount = 3;
/** Index of the wild in every paytable: the last symbol. */
export const wildSymbol = 8;
const symbolCount = 9;

/** pays[symbol] = [three, four, five] of a kind, in multiples of the line bet. */
export type Paytable = readonly (readonly [number, number, number])[];

export type SlotVariant = {
  id: string;
  /** Symbols per reel: counts[reel][symbol]; strips are built from these. */
  counts: readonly (readonly number[])[];
  pays: Paytable;
  /** Shown to the player; a test holds it equal to the exact figure (2 decimals). */
  declaredRtp: number;
};

/** The 20 lines: the row (0 top, 1 middle, 2 bottom) each line takes on each reel. */
export const paylines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

export const lineChoices = [1, 5, 10, 20] as const;

/**
 * Builds a strip from symbol counts, spreading each symbol out (round robin by remaining count) so
 * the strip looks like a reel rather than blocks; the order does not change the odds.
 */
export const buildStrip = (counts: readonly number[]): number[] => {
  const left = [...counts];
  const strip: number[] = [];
  const total = counts.reduce((a, b) => a + b, 0);
  while (strip.length < total) {
    for (let s = 0; s < left.length; s += 1) {
      if (left[s]! > 0 && strip[strip.length - 1] !== s) {
        strip.push(s);
        left[s]! -= 1;
      }
    }
    // Only one symbol left and it would repeat: append the rest.
    const remaining = left.findIndex((n) => n > 0);
    if (remaining >= 0 && left.filter((n) => n > 0).length === 1 && strip[strip.length - 1] === remaining) {
      while (left[remaining]! > 0) {
        strip.push(remaining);
        left[remaining]! -= 1;
      }
    }
  }
  return strip;
};

/** What one line pays (multiple of the line bet) for the symbols it shows, first reel first. */
export const linePay = (pays: Paytable, symbols: ArrayLike<number>): number => {
  let wildRun = 0;
  while (wildRun < reelCount && symbols[wildRun] === wildSymbol) wildRun += 1;
  const wildPay = wildRun >= 3 ? pays[wildSymbol]![wildRun - 3]! : 0;
  if (wildRun === reelCount) return wildPay;
  const target = symbols[wildRun]!;
  let run = wildRun + 1;
  while (run < reelCount && (symbols[run] === target || symbols[run] === wildSymbol)) run += 1;
  const targetPay = run >= 3 ? pays[target]![run - 3]! : 0;
  return Math.max(wildPay, targetPay);
};

/** Exact return to player of a variant (a fraction: 0.96 is 96%), and the hit rate of one line. */
export const slotRtp = (variant: SlotVariant): { rtp: number; lineHitRate: number } => {
  const probabilities = variant.counts.map((reel) => {
    const total = reel.reduce((a, b) => a + b, 0);
    return reel.map((n) => n / total);
  });
  const symbols = new Array<number>(reelCount).fill(0);
  let rtp = 0;
  let hit = 0;
  const walk = (reel: number, p: number): void => {
    if (p === 0) return;
    if (reel === reelCount) {
      const pay = linePay(variant.pays, symbols);
      rtp += p * pay;
      if (pay > 0) hit += p;
      return;
    }
    for (let s = 0; s < symbolCount; s += 1) {
      symbols[reel] = s;
      walk(reel + 1, p * probabilities[reel]![s]!);
    }
  };
  walk(0, 1);
  return { rtp, lineHitRate: hit };
};

export type SlotMachine = {
  variant: SlotVariant;
  strips: number[][];
};

export const slotMachine = (variant: SlotVariant): SlotMachine => ({ variant, strips: variant.counts.map(buildStrip) });

type LineWin = { line: number; symbol: number; count: number; pay: number };

export type SlotSpin = {
  /** grid[reel][row] */
  grid: number[][];
  lineWins: LineWin[];
  /** Total pay in multiples of the line bet. */
  multiplier: number;
};

/** The run a paying line shows, for highlighting: the symbol it paid and how many reels. */
const lineWinOf = (pays: Paytable, symbols: number[], line: number): LineWin | null => {
  const pay = linePay(pays, symbols);
  if (pay === 0) return null;
  const first = symbols.find((s) => s !== wildSymbol) ?? wildSymbol;
  let count = 0;
  while (count < reelCount && (symbols[count] === first || symbols[count] === wildSymbol)) count += 1;
  let wildRun = 0;
  while (wildRun < reelCount && symbols[wildRun] === wildSymbol) wildRun += 1;
  // The wild run can pay more than the symbol it leads into.
  if (wildRun >= 3 && pays[wildSymbol]![wildRun - 3]! === pay) return { line, symbol: wildSymbol, count: wildRun, pay };
  return { line, symbol: first, count, pay };
};

/** One spin over the first `lines` paylines. */
export const spinSlot = (machine: SlotMachine, lines: number, random: RandomSource): SlotSpin => {
  const grid = machine.strips.map((strip) => {
    const stop = random.int(strip.length);
    return [strip[stop]!, strip[(stop + 1) % strip.length]!, strip[(stop + 2) % strip.length]!];
  });
  const lineWins: LineWin[] = [];
  let multiplier = 0;
  const symbols = new Array<number>(reelCount);
  for (let line = 0; line < lines; line += 1) {
    const rows = paylines[line]!;
    for (let reel = 0; reel < reelCount; reel += 1) symbols[reel] = grid[reel]![rows[reel]!]!;
    const win = lineWinOf(machine.variant.pays, symbols, line);
    if (!win) continue;
    lineWins.push(win);
    multiplier += win.pay;
  }
  return { grid, lineWins, multiplier };
};

/** Every line outcome (five symbols read as a base-9 number, first reel most significant) and its pay. */
const linePayTable = (pays: Paytable): Int32Array => {
  const table = new Int32Array(symbolCount ** reelCount);
  const symbols = new Int32Array(reelCount);
  for (let code = 0; code < table.length; code += 1) {
    let rest = code;
    for (let reel = reelCount - 1; reel >= 0; reel -= 1) {
      symbols[reel] = rest % symbolCount;
      rest = Math.floor(rest / symbolCount);
    }
    table[code] = linePay(pays, symbols);
  }
  return table;
};

const tableCache = new WeakMap<SlotMachine, Int32Array>();

/**
 * The simulation loop for the RTP tests, without allocations: total pay in line-bet multiples
 * over `spins` spins of `lines` lines. Each line's pay is a lookup in `linePayTable`, so a million
 * spins of 20 lines take well under a second.
 */
export const simulateSlot = (machine: SlotMachine, lines: number, spins: number, random: RandomSource): number => {
  const table = tableCache.get(machine) ?? linePayTable(machine.variant.pays);
  tableCache.set(machine, table);
  const lengths = machine.strips.map((s) => s.length);
  // weighted[reel][i] = symbol at strip position i (wrapping) times 9^(4 - reel).
  const weighted = machine.strips.map((strip, reel) => {
    const weight = symbolCount ** (reelCount - 1 - reel);
    return Int32Array.from({ length: strip.length + rowCount }, (_, i) => strip[i % strip.length]! * weight);
  });
  const rows = Int32Array.from(paylines.slice(0, lines).flat());
  const [w0, w1, w2, w3, w4] = weighted as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
  let total = 0;
  for (let i = 0; i < spins; i += 1) {
    const s0 = random.int(lengths[0]!);
    const s1 = random.int(lengths[1]!);
    const s2 = random.int(lengths[2]!);
    const s3 = random.int(lengths[3]!);
    const s4 = random.int(lengths[4]!);
    for (let l = 0; l < rows.length; l += reelCount) {
      total += table[w0[s0 + rows[l]!]! + w1[s1 + rows[l + 1]!]! + w2[s2 + rows[l + 2]!]! + w3[s3 + rows[l + 3]!]! + w4[s4 + rows[l + 4]!]!]!;
    }
  }
  return total;
};
