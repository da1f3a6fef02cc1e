/**
 * JSON with object keys sorted at every depth and bigints written as strings, so equal content
 * always gives equal text: the basis of the audit hash chain and of idempotency request hashes.
 */
export const canonicalJson = (value: unknown): string => JSON.stringify(normalize(value));

const normalize = (value: unknown): unknown => {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, normalize((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
};

/** The value as it will read back from a jsonb column: plain JSON types only. */
export const toJsonValue = <T>(value: T): T => JSON.parse(canonicalJson(value)) as T;
