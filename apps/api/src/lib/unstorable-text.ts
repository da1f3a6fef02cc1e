/**
 * Text PostgreSQL cannot take: a NUL byte (refused in `text`, and as `\u0000` in `jsonb`) or a lone
 * UTF-16 surrogate (no UTF-8 form; `jsonb` refuses its escape, and the audit chain's JSON with it).
 * With the `u` flag a surrogate pair is one code point, so `\p{Cs}` matches lone halves only.
 */
const unstorableText = /[\0\p{Cs}]/u;

export const isStorableText = (text: string): boolean => !unstorableText.test(text);

// The query and path parsers make objects with prototypes of their own; Buffers (raw signed bodies)
// and Dates hold no text to check.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof Date);

const printable = (key: string) => key.replace(new RegExp(unstorableText.source, 'gu'), '\ufffd');

/**
 * The path (`body.items.0.name`) of the first string or object key that PostgreSQL cannot store, or
 * null. Walks with its own stack: a 1 MB body may nest far deeper than the call stack allows.
 */
export const findUnstorableText = (value: unknown, root: string): string | null => {
  const stack: [unknown, string][] = [[value, root]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (unstorableText.test(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, `${path}.${index}`]));
    } else if (isRecord(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (unstorableText.test(key)) return `${path}.${printable(key)}`;
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
};
