import {
  elottGames,
  fourDPermutations,
  isLotteryBetType,
  lotteryBetTypes,
  thaiBetDigits,
  thaiBetKinds,
  type ElottGame,
  type ElevenFivePaytable,
  type FourDTable,
  type K3Paytable,
  type KenoPaytable,
  type LotteryBetType,
  type LotteryFamilyCode,
  type LotteryGameView,
  type ThaiBetKind,
} from '@gp/contracts';

/**
 * What a betting page needs to know about a game's bet types: which picker each type uses, how many
 * numbers it takes and whether each number is its own line. The shapes follow how the server's
 * families read a line (apps/api/src/modules/games/lottery/families): `{ type, numbers, stake, points? }`.
 */
export type PickerSpec =
  /** Buttons over a pool; `together` makes one line of min..max picks, `each` one line per pick. */
  | { kind: 'grid'; pool: readonly string[]; min: number; max: number; perLine: 'each' | 'together'; look: 'ball' | 'die' | 'chip' }
  /** Typed numbers of a fixed length (3D, 4D, 6D), each its own line. */
  | { kind: 'digits'; digits: number; max: number }
  /** No numbers: one line of the type itself (big, small, any triple ...). */
  | { kind: 'none' };

export type GameKind = 'vn' | '4d' | 'thai' | ElottGame;

const range = (from: number, to: number, width = 0): string[] => Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));

/** 00 to 99: the Vietnam two-digit pool. */
export const twoDigitPool: readonly string[] = range(0, 99, 2);
export const oneDigitPool: readonly string[] = range(0, 9);
export const kenoPool: readonly string[] = range(1, 80);
export const elevenFivePool: readonly string[] = range(1, 11);
export const k3TotalPool: readonly string[] = range(3, 18);
export const k3FacePool: readonly string[] = range(1, 6);

/** Two-digit pools let a player pick all at once (100 lines is still under the slip's 200). */
const manyLines = 100;

const vnSpec = (type: LotteryBetType): PickerSpec => {
  if (type === 'de-head' || type === 'de-tail') return { kind: 'grid', pool: oneDigitPool, min: 1, max: 10, perLine: 'each', look: 'ball' };
  if (type === 'three-cang') return { kind: 'digits', digits: 3, max: 50 };
  if (type.startsWith('xien-')) {
    const n = Number(type.slice(5));
    return { kind: 'grid', pool: twoDigitPool, min: n, max: n, perLine: 'together', look: 'ball' };
  }
  return { kind: 'grid', pool: twoDigitPool, min: 1, max: manyLines, perLine: 'each', look: 'ball' };
};

export const fourDTypes = ['big', 'small', 'big-box', 'small-box', 'big-ibox', 'small-ibox'] as const;
export const kenoTypes = ['pick', 'big', 'small', 'odd', 'even'] as const;
export const k3Types = ['sum', 'big', 'small', 'odd', 'even', 'triple', 'pair', 'any-triple'] as const;
export const elevenFiveTypes = ['any', 'first'] as const;

export const pickerSpec = (kind: GameKind, type: string): PickerSpec => {
  switch (kind) {
    case 'vn':
      return isLotteryBetType(type) ? vnSpec(type) : { kind: 'none' };
    case '4d':
      return { kind: 'digits', digits: 4, max: 50 };
    case 'thai':
      return { kind: 'digits', digits: thaiBetDigits[type as ThaiBetKind] ?? 6, max: 50 };
    case 'keno':
      return type === 'pick' ? { kind: 'grid', pool: kenoPool, min: 1, max: 10, perLine: 'together', look: 'ball' } : { kind: 'none' };
    case '11x5':
      return type === 'any'
        ? { kind: 'grid', pool: elevenFivePool, min: 1, max: 5, perLine: 'together', look: 'ball' }
        : { kind: 'grid', pool: elevenFivePool, min: 1, max: 11, perLine: 'each', look: 'ball' };
    case 'k3':
      if (type === 'sum') return { kind: 'grid', pool: k3TotalPool, min: 1, max: 16, perLine: 'each', look: 'chip' };
      if (type === 'triple' || type === 'pair') return { kind: 'grid', pool: k3FacePool, min: 1, max: 6, perLine: 'each', look: 'die' };
      return { kind: 'none' };
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export type VnTypeTerms = { odds: number; pointPrice: number };

/** The Vietnam bet types the game offers, with odds and point price (thousandths), in the rules' order. */
export const vnOffered = (terms: Record<string, unknown>): [LotteryBetType, VnTypeTerms][] => {
  const betTypes = isRecord(terms.betTypes) ? terms.betTypes : {};
  return lotteryBetTypes.flatMap((type): [LotteryBetType, VnTypeTerms][] => {
    const entry = betTypes[type];
    return isRecord(entry) && typeof entry.odds === 'number' && typeof entry.pointPrice === 'number'
      ? [[type, { odds: entry.odds, pointPrice: entry.pointPrice }]]
      : [];
  });
};

/** Which picker family a game uses: the family, and for the e-lottery its game (keno, k3, 11x5). */
export const gameKindOf = (game: Pick<LotteryGameView, 'family' | 'schedule'>): GameKind | null => {
  if (game.family !== 'elott') return game.family;
  const name = game.schedule.game;
  return typeof name === 'string' && (elottGames as readonly string[]).includes(name) ? (name as ElottGame) : null;
};

/** The bet types of a game in the order its tabs show them. */
export const betTypesOf = (kind: GameKind, terms: Record<string, unknown>): string[] => {
  switch (kind) {
    case 'vn':
      return vnOffered(terms).map(([type]) => type);
    case '4d':
      return [...fourDTypes];
    case 'thai':
      return [...thaiBetKinds];
    case 'keno':
      return [...kenoTypes];
    case 'k3':
      return [...k3Types];
    case '11x5':
      return [...elevenFiveTypes];
  }
};

/**
 * The odds a tab shows, in thousandths (stake included except Vietnam, whose odds are the
 * multiplier on the stake per point), for the type and, where the odds depend on it, the pick
 * count or number: keno's top prize for that many picks, the K3 total, 11x5 any N.
 */
export const oddsOf = (kind: GameKind, terms: Record<string, unknown>, type: string, pick?: string | number): number | null => {
  const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
  if (kind === 'vn') return vnOffered(terms).find(([t]) => t === type)?.[1].odds ?? null;
  if (kind === '4d') {
    const table = terms.table as FourDTable | undefined;
    const size = type.startsWith('big') ? 'big' : 'small';
    const first = num(table?.[size]?.first);
    if (first === null) return null;
    // An i-Box splits its prize over the permutations of the number.
    return type.endsWith('-ibox') && typeof pick === 'string' && pick.length === 4 ? Math.floor(first / fourDPermutations(pick).length) : first;
  }
  if (kind === 'thai') return num((terms.odds as Record<string, unknown> | undefined)?.[type]);
  const paytable = terms.paytable;
  if (!isRecord(paytable)) return null;
  if (kind === 'keno') {
    const table = paytable as unknown as KenoPaytable;
    if (type !== 'pick') return num(table.sum?.[type as keyof KenoPaytable['sum']]);
    const row = table.pick?.[(Number(pick) || 1) as keyof KenoPaytable['pick']];
    return row ? Math.max(...row) : null;
  }
  if (kind === 'k3') {
    const table = paytable as unknown as K3Paytable;
    if (type === 'sum') return pick === undefined ? null : num(table.sum?.[Number(pick) as keyof K3Paytable['sum']]);
    if (type === 'triple') return num(table.triple);
    if (type === 'pair') return num(table.pair);
    if (type === 'any-triple') return num(table.anyTriple);
    return num(table.sides?.[type as keyof K3Paytable['sides']]);
  }
  const table = paytable as unknown as ElevenFivePaytable;
  if (type === 'first') return num(table.first);
  return num(table.any?.[(Number(pick) || 1) as keyof ElevenFivePaytable['any']]);
};

/** Thousandths as a short multiplier: 80_000 -> "80", 8_500 -> "8.5", 207_360 -> "207.36". */
export const formatOdds = (thousandths: number, language: string): string =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(thousandths / 1000);

export const isGameFamily = (family: string): family is LotteryFamilyCode => ['vn', '4d', 'thai', 'elott'].includes(family);
