import type { SettingsKey } from '@gp/contracts';
import type { Executor } from '@gp/db';

export type SettingsRow = { key: string; value: unknown; version: number; updated_at: Date; updated_by: string | null };

export const findSettings = (db: Executor, key: SettingsKey): Promise<SettingsRow | undefined> =>
  db.selectFrom('settings').selectAll().where('key', '=', key).executeTakeFirst();

export const insertSettingsIfMissing = async (db: Executor, key: SettingsKey, value: unknown): Promise<void> => {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value), version: 0, updated_by: 'seed' })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
};

/** Writes only when the stored version is the one the editor read; returns undefined otherwise. */
export const updateSettingsIfVersion = (
  db: Executor,
  key: SettingsKey,
  value: unknown,
  expectedVersion: number,
  updatedBy: string,
): Promise<SettingsRow | undefined> =>
  db
    .updateTable('settings')
    .set((eb) => ({ value: JSON.stringify(value), version: eb('version', '+', 1), updated_at: new Date(), updated_by: updatedBy }))
    .where('key', '=', key)
    .where('version', '=', expectedVersion)
    .returningAll()
    .executeTakeFirst();
