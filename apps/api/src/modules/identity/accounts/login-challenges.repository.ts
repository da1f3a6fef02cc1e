import type { Executor } from '@gp/db';

export const insertLoginChallenge = (
  db: Executor,
  row: {
    token_hash: string;
    member_id: bigint;
    ip: string;
    method: string;
    remember: boolean;
    portal: string;
    expires_at: Date;
    social_bind_hash: string | null;
  },
) => db.insertInto('member_login_challenges').values(row).execute();

/** Locked for the duration of the check, so two answers to one challenge cannot both win. */
export const lockLoginChallenge = (db: Executor, tokenHash: string) =>
  db.selectFrom('member_login_challenges').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();

export const findLoginChallenge = (db: Executor, tokenHash: string) =>
  db.selectFrom('member_login_challenges').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export const countLoginChallengeAttempt = (db: Executor, tokenHash: string) =>
  db
    .updateTable('member_login_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .execute();

export const useLoginChallenge = (db: Executor, tokenHash: string) =>
  db.updateTable('member_login_challenges').set({ used_at: new Date() }).where('token_hash', '=', tokenHash).execute();
