import { elottDefaultPaytables, isElottGame, lotteryBetTypes, thaiBetKinds, type LotteryAdminGame } from '@gp/contracts';
import { decimalToThousandths, thousandthsToDecimal } from './lottery-odds';

/**
 * The terms editor's model. Every family's terms are a tree of thousandths (Vietnam odds and point
 * prices per bet type, the 4D prize table, the Thai odds, an e-lottery paytable); the editor shows
 * one decimal input per leaf, keyed by its dot path (`betTypes.lo.odds`, `paytable.pick.3.2`), and
 * rebuilds the tree from a template of the same shape, so arrays stay arrays.
 */
export type TermsForm = {
  family: LotteryAdminGame['family'];
  /** The shape the request is rebuilt on: the current terms, or the defaults when a game has none. */
  template: Record<string, unknown>;
  /** Leaf path to typed decimal, in display order. */
  values: Record<string, string>;
  /** Vietnam: the bet types offered; a type left out of the terms is not sold. */
  offered: Record<string, boolean>;
};

/** A problem at a field path, its message ready to show. */
export type FieldProblem = { path: string; message: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every numeric leaf of a tree of objects and arrays, as [path, value], depth first in key order. */
export const leavesOf = (value: unknown, prefix = ''): [string, number][] => {
  if (typeof value === 'number') return prefix ? [[prefix, value]] : [];
  const children: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : isRecord(value) ? Object.entries(value) : [];
  return children.flatMap(([key, child]) => leavesOf(child, prefix ? `${prefix}.${key}` : key));
};

const setAt = (root: Record<string, unknown>, path: string, value: number) => {
  const segments = path.split('.');
  let node: Record<string, unknown> | unknown[] = root;
  for (const segment of segments.slice(0, -1)) {
    const next: unknown = (node as Record<string, unknown>)[segment];
    if (!isRecord(next) && !Array.isArray(next)) return;
    node = next as Record<string, unknown> | unknown[];
  }
  (node as Record<string, unknown>)[segments.at(-1)!] = value;
};

const fourDTemplate = {
  table: {
    big: { first: 0, second: 0, third: 0, starter: 0, consolation: 0 },
    small: { first: 0, second: 0, third: 0 },
  },
};
const thaiTemplate = { odds: Object.fromEntries(thaiBetKinds.map((kind) => [kind, 0])) };

/** The template of a family's terms: the game's own when it has any, else an empty table of the family's shape. */
const templateOf = (game: Pick<LotteryAdminGame, 'family' | 'terms' | 'schedule'>): Record<string, unknown> => {
  const has = Object.keys(game.terms).length > 0;
  switch (game.family) {
    case 'vn': {
      const current = isRecord(game.terms.betTypes) ? game.terms.betTypes : {};
      // Every bet type, offered or not, so staff can start selling one.
      return { betTypes: Object.fromEntries(lotteryBetTypes.map((type) => [type, isRecord(current[type]) ? current[type] : { odds: 0, pointPrice: 0 }])) };
    }
    case '4d':
      return has ? game.terms : fourDTemplate;
    case 'thai':
      return has ? game.terms : thaiTemplate;
    case 'elott': {
      if (has) return game.terms;
      const kind = typeof game.schedule.game === 'string' && isElottGame(game.schedule.game) ? game.schedule.game : 'keno';
      return { paytable: structuredClone(elottDefaultPaytables[kind]) as unknown as Record<string, unknown> };
    }
  }
};

export const termsFormOf = (game: Pick<LotteryAdminGame, 'family' | 'terms' | 'schedule'>): TermsForm => {
  const template = templateOf(game);
  const offered: Record<string, boolean> =
    game.family === 'vn' ? Object.fromEntries(lotteryBetTypes.map((type) => [type, isRecord(game.terms.betTypes) && isRecord(game.terms.betTypes[type])])) : {};
  const values = Object.fromEntries(
    leavesOf(template).map(([path, value]) => {
      const type = game.family === 'vn' ? path.split('.')[1] : undefined;
      // A Vietnam type not offered starts blank: staff must set its odds before selling it.
      return [path, type !== undefined && !offered[type] ? '' : thousandthsToDecimal(value)];
    }),
  );
  return { family: game.family, template, values, offered };
};

/** The bet type of a Vietnam leaf path (`betTypes.lo.odds` -> `lo`). */
export const vnTypeOf = (path: string): string | undefined => (path.startsWith('betTypes.') ? path.split('.')[1] : undefined);

/**
 * The terms to send, or the paths of the fields that are no decimal with at most 3 places. A
 * Vietnam type that is not offered is left out (its inputs are not read).
 */
export const termsRequestOf = (form: TermsForm): { ok: true; terms: Record<string, unknown> } | { ok: false; invalid: string[] } => {
  const terms = structuredClone(form.template);
  const invalid: string[] = [];
  for (const [path, text] of Object.entries(form.values)) {
    const type = form.family === 'vn' ? vnTypeOf(path) : undefined;
    if (type !== undefined && !form.offered[type]) continue;
    const value = decimalToThousandths(text);
    if (Number.isNaN(value)) invalid.push(path);
    else setAt(terms, path, value);
  }
  if (form.family === 'vn' && isRecord(terms.betTypes)) {
    const betTypes = terms.betTypes;
    for (const type of Object.keys(betTypes)) if (!form.offered[type]) delete betTypes[type];
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, terms };
};

/**
 * The problems the server reported, placed on fields: a problem at a field's path, below it (an
 * item of a list field) or at a group above it (`table.big`, on the group's first field); the rest are returned apart so the editor
 * lists them. Paths come as the server wrote them (`terms.betTypes.lo.odds`); `prefix` is dropped.
 */
export const placeProblems = (
  problems: readonly FieldProblem[],
  fieldPaths: readonly string[],
  prefix: string,
): { byField: Record<string, string>; unplaced: FieldProblem[] } => {
  const byField: Record<string, string> = {};
  const unplaced: FieldProblem[] = [];
  for (const problem of problems) {
    const path = problem.path.replace(/^body\./, '').replace(new RegExp(`^${prefix.replace(/\./g, '\\.')}\\.?`), '');
    // The field itself, the field a deeper problem sits in (`schedule.extraDates.2`), or the first of a group.
    const field =
      fieldPaths.find((f) => f === path) ??
      fieldPaths.filter((f) => path.startsWith(`${f}.`)).sort((a, b) => b.length - a.length)[0] ??
      fieldPaths.find((f) => f.startsWith(`${path}.`));
    if (field === undefined || path === '') unplaced.push({ path, message: problem.message });
    else byField[field] ??= problem.message;
  }
  return { byField, unplaced };
};
