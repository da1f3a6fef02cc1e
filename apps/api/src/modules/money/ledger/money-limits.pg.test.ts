import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../../lib/app-error';
import { checkLedgerInvariants, getBalance, postJournal } from './ledger.service';
import { fund, openHouse, openPlayerWallet, putCurrencyMax, uniqueId } from './ledger.test-support';

// Real concurrency needs real PostgreSQL: PGlite has one connection and runs everything in turn.
let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

/** A credit from the house through postJournal (ledger_post()) or straight through ledger_post_wallet(). */
const credit = (house: bigint, wallet: bigint, amount: bigint, via: 'post' | 'wallet') =>
  via === 'post'
    ? postJournal(database.db, {
        idempotencyKey: uniqueId(),
        kind: 'deposit',
        legs: [
          { accountId: house, amount: -amount },
          { accountId: wallet, amount },
        ],
      })
    : sql`select ledger_post_wallet(${uniqueId()}, 'game_win', 'hash', '{}'::jsonb, ${house}::int8, ${wallet}::int8, ${amount}::int8)`.execute(database.db);

/** What each attempt came to: ok, the AppError code, or the ledger's raised refusal code (GPL01). */
const outcomeOf = (result: PromiseSettledResult<unknown>): string => {
  if (result.status === 'fulfilled') return 'ok';
  const reason: unknown = result.reason;
  if (isAppError(reason)) return reason.code;
  const raised = reason as { code?: string; message?: string };
  return raised.code === 'GPL01' ? `GPL01 ${raised.message}` : `unexpected: ${String(reason)}`;
};

describe('currency maximum under concurrency (PostgreSQL)', () => {
  it.each(['post', 'wallet'] as const)('lets exactly as many of 60 parallel credits (%s) in as fit under the maximum', async (via) => {
    const currency = via === 'post' ? 'QPA' : 'QPB';
    await putCurrencyMax(database.db, currency, 1_000n);
    const house = await openHouse(database.db, currency);
    const wallet = await openPlayerWallet(database.db, currency);
    await fund(database.db, wallet, 20n, house);

    const outcomes = (await Promise.allSettled(Array.from({ length: 60 }, () => credit(house, wallet, 70n, via)))).map(outcomeOf);

    const refused = via === 'post' ? 'AMOUNT_LIMIT_EXCEEDED' : 'GPL01 AMOUNT_LIMIT_EXCEEDED';
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(14);
    expect(outcomes.filter((o) => o !== 'ok')).toEqual(Array.from({ length: 46 }, () => refused));
    expect(await getBalance(database.db, wallet)).toBe(20n + 14n * 70n);
    const highest = await database.db
      .selectFrom('ledger_legs')
      .select((eb) => eb.fn.max('balance_after').as('max'))
      .where('account_id', '=', wallet)
      .executeTakeFirstOrThrow();
    expect(highest.max).toBe(1_000n);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('holds the maximum with both posting paths and debits racing on one wallet', async () => {
    await putCurrencyMax(database.db, 'QPC', 500n);
    const house = await openHouse(database.db, 'QPC');
    const wallet = await openPlayerWallet(database.db, 'QPC');
    const payee = await openPlayerWallet(database.db, 'QPC');
    await fund(database.db, wallet, 250n, house);

    const debit = () =>
      postJournal(database.db, {
        idempotencyKey: uniqueId(),
        kind: 'transfer',
        legs: [
          { accountId: wallet, amount: -30n },
          { accountId: payee, amount: 30n },
        ],
      });
    const attempts = Array.from({ length: 90 }, (_, i) =>
      i % 3 === 0 ? credit(house, wallet, 45n, 'post') : i % 3 === 1 ? credit(house, wallet, 45n, 'wallet') : debit(),
    );
    const outcomes = (await Promise.allSettled(attempts)).map(outcomeOf);

    expect(outcomes.filter((o) => !['ok', 'AMOUNT_LIMIT_EXCEEDED', 'GPL01 AMOUNT_LIMIT_EXCEEDED', 'INSUFFICIENT_FUNDS'].includes(o))).toEqual([]);
    // All credits in would make 250 + 1350 - 900 = 700: the ceiling must have refused some.
    expect(outcomes.some((o) => o.endsWith('AMOUNT_LIMIT_EXCEEDED'))).toBe(true);
    const legs = await database.db.selectFrom('ledger_legs').select(['amount', 'balance_after']).where('account_id', '=', wallet).orderBy('id').execute();
    // Every balance the wallet ever had is within 0..500, and the legs account for the final one.
    expect(legs.every((l) => l.balance_after !== null && l.balance_after >= 0n && l.balance_after <= 500n)).toBe(true);
    expect(legs.reduce((sum, l) => sum + l.amount, 0n)).toBe(await getBalance(database.db, wallet));
    expect(outcomes.filter((o) => o === 'ok').length).toBe(legs.length - 1);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });
});
