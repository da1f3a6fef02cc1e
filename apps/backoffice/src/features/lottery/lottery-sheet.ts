import {
  drawStructures,
  fourDResultProblems,
  lotteryRegions,
  thaiResultProblems,
  validateDrawResults,
  type LotteryFamilyCode,
  type LotteryRegion,
  type PrizeTier,
} from '@gp/contracts';
import Papa from 'papaparse';

/**
 * An external draw's result sheet (Vietnam, 4D, Thai), laid out as the official sheet prints it:
 * one slot per prize with its count of numbers and their digits. The form holds each slot's numbers
 * as typed; `resultOf` builds the family's result (docs/lottery-vietnam.md, docs/lottery-sea.md),
 * and the parsers read a JSON or CSV file of the sheet into the same form for review.
 */
export type SheetSlot = { key: string; count: number; digits: number; /** One number, sent as a string rather than a list. */ single: boolean };
export type SheetLayout = { family: Exclude<LotteryFamilyCode, 'elott'>; region: LotteryRegion | null; slots: readonly SheetSlot[] };
export type SheetForm = Record<string, string[]>;

const fourDSlots: readonly SheetSlot[] = [
  { key: 'first', count: 1, digits: 4, single: true },
  { key: 'second', count: 1, digits: 4, single: true },
  { key: 'third', count: 1, digits: 4, single: true },
  { key: 'starter', count: 10, digits: 4, single: false },
  { key: 'consolation', count: 10, digits: 4, single: false },
];
const thaiSlots: readonly SheetSlot[] = [
  { key: 'first', count: 1, digits: 6, single: true },
  { key: 'front3', count: 2, digits: 3, single: false },
  { key: 'last3', count: 2, digits: 3, single: false },
  { key: 'last2', count: 1, digits: 2, single: true },
];

const isRegion = (v: unknown): v is LotteryRegion => typeof v === 'string' && (lotteryRegions as readonly string[]).includes(v);

/** The sheet of a game; null for the e-lottery, whose draws the server makes from its seed. */
export const sheetLayoutOf = (family: LotteryFamilyCode, schedule: Record<string, unknown>): SheetLayout | null => {
  if (family === '4d') return { family, region: null, slots: fourDSlots };
  if (family === 'thai') return { family, region: null, slots: thaiSlots };
  if (family === 'vn' && isRegion(schedule.region)) {
    const slots = drawStructures[schedule.region].map((shape) => ({ key: shape.tier, count: shape.count, digits: shape.digits, single: false }));
    return { family, region: schedule.region, slots };
  }
  return null;
};

export const blankSheet = (layout: SheetLayout): SheetForm =>
  Object.fromEntries(layout.slots.map((slot) => [slot.key, Array.from({ length: slot.count }, () => '')]));

/** The result to send: Vietnam `{prizes: {tier: [...]}}`, 4D and Thai the slots at the top, a single prize as a string. */
export const resultOf = (layout: SheetLayout, form: SheetForm): Record<string, unknown> => {
  const value = (slot: SheetSlot) => {
    const numbers = (form[slot.key] ?? []).map((n) => n.trim());
    return slot.single ? (numbers[0] ?? '') : numbers;
  };
  const slots = Object.fromEntries(layout.slots.map((slot) => [slot.key, value(slot)]));
  return layout.family === 'vn' ? { prizes: slots } : slots;
};

/** A confirmed or waiting result shown in the sheet's layout (the slots the layout knows, in its order). */
export const sheetOfResult = (layout: SheetLayout, result: Record<string, unknown>): SheetForm => {
  const source = layout.family === 'vn' && isObject(result.prizes) ? result.prizes : result;
  return Object.fromEntries(layout.slots.map((slot) => [slot.key, asNumbers(source[slot.key], slot.digits) ?? []]));
};

// ---------------------------------------------------------------- problems before sending

export type SheetProblem = { slot: string; index: number | null; code: string; severity: 'error' | 'warning' };

/** `starter[3]` or `prizes.first.0` -> slot and index. */
const slotAt = (path: string): { slot: string; index: number | null } => {
  const parts = path
    .replace(/^(body\.)?result\.?/, '')
    .replace(/^prizes\.?/, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  const index = parts[1] === undefined ? null : Number(parts[1]);
  return { slot: parts[0] ?? '', index: Number.isInteger(index) ? index : null };
};

/** The same checks the server makes, so staff see every mistake of a typed or imported sheet before sending. */
export const sheetProblems = (layout: SheetLayout, form: SheetForm): SheetProblem[] => {
  const result = resultOf(layout, form);
  if (layout.family === 'vn' && layout.region) {
    return validateDrawResults({ region: layout.region, prizes: result.prizes as Partial<Record<PrizeTier, string[]>> }).map((p) => ({
      slot: 'tier' in p ? p.tier : '',
      index: p.code === 'wrong-digits' ? p.index : null,
      code: p.code,
      severity: 'error',
    }));
  }
  const problems =
    layout.family === '4d'
      ? fourDResultProblems(result as Parameters<typeof fourDResultProblems>[0])
      : thaiResultProblems(result as Parameters<typeof thaiResultProblems>[0]);
  return problems.map((p) => ({ ...slotAt(p.path), code: p.code, severity: p.severity }));
};

/** Where the server's problem (`result.prizes.first.0`, `result.starter.3`) sits on the sheet. */
export const sheetPlaceOf = (path: string): { slot: string; index: number | null } => slotAt(path);

// ---------------------------------------------------------------- import from a file

export type SheetImportIssue = { code: 'not-json' | 'not-sheet' | 'unknown-prize' | 'too-many' | 'bad-value' | 'empty'; slot?: string };
export type SheetImport = { form: SheetForm; issues: SheetImportIssue[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A number from a file: digits kept as written; a JSON number (which lost its leading zeros) padded back. */
const asNumber = (v: unknown, digits: number): string | null => {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return String(v).padStart(digits, '0');
  return null;
};

const asNumbers = (v: unknown, digits: number): string[] | null => {
  const list = Array.isArray(v) ? v : [v];
  const numbers = list.map((x) => asNumber(x, digits));
  return numbers.every((n): n is string => n !== null) ? numbers : null;
};

/** Names sheets use for a prize, folded to the slot keys (Vietnamese "ĐB", "G1" ... as well as ours). */
const aliases: Record<string, string> = {
  db: 'special',
  đb: 'special',
  giaidacbiet: 'special',
  dacbiet: 'special',
  g1: 'first',
  g2: 'second',
  g3: 'third',
  g4: 'fourth',
  g5: 'fifth',
  g6: 'sixth',
  g7: 'seventh',
  g8: 'eighth',
  '1st': 'first',
  '2nd': 'second',
  '3rd': 'third',
};

const normalise = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

const slotKeyOf = (layout: SheetLayout, name: string): string | undefined => {
  const folded = normalise(name);
  const direct = layout.slots.find((slot) => normalise(slot.key) === folded);
  if (direct) return direct.key;
  const alias = aliases[folded];
  return layout.slots.some((slot) => slot.key === alias) ? alias : undefined;
};

/** Puts each prize's numbers in its slot, left to right; missing places stay blank for the reviewer to see. */
const fill = (layout: SheetLayout, entries: readonly (readonly [string, string[]])[]): SheetImport => {
  const form = blankSheet(layout);
  const issues: SheetImportIssue[] = [];
  const used: Record<string, number> = {};
  for (const [name, numbers] of entries) {
    const key = slotKeyOf(layout, name);
    if (!key) {
      issues.push({ code: 'unknown-prize', slot: name });
      continue;
    }
    const slot = form[key]!;
    for (const number of numbers) {
      const at = used[key] ?? 0;
      if (at >= slot.length) {
        if (at === slot.length) issues.push({ code: 'too-many', slot: key });
        used[key] = at + 1;
        continue;
      }
      slot[at] = number;
      used[key] = at + 1;
    }
  }
  if (Object.keys(used).length === 0 && issues.length === 0) issues.push({ code: 'empty' });
  return { form, issues };
};

/**
 * A JSON sheet: the result itself (`{"prizes": {"special": ["12345"], ...}}`, `{"first": "1234", ...}`),
 * the prizes without the `prizes` wrapper, or either under `result`.
 */
export const parseSheetJson = (layout: SheetLayout, text: string): SheetImport => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { form: blankSheet(layout), issues: [{ code: 'not-json' }] };
  }
  if (isObject(data) && isObject(data.result)) data = data.result;
  if (isObject(data) && isObject(data.prizes)) data = data.prizes;
  if (!isObject(data)) return { form: blankSheet(layout), issues: [{ code: 'not-sheet' }] };
  const issues: SheetImportIssue[] = [];
  const entries: [string, string[]][] = [];
  for (const [name, value] of Object.entries(data)) {
    // The region a sheet may name is the game's own; it is no prize.
    if (layout.family === 'vn' && name === 'region') continue;
    const key = slotKeyOf(layout, name);
    const numbers = asNumbers(value, layout.slots.find((s) => s.key === key)?.digits ?? 0);
    if (key && numbers === null) {
      issues.push({ code: 'bad-value', slot: key });
      continue;
    }
    entries.push([name, numbers ?? []]);
  }
  const filled = fill(layout, entries);
  return { form: filled.form, issues: [...issues, ...filled.issues] };
};

/**
 * A CSV sheet: one row per prize, its name first and its numbers after it (`special,12345`;
 * `third,12345,23456,...`); a prize may take several rows. A first row naming the columns
 * (`prize,number`) is skipped. Cells stay text, so leading zeros survive.
 */
export const parseSheetCsv = (layout: SheetLayout, text: string): SheetImport => {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data.filter((row) => Array.isArray(row) && row.some((cell) => cell.trim() !== ''));
  const header = rows[0]?.[0] ? ['prize', 'tier', 'giai', 'name'].includes(normalise(rows[0][0])) : false;
  const entries = rows.slice(header ? 1 : 0).map((row): [string, string[]] => [
    row[0] ?? '',
    row
      .slice(1)
      .map((c) => c.trim())
      .filter(Boolean),
  ]);
  return fill(layout, entries);
};

/** By the file's name, else by its first character: a JSON sheet starts with `{`. */
export const parseSheetFile = (layout: SheetLayout, name: string, text: string): SheetImport => {
  const json = /\.json$/i.test(name) || (!/\.csv$/i.test(name) && text.trimStart().startsWith('{'));
  return json ? parseSheetJson(layout, text) : parseSheetCsv(layout, text);
};
