import type { Executor } from '@gp/db';

export const findServerKey = (db: Executor, name: string) =>
  db.selectFrom('server_keys').select(['public_jwk', 'private_pem']).where('name', '=', name).executeTakeFirst();

/** First writer wins, so several instances starting together agree on one key pair. */
export const insertServerKey = (db: Executor, row: { name: string; public_jwk: string; private_pem: string }) =>
  db
    .insertInto('server_keys')
    .values(row)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
