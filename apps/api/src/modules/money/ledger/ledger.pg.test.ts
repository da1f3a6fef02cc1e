import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../../lib/app-error';
import { checkLedgerInvariants, getBalance, postJournal, type PostJournalInput } from './ledger.service';
import { fund, ledgerCounts, openHouse, openPlayerWallet, uniqueId } from './ledger.test-support';

// Real concurrency needs real PostgreSQL: PGlite has one connection and runs everything in turn.
let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

const transfer = (from: bigint, to: bigint, amount: bigint, idempotencyKey = uniqueId()): PostJournalInput => ({
  idempotencyKey,
  kind: 'transfer',
  legs: [
    { accountId: from, amount: -amount },
    { accountId: to, amount },
  ],
});

/** Settles every attempt and sorts the outcomes: results, AppError codes, or anything else. */
const settle = async <T>(attempts: Promise<T>[]) => {
  const outcomes = await Promise.allSettled(attempts);
  const results = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
  const reasons = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
  return {
    results,
    codes: reasons.map((r) => (isAppError(r) ? r.code : `unexpected: ${String(r)}`)),
  };
};

describe('ledger under concurrency (PostgreSQL)', () => {
  it('never overdraws: 50 parallel debits against one balance, exactly floor(balance / amount) succeed', async () => {
    const house = await openHouse(database.db);
    const wallet = await openPlayerWallet(database.db);
    const payee = await openPlayerWallet(database.db);
    await fund(database.db, wallet, 1_000n, house);

    const { results, codes } = await settle(Array.from({ length: 50 }, () => postJournal(database.db, transfer(wallet, payee, 70n))));

    expect(results).toHaveLength(14);
    expect(codes).toEqual(Array.from({ length: 36 }, () => 'INSUFFICIENT_FUNDS'));
    expect(await getBalance(database.db, wallet)).toBe(20n);
    expect(await getBalance(database.db, payee)).toBe(980n);
    // Each success saw a distinct balance: the updates were serialised, none lost.
    const after = results.map((r) => r.legs.find((l) => l.accountId === wallet)?.balanceAfter).sort((a, b) => Number((b ?? 0n) - (a ?? 0n)));
    expect(after).toEqual(Array.from({ length: 14 }, (_, i) => 1_000n - 70n * BigInt(i + 1)));
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('applies one key sent 20 times in parallel exactly once, and all 20 get the same journal', async () => {
    const house = await openHouse(database.db);
    const wallet = await openPlayerWallet(database.db);
    const payee = await openPlayerWallet(database.db);
    await fund(database.db, wallet, 500n, house);
    const before = await ledgerCounts(database.db);
    const input = { ...transfer(wallet, payee, 120n), metadata: { round: 'r-1' } };

    const { results, codes } = await settle(Array.from({ length: 20 }, () => postJournal(database.db, input)));

    expect(codes).toEqual([]);
    expect(new Set(results.map((r) => r.journalId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const first = results.find((r) => !r.replayed);
    for (const r of results) expect({ ...r, replayed: false }).toEqual(first);
    expect(await getBalance(database.db, wallet)).toBe(380n);
    expect(await getBalance(database.db, payee)).toBe(120n);
    expect(await ledgerCounts(database.db)).toEqual({ journals: before.journals + 1n, legs: before.legs + 2n });
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('applies one key once when the 20 parallel twins are half on their own and half inside caller transactions', async () => {
    const house = await openHouse(database.db);
    const wallet = await openPlayerWallet(database.db);
    const payee = await openPlayerWallet(database.db);
    await fund(database.db, wallet, 500n, house);
    const before = await ledgerCounts(database.db);
    const input = transfer(wallet, payee, 120n);

    // The two ways postJournal calls ledger_post(): one autocommit statement, or inside the caller's transaction.
    const attempt = (i: number) => (i % 2 === 0 ? postJournal(database.db, input) : database.db.transaction().execute((trx) => postJournal(trx, input)));
    const { results, codes } = await settle(Array.from({ length: 20 }, (_, i) => attempt(i)));

    expect(codes).toEqual([]);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const first = results.find((r) => !r.replayed);
    for (const r of results) expect({ ...r, replayed: false }).toEqual(first);
    expect(await getBalance(database.db, wallet)).toBe(380n);
    expect(await ledgerCounts(database.db)).toEqual({ journals: before.journals + 1n, legs: before.legs + 2n });
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('runs transfers in opposite directions (and through a shared house account) without deadlock', async () => {
    const house = await openHouse(database.db);
    const a = await openPlayerWallet(database.db);
    const b = await openPlayerWallet(database.db);
    await fund(database.db, a, 10_000n, house);
    await fund(database.db, b, 10_000n, house);

    // Three-leg journals lock both wallets in one transaction: the case a fixed lock order protects.
    const threeWay = (from: bigint, to: bigint): PostJournalInput => ({
      idempotencyKey: uniqueId(),
      kind: 'transfer',
      legs: [
        { accountId: from, amount: -11n },
        { accountId: to, amount: 10n },
        { accountId: house, amount: 1n },
      ],
    });
    const attempts = Array.from({ length: 200 }, (_, i) => {
      const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
      return postJournal(database.db, i % 4 < 2 ? transfer(from, to, 7n) : threeWay(from, to));
    });
    const { results, codes } = await settle(attempts);

    expect(codes).toEqual([]);
    expect(results).toHaveLength(200);
    // 100 each way: the two-leg transfers cancel out; each three-leg one costs its sender 1.
    expect(await getBalance(database.db, a)).toBe(10_000n - 50n);
    expect(await getBalance(database.db, b)).toBe(10_000n - 50n);
    expect(await getBalance(database.db, house)).toBe(-20_000n + 100n);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });
});
