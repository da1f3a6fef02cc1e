import type { Executor } from '@gp/db';
import { randomUUID } from 'node:crypto';

/** A bare member row: enough for points, which need nothing else of an account. */
export const insertPointsMember = async (db: Executor): Promise<bigint> => {
  const row = await db
    .insertInto('members')
    .values({ account: `p${randomUUID().slice(0, 12).replaceAll('-', '')}`, password_hash: 'x', register_method: 'username' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};
