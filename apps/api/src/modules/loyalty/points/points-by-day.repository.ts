import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export type PointsDayRow = { day: string; issued: bigint; redeemed: bigint; converted: bigint; taken_back: bigint };

/**
 * The points journal summed per business day: what was issued (every positive movement but a
 * returned redemption), redeemed in the mall net of what rejections returned, converted to cash, and
 * taken back (negative movements of the earning sources, such as a rolled-back bet's points).
 */
export const pointsByDay = async (db: Executor, period: { from: string; to: string; timeZone: string }): Promise<PointsDayRow[]> => {
  const start = sql`(${period.from}::date)::timestamp at time zone ${period.timeZone}`;
  const end = sql`(${period.to}::date + 1)::timestamp at time zone ${period.timeZone}`;
  const { rows } = await sql<PointsDayRow>`
    select (e.created_at at time zone ${period.timeZone})::date::text as day,
      coalesce(sum(e.delta) filter (where e.delta > 0 and e.source <> 'refund'), 0)::int8 as issued,
      coalesce(sum(-e.delta) filter (where e.source = 'redeem'), 0)::int8 - coalesce(sum(e.delta) filter (where e.source = 'refund'), 0)::int8 as redeemed,
      coalesce(sum(-e.delta) filter (where e.source = 'convert'), 0)::int8 as converted,
      coalesce(sum(-e.delta) filter (where e.delta < 0 and e.source not in ('redeem', 'convert')), 0)::int8 as taken_back
    from loyalty_point_entries e
    where e.created_at >= ${start} and e.created_at < ${end}
    group by 1
    order by 1`.execute(db);
  return rows.map((r) => ({
    day: r.day,
    issued: BigInt(r.issued),
    redeemed: BigInt(r.redeemed),
    converted: BigInt(r.converted),
    taken_back: BigInt(r.taken_back),
  }));
};
