import { sql } from 'kysely';
import type { DepositLimitWindow, Executor, MemberExclusionKind } from '@gp/db';
import type { LimitState } from './protection-rules';

export type DepositLimitRow = LimitState & { window: DepositLimitWindow };

/** Deposit and wager limits share their rules and their table shape (packages/db/src/sql/baseline/10_protection.sql). */
type LimitTable = 'member_deposit_limits' | 'member_wager_limits';

const findLimits = async (db: Executor, table: LimitTable, memberId: bigint): Promise<DepositLimitRow[]> => {
  const rows = await db.selectFrom(table).select(['span', 'amount', 'pending_amount', 'pending_effective_at']).where('member_id', '=', memberId).execute();
  return rows.map((r) => ({ window: r.span, amount: r.amount, pendingAmount: r.pending_amount, pendingEffectiveAt: r.pending_effective_at }));
};

const upsertLimit = (db: Executor, table: LimitTable, memberId: bigint, window: DepositLimitWindow, state: LimitState, now: Date) => {
  const values = { amount: state.amount, pending_amount: state.pendingAmount, pending_effective_at: state.pendingEffectiveAt, updated_at: now };
  return db
    .insertInto(table)
    .values({ member_id: memberId, span: window, ...values })
    .onConflict((oc) => oc.columns(['member_id', 'span']).doUpdateSet(values))
    .execute();
};

export const findDepositLimits = (db: Executor, memberId: bigint) => findLimits(db, 'member_deposit_limits', memberId);
export const findWagerLimits = (db: Executor, memberId: bigint) => findLimits(db, 'member_wager_limits', memberId);

export const upsertDepositLimit = (db: Executor, memberId: bigint, window: DepositLimitWindow, state: LimitState, now: Date) =>
  upsertLimit(db, 'member_deposit_limits', memberId, window, state, now);
export const upsertWagerLimit = (db: Executor, memberId: bigint, window: DepositLimitWindow, state: LimitState, now: Date) =>
  upsertLimit(db, 'member_wager_limits', memberId, window, state, now);

export type ValidBetSums = Record<DepositLimitWindow, bigint>;

/**
 * Stakes (bets less refunds) of the member's sports and e-sports rounds not settled yet: they reach
 * the hourly buckets only when their round settles, and count against every window meanwhile, as
 * game_wallet_limit_left counts them (the partial index game_rounds_open_sports finds them).
 */
const sumOpenSportsStakes = async (db: Executor, memberId: bigint): Promise<bigint> => {
  const row = await db
    .selectFrom('game_rounds')
    .select(sql<string>`coalesce(sum(bet_amount - refund_amount), 0)::int8`.as('open'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'open')
    .where('game_type', 'in', ['SPORTS', 'ESPORTS'])
    .executeTakeFirst();
  return BigInt(row?.open ?? 0);
};

/**
 * Valid bets (bets less refunds) of the member's hourly game buckets that start after each given
 * time, summed for every window in one pass over the member's rows of the longest window, plus the
 * stakes of sports rounds not settled yet.
 */
export const sumValidBetsSince = async (db: Executor, memberId: bigint, since: Record<DepositLimitWindow, Date>): Promise<ValidBetSums> => {
  const earliest = [since.day, since.week, since.month].reduce((a, b) => (a.getTime() < b.getTime() ? a : b));
  const row = await db
    .selectFrom('member_game_hourly')
    .select([
      sql<string>`coalesce(sum(valid_bet) filter (where hour_start > ${since.day}), 0)::int8`.as('day'),
      sql<string>`coalesce(sum(valid_bet) filter (where hour_start > ${since.week}), 0)::int8`.as('week'),
      sql<string>`coalesce(sum(valid_bet) filter (where hour_start > ${since.month}), 0)::int8`.as('month'),
    ])
    .where('member_id', '=', memberId)
    .where('hour_start', '>', earliest)
    .executeTakeFirst();
  const open = await sumOpenSportsStakes(db, memberId);
  return { day: BigInt(row?.day ?? 0) + open, week: BigInt(row?.week ?? 0) + open, month: BigInt(row?.month ?? 0) + open };
};

/**
 * Locks the member's row for the rest of the caller's transaction, so two deposits of the same
 * member cannot both pass the limit check before either is written.
 */
export const lockMemberRow = (db: Executor, memberId: bigint) => db.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();

/**
 * Deposits that count towards a limit since `since`: pending (the money may still arrive) and
 * credited ones, by the time they were created.
 */
export const sumDepositsSince = async (db: Executor, memberId: bigint, since: Date): Promise<bigint> => {
  const row = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<bigint | string>('amount'), sql<bigint>`0`).as('total'))
    .where('member_id', '=', memberId)
    .where('status', 'in', ['pending', 'credited'])
    .where('created_at', '>', since)
    .executeTakeFirst();
  return BigInt(row?.total ?? 0);
};

export type ExclusionRow = { id: bigint; kind: MemberExclusionKind; period: string; startsAt: Date; endsAt: Date };

/** The exclusion in force at `now` that ends last, self-exclusion first when both run. */
export const findActiveExclusion = async (db: Executor, memberId: bigint, now: Date): Promise<ExclusionRow | undefined> => {
  const row = await db
    .selectFrom('member_exclusions')
    .select(['id', 'kind', 'period', 'starts_at', 'ends_at'])
    .where('member_id', '=', memberId)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy(sql`case when kind = 'self_exclusion' then 0 else 1 end`)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return { id: row.id, kind: row.kind, period: row.period, startsAt: row.starts_at, endsAt: row.ends_at };
};

export const insertExclusion = (db: Executor, row: { memberId: bigint; kind: MemberExclusionKind; period: string; startsAt: Date; endsAt: Date }) =>
  db
    .insertInto('member_exclusions')
    .values({ member_id: row.memberId, kind: row.kind, period: row.period, starts_at: row.startsAt, ends_at: row.endsAt, created_at: row.startsAt })
    .returning(['id'])
    .executeTakeFirstOrThrow();

export const findRealityCheckMinutes = async (db: Executor, memberId: bigint): Promise<number | null> => {
  const row = await db.selectFrom('member_protection_settings').select('reality_check_minutes').where('member_id', '=', memberId).executeTakeFirst();
  return row?.reality_check_minutes ?? null;
};

export const upsertRealityCheckMinutes = (db: Executor, memberId: bigint, minutes: number | null, now: Date) =>
  db
    .insertInto('member_protection_settings')
    .values({ member_id: memberId, reality_check_minutes: minutes, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: now }))
    .execute();

export const listExclusions = async (db: Executor, memberId: bigint): Promise<(ExclusionRow & { createdAt: Date })[]> => {
  const rows = await db
    .selectFrom('member_exclusions')
    .select(['id', 'kind', 'period', 'starts_at', 'ends_at', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, period: r.period, startsAt: r.starts_at, endsAt: r.ends_at, createdAt: new Date(r.created_at) }));
};

export const findSessionStart = async (db: Executor, sessionId: bigint): Promise<Date | undefined> => {
  const row = await db.selectFrom('member_sessions').select('created_at').where('id', '=', sessionId).executeTakeFirst();
  return row === undefined ? undefined : new Date(row.created_at);
};

/**
 * The net of game journals on the member's own wallets since `since`: bets are negative legs, wins
 * and refunds positive, an adjust (wallet API v1.1's resettlement) either, so the plain sum is
 * game_win + game_refund + game_adjust - game_bet.
 */
export const sumGameResultSince = async (db: Executor, memberId: bigint, since: Date): Promise<bigint> => {
  const row = await db
    .selectFrom('ledger_legs as l')
    .innerJoin('ledger_journals as j', 'j.id', 'l.journal_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<bigint | string>('l.amount'), sql<bigint>`0`).as('total'))
    .where('j.kind', 'in', ['game_bet', 'game_win', 'game_refund', 'game_adjust'])
    .where('a.owner_type', 'in', ['player', 'agent'])
    .where('a.owner_id', '=', String(memberId))
    .where('a.kind', 'in', ['player_main', 'player_vendor', 'agent_main'])
    .where('j.created_at', '>=', since)
    .executeTakeFirst();
  return BigInt(row?.total ?? 0);
};

export const findMemberAccount = (db: Executor, memberId: bigint) =>
  db.selectFrom('members').select(['id', 'account', 'password_hash']).where('id', '=', memberId).executeTakeFirst();
