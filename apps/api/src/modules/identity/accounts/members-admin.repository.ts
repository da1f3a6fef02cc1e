import type { Executor } from '@gp/db';
import { sql } from 'kysely';

const memberColumns = ['id', 'account', 'nickname', 'real_name', 'type', 'status', 'created_at'] as const;

export const findMemberById = (db: Executor, id: bigint) => db.selectFrom('members').select(memberColumns).where('id', '=', id).executeTakeFirst();

export const findMemberByAccountName = (db: Executor, account: string) =>
  db
    .selectFrom('members')
    .select(memberColumns)
    .where(sql<string>`lower(account)`, '=', account.toLowerCase())
    .executeTakeFirst();

export type MemberSummaryRow = NonNullable<Awaited<ReturnType<typeof findMemberById>>>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The exact account first, then accounts starting with the text, shortest first. */
export const searchMembersByAccount = (db: Executor, text: string, limit: number) => {
  const lower = text.toLowerCase();
  return db
    .selectFrom('members')
    .select(memberColumns)
    .where(sql<string>`lower(account)`, 'like', `${escapeLike(lower)}%`)
    .orderBy(sql`lower(account) = ${lower}`, 'desc')
    .orderBy(sql`length(account)`)
    .orderBy('account')
    .limit(limit)
    .execute();
};

export const newestMembers = (db: Executor, limit: number) => db.selectFrom('members').select(memberColumns).orderBy('id', 'desc').limit(limit).execute();
