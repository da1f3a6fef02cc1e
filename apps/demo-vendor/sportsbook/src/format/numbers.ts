/**
 * Money, counts, times and typed amounts in the player's language. Amounts are integer minor units
 * of a two-decimal currency, as the vendor's wallet calls carry them.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
const cached = <T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T => {
  const hit = cache.get(key);
  if (hit) return hit as T;
  const made = make();
  cache.set(key, made);
  return made;
};

export const formatMoney = (minor: number, language: string): string =>
  cached(`money:${language}`, () => new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(minor / 100);

export const formatCount = (n: number, language: string): string => cached(`count:${language}`, () => new Intl.NumberFormat(language)).format(n);

const sameDay = (a: Date, b: Date): boolean => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** A kick-off: the time alone today, with the day otherwise. */
export const formatKickOff = (ms: number, language: string, now: number = Date.now()): string => {
  const at = new Date(ms);
  if (sameDay(at, new Date(now))) return cached(`time:${language}`, () => new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' })).format(at);
  return cached(
    `day:${language}`,
    () => new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
  ).format(at);
};

export const formatDateTime = (ms: number, language: string): string =>
  cached(`datetime:${language}`, () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(ms));

/** Arabic-Indic and Persian digits typed on a phone keyboard, as ASCII. */
const asciiDigits = (text: string): string => text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));

/**
 * A stake as typed ("10", "10.5", "10,50", "١٠") in minor units; null when it is not an amount with
 * at most two decimals. Grouping separators are not accepted: "1,000" would be ambiguous.
 */
export const parseStake = (text: string): number | null => {
  const cleaned = asciiDigits(text.trim())
    .replace(/\u066b/g, '.')
    .replace(',', '.');
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

/** Minor units as the stake field shows them: plain digits, a dot, two decimals only when needed. */
export const stakeInputText = (minor: number): string => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));
