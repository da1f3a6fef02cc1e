import type { Kysely } from 'kysely';

/** Member notices (deposit credited/failed, withdrawal approved/rejected). */
export const up = async (_db: Kysely<unknown>): Promise<void> => {};

export const down = async (_db: Kysely<unknown>): Promise<void> => {};
