import { randomUUID } from 'node:crypto';
import type { Executor } from '@gp/db';
import { expect } from 'vitest';
import { isAppError } from '../../../lib/app-error';
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
  const journals = await db
    .selectFrom('ledger_journals')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .executeTakeFirstOrThrow();
  const legs = await db
    .selectFrom('ledger_legs')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return { journals: journals.n, legs: legs.n };
};

export const allBalances = async (db: Executor) => db.selectFrom('ledger_accounts').select(['id', 'balance']).orderBy('id').execute();

/** The AppError a promise rejects with, as { code, details }; fails the test on any other outcome. */
export const appErrorOf = async (promise: Promise<unknown>) => {
  const outcome = await promise.then(
    () => 'resolved' as const,
    (e: unknown) => e,
  );
  expect(isAppError(outcome), `expected an AppError, got ${String(outcome)}`).toBe(true);
  return isAppError(outcome) ? { code: outcome.code, details: outcome.details } : null;
};

/** Sets a currency's maximum straight in the table (no balance check), as a test arranges it. */
export const putCurrencyMax = async (db: Executor, currency: string, max: bigint) =>
  db
    .insertInto('ledger_currency_limits')
    .values({ currency, max_minor: max })
    .onConflict((oc) => oc.column('currency').doUpdateSet({ max_minor: max }))
    .execute();
