import type { Executor, MembersTable } from '@gp/db';
import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import { dialingDigits } from './account-keys';

export type MemberRow = Selectable<MembersTable>;

export const findMemberById = (db: Executor, id: bigint) => db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();

/** Usernames match without regard to case. */
export const findMemberByAccount = (db: Executor, account: string) =>
  db
    .selectFrom('members')
    .selectAll()
    .where(sql<string>`lower(account)`, '=', account.toLowerCase())
    .executeTakeFirst();

export const findMemberByMobile = (db: Executor, countryDialingCode: string, mobileNum: string) =>
  db.selectFrom('members').selectAll().where('country_dialing_code', '=', countryDialingCode).where('mobile_num', '=', mobileNum).executeTakeFirst();

export const findMemberByAffiliateCode = (db: Executor, code: string) =>
  db.selectFrom('members').select(['id', 'type', 'status']).where('affiliate_code', '=', code).executeTakeFirst();

export const insertMember = (db: Executor, row: Insertable<MembersTable>) => db.insertInto('members').values(row).returningAll().executeTakeFirstOrThrow();

export const setMemberPassword = (db: Executor, id: bigint, passwordHash: string) =>
  db.updateTable('members').set({ password_hash: passwordHash, password_is_default: false, password_changed_at: new Date() }).where('id', '=', id).execute();

export const recordMemberLogin = (db: Executor, id: bigint, ip: string, at: Date) =>
  db
    .updateTable('members')
    .set({ last_login_at: at, last_login_ip: ip, first_login_at: sql<Date>`coalesce(first_login_at, ${at})` })
    .where('id', '=', id)
    .execute();

export const setMemberLanguage = (db: Executor, id: bigint, language: string) => db.updateTable('members').set({ language }).where('id', '=', id).execute();

export const mobileRegistered = async (db: Executor, countryDialingCode: string, mobileNum: string): Promise<boolean> =>
  Boolean(await findMemberByMobile(db, dialingDigits(countryDialingCode), mobileNum));

export const setPaymentPasswordHash = (db: Executor, id: bigint, hash: string) =>
  db.updateTable('members').set({ payment_password_hash: hash }).where('id', '=', id).execute();

/** Another member holding this email, compared without regard to case. */
export const findOtherMemberByEmail = (db: Executor, email: string, exceptId: bigint) =>
  db
    .selectFrom('members')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('id', '<>', exceptId)
    .executeTakeFirst();

export const setMemberMobile = (db: Executor, id: bigint, countryDialingCode: string, mobileNum: string) =>
  db.updateTable('members').set({ country_dialing_code: countryDialingCode, mobile_num: mobileNum }).where('id', '=', id).execute();

export const setMemberEmail = (db: Executor, id: bigint, email: string) => db.updateTable('members').set({ email }).where('id', '=', id).execute();

export const setPendingTotpSecret = (db: Executor, id: bigint, secret: string) =>
  db.updateTable('members').set({ totp_pending_secret: secret }).where('id', '=', id).execute();

/** Turns the pending authenticator on; false when the pending secret changed meanwhile. */
export const confirmPendingTotp = async (db: Executor, id: bigint, pendingSecret: string, step: bigint): Promise<boolean> => {
  const updated = await db
    .updateTable('members')
    .set({ totp_secret: pendingSecret, totp_pending_secret: null, totp_last_step: step })
    .where('id', '=', id)
    .where('totp_pending_secret', '=', pendingSecret)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
};

export const clearTotp = (db: Executor, id: bigint) =>
  db.updateTable('members').set({ totp_secret: null, totp_last_step: null, totp_pending_secret: null }).where('id', '=', id).execute();

/** Remembers the last authenticator step used, so a code is accepted once. */
export const setTotpLastStep = (db: Executor, id: bigint, step: bigint) =>
  db.updateTable('members').set({ totp_last_step: step }).where('id', '=', id).execute();

/** Sets the real name only while none (or only white space) is on file; false when one is. */
export const setRealNameOnce = async (db: Executor, id: bigint, realName: string): Promise<boolean> => {
  const updated = await db
    .updateTable('members')
    .set({ real_name: realName })
    .where('id', '=', id)
    .where(sql<boolean>`real_name is null or real_name !~ '\\S'`)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
};

/** What a security notice and its message need of the member. */
export const findMemberContact = (db: Executor, id: bigint) =>
  db.selectFrom('members').select(['account', 'email', 'country_dialing_code', 'mobile_num', 'language']).where('id', '=', id).executeTakeFirstOrThrow();

/** A member's status, locked until the transaction ends. */
export const lockMemberStatus = (db: Executor, id: bigint) =>
  db.selectFrom('members').select(['id', 'status', 'frozen_reason']).where('id', '=', id).forUpdate().executeTakeFirst();

export const setMemberFrozen = (db: Executor, id: bigint, reason: string) =>
  db.updateTable('members').set({ status: 'frozen', frozen_reason: reason, frozen_at: new Date() }).where('id', '=', id).execute();

export const setMemberActive = (db: Executor, id: bigint) =>
  db.updateTable('members').set({ status: 'active', frozen_reason: null, frozen_at: null }).where('id', '=', id).execute();

/** The member an agent opened under the given idempotency key (kept in the profile under `keyName`), if any. */
export const findAgentOpenedMember = (db: Executor, agentId: bigint, keyName: string, key: string) =>
  db
    .selectFrom('members')
    .selectAll()
    .where('upline_id', '=', agentId)
    .where('register_method', '=', 'agent')
    .where(sql<string>`profile->>${keyName}`, '=', key)
    .executeTakeFirst();
