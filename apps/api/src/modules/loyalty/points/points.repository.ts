import type { Executor, PointSource } from '@gp/db';
import { sql } from 'kysely';

export type PostPointsRow = {
  entry_id: bigint | null;
  delta: bigint;
  balance_after: bigint;
  created_at: Date | null;
  replayed: boolean;
  refusal: string | null;
};

/** One call of loyalty_post_points(): the member's balance row is locked inside it. */
export const callPostPoints = async (
  db: Executor,
  input: { memberId: bigint; delta: bigint; source: PointSource; sourceKey: string; remark: string | null; details: Record<string, unknown> },
): Promise<PostPointsRow | undefined> => {
  const { rows } = await sql<PostPointsRow>`select * from loyalty_post_points(${input.memberId}, ${input.delta}, ${input.source},
    ${input.sourceKey}, ${input.remark}, ${JSON.stringify(input.details)}::jsonb)`.execute(db);
  return rows[0];
};

export const findPointBalance = (db: Executor, memberId: bigint) =>
  db.selectFrom('loyalty_point_balances').select(['balance', 'earned_total', 'spent_total']).where('member_id', '=', memberId).executeTakeFirst();

export const findPointEntry = (db: Executor, memberId: bigint, sourceKey: string) =>
  db.selectFrom('loyalty_point_entries').selectAll().where('member_id', '=', memberId).where('source_key', '=', sourceKey).executeTakeFirst();
