import type { Executor } from '@gp/db';

export const insertMemberSession = (
  db: Executor,
  row: { token_hash: string; member_id: bigint; method: string; remember: boolean; ip: string | null; user_agent: string | null; expires_at: Date },
) => db.insertInto('member_sessions').values(row).returning(['id']).executeTakeFirstOrThrow();

/** The live session behind a token hash, with what access control needs about its member. */
export const findLiveSession = (db: Executor, tokenHash: string) =>
  db
    .selectFrom('member_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select([
      's.id as sessionId',
      's.member_id as memberId',
      's.remember',
      's.last_seen_at',
      's.expires_at',
      'm.account',
      'm.type',
      'm.status',
      'm.password_is_default',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .executeTakeFirst();

export const touchMemberSession = (db: Executor, id: bigint, at: Date) =>
  db.updateTable('member_sessions').set({ last_seen_at: at }).where('id', '=', id).execute();

export const revokeMemberSession = (db: Executor, id: bigint, reason: string) =>
  db.updateTable('member_sessions').set({ revoked_at: new Date(), revoked_reason: reason }).where('id', '=', id).where('revoked_at', 'is', null).execute();

/** Ends every live session of a member, except the one given (the caller's own, when it is kept). */
export const revokeMemberSessions = (db: Executor, memberId: bigint, reason: string, except: bigint | null = null) => {
  let query = db
    .updateTable('member_sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (except !== null) query = query.where('id', '<>', except);
  return query.execute();
};

/**
 * A member's sessions still usable at `at`: not revoked, before the absolute end, and (unless
 * remember-me) seen since `idleSince`, the same rules `authenticate` applies.
 */
export const listLiveMemberSessions = (db: Executor, memberId: bigint, at: Date, idleSince: Date) =>
  db
    .selectFrom('member_sessions')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent', 'method'])
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .where((eb) => eb.or([eb('remember', '=', true), eb('last_seen_at', '>', idleSince)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Ends one live session only when it belongs to the member; the ids ended (none or one). */
export const revokeSessionOfMember = (db: Executor, memberId: bigint, id: bigint, reason: string) =>
  db
    .updateTable('member_sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .returning(['id'])
    .execute();

/** Ends every live session of the member but `keep`; the ids ended. */
export const revokeOtherSessionsOfMember = (db: Executor, memberId: bigint, keep: bigint, reason: string) =>
  db
    .updateTable('member_sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('member_id', '=', memberId)
    .where('id', '<>', keep)
    .where('revoked_at', 'is', null)
    .returning(['id'])
    .execute();
