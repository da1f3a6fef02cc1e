/** Money and counts in the player's language; amounts are integer minor units of a two-decimal currency. */
const cache = new Map<string, Intl.NumberFormat>();
const cached = (key: string, make: () => Intl.NumberFormat): Intl.NumberFormat => {
  const hit = cache.get(key);
  if (hit) return hit;
  const made = make();
  cache.set(key, made);
  return made;
};

export const formatMoney = (minor: number, language: string): string =>
  cached(`money:${language}`, () => new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(minor / 100);

/** A chip's face: whole units, compact past a thousand (1K, 5K). */
export const formatChip = (minor: number, language: string): string =>
  cached(`chip:${language}`, () => new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 })).format(minor / 100);

export const formatCount = (n: number, language: string): string => cached(`count:${language}`, () => new Intl.NumberFormat(language)).format(n);
