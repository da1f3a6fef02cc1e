/** PostgreSQL's unique_violation, as both drivers (pg and PGlite) report it. */
export const isUniqueViolation = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
