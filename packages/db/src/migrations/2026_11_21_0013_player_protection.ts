import type { Kysely } from 'kysely';

/** Deposit limits, self-exclusion, time-out, reality check. */
export const up = async (_db: Kysely<unknown>): Promise<void> => {};

export const down = async (_db: Kysely<unknown>): Promise<void> => {};
