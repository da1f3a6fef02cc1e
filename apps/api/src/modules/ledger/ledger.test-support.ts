import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDb, type Database, type Executor } from '@gp/db';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { isAppError } from '../../lib/app-error';
import { openAccount } from './open-account';
import { postJournal } from './post-journal';

/** Test helpers shared by the ledger's integration tiers. */

export const uniqueId = (): string => randomUUID();

export const openPlayerWallet = async (db: Executor, currency = 'USD') =>
  (await openAccount(db, { kind: 'player_main', currency, owner: { type: 'player', id: uniqueId() } })).id;

export const openHouse = async (db: Executor, currency = 'USD') =>
  (await openAccount(db, { kind: 'house_payment', currency, owner: { type: 'payment_provider', id: uniqueId() } })).id;

/** Credits a wallet from a house account, the way a deposit would. */
export const fund = async (db: Executor, accountId: bigint, amount: bigint, houseId: bigint) =>
  postJournal(db, {
    idempotencyKey: `fund:${uniqueId()}`,
    kind: 'deposit',
    legs: [
      { accountId: houseId, amount: -amount },
      { accountId, amount },
    ],
  });

export const ledgerCounts = async (db: Executor) => {
  const journals = await db.selectFrom('ledger_journals').select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
  const legs = await db.selectFrom('ledger_legs').select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
  return { journals: journals.n, legs: legs.n };
};

export const allBalances = async (db: Executor) =>
  db.selectFrom('ledger_accounts').select(['id', 'balance']).orderBy('id').execute();

/** The AppError a promise rejects with, as { code, details }; fails the test on any other outcome. */
export const appErrorOf = async (promise: Promise<unknown>) => {
  const outcome = await promise.then(
    () => 'resolved' as const,
    (e: unknown) => e,
  );
  expect(isAppError(outcome), `expected an AppError, got ${String(outcome)}`).toBe(true);
  return isAppError(outcome) ? { code: outcome.code, details: outcome.details } : null;
};

/**
 * Closes a test database without tripping over its own pool: pg-pool's end() resolves before the
 * clients' sockets close, and createTestDb's `drop database ... with (force)` then kills those
 * backends, which surfaces as an unhandled FATAL 57P01 on a client nobody listens to any more.
 */
export const closeTestDb = async (database: Database): Promise<void> => {
  await database.db.destroy();
  const adminUrl = process.env.DATABASE_URL;
  if (database.target.kind === 'postgres' && adminUrl) {
    const name = new URL(database.target.url).pathname.slice(1);
    const admin = await createDb({ kind: 'postgres', url: adminUrl, poolSize: 1 });
    try {
      for (let i = 0; i < 100; i++) {
        const { rows } = await sql<{ n: number }>`select count(*)::int4 as n from pg_stat_activity where datname = ${name}`.execute(admin.db);
        if (rows[0]?.n === 0) break;
        await sleep(20);
      }
    } finally {
      await admin.close();
    }
  }
  await database.close();
};
