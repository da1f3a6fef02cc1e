import type { Executor, MessageChannel, VerificationPurpose } from '@gp/db';
import { sql } from 'kysely';

type CodeKey = { channel: MessageChannel; purpose: VerificationPurpose; target: string };

/** Stores a new code, replacing the live one of the same (channel, purpose, target) and its attempts. */
export const upsertCode = async (db: Executor, key: CodeKey, codeHash: string, createdAt: Date, expiresAt: Date): Promise<void> => {
  await db
    .insertInto('verification_codes')
    .values({ ...key, code_hash: codeHash, attempts: 0, created_at: createdAt, expires_at: expiresAt })
    .onConflict((oc) =>
      oc.columns(['channel', 'purpose', 'target']).doUpdateSet({ code_hash: codeHash, attempts: 0, created_at: createdAt, expires_at: expiresAt }),
    )
    .execute();
};

export const findCodeForUpdate = (db: Executor, key: CodeKey) =>
  db
    .selectFrom('verification_codes')
    .select(['code_hash', 'attempts', 'expires_at'])
    .where('channel', '=', key.channel)
    .where('purpose', '=', key.purpose)
    .where('target', '=', key.target)
    .forUpdate()
    .executeTakeFirst();

export const addFailedAttempt = async (db: Executor, key: CodeKey): Promise<void> => {
  await db
    .updateTable('verification_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('channel', '=', key.channel)
    .where('purpose', '=', key.purpose)
    .where('target', '=', key.target)
    .execute();
};

/** Deletes the code, optionally only the one with this hash (a failed send must not remove a newer code). */
export const deleteCode = async (db: Executor, key: CodeKey, codeHash?: string): Promise<void> => {
  let q = db.deleteFrom('verification_codes').where('channel', '=', key.channel).where('purpose', '=', key.purpose).where('target', '=', key.target);
  if (codeHash) q = q.where('code_hash', '=', codeHash);
  await q.execute();
};

export const deleteCodesExpiredBefore = async (db: Executor, before: Date): Promise<void> => {
  await db.deleteFrom('verification_codes').where('expires_at', '<', before).execute();
};

/** Creates the throttle rows if missing and locks them, in key order so concurrent sends cannot deadlock. */
export const lockThrottleKeys = async (db: Executor, keys: string[]) => {
  const sorted = [...keys].sort();
  await db
    .insertInto('verification_locks')
    .values(sorted.map((key) => ({ key, locked_until: new Date(0) })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return db.selectFrom('verification_locks').select(['key', 'locked_until']).where('key', 'in', sorted).orderBy('key').forUpdate().execute();
};

export const lockKeysUntil = async (db: Executor, keys: string[], until: Date): Promise<void> => {
  await db.updateTable('verification_locks').set({ locked_until: until }).where('key', 'in', keys).execute();
};

export const countSends = async (db: Executor, by: { target: string } | { ip: string }, since: Date): Promise<number> => {
  let q = db
    .selectFrom('verification_sends')
    .select(sql<number>`count(*)::int4`.as('n'))
    .where('sent_at', '>', since);
  q = 'target' in by ? q.where('target', '=', by.target) : q.where('ip', '=', by.ip);
  return (await q.executeTakeFirstOrThrow()).n;
};

export const insertSend = async (db: Executor, row: { target: string; ip: string; sent_at: Date }): Promise<void> => {
  await db.insertInto('verification_sends').values(row).execute();
};

/** Sends older than the longest window count for nothing any more. */
export const pruneSends = async (db: Executor, target: string, ip: string, before: Date): Promise<void> => {
  await db
    .deleteFrom('verification_sends')
    .where('sent_at', '<', before)
    .where((eb) => eb.or([eb('target', '=', target), eb('ip', '=', ip)]))
    .execute();
};
