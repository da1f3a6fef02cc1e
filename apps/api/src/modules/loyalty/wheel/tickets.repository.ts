import type { Executor, WheelTicketSource } from '@gp/db';
import { sql } from 'kysely';

export type PostTicketsRow = {
  entry_id: bigint | null;
  delta: number;
  balance_after: number;
  created_at: Date | null;
  replayed: boolean;
  refusal: string | null;
};

/** One call of loyalty_post_wheel_tickets(): the member's ticket balance row is locked inside it. */
export const callPostTickets = async (
  db: Executor,
  input: { memberId: bigint; delta: number; source: WheelTicketSource; sourceKey: string; remark: string | null; details: Record<string, unknown> },
): Promise<PostTicketsRow | undefined> => {
  const { rows } = await sql<PostTicketsRow>`select * from loyalty_post_wheel_tickets(${input.memberId}, ${input.delta}::integer, ${input.source},
    ${input.sourceKey}, ${input.remark}, ${JSON.stringify(input.details)}::jsonb)`.execute(db);
  return rows[0];
};

export const findTicketBalance = (db: Executor, memberId: bigint) =>
  db.selectFrom('loyalty_wheel_ticket_balances').select(['balance', 'granted_total', 'spent_total']).where('member_id', '=', memberId).executeTakeFirst();

export const listTicketEntries = (db: Executor, memberId: bigint, limit: number) =>
  db
    .selectFrom('loyalty_wheel_ticket_entries')
    .select(['id', 'source', 'source_key', 'delta', 'balance_after', 'remark', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
