import fc from 'fast-check';

/**
 * What the fuzz tier puts into one field. A number is kept as its JSON text, since a JavaScript
 * number cannot hold 2^53 + 1 exactly and the point is to send exactly that.
 */
export type Hostile = { kind: string; text: string } | { kind: string; number: string };

/** The kinds every field gets. */
export const fixedHostiles: Hostile[] = [
  { kind: 'NUL byte', text: 'fuzz\u0000nul' },
  { kind: 'lone surrogate', text: 'fuzz\ud800' },
  { kind: 'overlong string', text: 'x'.repeat(100_000) },
  { kind: '2^53 + 1', number: '9007199254740993' },
  // The largest a schema may allow: what sums, products and the ledger's limits do with it.
  { kind: '2^53 - 1', number: '9007199254740991' },
  // One past a PostgreSQL integer column.
  { kind: '2^31', number: '2147483648' },
  { kind: '1e300', number: '1e300' },
  { kind: '-1e300', number: '-1e300' },
];

const badCharacter = fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83d');

/** A few more per field, drawn with the run's seed: the same kinds, in less tidy shapes. */
export const randomHostile: fc.Arbitrary<Hostile> = fc.oneof(
  fc
    .tuple(fc.string({ unit: 'binary', maxLength: 24 }), badCharacter, fc.string({ unit: 'binary', maxLength: 24 }))
    .map(([before, bad, after]) => ({ kind: 'text with a bad character', text: `${before}${bad}${after}` })),
  fc.string({ unit: 'binary', minLength: 300, maxLength: 5000 }).map((text) => ({ kind: 'long unicode string', text })),
  fc
    .oneof(fc.bigInt({ min: 2n ** 53n, max: 2n ** 80n }), fc.bigInt({ min: -(2n ** 80n), max: -(2n ** 53n) }))
    .map((n) => ({ kind: 'integer past 2^53', number: n.toString() })),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => ({ kind: 'double', number: JSON.stringify(n) })),
);

/** A string as it goes into a URL; a lone surrogate has no UTF-8, so it goes as its three WTF-8 bytes. */
export const encodeUrlText = (text: string): string =>
  [...text]
    .map((ch) => {
      const unit = ch.charCodeAt(0);
      if (ch.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(ch);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    })
    .join('');

export const hostileUrlText = (hostile: Hostile): string => ('text' in hostile ? encodeUrlText(hostile.text) : hostile.number);

export const hostileJsonText = (hostile: Hostile): string => ('text' in hostile ? JSON.stringify(hostile.text) : hostile.number);
