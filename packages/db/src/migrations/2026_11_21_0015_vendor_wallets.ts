import type { Kysely } from 'kysely';

/** Vendor wallet mode (seamless or transfer). */
export const up = async (_db: Kysely<unknown>): Promise<void> => {};

export const down = async (_db: Kysely<unknown>): Promise<void> => {};
