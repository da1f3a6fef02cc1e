import type { Executor } from '@gp/db';
import { sql } from 'kysely';

/** A level change asked for: applied only when the member is still at `from`. */
export type VipLevelChange = { memberId: bigint; from: number; to: number };

const int8Array = (values: readonly bigint[]): string => `{${values.join(',')}}`;
const int4Array = (values: readonly number[]): string => `{${values.join(',')}}`;

/**
 * Sets many members' VIP levels in one statement (members.vip_level stays the one truth of a
 * level). Each change is a compare-and-set on the level the caller read, so two runs racing, or a
 * run racing a staff change, apply a change once: the answer lists only the changes applied.
 */
export const setMemberVipLevels = async (db: Executor, changes: readonly VipLevelChange[]): Promise<VipLevelChange[]> => {
  if (changes.length === 0) return [];
  const { rows } = await sql<{ id: string; from_level: number; to_level: number }>`
    update members m set vip_level = c.to_level
    from unnest(${int8Array(changes.map((c) => c.memberId))}::int8[], ${int4Array(changes.map((c) => c.from))}::int4[],
      ${int4Array(changes.map((c) => c.to))}::int4[]) as c(id, from_level, to_level)
    where m.id = c.id and m.vip_level = c.from_level and c.to_level between 0 and 100
    returning m.id::text as id, c.from_level, c.to_level`.execute(db);
  return rows.map((r) => ({ memberId: BigInt(r.id), from: r.from_level, to: r.to_level }));
};
