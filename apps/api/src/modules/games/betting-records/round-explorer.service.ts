import type {
  BoGameTransaction,
  BoLedgerJournal,
  BoRoundDetail,
  BoRoundSearchQuery,
  BoRoundSearchResult,
  BoRoundSummary,
  BoWalletRefusal,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { toMinorTotal } from '../../../lib/minor-total';
import {
  countRounds,
  findRound,
  findRoundDetails,
  listJournalLegs,
  listJournals,
  listRoundTransactions,
  listRounds,
  listTxRefusals,
  listUnmatchedTransactions,
  type RefusalRow,
  type RoundFilter,
  type RoundRow,
  type TransactionRow,
} from './round-explorer.repository';

const num = (v: bigint | number): number => Number(v);
const numOrNull = (v: bigint | null): number | null => (v === null ? null : Number(v));

const toRoundSummary = (r: RoundRow): BoRoundSummary => ({
  id: num(r.id),
  vendorCode: r.vendor_code,
  roundId: r.round_id,
  memberId: num(r.member_id),
  memberAccount: r.member_account,
  gameCode: r.game_code,
  gameType: r.game_type,
  currency: r.currency,
  betCount: r.bet_count,
  // A round's sums of its calls; one call's amount or leg is capped by the ledger and exact as a number.
  betAmount: toMinorTotal(r.bet_amount),
  winAmount: toMinorTotal(r.win_amount),
  refundAmount: toMinorTotal(r.refund_amount),
  status: r.status,
  openedAt: r.opened_at.toISOString(),
  closedAt: r.closed_at?.toISOString() ?? null,
});

const toTransaction = (t: TransactionRow): BoGameTransaction => ({
  platformTxId: num(t.id),
  vendorCode: t.vendor_code,
  txId: t.tx_id,
  action: t.action,
  memberId: num(t.member_id),
  roundId: t.round_id,
  roundPk: numOrNull(t.round_pk),
  gameCode: t.game_code,
  amount: num(t.amount),
  currency: t.currency,
  refTxId: t.ref_tx_id,
  requestHash: t.request_hash,
  response: t.response,
  journalId: numOrNull(t.journal_id),
  rolledBackBy: numOrNull(t.rolled_back_by),
  createdAt: t.created_at.toISOString(),
});

const toRefusal = (f: RefusalRow): BoWalletRefusal => ({
  vendorCode: f.vendor_code,
  txId: f.tx_id,
  action: f.action,
  memberId: numOrNull(f.member_id),
  requestHash: f.request_hash,
  response: f.response,
  createdAt: f.created_at.toISOString(),
});

/** Our platformTxId is a positive bigint; anything else can only be a vendor's txId. */
const platformTxIdOf = (q: string): bigint | null => (/^[1-9]\d{0,17}$/.test(q) ? BigInt(q) : null);

const filterOf = (query: BoRoundSearchQuery): RoundFilter => {
  const { q, vendorCode } = query;
  if (q === undefined) return { kind: 'all', vendorCode };
  if (query.kind === 'tx') return { kind: 'tx', txId: q, platformTxId: platformTxIdOf(q), vendorCode };
  if (query.kind === 'player') return { kind: 'player', account: q, vendorCode };
  return { kind: 'round', roundId: q, vendorCode };
};

/** How many round-less calls a txId search lists at most (normally zero or one). */
const unmatchedLimit = 20;

/**
 * The round explorer: rounds found by the vendor's round id, a txId (the vendor's
 * or our platformTxId; it also lists the refusals given to that txId) or a player's account; a round with every wallet call (request hash and the
 * stored response) and every ledger journal those calls posted, with their legs. Reads only.
 */
export const createRoundExplorerService = (db: Kysely<DB>) => {
  const search = async (query: BoRoundSearchQuery): Promise<BoRoundSearchResult> => {
    const filter = filterOf(query);
    const [rows, total, unmatched, refusals] = await Promise.all([
      listRounds(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
      countRounds(db, filter),
      filter.kind === 'tx' ? listUnmatchedTransactions(db, filter, unmatchedLimit) : Promise.resolve([]),
      filter.kind === 'tx' ? listTxRefusals(db, filter, unmatchedLimit) : Promise.resolve([]),
    ]);
    return {
      list: rows.map(toRoundSummary),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
      unmatchedTransactions: unmatched.map(toTransaction),
      refusals: refusals.map(toRefusal),
    };
  };

  const detail = async (id: number): Promise<BoRoundDetail> => {
    const round = await findRound(db, BigInt(id));
    if (!round) throw new AppError('GAME_ROUND_NOT_FOUND', { details: { id } });
    const [calls, stored] = await Promise.all([listRoundTransactions(db, round), findRoundDetails(db, round.id)]);
    const journalIds = [...new Set(calls.flatMap((c) => (c.journal_id === null ? [] : [c.journal_id])))];
    const [journals, legs] = await Promise.all([listJournals(db, journalIds), listJournalLegs(db, journalIds)]);
    const toJournal = (j: (typeof journals)[number]): BoLedgerJournal => ({
      id: num(j.id),
      kind: j.kind,
      idempotencyKey: j.idempotency_key,
      metadata: j.metadata,
      createdAt: j.created_at.toISOString(),
      legs: legs
        .filter((l) => l.journal_id === j.id)
        .map((l) => ({
          id: num(l.id),
          accountId: num(l.account_id),
          accountKind: l.kind,
          ownerType: l.owner_type,
          ownerId: l.owner_id,
          vendorCode: l.vendor_code,
          currency: l.currency,
          amount: num(l.amount),
          balanceAfter: numOrNull(l.balance_after),
        })),
    });
    const betDetails =
      stored === undefined
        ? null
        : {
            details: stored.details as Record<string, unknown>,
            platformTxId: num(stored.transaction_id),
            updatedAt: new Date(stored.updated_at).toISOString(),
          };
    return { round: toRoundSummary(round), transactions: calls.map(toTransaction), journals: journals.map(toJournal), betDetails };
  };

  return { search, detail };
};

export type RoundExplorerService = ReturnType<typeof createRoundExplorerService>;
