/** The message of a refused call, or `fallback` when the failure carries none. */
export const errorMessage = (error: unknown, fallback: string): string => (error instanceof Error ? error.message : fallback);
