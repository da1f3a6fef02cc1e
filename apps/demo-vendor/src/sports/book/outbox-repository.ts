import type { SportsBetDetails } from '@gp/contracts';
import { sql } from 'kysely';
import type { BetRow, WalletCallRow } from './bet-repository';
import type { BookExecutor } from './database';

export type NewWalletCall = { vendorCode: string; txId: string; betId: string; action: 'win' | 'adjust'; body: Record<string, unknown> };

/** Records calls to send, one statement however many; a txId already recorded stays as it was (a rerun records nothing twice). */
export const recordCalls = async (ex: BookExecutor, calls: readonly NewWalletCall[]): Promise<void> => {
  if (calls.length === 0) return;
  await sql`
    insert into sportsbook.wallet_calls (vendor_code, tx_id, bet_id, action, body, state)
    select v.vendor_code, v.tx_id, v.bet_id, v.action, v.body::jsonb, 'recorded'
    from unnest(${calls.map((c) => c.vendorCode)}::text[], ${calls.map((c) => c.txId)}::text[], ${calls.map((c) => c.betId)}::text[],
                ${calls.map((c) => c.action)}::text[], ${calls.map((c) => JSON.stringify(c.body))}::text[])
      with ordinality as v(vendor_code, tx_id, bet_id, action, body, n)
    order by v.n
    on conflict (vendor_code, tx_id) do nothing`.execute(ex);
};

/**
 * Takes up to `limit` recorded calls that are due and not held by another sender, for `leaseMs`.
 * A call waits while an earlier call of its bet is unanswered: the platform needs a round's win
 * before its adjustment, and version 2 before version 3.
 */
export const claimDue = async (ex: BookExecutor, limit: number, leaseMs: number, betId?: string): Promise<WalletCallRow[]> => {
  const forBet = betId === undefined ? sql`` : sql`and w.bet_id = ${betId}`;
  const { rows } = await sql<WalletCallRow>`
    update sportsbook.wallet_calls c
    set claimed_until = now() + ${leaseMs}::float8 * interval '1 millisecond', attempts = c.attempts + 1
    where c.seq in (
      select w.seq from sportsbook.wallet_calls w
      where w.state = 'recorded' and w.next_at <= now() and (w.claimed_until is null or w.claimed_until < now()) ${forBet}
        and not exists (
          select 1 from sportsbook.wallet_calls e where e.bet_id = w.bet_id and e.seq < w.seq and e.state = 'recorded')
      order by w.seq limit ${limit} for update skip locked)
    returning c.*`.execute(ex);
  return rows;
};

export type Answer = { seq: bigint; status: string; response: unknown };
export type Miss = { seq: bigint; error: string; delayMs: number };

/** Marks answered calls, one statement for the lot. */
export const markAnswered = async (ex: BookExecutor, answers: readonly Answer[]): Promise<void> => {
  if (answers.length === 0) return;
  await sql`
    update sportsbook.wallet_calls c
    set state = 'answered', status = v.status, response = v.response::jsonb, answered_at = now(), claimed_until = null, last_error = null
    from (select unnest(${answers.map((a) => a.seq.toString())}::int8[]) as seq, unnest(${answers.map((a) => a.status)}::text[]) as status,
                 unnest(${answers.map((a) => JSON.stringify(a.response))}::text[]) as response) v
    where c.seq = v.seq and c.state = 'recorded'`.execute(ex);
};

/** Puts unanswered calls back for a later try. */
export const markMissed = async (ex: BookExecutor, misses: readonly Miss[]): Promise<void> => {
  if (misses.length === 0) return;
  await sql`
    update sportsbook.wallet_calls c
    set next_at = now() + v.delay_ms * interval '1 millisecond', claimed_until = null, last_error = v.error
    from (select unnest(${misses.map((m) => m.seq.toString())}::int8[]) as seq, unnest(${misses.map((m) => m.error)}::text[]) as error,
                 unnest(${misses.map((m) => m.delayMs)}::float8[]) as delay_ms) v
    where c.seq = v.seq and c.state = 'recorded'`.execute(ex);
};

export const recordManualCase = async (
  ex: BookExecutor,
  c: { betId: string; kind: string; amount: number; settlementVersion: number; note: string },
): Promise<void> => {
  await ex
    .insertInto('sportsbook.manual_cases')
    .values({ bet_id: c.betId, kind: c.kind, amount: c.amount, settlement_version: c.settlementVersion, note: c.note, resolved_at: null })
    .onConflict((oc) => oc.columns(['bet_id', 'settlement_version']).doNothing())
    .execute();
};

export const outboxCounts = async (ex: BookExecutor): Promise<{ recorded: number; answered: number }> => {
  const row = await ex
    .selectFrom('sportsbook.wallet_calls')
    .select([
      sql<number>`count(*) filter (where state = 'recorded')::int4`.as('recorded'),
      sql<number>`count(*) filter (where state = 'answered')::int4`.as('answered'),
    ])
    .executeTakeFirstOrThrow();
  return row;
};

/**
 * What a bet's settlement win carries: the platform round is the bet, its bet txId the stake's, and
 * the bet's details (legs with outcomes) when there are any.
 */
export const winBody = (
  bet: Pick<BetRow, 'id' | 'player_id' | 'session_token' | 'game_code' | 'currency' | 'bet_tx_id'>,
  txId: string,
  amount: number,
  details: SportsBetDetails | null = null,
) => ({
  playerId: bet.player_id,
  sessionToken: bet.session_token,
  gameCode: bet.game_code,
  roundId: bet.id,
  txId,
  betTxId: bet.bet_tx_id,
  amount,
  currency: bet.currency,
  roundClosed: true,
  ...(details ? { details } : {}),
});
