import { sql } from 'kysely';
import type { BetRow } from './bet-repository';
import type { BookExecutor } from './database';
import { settledStatuses, type BetStatus } from './schema';

export const readCursor = async (ex: BookExecutor, name: string): Promise<number | null> => {
  const row = await ex.selectFrom('sportsbook.cursors').select('at_ms').where('name', '=', name).executeTakeFirst();
  return row ? Number(row.at_ms) : null;
};

export const saveCursor = async (ex: BookExecutor, name: string, atMs: number): Promise<void> => {
  await ex
    .insertInto('sportsbook.cursors')
    .values({ name, at_ms: atMs })
    .onConflict((oc) => oc.column('name').doUpdateSet({ at_ms: sql`greatest(sportsbook.cursors.at_ms, excluded.at_ms)` }))
    .execute();
};

/** Events with a leg still waiting for its result. */
export const undecidedEvents = async (ex: BookExecutor): Promise<string[]> => {
  const { rows } = await sql<{ event_id: string }>`select distinct event_id from sportsbook.legs where outcome is null`.execute(ex);
  return rows.map((r) => r.event_id);
};

/** The selections bet on these events whose stored result is older than the event's current version. */
export const selectionsBehind = async (
  ex: BookExecutor,
  events: readonly { eventId: string; version: number }[],
): Promise<{ event_id: string; selection_id: string }[]> => {
  if (events.length === 0) return [];
  const { rows } = await sql<{ event_id: string; selection_id: string }>`
    select distinct l.event_id, l.selection_id
    from sportsbook.legs l
    join (select unnest(${events.map((e) => e.eventId)}::text[]) as event_id, unnest(${events.map((e) => e.version)}::int4[]) as version) e
      on e.event_id = l.event_id
    where l.result_version is null or l.result_version < e.version`.execute(ex);
  return rows;
};

export type LegResult = { eventId: string; selectionId: string; outcome: string; version: number; decidedAt: Date };

/**
 * Writes the results onto every leg of these selections (one statement, however many bets) and
 * marks their open and settled bets dirty for the settlement run. Cashed-out, refused and unplaced
 * bets keep their legs' results for display but are never settled.
 */
export const applyLegResults = async (ex: BookExecutor, results: readonly LegResult[]): Promise<number> => {
  if (results.length === 0) return 0;
  const { rows } = await sql<{ n: number }>`
    with v as (
      select unnest(${results.map((r) => r.selectionId)}::text[]) as selection_id,
             unnest(${results.map((r) => r.eventId)}::text[]) as event_id,
             unnest(${results.map((r) => r.outcome)}::text[]) as outcome,
             unnest(${results.map((r) => r.version)}::int4[]) as version,
             unnest(${results.map((r) => r.decidedAt.toISOString())}::timestamptz[]) as decided_at),
    changed as (
      update sportsbook.legs l set outcome = v.outcome, result_version = v.version, decided_at = v.decided_at
      from v
      where l.event_id = v.event_id and l.selection_id = v.selection_id and (l.result_version is null or l.result_version < v.version)
      returning l.bet_id),
    marked as (
      update sportsbook.bets b set dirty = true
      where b.id in (select bet_id from changed) and b.status in ('open', ${sql.join(settledStatuses.map((s) => sql.lit(s)))}) and not b.dirty
      returning 1)
    select (select count(*) from changed)::int4 as n`.execute(ex);
  return rows[0]?.n ?? 0;
};

/** Takes up to `limit` dirty bets for this transaction; another runner skips them. */
export const lockDirtyBets = async (ex: BookExecutor, limit: number): Promise<BetRow[]> => {
  const { rows } = await sql<BetRow>`
    select * from sportsbook.bets where dirty order by id limit ${limit} for update skip locked`.execute(ex);
  return rows;
};

export type BetSettlementUpdate = { id: string; status: BetStatus; version: number; returned: bigint | null; settledAt: Date | null };

/** The decided bets' new state, one statement; every bet leaves clean. */
export const writeSettlements = async (ex: BookExecutor, updates: readonly BetSettlementUpdate[]): Promise<void> => {
  if (updates.length === 0) return;
  await sql`
    update sportsbook.bets b
    set status = v.status, settlement_version = v.version, settled_return = v.returned, settled_at = v.settled_at, dirty = false
    from (select unnest(${updates.map((u) => u.id)}::text[]) as id,
                 unnest(${updates.map((u) => u.status)}::text[]) as status,
                 unnest(${updates.map((u) => u.version)}::int4[]) as version,
                 unnest(${updates.map((u) => (u.returned === null ? null : u.returned.toString()))}::int8[]) as returned,
                 unnest(${updates.map((u) => (u.settledAt ? u.settledAt.toISOString() : null))}::timestamptz[]) as settled_at) v
    where b.id = v.id`.execute(ex);
};
