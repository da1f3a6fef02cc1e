import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export const findStaffByUsername = (db: Executor, username: string) =>
  db
    .selectFrom('staff_users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();

/** Locks the account row: a lock, an enrolment and a password change of one account happen one at a time. */
export const lockStaffById = (db: Executor, id: number) => db.selectFrom('staff_users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const insertStaff = (db: Executor, row: { username: string; password_hash: string; roles: string[]; password_change_required: boolean }) =>
  db.insertInto('staff_users').values(row).returning(['id', 'username', 'roles']).executeTakeFirstOrThrow();

export const recordFailedLogin = (db: Executor, id: number, maxFailures: number, lockMinutes: number) =>
  db
    .updateTable('staff_users')
    .set((eb) => ({
      failed_logins: sql<number>`case when ${eb.ref('failed_logins')} + 1 >= ${maxFailures} then 0 else ${eb.ref('failed_logins')} + 1 end`,
      locked_until: sql<Date | null>`case when ${eb.ref('failed_logins')} + 1 >= ${maxFailures}
        then now() + make_interval(mins => ${lockMinutes}) else ${eb.ref('locked_until')} end`,
    }))
    .where('id', '=', id)
    .returning(['locked_until'])
    .executeTakeFirstOrThrow();

export const recordSuccessfulLogin = async (db: Executor, id: number, totpStep: bigint): Promise<void> => {
  await db
    .updateTable('staff_users')
    .set({ failed_logins: 0, locked_until: null, last_login_at: new Date(), totp_last_step: totpStep })
    .where('id', '=', id)
    .execute();
};

/** Enrols only an account without a secret; false when one is already enrolled (never overwritten). */
export const enrolTotp = async (db: Executor, id: number, secret: string): Promise<boolean> => {
  const result = await db
    .updateTable('staff_users')
    .set({ totp_secret: secret, totp_enrolled_at: new Date() })
    .where('id', '=', id)
    .where('totp_secret', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const setStaffPassword = async (db: Executor, id: number, passwordHash: string): Promise<void> => {
  await db.updateTable('staff_users').set({ password_hash: passwordHash, password_change_required: false }).where('id', '=', id).execute();
};

/** Ends every open challenge of an account (it was locked: a challenge fetched before must not finish). */
export const endOpenChallenges = async (db: Executor, staffId: number): Promise<void> => {
  await db.updateTable('staff_login_challenges').set({ used_at: new Date() }).where('staff_id', '=', staffId).where('used_at', 'is', null).execute();
};

export const insertChallenge = async (
  db: Executor,
  row: { token_hash: string; staff_id: number; kind: 'enroll' | 'verify'; pending_secret: string | null; expires_at: Date },
): Promise<void> => {
  await db.insertInto('staff_login_challenges').values(row).execute();
};

export const findChallenge = (db: Executor, tokenHash: string) =>
  db.selectFrom('staff_login_challenges').select('staff_id').where('token_hash', '=', tokenHash).executeTakeFirst();

/** Locks the challenge row so two submissions of the same code cannot both succeed. */
export const lockChallenge = (db: Executor, tokenHash: string) =>
  db.selectFrom('staff_login_challenges').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();

export const markChallengeUsed = async (db: Executor, tokenHash: string): Promise<void> => {
  await db.updateTable('staff_login_challenges').set({ used_at: new Date() }).where('token_hash', '=', tokenHash).execute();
};

export const countChallengeAttempt = async (db: Executor, tokenHash: string): Promise<void> => {
  await db
    .updateTable('staff_login_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .execute();
};

export const insertSession = (db: Executor, row: { token_hash: string; staff_id: number; expires_at: Date; ip: string | null }) =>
  db.insertInto('staff_sessions').values(row).returning(['id']).executeTakeFirstOrThrow();

export const findActiveSession = (db: Executor, tokenHash: string) =>
  db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.id as sessionId',
      'staff_sessions.last_seen_at',
      'staff_sessions.expires_at',
      'staff_users.id as staffId',
      'staff_users.username',
      'staff_users.roles',
      'staff_users.disabled',
      'staff_users.password_change_required',
    ])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.revoked_at', 'is', null)
    .executeTakeFirst();

export const touchSession = async (db: Executor, sessionId: number): Promise<void> => {
  await db.updateTable('staff_sessions').set({ last_seen_at: new Date() }).where('id', '=', sessionId).execute();
};

export const revokeOtherSessions = async (db: Executor, staffId: number, keepSessionId: number): Promise<void> => {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: new Date() })
    .where('staff_id', '=', staffId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
};

export const revokeSession = async (db: Executor, sessionId: number): Promise<void> => {
  await db.updateTable('staff_sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
};
