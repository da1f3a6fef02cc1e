import type { Kysely } from 'kysely';

/** Bank accounts, withdrawals, receipts and disputes. */
export const up = async (_db: Kysely<unknown>): Promise<void> => {};

export const down = async (_db: Kysely<unknown>): Promise<void> => {};
