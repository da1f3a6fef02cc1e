/**
 * The constraint kinds of registration fields, one implementation for the API's
 * request schema and the player site's form. A field's validation entry names a kind (`patternId`),
 * a length range and optionally a site-specific regex; a failed check answers with the message key
 * of the kind (packages/i18n, site namespace) and the lengths to fill in.
 */

export const patternIds = [
  'length',
  'letterFirstAlnum',
  'lettersAndChinese',
  'email',
  'alnumNoChinese',
  'lettersPlusDigits',
  'digits',
  'alnumWithUpper',
  'englishLettersSpaces',
  'noSpaces',
  'chineseAndSymbols',
  'dateYmd',
  'dateMdy',
  'twoLettersWithSpaces',
  'koreanOnly',
  'thaiOnly',
  'thaiOrEnglishSpaces',
  'upperSpacesOneLetter',
  'lettersDigitsSymbols',
  'strong',
] as const;
export type PatternId = (typeof patternIds)[number];

/** '*' accepts anything: the kind and the lengths alone decide. */
export const matchAllPattern = '*';

/** The largest maxLength an entry may set; also bounds the work an accepted pattern can cause. */
export const maxFieldLength = 256;

export type ValidationEntry = {
  /** A regex source the whole value must match, or '*'. Compiled with the `u` flag. */
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: PatternId;
};

export type FieldProblem = {
  /** A message key of the site namespace, e.g. `validation.digits`. */
  key: string;
  params: { min?: number; max?: number; length?: number };
};

// ASCII punctuation and symbols: what a keyboard offers for passwords on every layout.
const symbol = '[!-/:-@\\[-`{-~]';

/** yyyy, MM, dd of a real calendar date (no 31 April, 29 February only in leap years). */
const isRealDate = (year: number, month: number, day: number): boolean => {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const ymd = /^(\d{4})-(\d{2})-(\d{2})$/;
const mdy = /^(\d{2})-(\d{2})-(\d{4})$/;

/** A date of yyyy-MM-dd or MM-dd-yyyy as { year, month, day }, or null when it is no real date. */
export const parseRegistrationDate = (value: string, patternId: 'dateYmd' | 'dateMdy'): { year: number; month: number; day: number } | null => {
  const m = (patternId === 'dateYmd' ? ymd : mdy).exec(value);
  if (!m) return null;
  const [year, month, day] = patternId === 'dateYmd' ? [m[1], m[2], m[3]] : [m[3], m[1], m[2]];
  const parts = { year: Number(year), month: Number(month), day: Number(day) };
  return isRealDate(parts.year, parts.month, parts.day) ? parts : null;
};

/**
 * Each kind as a whole-value regex, plus a check where a regex alone cannot say it (a real date, a
 * well-formed email). "Letters" are ASCII where the value is an identifier a player types to sign
 * in (usernames, passwords), and any script's letters where it is a person's name.
 */
export const constraintKinds: Record<PatternId, { pattern: RegExp; check?: (value: string) => boolean }> = {
  length: { pattern: /^[\s\S]*$/u },
  letterFirstAlnum: { pattern: /^[A-Za-z][A-Za-z0-9]*$/u },
  lettersAndChinese: { pattern: /^[\p{Script=Latin}\p{Script=Han}]+$/u },
  email: {
    pattern: /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/u,
    // RFC 5321: no dot at either end of the local part, never two in a row.
    check: (value) => {
      const local = value.slice(0, value.lastIndexOf('@'));
      return !local.startsWith('.') && !local.endsWith('.') && !value.includes('..');
    },
  },
  alnumNoChinese: { pattern: /^[A-Za-z0-9]+$/u },
  lettersPlusDigits: { pattern: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/u },
  digits: { pattern: /^[0-9]+$/u },
  alnumWithUpper: { pattern: /^(?=.*[A-Z])[A-Za-z0-9]+$/u },
  englishLettersSpaces: { pattern: /^(?=.*[A-Za-z])[A-Za-z ]+$/u },
  noSpaces: { pattern: /^\S+$/u },
  chineseAndSymbols: { pattern: new RegExp(`^(?=.*\\p{Script=Han})(?:\\p{Script=Han}|\\p{P}|\\p{S})+$`, 'u') },
  dateYmd: { pattern: ymd, check: (value) => parseRegistrationDate(value, 'dateYmd') !== null },
  dateMdy: { pattern: mdy, check: (value) => parseRegistrationDate(value, 'dateMdy') !== null },
  twoLettersWithSpaces: { pattern: /^(?=(?:[^\p{L}]*\p{L}){2})[\p{L}\p{M} ]+$/u },
  koreanOnly: { pattern: /^\p{Script=Hangul}+$/u },
  thaiOnly: { pattern: /^\p{Script=Thai}+$/u },
  thaiOrEnglishSpaces: { pattern: /^(?=.*[\p{Script=Thai}A-Za-z])[\p{Script=Thai}A-Za-z ]+$/u },
  upperSpacesOneLetter: { pattern: /^(?=.*[A-Z])[A-Z ]+$/u },
  lettersDigitsSymbols: { pattern: new RegExp(`^(?=.*[A-Za-z])(?=.*[0-9])(?=.*${symbol})[\\x21-\\x7E]+$`, 'u') },
  strong: { pattern: new RegExp(`^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*${symbol})[\\x21-\\x7E]+$`, 'u') },
};

/** The compiled accepted pattern (whole value), or null for '*'. Throws on an invalid source. */
export const compileAcceptedPattern = (source: string): RegExp | null => (source === matchAllPattern ? null : new RegExp(`^(?:${source})$`, 'u'));

export const isValidAcceptedPattern = (source: string): boolean => {
  try {
    compileAcceptedPattern(source);
    return true;
  } catch {
    return false;
  }
};

// Entries are few and their patterns are reused for every keystroke and every request.
const compiled = new Map<string, RegExp | null>();
const acceptedPatternOf = (source: string): RegExp | null => {
  if (compiled.size > 100) compiled.clear();
  if (!compiled.has(source)) compiled.set(source, compileAcceptedPattern(source));
  return compiled.get(source) ?? null;
};

/** Characters as a person counts them: a surrogate pair (an emoji, a rare Han character) is one. */
export const fieldLength = (value: string): number => [...value].length;

/** The message key and parameters of an entry: a single length when min equals max. */
export const problemOf = (entry: ValidationEntry): FieldProblem =>
  entry.minLength === entry.maxLength
    ? { key: `validation.${entry.patternId}Exact`, params: { length: entry.minLength } }
    : { key: `validation.${entry.patternId}`, params: { min: entry.minLength, max: entry.maxLength } };

/**
 * Checks one value against its entry: the length range, the kind, then the accepted pattern.
 * An empty value with a minimum of 0 passes; whether a field may be left empty is the form's
 * `required` flag, not the entry's.
 */
export const checkField = (entry: ValidationEntry, value: string): FieldProblem | null => {
  const length = fieldLength(value);
  if (length === 0 && entry.minLength === 0) return null;
  // Length first, so no regex ever runs on an over-long input.
  if (length < entry.minLength || length > entry.maxLength) return problemOf(entry);
  const kind = constraintKinds[entry.patternId];
  if (!kind.pattern.test(value) || (kind.check && !kind.check(value))) return problemOf(entry);
  const accepted = acceptedPatternOf(entry.acceptedPattern);
  if (accepted && !accepted.test(value)) return problemOf(entry);
  return null;
};
