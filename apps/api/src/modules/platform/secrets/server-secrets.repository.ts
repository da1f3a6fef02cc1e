import type { Executor } from '@gp/db';

/** The secret of this name, if one was stored. */
export const findServerSecret = async (db: Executor, name: string) =>
  (await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst())?.value;

/** Stores a secret unless one of that name exists (another instance may have won the race). */
export const insertServerSecretIfAbsent = (db: Executor, name: string, value: string) =>
  db
    .insertInto('server_secrets')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
