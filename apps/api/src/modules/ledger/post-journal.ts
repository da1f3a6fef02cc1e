import type { DB, Executor } from '@gp/db';
import type { Transaction } from 'kysely';
import { AppError } from '../../lib/app-error';
import { inTransaction } from './in-transaction';
import {
  applyBalanceDelta,
  findAccountsForPosting,
  findJournalByKey,
  findLegsOfJournal,
  findRunningBalance,
  insertJournal,
  insertLegs,
} from './ledger.repository';
import { accountKindRules, type PostedJournal, type PostedLeg, type PostJournalInput } from './ledger.types';
import { byAccountId, preparePosting, type Posting } from './prepare-posting';

type LegRow = { id: bigint; account_id: bigint; amount: bigint; balance_after: bigint | null };

const toPostedLegs = (rows: readonly LegRow[]): PostedLeg[] =>
  rows
    .map((r) => ({ legId: r.id, accountId: r.account_id, amount: r.amount, balanceAfter: r.balance_after }))
    .sort((a, b) => (a.legId < b.legId ? -1 : a.legId > b.legId ? 1 : 0));

const replay = async (trx: Transaction<DB>, posting: Posting): Promise<PostedJournal> => {
  const journal = await findJournalByKey(trx, posting.idempotencyKey);
  if (!journal) throw new AppError('INTERNAL_ERROR', { details: { reason: 'JOURNAL_VANISHED' } });
  if (journal.request_hash !== posting.requestHash) {
    throw new AppError('IDEMPOTENCY_CONFLICT', { details: { idempotencyKey: posting.idempotencyKey } });
  }
  const legs = await findLegsOfJournal(trx, journal.id);
  // Only possible when a caller swallowed an earlier failure of this key inside its transaction;
  // the commit would be refused anyway, so do not report a posting that never happened.
  if (legs.length === 0) throw new AppError('INTERNAL_ERROR', { details: { reason: 'JOURNAL_WITHOUT_LEGS' } });
  return { journalId: journal.id, idempotencyKey: posting.idempotencyKey, kind: journal.kind, createdAt: journal.created_at, legs: toPostedLegs(legs), replayed: true };
};

/** Loads the legs' accounts; returns the ids of those that keep a running balance. */
const runningAccountIds = async (trx: Transaction<DB>, posting: Posting): Promise<Set<bigint>> => {
  const ids = posting.legs.map((l) => l.accountId);
  const accounts = await findAccountsForPosting(trx, ids);
  if (accounts.length !== ids.length) {
    const found = new Set(accounts.map((a) => a.id));
    throw new AppError('NOT_FOUND', { details: { accountIds: ids.filter((id) => !found.has(id)) } });
  }
  const currencies = [...new Set(accounts.map((a) => a.currency))];
  if (currencies.length > 1) throw new AppError('VALIDATION_ERROR', { details: { reason: 'MIXED_CURRENCIES', currencies } });
  return new Set(accounts.filter((a) => accountKindRules[a.kind].running).map((a) => a.id));
};

// Ascending account id: two postings touching the same wallets lock them in the same order, so
// they queue instead of deadlocking.
const moveRunningBalances = async (trx: Transaction<DB>, posting: Posting, running: Set<bigint>): Promise<Map<bigint, bigint>> => {
  const after = new Map<bigint, bigint>();
  const legs = posting.legs.filter((l) => running.has(l.accountId)).sort(byAccountId);
  for (const leg of legs) {
    const row = await applyBalanceDelta(trx, leg.accountId, leg.amount);
    if (row?.balance == null) {
      const current = await findRunningBalance(trx, leg.accountId);
      throw new AppError('INSUFFICIENT_FUNDS', { details: { accountId: leg.accountId, balance: current?.balance ?? null } });
    }
    after.set(leg.accountId, row.balance);
  }
  return after;
};

const post = async (trx: Transaction<DB>, posting: Posting): Promise<PostedJournal> => {
  // The unique key comes first: a concurrent twin waits here, then replays our committed result.
  const journal = await insertJournal(trx, posting);
  if (!journal) return replay(trx, posting);
  const running = await runningAccountIds(trx, posting);
  const after = await moveRunningBalances(trx, posting, running);
  const legs = await insertLegs(
    trx,
    posting.legs.map((l) => ({ journalId: journal.id, accountId: l.accountId, amount: l.amount, balanceAfter: after.get(l.accountId) ?? null })),
  );
  return { journalId: journal.id, idempotencyKey: posting.idempotencyKey, kind: posting.kind, createdAt: journal.created_at, legs: toPostedLegs(legs), replayed: false };
};

/**
 * The only way money moves. One transaction: its own, or the caller's when given a Transaction (on
 * an error the caller's transaction must roll back; if it commits anyway, the database's deferred
 * balance check refuses the half-written journal). A replayed key returns the first result.
 */
export const postJournal = async (db: Executor, input: PostJournalInput): Promise<PostedJournal> => {
  const posting = preparePosting(input);
  return inTransaction(db, (trx) => post(trx, posting));
};
