import type { Database, Executor } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from './ledger.service';
import { callLedgerPost } from './ledger.repository';
import { fund, ledgerCounts, openHouse, openPlayerWallet, putCurrencyMax, uniqueId } from './ledger.test-support';

// ledger_post_wallet() (sql/functions/ledger_post_wallet.sql in packages/db) promises ledger_post()'s effect, result and
// refusals for a house account and a running wallet; these tests hold it to that on both engines.

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

type WalletPosting = { key: string; kind: string; hash: string; metadata: string; house: bigint; wallet: bigint; amount: bigint };
type Outcome = { legs: { account: string; amount: bigint; balanceAfter: bigint | null }[] } | { refusal: string; detail: unknown } | { sqlState: string };

const postWallet = async (db: Executor, p: WalletPosting): Promise<bigint> => {
  const { rows } = await sql<{ journal: bigint }>`select ledger_post_wallet(${p.key}, ${p.kind}, ${p.hash}, ${p.metadata}::jsonb,
    ${p.house}::int8, ${p.wallet}::int8, ${p.amount}::int8) as journal`.execute(db);
  const journal = rows[0]?.journal;
  if (journal === undefined) throw new Error('ledger_post_wallet returned no row');
  return journal;
};

const postGeneral = async (db: Executor, p: WalletPosting): Promise<bigint> => {
  const rows = await callLedgerPost(
    db,
    { idempotencyKey: p.key, kind: p.kind, requestHash: p.hash, metadata: p.metadata, accountIds: [p.house, p.wallet], amounts: [-p.amount, p.amount] },
    true,
  );
  const journal = rows[0]?.journal_id;
  if (journal === undefined || journal === null) throw new Error('ledger_post returned no journal');
  return journal;
};

const isRefusal = (error: unknown): error is { code: string; message: string; detail: string } =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'GPL01' && 'detail' in error && typeof error.detail === 'string';

const sqlStateOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;

/** A posting's outcome with account ids named by role, so two sets of accounts compare equal. */
const outcomeOf = async (post: (db: Executor, p: WalletPosting) => Promise<bigint>, p: WalletPosting): Promise<Outcome> => {
  const names = new Map([
    [p.house.toString(), 'house'],
    [p.wallet.toString(), 'wallet'],
  ]);
  const name = (id: string) => names.get(id) ?? id;
  try {
    const journal = await post(database.db, p);
    const legs = await database.db
      .selectFrom('ledger_legs')
      .select(['account_id', 'amount', 'balance_after'])
      .where('journal_id', '=', journal)
      .orderBy('id')
      .execute();
    return { legs: legs.map((l) => ({ account: name(l.account_id.toString()), amount: l.amount, balanceAfter: l.balance_after })) };
  } catch (error) {
    // Any other error (a zero amount breaks the legs' CHECK) must be the same error too.
    const sqlState = sqlStateOf(error);
    if (!isRefusal(error)) {
      if (sqlState === null) throw error;
      return { sqlState };
    }
    const detail = JSON.stringify(JSON.parse(error.detail) as unknown, (key, value: unknown) => {
      if (key === 'idempotencyKey' && typeof value === 'string') return value.replace(/^general:/, '');
      if (key === 'accountId' && typeof value === 'string') return name(value);
      return Array.isArray(value) ? value.map((v: unknown) => (typeof v === 'string' ? name(v) : v)) : value;
    });
    return { refusal: error.message, detail: JSON.parse(detail) as unknown };
  }
};

const refusalOf = async (p: WalletPosting) => {
  const outcome = await outcomeOf(postWallet, p);
  return 'refusal' in outcome ? outcome : null;
};

const setUp = async (funding: bigint, currency = 'USD') => {
  const house = await openHouse(database.db, currency);
  const wallet = await openPlayerWallet(database.db, currency);
  if (funding > 0n) await fund(database.db, wallet, funding, house);
  return { house, wallet };
};

const posting = (accounts: { house: bigint; wallet: bigint }, amount: bigint, key = uniqueId()): WalletPosting => ({
  key,
  kind: amount < 0n ? 'game_bet' : 'game_win',
  hash: `hash-${amount}`,
  metadata: JSON.stringify({ roundId: 'r-1' }),
  ...accounts,
  amount,
});

const walletBalance = async (id: bigint) =>
  (await database.db.selectFrom('ledger_accounts').select('balance').where('id', '=', id).executeTakeFirstOrThrow()).balance;

describe('ledger_post_wallet', () => {
  it('posts, replays and refuses exactly as ledger_post() does, step by step (property)', async () => {
    // A step: a new posting, or the key of an earlier step sent again with the same or other content.
    const step = fc.oneof(
      fc.record({ amount: fc.bigInt({ min: -400n, max: 300n }) }),
      fc.record({ replay: fc.nat(), amount: fc.bigInt({ min: -400n, max: 300n }), same: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const fast = await setUp(500n);
        const general = await setUp(500n);
        const sent: WalletPosting[] = [];
        for (const s of steps) {
          const earlier = 'replay' in s && sent.length > 0 ? sent[s.replay % sent.length] : undefined;
          const key = earlier?.key ?? uniqueId();
          const amount = earlier && 'same' in s && s.same ? earlier.amount : s.amount;
          const p = posting(fast, amount, key);
          sent.push(p);
          const mine = await outcomeOf(postWallet, p);
          const theirs = await outcomeOf(postGeneral, { ...p, key: `general:${key}`, house: general.house, wallet: general.wallet });
          expect(mine).toEqual(theirs);
        }
        expect(await walletBalance(fast.wallet)).toBe(await walletBalance(general.wallet));
      }),
      { numRuns: 15 },
    );
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('refuses past the currency maximum exactly as ledger_post() does (property)', async () => {
    // A maximum of 1000 with amounts either side of it: bets above it, wins that would pass it, and
    // debits from a wallet the lowered maximum has left above it.
    let limitRefusals = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 0n, max: 1_500n }),
        fc.array(fc.bigInt({ min: -1_600n, max: 1_600n }), { minLength: 1, maxLength: 10 }),
        async (funding, amounts) => {
          await putCurrencyMax(database.db, 'XTS', 2_000n);
          const fast = await setUp(funding, 'XTS');
          const general = await setUp(funding, 'XTS');
          await putCurrencyMax(database.db, 'XTS', 1_000n);
          for (const amount of amounts) {
            const p = posting(fast, amount);
            const mine = await outcomeOf(postWallet, p);
            const theirs = await outcomeOf(postGeneral, { ...p, key: `general:${p.key}`, house: general.house, wallet: general.wallet });
            expect(mine).toEqual(theirs);
            if ('refusal' in mine && mine.refusal === 'AMOUNT_LIMIT_EXCEEDED') limitRefusals += 1;
          }
          expect(await walletBalance(fast.wallet)).toBe(await walletBalance(general.wallet));
        },
      ),
      { numRuns: 15 },
    );
    expect(limitRefusals).toBeGreaterThan(0);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('writes the journal as ledger_post() does: kind, request hash, metadata and legs in the order house, wallet', async () => {
    const accounts = await setUp(1_000n);
    const p = { ...posting(accounts, -250n), metadata: JSON.stringify({ gameType: 'SLOT', txId: 'b-1' }) };
    const journal = await postWallet(database.db, p);
    const row = await database.db
      .selectFrom('ledger_journals')
      .select(['idempotency_key', 'kind', 'request_hash', 'metadata'])
      .where('id', '=', journal)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ idempotency_key: p.key, kind: 'game_bet', request_hash: p.hash, metadata: { gameType: 'SLOT', txId: 'b-1' } });
    const legs = await database.db
      .selectFrom('ledger_legs')
      .select(['account_id', 'amount', 'balance_after'])
      .where('journal_id', '=', journal)
      .orderBy('id')
      .execute();
    expect(legs).toEqual([
      { account_id: accounts.house, amount: 250n, balance_after: null },
      { account_id: accounts.wallet, amount: -250n, balance_after: 750n },
    ]);
  });

  it('replays a key already posted without a second effect, and refuses it with other content', async () => {
    const accounts = await setUp(1_000n);
    const p = posting(accounts, -300n);
    const journal = await postWallet(database.db, p);
    const before = await ledgerCounts(database.db);
    expect(await postWallet(database.db, p)).toBe(journal);
    expect(await refusalOf({ ...p, hash: 'other' })).toEqual({ refusal: 'IDEMPOTENCY_CONFLICT', detail: { idempotencyKey: p.key } });
    expect(await ledgerCounts(database.db)).toEqual(before);
    expect(await walletBalance(accounts.wallet)).toBe(700n);
  });

  it('refuses an overdraft, an unknown account, mixed currencies and any other shape, and writes nothing', async () => {
    const accounts = await setUp(100n);
    const euro = await setUp(0n, 'EUR');
    const other = await openPlayerWallet(database.db);
    const before = await ledgerCounts(database.db);

    expect(await refusalOf(posting(accounts, -101n))).toEqual({ refusal: 'INSUFFICIENT_FUNDS', detail: { accountId: 'wallet', balance: '100' } });
    expect(await refusalOf(posting({ house: accounts.house, wallet: 999_999_999n }, 5n))).toEqual({ refusal: 'NOT_FOUND', detail: { accountIds: ['wallet'] } });
    expect(await refusalOf(posting({ house: euro.house, wallet: accounts.wallet }, 5n))).toEqual({
      refusal: 'VALIDATION_ERROR',
      detail: { reason: 'MIXED_CURRENCIES', currencies: ['EUR', 'USD'] },
    });
    // Two running wallets, or the house where the wallet should be: ledger_post() is the way for those.
    for (const shape of [
      { house: other, wallet: accounts.wallet },
      { house: accounts.wallet, wallet: accounts.house },
    ]) {
      expect(await refusalOf(posting(shape, 5n))).toMatchObject({ refusal: 'VALIDATION_ERROR', detail: { reason: 'NOT_HOUSE_AND_WALLET' } });
    }
    expect(await ledgerCounts(database.db)).toEqual(before);
    expect(await walletBalance(accounts.wallet)).toBe(100n);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });
});
