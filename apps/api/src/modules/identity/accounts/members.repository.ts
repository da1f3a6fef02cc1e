import type { Executor, MembersTable } from '@gp/db';
import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import { dialingDigits } from './account-keys';

export type MemberRow = Selectable<MembersTable>;

export const findMemberById = (db: Executor, id: bigint) => db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();

/** Usernames match without regard to case. */
export const findMemberByAccount = (db: Executor, account: string) =>
  db.selectFrom('members').selectAll().where(sql<string>`lower(account)`, '=', account.toLowerCase()).executeTakeFirst();

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
