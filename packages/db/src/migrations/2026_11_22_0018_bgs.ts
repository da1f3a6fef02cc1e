import type { Kysely } from 'kysely';

// Reserved: filled in by the games work (issue 6).
export const up = async (_db: Kysely<unknown>): Promise<void> => {};

export const down = async (_db: Kysely<unknown>): Promise<void> => {};
