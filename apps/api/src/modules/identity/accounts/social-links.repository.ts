import type { Executor } from '@gp/db';

export const findSocialLink = (db: Executor, issuer: string, subject: string) =>
  db.selectFrom('member_social_links').select(['id', 'member_id']).where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();

export const findMemberLinkForIssuer = (db: Executor, memberId: bigint, issuer: string) =>
  db.selectFrom('member_social_links').select('id').where('member_id', '=', memberId).where('issuer', '=', issuer).executeTakeFirst();

export const insertSocialLink = (db: Executor, row: { issuer: string; subject: string; member_id: bigint; provider_id: string }) =>
  db.insertInto('member_social_links').values(row).execute();

export const listSocialLinks = (db: Executor, memberId: bigint) =>
  db.selectFrom('member_social_links').select(['id', 'issuer', 'provider_id', 'created_at']).where('member_id', '=', memberId).orderBy('id').execute();

/** The deleted link, or undefined when the member has no link of that id. */
export const deleteSocialLink = (db: Executor, memberId: bigint, linkId: bigint) =>
  db.deleteFrom('member_social_links').where('member_id', '=', memberId).where('id', '=', linkId).returning(['id', 'issuer', 'provider_id']).executeTakeFirst();

export const insertSocialBind = (
  db: Executor,
  row: { token_hash: string; provider_id: string; issuer: string; subject: string; ip: string; expires_at: Date },
) => db.insertInto('member_social_binds').values(row).execute();

/** Locked for the rest of the transaction, so one bind token makes one link. */
export const lockSocialBind = (db: Executor, tokenHash: string) =>
  db.selectFrom('member_social_binds').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();

export const countSocialBindAttempt = (db: Executor, tokenHash: string) =>
  db
    .updateTable('member_social_binds')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .execute();

export const useSocialBind = (db: Executor, tokenHash: string, at: Date) =>
  db.updateTable('member_social_binds').set({ used_at: at }).where('token_hash', '=', tokenHash).execute();
