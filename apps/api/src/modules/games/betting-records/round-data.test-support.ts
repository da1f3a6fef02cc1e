import { createHash } from 'node:crypto';
import type { DB, Executor } from '@gp/db';
import { sql, type Kysely } from 'kysely';
import type { TestApp } from '../../../testing/test-app';
import { currency, postGame, type TestMember } from '../../money/wallet/wallet.test-support';

/**
 * Stored game activity for the back-office tests: a round, its wallet calls and the ledger journals
 * they posted (through postJournal, as the gateway does), and the member's daily aggregate. The
 * gateway's own tests prove it writes these rows; here they are the data the back office reads.
 */

export type PlayedCall = { action: 'bet' | 'win' | 'rollback'; txId: string; amount: number; refTxId?: string };

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

const journalKindOf = { bet: 'game_bet', win: 'game_win', rollback: 'game_refund' } as const;

export type PlayedRound = { roundPk: bigint; transactionIds: bigint[]; journalIds: bigint[] };

export const playRound = async (
  t: TestApp,
  input: {
    vendorId: number;
    vendorCode: string;
    member: TestMember;
    roundId: string;
    gameCode: string;
    calls: PlayedCall[];
    status?: 'open' | 'closed' | 'cancelled';
    openedAt?: Date;
  },
): Promise<PlayedRound> => {
  const db = t.database.db;
  const totals = { bet: 0, win: 0, rollback: 0 };
  for (const c of input.calls) totals[c.action] += c.amount;
  const round = await db
    .insertInto('game_rounds')
    .values({
      vendor_id: input.vendorId,
      round_id: input.roundId,
      member_id: input.member.id,
      game_code: input.gameCode,
      game_type: 'RNG',
      currency,
      bet_count: input.calls.filter((c) => c.action === 'bet').length,
      bet_amount: BigInt(totals.bet),
      win_amount: BigInt(totals.win),
      refund_amount: BigInt(totals.rollback),
      status: input.status ?? 'closed',
      opened_at: input.openedAt ?? new Date(),
      closed_at: input.status === 'open' ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const transactionIds: bigint[] = [];
  const journalIds: bigint[] = [];
  for (const call of input.calls) {
    const metadata = { gameType: 'RNG', vendorCode: input.vendorCode, gameCode: input.gameCode, roundId: input.roundId, txId: call.txId };
    const journal = await postGame(t, input.member, journalKindOf[call.action], call.amount, metadata);
    const request = { action: call.action, txId: call.txId, amount: call.amount, roundId: input.roundId };
    const row = await db
      .insertInto('game_transactions')
      .values({
        vendor_id: input.vendorId,
        tx_id: call.txId,
        action: call.action,
        member_id: input.member.id,
        round_id: input.roundId,
        round_pk: round.id,
        game_code: input.gameCode,
        amount: BigInt(call.amount),
        currency,
        ref_tx_id: call.refTxId ?? null,
        request_hash: hashOf(request),
        response: JSON.stringify({ status: 'OK', txId: call.txId, platformTxId: 'pending' }),
        journal_id: journal.journalId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    transactionIds.push(row.id);
    journalIds.push(journal.journalId);
  }
  return { roundPk: round.id, transactionIds, journalIds };
};

/**
 * Adds figures to a member's business day (the first hour of `day` in `zone`, Kolkata as the tests'
 * apps run), as the gateway's hourly buckets would; member_game_days() sums them back.
 */
export const addDaily = (
  db: Executor | Kysely<DB>,
  row: { memberId: bigint; day: string; vendorId: number; bet: number; refund?: number; win: number; bets?: number; currency?: string; zone?: string },
) =>
  db
    .insertInto('member_game_hourly')
    .values({
      member_id: row.memberId,
      hour_start: sql<Date>`${row.day}::date::timestamp at time zone ${row.zone ?? 'Asia/Kolkata'}`,
      vendor_id: row.vendorId,
      game_type: 'RNG',
      currency: row.currency ?? currency,
      bet_count: row.bets ?? 1,
      bet_amount: BigInt(row.bet),
      refund_amount: BigInt(row.refund ?? 0),
      win_amount: BigInt(row.win),
    })
    .onConflict((oc) =>
      oc.columns(['member_id', 'hour_start', 'vendor_id', 'game_type', 'currency']).doUpdateSet((eb) => ({
        bet_count: eb('member_game_hourly.bet_count', '+', eb.ref('excluded.bet_count')),
        bet_amount: eb('member_game_hourly.bet_amount', '+', eb.ref('excluded.bet_amount')),
        refund_amount: eb('member_game_hourly.refund_amount', '+', eb.ref('excluded.refund_amount')),
        win_amount: eb('member_game_hourly.win_amount', '+', eb.ref('excluded.win_amount')),
      })),
    )
    .execute();
