import type { Executor, FeedbackStatus } from '@gp/db';
import { sql } from 'kysely';

/** Queries over `feedback` (migration 2026_11_30_0021_feedback_affiliate). */

const columns = [
  'f.id',
  'f.member_id',
  'f.contact',
  'f.question_type',
  'f.content',
  'f.status',
  'f.assigned_to',
  'f.answer',
  'f.answered_by',
  'f.answered_at',
  'f.closed_by',
  'f.closed_at',
  'f.created_at',
] as const;
type RemovePrefix<T extends string> = T extends `f.${infer C}` ? C : never;
const plain = columns.map((c) => c.slice(2) as RemovePrefix<typeof c>);

export type FeedbackRow = {
  id: bigint;
  member_id: bigint | null;
  contact: string | null;
  question_type: number;
  content: string;
  status: FeedbackStatus;
  assigned_to: number | null;
  answer: string | null;
  answered_by: string | null;
  answered_at: Date | null;
  closed_by: string | null;
  closed_at: Date | null;
  created_at: Date;
};
export type StaffFeedbackRow = FeedbackRow & { member_account: string | null };

export const insertFeedback = (
  db: Executor,
  row: { member_id: bigint | null; contact: string | null; question_type: number; content: string; ip: string | null },
): Promise<FeedbackRow> => db.insertInto('feedback').values(row).returning(plain).executeTakeFirstOrThrow();

export const listMemberFeedback = (db: Executor, memberId: bigint): Promise<FeedbackRow[]> =>
  db.selectFrom('feedback as f').select(columns).where('f.member_id', '=', memberId).orderBy('f.id', 'desc').limit(50).execute();

export const findMemberFeedback = (db: Executor, memberId: bigint, id: bigint): Promise<FeedbackRow | undefined> =>
  db.selectFrom('feedback as f').select(columns).where('f.id', '=', id).where('f.member_id', '=', memberId).executeTakeFirst();

const staffQuery = (db: Executor) => db.selectFrom('feedback as f').leftJoin('members as m', 'm.id', 'f.member_id');

export const listFeedbackForStaff = async (
  db: Executor,
  filter: { status: FeedbackStatus | undefined; type: number | undefined; memberAccount: string | undefined; offset: number; limit: number },
): Promise<{ rows: StaffFeedbackRow[]; total: number }> => {
  let query = staffQuery(db);
  if (filter.status) query = query.where('f.status', '=', filter.status);
  if (filter.type !== undefined) query = query.where('f.question_type', '=', filter.type);
  if (filter.memberAccount) query = query.where(sql<string>`lower(m.account)`, '=', filter.memberAccount.toLowerCase());
  const [rows, count] = await Promise.all([
    query
      .select([...columns, 'm.account as member_account'])
      .orderBy('f.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
};

export const findFeedbackForStaff = (db: Executor, id: bigint): Promise<StaffFeedbackRow | undefined> =>
  staffQuery(db)
    .select([...columns, 'm.account as member_account'])
    .where('f.id', '=', id)
    .executeTakeFirst();

/** Locks the feedback: two staff acting on it at once act one after the other. */
export const lockFeedback = (db: Executor, id: bigint): Promise<FeedbackRow | undefined> =>
  db.selectFrom('feedback as f').select(columns).where('f.id', '=', id).forUpdate().executeTakeFirst();

export const updateFeedback = (
  db: Executor,
  id: bigint,
  change: Partial<{
    status: FeedbackStatus;
    assigned_to: number | null;
    assigned_at: Date;
    answer: string;
    answered_by: string;
    answered_at: Date;
    closed_by: string;
    closed_at: Date;
  }>,
): Promise<FeedbackRow> =>
  db
    .updateTable('feedback')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', id)
    .returning(plain)
    .executeTakeFirstOrThrow();
