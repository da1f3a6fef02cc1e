import { sql, type Insertable, type Selectable } from 'kysely';
import type { BookExecutor } from './database';
import type { MemberLimits } from './limits';
import type { BetStatus, BetsTable, CashOutsTable, LegsTable, WalletCallsTable } from './schema';

export type BetRow = Selectable<BetsTable>;
export type LegRow = Selectable<LegsTable>;
export type CashOutRow = Selectable<CashOutsTable>;
export type WalletCallRow = Selectable<WalletCallsTable>;

export type NewBet = Insertable<BetsTable>;
export type NewLeg = Insertable<LegsTable>;

const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

export const insertBet = async (ex: BookExecutor, bet: NewBet, legs: readonly NewLeg[]): Promise<void> => {
  await ex.insertInto('sportsbook.bets').values(bet).execute();
  await ex
    .insertInto('sportsbook.legs')
    .values([...legs])
    .execute();
};

export const findBet = (ex: BookExecutor, id: string): Promise<BetRow | undefined> =>
  ex.selectFrom('sportsbook.bets').selectAll().where('id', '=', id).executeTakeFirst();

export const lockOpenBet = (ex: BookExecutor, id: string): Promise<BetRow | undefined> =>
  ex.selectFrom('sportsbook.bets').selectAll().where('id', '=', id).where('status', '=', 'open').forUpdate().executeTakeFirst();

export const legsOf = async (ex: BookExecutor, betIds: readonly string[]): Promise<LegRow[]> =>
  betIds.length === 0
    ? []
    : ex
        .selectFrom('sportsbook.legs')
        .selectAll()
        .where('bet_id', 'in', [...betIds])
        .orderBy('bet_id')
        .orderBy('leg_no')
        .execute();

export const cashOutsOf = async (ex: BookExecutor, betIds: readonly string[]): Promise<CashOutRow[]> =>
  betIds.length === 0
    ? []
    : ex
        .selectFrom('sportsbook.cash_outs')
        .selectAll()
        .where('bet_id', 'in', [...betIds])
        .execute();

export const walletCallsOf = async (ex: BookExecutor, betIds: readonly string[]): Promise<WalletCallRow[]> =>
  betIds.length === 0
    ? []
    : ex
        .selectFrom('sportsbook.wallet_calls')
        .selectAll()
        .where('bet_id', 'in', [...betIds])
        .orderBy('seq')
        .execute();

/** The stake is in: the bet is open (only from `placing`, so a late answer cannot reopen a rolled-back bet). */
export const markOpen = async (ex: BookExecutor, id: string, platformTxId: string | null, at: Date): Promise<boolean> => {
  const res = await ex
    .updateTable('sportsbook.bets')
    // A leg decided while the stake was in flight was passed over by settlement (the bet was not open): mark it.
    .set({
      status: 'open',
      platform_bet_tx_id: platformTxId,
      accepted_at: at,
      dirty: sql<boolean>`exists (select 1 from sportsbook.legs l where l.bet_id = ${id} and l.outcome is not null)`,
    })
    .where('id', '=', id)
    .where('status', '=', 'placing')
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
};

export const markUnplaced = async (
  ex: BookExecutor,
  id: string,
  status: Extract<BetStatus, 'refused' | 'failed'>,
  refusal: Record<string, unknown>,
): Promise<void> => {
  await ex
    .updateTable('sportsbook.bets')
    .set({ status, refusal: json(refusal) })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'placing'])
    .execute();
};

/** An in-play bet accepted after its delay at these odds. */
export const relockOdds = async (ex: BookExecutor, id: string, potentialReturn: number, legs: readonly { legNo: number; odds: number }[]): Promise<void> => {
  await ex.updateTable('sportsbook.bets').set({ potential_return: potentialReturn }).where('id', '=', id).execute();
  for (const leg of legs) await ex.updateTable('sportsbook.legs').set({ odds: leg.odds }).where('bet_id', '=', id).where('leg_no', '=', leg.legNo).execute();
};

/**
 * Takes the in-play bets whose delay is over (at `now`, the feed's clock) for acceptance: each moves
 * to `placing` in the same statement, so two runners never take one bet.
 */
export const claimDuePending = async (ex: BookExecutor, now: Date, limit: number): Promise<BetRow[]> => {
  const { rows } = await sql<BetRow>`
    update sportsbook.bets b set status = 'placing'
    where b.id in (
      select id from sportsbook.bets where status = 'pending' and accept_at <= ${now}
      order by accept_at limit ${limit} for update skip locked)
    returning b.*`.execute(ex);
  return rows;
};

/** Bets left in `placing` since before `before`: their process died between recording and the wallet's answer. */
export const claimStalePlacing = async (ex: BookExecutor, before: Date, limit: number): Promise<BetRow[]> => {
  const { rows } = await sql<BetRow>`
    update sportsbook.bets b set status = 'failed', refusal = ${json({ code: 'NETWORK' })}::jsonb
    where b.id in (
      select id from sportsbook.bets where status = 'placing' and coalesce(accept_at, placed_at) < ${before}
      order by placed_at limit ${limit} for update skip locked)
    returning b.*`.execute(ex);
  return rows;
};

export const memberLimitsOf = async (ex: BookExecutor, vendorCode: string, playerId: string): Promise<MemberLimits | null> => {
  const row = await ex
    .selectFrom('sportsbook.member_limits')
    .select(['min_stake', 'max_stake', 'max_payout'])
    .where('vendor_code', '=', vendorCode)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (!row) return null;
  const n = (v: bigint | null) => (v === null ? null : Number(v));
  return { minStake: n(row.min_stake), maxStake: n(row.max_stake), maxPayout: n(row.max_payout) };
};

export const setMemberLimits = async (ex: BookExecutor, vendorCode: string, playerId: string, limits: MemberLimits): Promise<void> => {
  const values = { min_stake: limits.minStake, max_stake: limits.maxStake, max_payout: limits.maxPayout, updated_at: new Date() };
  await ex
    .insertInto('sportsbook.member_limits')
    .values({ vendor_code: vendorCode, player_id: playerId, ...values })
    .onConflict((oc) => oc.columns(['vendor_code', 'player_id']).doUpdateSet(values))
    .execute();
};

export type BetGroup = 'open' | 'settled';
const groupStatuses: Record<BetGroup, BetStatus[]> = {
  open: ['pending', 'placing', 'open'],
  settled: ['won', 'half-won', 'push', 'half-lost', 'lost', 'void', 'cashed-out'],
};

/** A player's bets of one group, newest first; `before` pages by placement time. */
export const listBets = (
  ex: BookExecutor,
  q: { vendorCode: string; playerId: string; group: BetGroup; limit: number; before?: Date | undefined },
): Promise<BetRow[]> => {
  let query = ex
    .selectFrom('sportsbook.bets')
    .selectAll()
    .where('vendor_code', '=', q.vendorCode)
    .where('player_id', '=', q.playerId)
    .where('status', 'in', groupStatuses[q.group]);
  if (q.before) query = query.where('placed_at', '<', q.before);
  return query.orderBy('placed_at', 'desc').orderBy('id', 'desc').limit(q.limit).execute();
};
