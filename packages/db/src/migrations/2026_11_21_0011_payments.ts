import type { Kysely } from 'kysely';

/** Payment methods, providers and deposits. */
export const up = async (_db: Kysely<unknown>): Promise<void> => {};

export const down = async (_db: Kysely<unknown>): Promise<void> => {};
