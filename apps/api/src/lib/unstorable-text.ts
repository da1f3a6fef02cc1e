/**
 * Text PostgreSQL cannot take: a NUL byte (refused in `text`, and as `\u0000` in `jsonb`) or a lone
 * UTF-16 surrogate (no UTF-8 form; `jsonb` refuses its escape, and the audit chain's JSON with it).
 * With the `u` flag a surrogate pair is one code point, so `\p{Cs}` matches lone halves only.
 */
export const unstorableText = /[\0\p{Cs}]/u;

export const isStorableText = (text: string): boolean => !unstorableText.test(text);
