import type { AffiliateApplicationStatus, Executor } from '@gp/db';
import { sql } from 'kysely';

/** Queries over `affiliate_applications` (migration 2026_11_30_0021_feedback_affiliate). */

const columns = [
  'a.id',
  'a.member_id',
  'a.feedback_id',
  'a.note',
  'a.status',
  'a.reason',
  'a.upline_id',
  'a.invite_code',
  'a.reviewed_by',
  'a.reviewed_at',
  'a.created_at',
] as const;
const plain = columns.map((c) => c.slice(2) as RemovePrefix<typeof c>);
type RemovePrefix<T extends string> = T extends `a.${infer C}` ? C : never;

export type ApplicationRow = {
  id: bigint;
  member_id: bigint;
  feedback_id: bigint | null;
  note: string;
  status: AffiliateApplicationStatus;
  reason: string | null;
  upline_id: bigint | null;
  invite_code: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
};
export type StaffApplicationRow = ApplicationRow & { member_account: string; upline_account: string | null };

export const insertApplication = (db: Executor, row: { member_id: bigint; feedback_id: bigint | null; note: string }): Promise<ApplicationRow> =>
  db.insertInto('affiliate_applications').values(row).returning(plain).executeTakeFirstOrThrow();

export const findPendingApplication = (db: Executor, memberId: bigint): Promise<ApplicationRow | undefined> =>
  db.selectFrom('affiliate_applications as a').select(columns).where('a.member_id', '=', memberId).where('a.status', '=', 'pending').executeTakeFirst();

export const findLatestApplication = (db: Executor, memberId: bigint): Promise<ApplicationRow | undefined> =>
  db.selectFrom('affiliate_applications as a').select(columns).where('a.member_id', '=', memberId).orderBy('a.id', 'desc').limit(1).executeTakeFirst();

/** Locks the application: two staff deciding it at once decide it one after the other. */
export const lockApplication = (db: Executor, id: bigint): Promise<ApplicationRow | undefined> =>
  db.selectFrom('affiliate_applications as a').select(columns).where('a.id', '=', id).forUpdate().executeTakeFirst();

export const decideApplication = (
  db: Executor,
  id: bigint,
  change: { status: 'approved' | 'rejected'; reason: string | null; upline_id: bigint | null; invite_code: string | null; reviewed_by: string },
): Promise<ApplicationRow> =>
  db
    .updateTable('affiliate_applications')
    .set({ ...change, reviewed_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(plain)
    .executeTakeFirstOrThrow();

export const listApplicationsForStaff = async (
  db: Executor,
  filter: { status: AffiliateApplicationStatus | undefined; memberAccount: string | undefined; offset: number; limit: number },
): Promise<{ rows: StaffApplicationRow[]; total: number }> => {
  let query = db.selectFrom('affiliate_applications as a').innerJoin('members as m', 'm.id', 'a.member_id');
  if (filter.status) query = query.where('a.status', '=', filter.status);
  if (filter.memberAccount) query = query.where(sql<string>`lower(m.account)`, '=', filter.memberAccount.toLowerCase());
  const [rows, count] = await Promise.all([
    query
      .leftJoin('members as u', 'u.id', 'a.upline_id')
      .select([...columns, 'm.account as member_account', 'u.account as upline_account'])
      .orderBy('a.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
};

export const findApplicationForStaff = (db: Executor, id: bigint): Promise<StaffApplicationRow | undefined> =>
  db
    .selectFrom('affiliate_applications as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .leftJoin('members as u', 'u.id', 'a.upline_id')
    .select([...columns, 'm.account as member_account', 'u.account as upline_account'])
    .where('a.id', '=', id)
    .executeTakeFirst();

/** The application each of these feedback filed, by feedback id. */
export const applicationIdsByFeedback = async (db: Executor, feedbackIds: readonly bigint[]): Promise<Map<bigint, bigint>> => {
  if (feedbackIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('affiliate_applications')
    .select(['id', 'feedback_id'])
    .where('feedback_id', 'in', [...feedbackIds])
    .execute();
  return new Map(rows.flatMap((r) => (r.feedback_id === null ? [] : [[r.feedback_id, r.id] as const])));
};
