import type { Executor } from '@gp/db';
import { sql } from 'kysely';

/** Queries of the wagering requirements; the rules that use them live in wagering.service.ts. */

export const insertRequirement = (db: Executor, row: { memberId: bigint; sourceJournalId: bigint; amountRequired: bigint }) =>
  db
    .insertInto('wagering_requirements')
    .values({ member_id: row.memberId, source_journal_id: row.sourceJournalId, amount_required: row.amountRequired })
    // One requirement per paying journal: a replayed bonus adds none.
    .onConflict((oc) => oc.column('source_journal_id').doNothing())
    .execute();

const int8Array = (values: readonly bigint[]): string => `{${values.join(',')}}`;

/** Many requirements in one statement; a journal that has one already adds none. */
export const insertRequirements = async (db: Executor, rows: readonly { memberId: bigint; sourceJournalId: bigint; amountRequired: bigint }[]) => {
  if (rows.length === 0) return;
  await sql`insert into wagering_requirements (member_id, source_journal_id, amount_required)
    select u.member_id, u.journal_id, u.required
    from unnest(${int8Array(rows.map((r) => r.memberId))}::int8[], ${int8Array(rows.map((r) => r.sourceJournalId))}::int8[],
      ${int8Array(rows.map((r) => r.amountRequired))}::int8[]) u(member_id, journal_id, required)
    on conflict (source_journal_id) do nothing`.execute(db);
};

/** The active requirements of a member, summed, and the first journal bets are counted after. */
export const activeRequirementSum = async (db: Executor, memberId: bigint): Promise<{ required: bigint; firstJournalId: bigint | null }> => {
  const row = await db
    .selectFrom('wagering_requirements')
    .select([sql<string>`coalesce(sum(amount_required), 0)::text`.as('required'), sql<string | null>`min(source_journal_id)::text`.as('first')])
    .where('member_id', '=', memberId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return { required: BigInt(row.required), firstJournalId: row.first === null ? null : BigInt(row.first) };
};

/** Every active requirement of the member becomes met, in one statement. */
export const markActiveMet = (db: Executor, memberId: bigint) =>
  db
    .updateTable('wagering_requirements')
    .set({ status: 'met', closed_at: sql<Date>`now()` })
    .where('member_id', '=', memberId)
    .where('status', '=', 'active')
    .execute();
