import type { Executor } from '@gp/db';

export const insertSocialNonce = (db: Executor, row: { nonce_hash: string; provider_id: string; ip: string; expires_at: Date }) =>
  db.insertInto('member_social_nonces').values(row).execute();

/** Marks a live, unused nonce of this provider spent; false when there is none (unknown, used or expired). */
export const spendSocialNonce = async (db: Executor, nonceHash: string, providerId: string, at: Date): Promise<boolean> => {
  const spent = await db
    .updateTable('member_social_nonces')
    .set({ used_at: at })
    .where('nonce_hash', '=', nonceHash)
    .where('provider_id', '=', providerId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('nonce_hash')
    .executeTakeFirst();
  return spent !== undefined;
};

export const deleteExpiredSocialNonces = (db: Executor, at: Date) => db.deleteFrom('member_social_nonces').where('expires_at', '<', at).execute();

/** False when the token was accepted before: a replay. */
export const recordSeenIdToken = async (db: Executor, tokenHash: string, expiresAt: Date): Promise<boolean> => {
  const inserted = await db
    .insertInto('member_social_tokens_seen')
    .values({ token_hash: tokenHash, expires_at: expiresAt })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .returning('token_hash')
    .executeTakeFirst();
  return inserted !== undefined;
};

export const deleteExpiredSeenIdTokens = (db: Executor, at: Date) => db.deleteFrom('member_social_tokens_seen').where('expires_at', '<', at).execute();
