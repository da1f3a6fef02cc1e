import { createHash } from 'node:crypto';
import { AppError } from '../../../lib/app-error';
import { canonicalJson } from '../../../lib/canonical-json';
import type { JsonObject, PostingLeg, PostJournalInput } from './ledger.types';

const INT8_MAX = 9_223_372_036_854_775_807n;
const MAX_KEY_LENGTH = 200;
const MAX_LEGS = 100;
const MAX_METADATA_LENGTH = 16_384;
const KIND_PATTERN = /^[a-z][a-z0-9_.]{0,63}$/;

/** A posting that passed every check that needs no database, with its canonical forms. */
export type Posting = {
  idempotencyKey: string;
  kind: string;
  legs: PostingLeg[];
  /** Canonical JSON text (sorted keys), stored as the journal metadata. */
  metadata: string;
  requestHash: string;
};

const refuse = (reason: string, details: Record<string, unknown> = {}): never => {
  throw new AppError('VALIDATION_ERROR', { details: { reason, ...details } });
};

const byAccountId = (a: PostingLeg, b: PostingLeg): number => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0);

const checkLeg = (leg: PostingLeg, index: number): PostingLeg => {
  const { accountId, amount } = leg;
  if (typeof accountId !== 'bigint' || accountId <= 0n) return refuse('INVALID_ACCOUNT_ID', { leg: index });
  if (typeof amount !== 'bigint' || amount === 0n) return refuse('AMOUNT_NOT_NONZERO_BIGINT', { leg: index });
  if (amount > INT8_MAX || -amount > INT8_MAX) return refuse('AMOUNT_OUT_OF_RANGE', { leg: index });
  return { accountId, amount };
};

/**
 * Hash of what the posting means: kind, legs (in account order, so leg order does not matter)
 * and metadata (keys sorted). A replayed key is accepted only with the same hash.
 */
const requestHash = (kind: string, legs: readonly PostingLeg[], metadata: JsonObject): string => {
  const sorted = [...legs].sort(byAccountId).map((l) => [l.accountId, l.amount]);
  return createHash('sha256')
    .update(canonicalJson({ kind, legs: sorted, metadata }))
    .digest('hex');
};

/** Every check that needs no database; throws VALIDATION_ERROR before anything is touched. */
export const preparePosting = (input: PostJournalInput): Posting => {
  const { idempotencyKey, kind } = input;
  if (typeof idempotencyKey !== 'string' || idempotencyKey.length === 0 || idempotencyKey.length > MAX_KEY_LENGTH) {
    return refuse('INVALID_IDEMPOTENCY_KEY');
  }
  if (typeof kind !== 'string' || !KIND_PATTERN.test(kind)) return refuse('INVALID_KIND');
  if (!Array.isArray(input.legs) || input.legs.length < 2) return refuse('TOO_FEW_LEGS');
  if (input.legs.length > MAX_LEGS) return refuse('TOO_MANY_LEGS');

  const legs = input.legs.map(checkLeg);
  if (new Set(legs.map((l) => l.accountId)).size !== legs.length) return refuse('DUPLICATE_ACCOUNT');
  const sum = legs.reduce((total, l) => total + l.amount, 0n);
  if (sum !== 0n) return refuse('LEGS_DO_NOT_SUM_TO_ZERO', { sum });

  const metadataValue = input.metadata ?? {};
  if (typeof metadataValue !== 'object' || metadataValue === null || Array.isArray(metadataValue)) return refuse('METADATA_NOT_OBJECT');
  const metadata = canonicalJson(metadataValue);
  if (metadata.length > MAX_METADATA_LENGTH) return refuse('METADATA_TOO_LARGE');

  return { idempotencyKey, kind, legs, metadata, requestHash: requestHash(kind, legs, metadataValue) };
};
