import type { Database, Executor } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants, currencyMaxMinor, postJournal, setCurrencyMaxMinor, type PostJournalInput } from './ledger.service';
import { allBalances, appErrorOf, fund, ledgerCounts, openHouse, openPlayerWallet, putCurrencyMax, uniqueId } from './ledger.test-support';

// The currency maximum (ledger_max_minor(), `ledger_currency_limits`): every refusal is AMOUNT_LIMIT_EXCEEDED and
// leaves nothing, whether ledger_post() raises it (on its own) or returns it (inside a caller's
// transaction, which then rolls back), and ledger_post_wallet() refuses alike.

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

const transfer = (from: bigint, to: bigint, amount: bigint): PostJournalInput => ({
  idempotencyKey: uniqueId(),
  kind: 'transfer',
  legs: [
    { accountId: from, amount: -amount },
    { accountId: to, amount },
  ],
});

const snapshot = async () => ({ counts: await ledgerCounts(database.db), balances: await allBalances(database.db) });

/** The refusal both ways: inside a caller transaction (refusal row, rolled back) and on its own (raised). */
const refusedBothWays = async (input: PostJournalInput) => {
  const inside = await appErrorOf(database.db.transaction().execute((trx) => postJournal(trx, input)));
  const alone = await appErrorOf(postJournal(database.db, input));
  expect(inside).toEqual(alone);
  return alone;
};

const limitError = (accountId: bigint, currency: string, max: bigint) => ({ code: 'AMOUNT_LIMIT_EXCEEDED', details: { accountId, currency, max } });

const postWallet = async (db: Executor, house: bigint, wallet: bigint, amount: bigint) => {
  const { rows } = await sql<{ journal: bigint }>`select ledger_post_wallet(${uniqueId()}, ${amount < 0n ? 'game_bet' : 'game_win'}, 'hash', '{}'::jsonb,
    ${house}::int8, ${wallet}::int8, ${amount}::int8) as journal`.execute(db);
  return rows[0]?.journal;
};

/** ledger_post_wallet()'s raised refusal as { refusal, detail }, or what else it threw. */
const walletRefusal = async (house: bigint, wallet: bigint, amount: bigint) => {
  const error = await postWallet(database.db, house, wallet, amount).then(
    () => null,
    (e: unknown) => e as { code?: string; message?: string; detail?: string },
  );
  return error?.code === 'GPL01' ? { refusal: error.message, detail: JSON.parse(error.detail ?? '{}') as unknown } : error;
};

describe('ledger_max_minor', () => {
  it('answers the default 10^13 for a currency without a row, the row otherwise', async () => {
    expect(await currencyMaxMinor(database.db, 'QAA')).toBe(10_000_000_000_000n);
    await putCurrencyMax(database.db, 'QAA', 12_345n);
    expect(await currencyMaxMinor(database.db, 'QAA')).toBe(12_345n);
    // Exactly the code: a longer text is no currency (char(3) would have cut it to QAA).
    expect(await currencyMaxMinor(database.db, 'QAAX')).toBe(10_000_000_000_000n);
  });
});

describe('ledger_post() under a currency maximum', () => {
  it('credits a wallet up to exactly the maximum and refuses one unit more, naming the wallet', async () => {
    await putCurrencyMax(database.db, 'QAB', 1_000n);
    const house = await openHouse(database.db, 'QAB');
    const wallet = await openPlayerWallet(database.db, 'QAB');
    await fund(database.db, wallet, 999n, house);
    await fund(database.db, wallet, 1n, house);
    const before = await snapshot();

    expect(await refusedBothWays(transfer(house, wallet, 1n))).toEqual(limitError(wallet, 'QAB', 1_000n));
    expect(await snapshot()).toEqual(before);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('refuses a leg above the maximum, of either sign, before any balance moves (first such leg named)', async () => {
    await putCurrencyMax(database.db, 'QAC', 1_000n);
    const house = await openHouse(database.db, 'QAC');
    const [a, b] = [await openPlayerWallet(database.db, 'QAC'), await openPlayerWallet(database.db, 'QAC')];
    await fund(database.db, a, 800n, house);
    const before = await snapshot();

    // The house leg (-1001) comes first; the wallet could not hold it anyway.
    expect(await refusedBothWays(transfer(house, b, 1_001n))).toEqual(limitError(house, 'QAC', 1_000n));
    // Split over two wallets each leg of b fits, the house leg does not.
    const split: PostJournalInput = {
      idempotencyKey: uniqueId(),
      kind: 'transfer',
      legs: [
        { accountId: a, amount: 600n },
        { accountId: b, amount: 600n },
        { accountId: house, amount: -1_200n },
      ],
    };
    expect(await refusedBothWays(split)).toEqual(limitError(house, 'QAC', 1_000n));
    // Above the maximum and above the funds too: the amount is the first rule.
    expect(await refusedBothWays(transfer(b, house, 2_000n))).toEqual(limitError(b, 'QAC', 1_000n));
    expect(await snapshot()).toEqual(before);
  });

  it('uses the default 10^13 for a currency without a row', async () => {
    const house = await openHouse(database.db, 'QAD');
    const wallet = await openPlayerWallet(database.db, 'QAD');
    await fund(database.db, wallet, 10_000_000_000_000n, house);
    const before = await snapshot();
    expect(await refusedBothWays(transfer(house, wallet, 1n))).toEqual(limitError(wallet, 'QAD', 10_000_000_000_000n));
    expect(await snapshot()).toEqual(before);
  });

  it('still lets a wallet left above a lowered maximum be spent down, but credit it nothing', async () => {
    const house = await openHouse(database.db, 'QAE');
    const [wallet, payee] = [await openPlayerWallet(database.db, 'QAE'), await openPlayerWallet(database.db, 'QAE')];
    await fund(database.db, wallet, 5_000n, house);
    // Straight in the table: the staff setting refuses this while the wallet holds more.
    await putCurrencyMax(database.db, 'QAE', 1_000n);

    expect(await refusedBothWays(transfer(house, wallet, 1n))).toEqual(limitError(wallet, 'QAE', 1_000n));
    const spent = await postJournal(database.db, transfer(wallet, payee, 900n));
    expect(spent.legs.map((l) => l.balanceAfter)).toEqual([4_100n, 900n]);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });
});

describe('ledger_post_wallet() under a currency maximum', () => {
  it('credits up to exactly the maximum, refuses one unit more and any amount above it, writing nothing', async () => {
    await putCurrencyMax(database.db, 'QAF', 1_000n);
    const house = await openHouse(database.db, 'QAF');
    const wallet = await openPlayerWallet(database.db, 'QAF');
    expect(await postWallet(database.db, house, wallet, 1_000n)).toBeTypeOf('bigint');
    const before = await snapshot();

    const refusal = (accountId: bigint) => ({ refusal: 'AMOUNT_LIMIT_EXCEEDED', detail: { accountId: accountId.toString(), currency: 'QAF', max: '1000' } });
    expect(await walletRefusal(house, wallet, 1n)).toEqual(refusal(wallet));
    // A bet above the maximum: its amount, before its funds (ledger_post()'s order, house leg first).
    expect(await walletRefusal(house, wallet, -1_001n)).toEqual(refusal(house));
    expect(await walletRefusal(house, wallet, 5_000n)).toEqual(refusal(house));
    expect(await snapshot()).toEqual(before);

    expect(await postWallet(database.db, house, wallet, -1_000n)).toBeTypeOf('bigint');
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('refuses the same way inside a caller transaction, which then holds nothing of it', async () => {
    await putCurrencyMax(database.db, 'QAG', 100n);
    const house = await openHouse(database.db, 'QAG');
    const wallet = await openPlayerWallet(database.db, 'QAG');
    await fund(database.db, wallet, 60n, house);
    const before = await snapshot();
    const attempt = database.db.transaction().execute(async (trx) => {
      await postWallet(trx, house, wallet, 30n);
      return postWallet(trx, house, wallet, 11n);
    });
    await expect(attempt).rejects.toMatchObject({ code: 'GPL01', message: 'AMOUNT_LIMIT_EXCEEDED' });
    expect(await snapshot()).toEqual(before);
  });
});

describe('the ceiling no setting lifts', () => {
  it('refuses a maximum outside 1..10^15, in the table and in the setting', async () => {
    await expect(putCurrencyMax(database.db, 'QAH', 1_000_000_000_000_001n)).rejects.toThrow(/ledger_currency_limits_max_minor_check/);
    await expect(putCurrencyMax(database.db, 'QAH', 0n)).rejects.toThrow(/ledger_currency_limits_max_minor_check/);
    const outOfRange = database.db.transaction().execute((trx) => setCurrencyMaxMinor(trx, 'QAH', 1_000_000_000_000_001n));
    expect((await appErrorOf(outOfRange))?.details).toMatchObject({ reason: 'MAX_OUT_OF_RANGE' });
  });

  it('refuses a direct balance past 10^15 in the accounts CHECK', async () => {
    await putCurrencyMax(database.db, 'QAI', 1_000_000_000_000_000n);
    const house = await openHouse(database.db, 'QAI');
    const wallet = await openPlayerWallet(database.db, 'QAI');
    await fund(database.db, wallet, 1_000_000_000_000_000n, house);
    const before = await snapshot();

    const tooRich = database.db.updateTable('ledger_accounts').set({ balance: 1_000_000_000_000_001n }).where('id', '=', wallet).execute();
    await expect(tooRich).rejects.toThrow(/ledger_accounts_balance_check/);
    // At the ceiling the function refuses first, with its own code.
    expect(await refusedBothWays(transfer(house, wallet, 1n))).toEqual(limitError(wallet, 'QAI', 1_000_000_000_000_000n));
    expect(await snapshot()).toEqual(before);
  });
});

describe('setCurrencyMaxMinor', () => {
  it('refuses a maximum below a running balance of the currency (CONFLICT) and keeps the old one', async () => {
    const house = await openHouse(database.db, 'QAJ');
    const wallet = await openPlayerWallet(database.db, 'QAJ');
    await fund(database.db, wallet, 700n, house);
    const lower = database.db.transaction().execute((trx) => setCurrencyMaxMinor(trx, 'QAJ', 699n));
    expect(await appErrorOf(lower)).toEqual({
      code: 'CONFLICT',
      details: { reason: 'BALANCE_ABOVE_MAX', currency: 'QAJ', accountId: wallet, balance: 700n, max: 699n },
    });
    expect(await currencyMaxMinor(database.db, 'QAJ')).toBe(10_000_000_000_000n);

    const set = await database.db.transaction().execute((trx) => setCurrencyMaxMinor(trx, 'QAJ', 700n));
    expect({ before: set.before, max: set.limit.maxMinor }).toEqual({ before: 10_000_000_000_000n, max: 700n });
    expect(await currencyMaxMinor(database.db, 'QAJ')).toBe(700n);
  });
});
