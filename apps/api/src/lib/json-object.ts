/** Stored JSON comes back parsed from PostgreSQL and PGlite alike; a string is parsed defensively. */
export const jsonObject = (value: unknown): Record<string, unknown> => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
};
