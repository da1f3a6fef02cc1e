import type { Kysely } from 'kysely';

/** Manual adjustments with a second approver. */
export const up = async (_db: Kysely<unknown>): Promise<void> => {};

export const down = async (_db: Kysely<unknown>): Promise<void> => {};
