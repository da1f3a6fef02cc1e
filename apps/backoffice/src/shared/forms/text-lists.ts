/** A textarea with one entry per line, as a list (blank lines dropped). */
export const linesToList = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export const listToLines = (list: readonly string[]): string => list.join('\n');

/** "1, 2, 41" or "1 2 41" as entries. */
export const splitList = (text: string): string[] =>
  text
    .split(/[\s,;，、]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Blank is not zero: it stays NaN so the schema reports "enter a number" instead of saving 0. */
export const toNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));
