import type { Executor } from '@gp/db';

/** False when the nonce was already recorded: the envelope is a replay. */
export const recordEnvelopeNonce = async (db: Executor, nonce: string, expiresAt: Date): Promise<boolean> => {
  const inserted = await db
    .insertInto('envelope_nonces')
    .values({ nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return inserted !== undefined;
};

export const deleteExpiredEnvelopeNonces = (db: Executor, now: Date) => db.deleteFrom('envelope_nonces').where('expires_at', '<', now).execute();
