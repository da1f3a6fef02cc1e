import type { Executor } from '@gp/db';

export const insertCaptcha = (db: Executor, row: { id: string; answerHash: string; expiresAt: Date }) =>
  db.insertInto('bot_check_captchas').values({ id: row.id, answer_hash: row.answerHash, expires_at: row.expiresAt }).execute();

/** Deletes the captcha and returns what it held: whoever deletes it first is the only one to see it. */
export const takeCaptcha = (db: Executor, id: string) =>
  db.deleteFrom('bot_check_captchas').where('id', '=', id).returning(['answer_hash', 'expires_at']).executeTakeFirst();

export const deleteExpiredCaptchas = (db: Executor, now: Date) => db.deleteFrom('bot_check_captchas').where('expires_at', '<', now).execute();

/** Records an accepted ALTCHA solution; false when its signature was recorded before (a replay). */
export const recordUsedAltcha = async (db: Executor, signature: string, expiresAt: Date): Promise<boolean> => {
  const inserted = await db
    .insertInto('bot_check_used_altcha')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return inserted !== undefined;
};

export const deleteExpiredAltcha = (db: Executor, now: Date) => db.deleteFrom('bot_check_used_altcha').where('expires_at', '<', now).execute();
