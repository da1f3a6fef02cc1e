import { describe, expect, it } from 'vitest';
import { isAppError } from '../../../lib/app-error';
import type { PostJournalInput } from './ledger.types';
import { preparePosting } from './prepare-posting';

const base: PostJournalInput = {
  idempotencyKey: 'k1',
  kind: 'transfer',
  legs: [
    { accountId: 1n, amount: -100n },
    { accountId: 2n, amount: 100n },
  ],
  metadata: { b: 1, a: { y: [1, 'x'], x: null } },
};

const refusal = (input: unknown): unknown => {
  try {
    preparePosting(input as PostJournalInput);
  } catch (e) {
    return isAppError(e) ? { code: e.code, reason: e.details?.reason } : e;
  }
  return 'accepted';
};

describe('preparePosting', () => {
  it('accepts a balanced posting and stores canonical metadata', () => {
    const p = preparePosting(base);
    expect(p.metadata).toBe('{"a":{"x":null,"y":[1,"x"]},"b":1}');
    expect(p.requestHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes meaning, not leg order or key order', () => {
    const reordered = preparePosting({ ...base, legs: [...base.legs].reverse(), metadata: { a: { x: null, y: [1, 'x'] }, b: 1 } });
    expect(reordered.requestHash).toBe(preparePosting(base).requestHash);
  });

  it('gives a different hash for any different content', () => {
    const h = preparePosting(base).requestHash;
    expect(preparePosting({ ...base, kind: 'other' }).requestHash).not.toBe(h);
    expect(preparePosting({ ...base, metadata: { b: 2, a: { y: [1, 'x'], x: null } } }).requestHash).not.toBe(h);
    const legs = [
      { accountId: 1n, amount: -101n },
      { accountId: 2n, amount: 101n },
    ];
    expect(preparePosting({ ...base, legs }).requestHash).not.toBe(h);
    const swapped = [
      { accountId: 1n, amount: 100n },
      { accountId: 2n, amount: -100n },
    ];
    expect(preparePosting({ ...base, legs: swapped }).requestHash).not.toBe(h);
  });

  it.each([
    ['TOO_FEW_LEGS', { ...base, legs: [{ accountId: 1n, amount: 0n }] }],
    ['TOO_FEW_LEGS', { ...base, legs: [] }],
    [
      'AMOUNT_NOT_NONZERO_BIGINT',
      {
        ...base,
        legs: [
          { accountId: 1n, amount: 0n },
          { accountId: 2n, amount: 0n },
        ],
      },
    ],
    [
      'AMOUNT_NOT_NONZERO_BIGINT',
      {
        ...base,
        legs: [
          { accountId: 1n, amount: -100 },
          { accountId: 2n, amount: 100 },
        ],
      },
    ],
    [
      'AMOUNT_OUT_OF_RANGE',
      {
        ...base,
        legs: [
          { accountId: 1n, amount: -(2n ** 63n) },
          { accountId: 2n, amount: 2n ** 63n },
        ],
      },
    ],
    [
      'INVALID_ACCOUNT_ID',
      {
        ...base,
        legs: [
          { accountId: 1, amount: -1n },
          { accountId: 2n, amount: 1n },
        ],
      },
    ],
    [
      'DUPLICATE_ACCOUNT',
      {
        ...base,
        legs: [
          { accountId: 1n, amount: -1n },
          { accountId: 1n, amount: 1n },
        ],
      },
    ],
    [
      'LEGS_DO_NOT_SUM_TO_ZERO',
      {
        ...base,
        legs: [
          { accountId: 1n, amount: -100n },
          { accountId: 2n, amount: 99n },
        ],
      },
    ],
    ['INVALID_IDEMPOTENCY_KEY', { ...base, idempotencyKey: '' }],
    ['INVALID_IDEMPOTENCY_KEY', { ...base, idempotencyKey: 'x'.repeat(201) }],
    ['INVALID_KIND', { ...base, kind: 'Bad Kind' }],
    ['METADATA_NOT_OBJECT', { ...base, metadata: [1] }],
    ['METADATA_TOO_LARGE', { ...base, metadata: { s: 'x'.repeat(20_000) } }],
  ])('refuses %s', (reason, input) => {
    expect(refusal(input)).toEqual({ code: 'VALIDATION_ERROR', reason });
  });
});
