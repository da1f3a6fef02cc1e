import type { Executor } from '@gp/db';
import { AppError } from '../../../lib/app-error';
import { callLedgerPost, type LedgerPostRow } from './ledger.repository';
import type { PostedJournal, PostedLeg, PostJournalInput } from './ledger.types';
import { preparePosting, type Posting } from './prepare-posting';

/** SQLSTATE of a refusal raised by ledger_post(); message is the AppError code, detail its JSON. */
const REFUSAL_STATE = 'GPL01';

type Refusal = { code: string; detail: Record<string, unknown> };

const isRaisedRefusal = (error: unknown): error is { code: string; message: string; detail: string } =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === REFUSAL_STATE && 'detail' in error && typeof error.detail === 'string';

const toBigInt = (value: unknown): bigint | null => (typeof value === 'string' ? BigInt(value) : null);

/** The SQL function sends ids and amounts as JSON strings (no float on the way); back to bigint here. */
const toAppError = ({ code, detail }: Refusal, posting: Posting): AppError => {
  switch (code) {
    case 'INSUFFICIENT_FUNDS':
      return new AppError('INSUFFICIENT_FUNDS', { details: { accountId: toBigInt(detail.accountId), balance: toBigInt(detail.balance) } });
    case 'NOT_FOUND':
      return new AppError('NOT_FOUND', { details: { accountIds: (Array.isArray(detail.accountIds) ? detail.accountIds : []).map(toBigInt) } });
    case 'IDEMPOTENCY_CONFLICT':
      return new AppError('IDEMPOTENCY_CONFLICT', { details: { idempotencyKey: posting.idempotencyKey } });
    case 'AMOUNT_LIMIT_EXCEEDED':
      return new AppError('AMOUNT_LIMIT_EXCEEDED', {
        details: { accountId: toBigInt(detail.accountId), currency: typeof detail.currency === 'string' ? detail.currency : null, max: toBigInt(detail.max) },
      });
    case 'VALIDATION_ERROR':
      return new AppError('VALIDATION_ERROR', { details: detail });
    default:
      return new AppError('INTERNAL_ERROR', { details: detail });
  }
};

const toPostedLegs = (rows: readonly LedgerPostRow[]): PostedLeg[] =>
  rows
    .flatMap((r) =>
      r.leg_id !== null && r.account_id !== null && r.amount !== null
        ? [{ legId: r.leg_id, accountId: r.account_id, amount: r.amount, balanceAfter: r.balance_after }]
        : [],
    )
    .sort((a, b) => (a.legId < b.legId ? -1 : a.legId > b.legId ? 1 : 0));

const toPostedJournal = (rows: readonly LedgerPostRow[], posting: Posting): PostedJournal => {
  const [first] = rows;
  if (first?.refusal) throw toAppError({ code: first.refusal, detail: JSON.parse(first.refusal_detail ?? '{}') as Record<string, unknown> }, posting);
  if (!first || first.journal_id === null || first.created_at === null) throw new AppError('INTERNAL_ERROR', { details: { reason: 'NO_POSTING_RESULT' } });
  return {
    journalId: first.journal_id,
    idempotencyKey: posting.idempotencyKey,
    kind: posting.kind,
    createdAt: first.created_at,
    legs: toPostedLegs(rows),
    replayed: first.replayed === true,
  };
};

const call = (db: Executor, posting: Posting, raise: boolean) =>
  callLedgerPost(db, { ...posting, accountIds: posting.legs.map((l) => l.accountId), amounts: posting.legs.map((l) => l.amount) }, raise);

/**
 * The only way money moves: one call of the ledger_post() SQL function, one round trip.
 *
 * On its own (no transaction given) the call is one autocommit statement: a refusal is raised in
 * the database, so nothing of it stays. Given a caller's Transaction it joins it and the refusal
 * comes back as a row, leaving the work done so far in that transaction: after a ledger error the
 * caller must roll back (if it commits anyway, the database's deferred balance check refuses the
 * half-written journal). A replayed key returns the first result.
 */
export const postJournal = async (db: Executor, input: PostJournalInput): Promise<PostedJournal> => {
  const posting = preparePosting(input);
  if (db.isTransaction) return toPostedJournal(await call(db, posting, false), posting);
  try {
    return toPostedJournal(await call(db, posting, true), posting);
  } catch (error) {
    if (!isRaisedRefusal(error)) throw error;
    throw toAppError({ code: error.message, detail: JSON.parse(error.detail) as Record<string, unknown> }, posting);
  }
};
