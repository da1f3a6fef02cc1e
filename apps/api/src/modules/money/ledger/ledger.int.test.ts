import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../../lib/app-error';
import { checkLedgerInvariants, getBalance, openAccount, postJournal, type PostedJournal, type PostJournalInput } from './ledger.service';
import { allBalances, appErrorOf, fund, ledgerCounts, openHouse, openPlayerWallet, uniqueId } from './ledger.test-support';

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

/**
 * Runs the statements with the ledger's triggers off (session_replication_role, this transaction only)
 * in a transaction that is then rolled back: corruption can be staged, and none of it stays.
 */
const withinRolledBack = async <T>(work: (trx: Database['db']) => Promise<T>): Promise<T> => {
  const trx = await database.db.startTransaction().execute();
  try {
    await sql`set local session_replication_role = replica`.execute(trx);
    return await work(trx);
  } finally {
    await trx.rollback().execute();
  }
};

describe('openAccount', () => {
  it('returns the same account when opened twice, for owned and ownerless accounts', async () => {
    const owner = { type: 'player', id: uniqueId() } as const;
    const a = await openAccount(database.db, { kind: 'player_main', currency: 'USD', owner });
    expect(await openAccount(database.db, { kind: 'player_main', currency: 'USD', owner })).toEqual(a);
    expect(a.balance).toBe(0n);

    const bonus = await openAccount(database.db, { kind: 'house_bonus', currency: 'USD' });
    expect(await openAccount(database.db, { kind: 'house_bonus', currency: 'USD' })).toEqual(bonus);
    expect(bonus.balance).toBeNull();
    expect(bonus.owner).toBeNull();
  });

  it('keeps one account per kind, currency and vendor', async () => {
    const owner = { type: 'player', id: uniqueId() } as const;
    const main = await openAccount(database.db, { kind: 'player_main', currency: 'USD', owner });
    const eur = await openAccount(database.db, { kind: 'player_main', currency: 'EUR', owner });
    const hold = await openAccount(database.db, { kind: 'player_withdrawal_hold', currency: 'USD', owner });
    const v1 = await openAccount(database.db, { kind: 'player_vendor', currency: 'USD', owner, vendorCode: 'V1' });
    const v2 = await openAccount(database.db, { kind: 'player_vendor', currency: 'USD', owner, vendorCode: 'V2' });
    expect(new Set([main.id, eur.id, hold.id, v1.id, v2.id]).size).toBe(5);
    expect(v1.vendorCode).toBe('V1');
  });

  it.each([
    ['INVALID_OWNER', { kind: 'player_main', currency: 'USD' }],
    ['INVALID_OWNER', { kind: 'agent_main', currency: 'USD', owner: { type: 'player', id: '1' } }],
    ['ACCOUNT_KIND_HAS_NO_OWNER', { kind: 'house_bonus', currency: 'USD', owner: { type: 'player', id: '1' } }],
    ['INVALID_CURRENCY', { kind: 'house_bonus', currency: 'usd' }],
    ['VENDOR_CODE_REQUIRED', { kind: 'player_vendor', currency: 'USD', owner: { type: 'player', id: '1' } }],
    ['VENDOR_CODE_NOT_ALLOWED', { kind: 'player_main', currency: 'USD', owner: { type: 'player', id: '1' }, vendorCode: 'V1' }],
    ['UNKNOWN_ACCOUNT_KIND', { kind: 'nonsense', currency: 'USD' }],
  ])('refuses %s', async (reason, input) => {
    const before = await allBalances(database.db);
    const error = await appErrorOf(openAccount(database.db, input as Parameters<typeof openAccount>[1]));
    expect(error).toEqual({ code: 'VALIDATION_ERROR', details: { reason } });
    expect(await allBalances(database.db)).toEqual(before);
  });
});

describe('postJournal', () => {
  it('moves running balances, derives house balances and records balance_after', async () => {
    const house = await openHouse(database.db);
    const [a, b] = [await openPlayerWallet(database.db), await openPlayerWallet(database.db)];
    await fund(database.db, a, 1_000n, house);

    const posted = await postJournal(database.db, { ...transfer(a, b, 300n), metadata: { note: 'gift' } });
    expect(posted.replayed).toBe(false);
    expect(posted.legs.map((l) => [l.accountId, l.amount, l.balanceAfter])).toEqual([
      [a, -300n, 700n],
      [b, 300n, 300n],
    ]);
    expect(await getBalance(database.db, a)).toBe(700n);
    expect(await getBalance(database.db, b)).toBe(300n);
    expect(await getBalance(database.db, house)).toBe(-1_000n);

    const houseLeg = await database.db.selectFrom('ledger_legs').select('balance_after').where('account_id', '=', house).executeTakeFirstOrThrow();
    expect(houseLeg.balance_after).toBeNull();
    const journal = await database.db.selectFrom('ledger_journals').select('metadata').where('id', '=', posted.journalId).executeTakeFirstOrThrow();
    expect(journal.metadata).toEqual({ note: 'gift' });
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('refuses invalid postings without writing anything', async () => {
    const house = await openHouse(database.db);
    const a = await openPlayerWallet(database.db);
    const eur = await openPlayerWallet(database.db, 'EUR');
    await fund(database.db, a, 500n, house);
    const before = { counts: await ledgerCounts(database.db), balances: await allBalances(database.db) };

    const refusals: [string, PostJournalInput][] = [
      ['VALIDATION_ERROR', { idempotencyKey: uniqueId(), kind: 'transfer', legs: [{ accountId: a, amount: -1n }] }],
      ['VALIDATION_ERROR', { ...transfer(a, house, 0n) }],
      [
        'VALIDATION_ERROR',
        {
          idempotencyKey: uniqueId(),
          kind: 'transfer',
          legs: [
            { accountId: a, amount: -5n },
            { accountId: house, amount: 4n },
          ],
        },
      ],
      ['VALIDATION_ERROR', transfer(a, eur, 10n)],
      ['NOT_FOUND', transfer(a, 999_999_999n, 10n)],
    ];
    for (const [code, input] of refusals) {
      expect((await appErrorOf(postJournal(database.db, input)))?.code).toBe(code);
    }
    expect({ counts: await ledgerCounts(database.db), balances: await allBalances(database.db) }).toEqual(before);
  });

  it('replays a key: returns the first result and changes nothing', async () => {
    const house = await openHouse(database.db);
    const [a, b] = [await openPlayerWallet(database.db), await openPlayerWallet(database.db)];
    await fund(database.db, a, 1_000n, house);
    const input: PostJournalInput = { ...transfer(a, b, 250n), metadata: { round: 'r1', tags: ['x', 'y'] } };
    const first = await postJournal(database.db, input);
    await postJournal(database.db, transfer(a, b, 100n)); // later activity must not leak into the replay
    const before = { counts: await ledgerCounts(database.db), balances: await allBalances(database.db) };

    // Same meaning, different leg and key order: still the same request.
    const again = await postJournal(database.db, { ...input, legs: [...input.legs].reverse(), metadata: { tags: ['x', 'y'], round: 'r1' } });
    expect(again).toEqual({ ...first, replayed: true });
    expect(again.legs.map((l) => l.balanceAfter)).toEqual([750n, 250n]);
    expect({ counts: await ledgerCounts(database.db), balances: await allBalances(database.db) }).toEqual(before);
  });

  it('refuses the same key with different content as IDEMPOTENCY_CONFLICT', async () => {
    const house = await openHouse(database.db);
    const [a, b] = [await openPlayerWallet(database.db), await openPlayerWallet(database.db)];
    await fund(database.db, a, 1_000n, house);
    const input: PostJournalInput = { ...transfer(a, b, 250n), metadata: { round: 'r1' } };
    await postJournal(database.db, input);
    const before = { counts: await ledgerCounts(database.db), balances: await allBalances(database.db) };

    const variants: PostJournalInput[] = [
      { ...input, kind: 'bet' },
      { ...input, metadata: { round: 'r2' } },
      { ...input, metadata: {} },
      transfer(a, b, 251n, input.idempotencyKey),
      transfer(b, a, 250n, input.idempotencyKey),
    ];
    for (const variant of variants) {
      expect(await appErrorOf(postJournal(database.db, variant))).toEqual({
        code: 'IDEMPOTENCY_CONFLICT',
        details: { idempotencyKey: input.idempotencyKey },
      });
    }
    expect({ counts: await ledgerCounts(database.db), balances: await allBalances(database.db) }).toEqual(before);
  });

  it('refuses an overdraft without writing anything, and the key stays usable', async () => {
    const house = await openHouse(database.db);
    const [a, b, c] = [await openPlayerWallet(database.db), await openPlayerWallet(database.db), await openPlayerWallet(database.db)];
    await fund(database.db, a, 100n, house);
    await fund(database.db, b, 100n, house);
    const before = { counts: await ledgerCounts(database.db), balances: await allBalances(database.db) };

    // b is debited after a succeeds (ascending ids): a's update must roll back too.
    const key = uniqueId();
    const input: PostJournalInput = {
      idempotencyKey: key,
      kind: 'transfer',
      legs: [
        { accountId: a, amount: -60n },
        { accountId: b, amount: -101n },
        { accountId: c, amount: 161n },
      ],
    };
    expect(await appErrorOf(postJournal(database.db, input))).toEqual({ code: 'INSUFFICIENT_FUNDS', details: { accountId: b, balance: 100n } });
    expect({ counts: await ledgerCounts(database.db), balances: await allBalances(database.db) }).toEqual(before);
    expect(await database.db.selectFrom('ledger_journals').select('id').where('idempotency_key', '=', key).execute()).toEqual([]);

    await fund(database.db, b, 1n, house);
    const posted = await postJournal(database.db, input);
    expect(posted.legs.map((l) => l.balanceAfter)).toEqual([40n, 0n, 161n]);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('refuses the same way inside a caller transaction, and the rollback leaves nothing', async () => {
    const house = await openHouse(database.db);
    const [a, b] = [await openPlayerWallet(database.db), await openPlayerWallet(database.db)];
    const eur = await openPlayerWallet(database.db, 'EUR');
    await fund(database.db, a, 100n, house);
    const taken = await postJournal(database.db, transfer(a, b, 1n));
    const before = { counts: await ledgerCounts(database.db), balances: await allBalances(database.db) };
    const refusals: [PostJournalInput, { code: string; details: Record<string, unknown> }][] = [
      [transfer(a, b, 100n), { code: 'INSUFFICIENT_FUNDS', details: { accountId: a, balance: 99n } }],
      [transfer(a, 999_999_999n, 1n), { code: 'NOT_FOUND', details: { accountIds: [999_999_999n] } }],
      [transfer(a, eur, 1n), { code: 'VALIDATION_ERROR', details: { reason: 'MIXED_CURRENCIES', currencies: ['EUR', 'USD'] } }],
      [transfer(a, b, 2n, taken.idempotencyKey), { code: 'IDEMPOTENCY_CONFLICT', details: { idempotencyKey: taken.idempotencyKey } }],
    ];
    for (const [input, expected] of refusals) {
      const outcome = database.db.transaction().execute(async (trx) => {
        await postJournal(trx, transfer(house, b, 5n)); // the caller's own earlier work, undone with the rest
        return postJournal(trx, input);
      });
      expect(await appErrorOf(outcome)).toEqual(expected);
      // On its own (autocommit) the same posting is refused alike.
      expect(await appErrorOf(postJournal(database.db, input))).toEqual(expected);
    }
    expect({ counts: await ledgerCounts(database.db), balances: await allBalances(database.db) }).toEqual(before);
  });

  it('joins the caller transaction, so the caller rolling back undoes the posting', async () => {
    const house = await openHouse(database.db);
    const [a, b] = [await openPlayerWallet(database.db), await openPlayerWallet(database.db)];
    await fund(database.db, a, 100n, house);
    const before = { counts: await ledgerCounts(database.db), balances: await allBalances(database.db) };

    const failure = database.db.transaction().execute(async (trx) => {
      await postJournal(trx, transfer(a, b, 30n));
      await postJournal(trx, transfer(a, b, 30n));
      expect(await getBalance(trx, a)).toBe(40n);
      throw new Error('caller gives up');
    });
    await expect(failure).rejects.toThrow('caller gives up');
    expect({ counts: await ledgerCounts(database.db), balances: await allBalances(database.db) }).toEqual(before);

    await database.db.transaction().execute(async (trx) => {
      await postJournal(trx, transfer(a, b, 30n));
      await postJournal(trx, transfer(a, b, 30n));
    });
    expect(await getBalance(database.db, a)).toBe(40n);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('cannot be committed half-done by a caller that swallows its error', async () => {
    const house = await openHouse(database.db);
    const [a, b] = [await openPlayerWallet(database.db), await openPlayerWallet(database.db)];
    await fund(database.db, a, 10n, house);
    const before = { counts: await ledgerCounts(database.db), balances: await allBalances(database.db) };

    const careless = database.db.transaction().execute(async (trx) => {
      const input = transfer(a, b, 50n);
      expect((await appErrorOf(postJournal(trx, input)))?.code).toBe('INSUFFICIENT_FUNDS');
      // A retry of the same key in the same transaction must not pass off the stub as a posting.
      expect(await appErrorOf(postJournal(trx, input))).toEqual({ code: 'INTERNAL_ERROR', details: { reason: 'JOURNAL_WITHOUT_LEGS' } });
    });
    await expect(careless).rejects.toThrow(/unbalanced: 0 legs/);
    expect({ counts: await ledgerCounts(database.db), balances: await allBalances(database.db) }).toEqual(before);
  });

  it('getBalance refuses an unknown account', async () => {
    expect(await appErrorOf(getBalance(database.db, 987_654_321n))).toEqual({ code: 'NOT_FOUND', details: { accountId: 987_654_321n } });
  });
});

describe('database defence', () => {
  it('makes journals and legs append-only', async () => {
    const house = await openHouse(database.db);
    const a = await openPlayerWallet(database.db);
    const { journalId } = await fund(database.db, a, 10n, house);
    await expect(database.db.updateTable('ledger_journals').set({ kind: 'x' }).where('id', '=', journalId).execute()).rejects.toThrow(/append-only/);
    await expect(database.db.deleteFrom('ledger_journals').where('id', '=', journalId).execute()).rejects.toThrow(/append-only/);
    await expect(database.db.updateTable('ledger_legs').set({ amount: 5n }).where('journal_id', '=', journalId).execute()).rejects.toThrow(/append-only/);
    await expect(database.db.deleteFrom('ledger_legs').where('journal_id', '=', journalId).execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate ledger_legs`.execute(database.db)).rejects.toThrow(/append-only/);
    expect(await getBalance(database.db, a)).toBe(10n);
  });

  it('refuses a journal whose legs do not balance when they are inserted, one without legs at commit, and a leg added later', async () => {
    const house = await openHouse(database.db);
    const a = await openPlayerWallet(database.db);
    const old = await fund(database.db, a, 10n, house);
    const before = await ledgerCounts(database.db);
    const insertJournal = (trx: Database['db']) =>
      trx
        .insertInto('ledger_journals')
        .values({ idempotency_key: uniqueId(), kind: 'raw', request_hash: 'x', metadata: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();

    const oneLeg = database.db.transaction().execute(async (trx) => {
      const { id } = await insertJournal(trx);
      await trx.insertInto('ledger_legs').values({ journal_id: id, account_id: house, amount: -5n, balance_after: null }).execute();
    });
    await expect(oneLeg).rejects.toThrow(/unbalanced/);

    const noLegs = database.db.transaction().execute(insertJournal);
    await expect(noLegs).rejects.toThrow(/unbalanced/);

    const lopsided = database.db.transaction().execute(async (trx) => {
      const { id } = await insertJournal(trx);
      await trx
        .insertInto('ledger_legs')
        .values([
          { journal_id: id, account_id: house, amount: -5n, balance_after: null },
          { journal_id: id, account_id: a, amount: 4n, balance_after: null },
        ])
        .execute();
    });
    await expect(lopsided).rejects.toThrow(/unbalanced/);

    const lateLeg = database.db.insertInto('ledger_legs').values({ journal_id: old.journalId, account_id: house, amount: 1n, balance_after: null }).execute();
    await expect(lateLeg).rejects.toThrow(/unbalanced/);
    expect(await ledgerCounts(database.db)).toEqual(before);
  });

  it('refuses legs naming an unknown journal or account, as the foreign keys did', async () => {
    const house = await openHouse(database.db);
    const a = await openPlayerWallet(database.db);
    const before = await ledgerCounts(database.db);
    const unknownAccount = database.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('ledger_journals')
        .values({ idempotency_key: uniqueId(), kind: 'raw', request_hash: 'x', metadata: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('ledger_legs')
        .values([
          { journal_id: id, account_id: house, amount: -5n, balance_after: null },
          { journal_id: id, account_id: 987_654_321n, amount: 5n, balance_after: null },
        ])
        .execute();
    });
    await expect(unknownAccount).rejects.toThrow(/unknown journal \d+ or account 987654321/);
    const unknownJournal = database.db
      .insertInto('ledger_legs')
      .values([
        { journal_id: 987_654_321n, account_id: house, amount: -5n, balance_after: null },
        { journal_id: 987_654_321n, account_id: a, amount: 5n, balance_after: 5n },
      ])
      .execute();
    await expect(unknownJournal).rejects.toThrow(/unknown journal/);
    expect(await ledgerCounts(database.db)).toEqual(before);
  });

  it.each([
    ['ledger_accounts_kind_check', { kind: 'player_bonus', owner_type: 'player', vendor_code: null, currency: 'USD', balance: 0n }],
    ['ledger_accounts_owner_type_check', { kind: 'house_game', owner_type: 'casino', vendor_code: null, currency: 'USD', balance: null }],
    ['ledger_accounts_currency_check', { kind: 'player_main', owner_type: 'player', vendor_code: null, currency: 'usd', balance: 0n }],
    ['ledger_accounts_running_balance', { kind: 'house_game', owner_type: 'vendor', vendor_code: null, currency: 'USD', balance: 0n }],
    ['ledger_accounts_wallet_owner', { kind: 'player_main', owner_type: 'vendor', vendor_code: null, currency: 'USD', balance: 0n }],
    ['ledger_accounts_owner_pair', { kind: 'house_game', owner_type: null, vendor_code: null, currency: 'USD', balance: null }],
    ['ledger_accounts_vendor_code', { kind: 'player_main', owner_type: 'player', vendor_code: 'V1', currency: 'USD', balance: 0n }],
  ] as const)('refuses to open an account breaking %s', async (rule, row) => {
    // Raw SQL: the typed builder would not even let a wrong kind or owner type through.
    const opened = sql`insert into ledger_accounts (kind, owner_type, owner_id, vendor_code, currency, balance)
      values (${row.kind}, ${row.owner_type}, ${uniqueId()}, ${row.vendor_code}, ${row.currency}, ${row.balance})`.execute(database.db);
    await expect(opened).rejects.toThrow(new RegExp(`violates check constraint "${rule}"`));
  });

  it('refuses negative wallet balances, balance-less wallets and changes to an account identity', async () => {
    const a = await openPlayerWallet(database.db);
    await expect(database.db.updateTable('ledger_accounts').set({ balance: -1n }).where('id', '=', a).execute()).rejects.toThrow(/check/i);
    await expect(database.db.updateTable('ledger_accounts').set({ currency: 'EUR' }).where('id', '=', a).execute()).rejects.toThrow(/only change its balance/);
    await expect(database.db.deleteFrom('ledger_accounts').where('id', '=', a).execute()).rejects.toThrow(/append-only/);
    const wallet = database.db
      .insertInto('ledger_accounts')
      .values({ kind: 'player_main', owner_type: 'player', owner_id: uniqueId(), vendor_code: null, currency: 'USD', balance: null })
      .execute();
    await expect(wallet).rejects.toThrow(/ledger_accounts_running_balance/);
    await expect(database.db.updateTable('ledger_accounts').set({ balance: null }).where('id', '=', a).execute()).rejects.toThrow(
      /ledger_accounts_running_balance/,
    );
    const house = await openHouse(database.db);
    await expect(database.db.updateTable('ledger_accounts').set({ balance: 0n }).where('id', '=', house).execute()).rejects.toThrow(
      /ledger_accounts_running_balance/,
    );
  });
});

describe('checkLedgerInvariants', () => {
  it('reports every kind of corruption it is meant to find', async () => {
    const house = await openHouse(database.db);
    const eurHouse = await openHouse(database.db, 'EUR');
    const [a, b] = [await openPlayerWallet(database.db), await openPlayerWallet(database.db)];
    await fund(database.db, a, 100n, house);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);

    const violations = await withinRolledBack(async (trx) => {
      const journal = (id: string) =>
        trx
          .insertInto('ledger_journals')
          .values({ idempotency_key: id, kind: 'raw', request_hash: 'x', metadata: '{}' })
          .returning('id')
          .executeTakeFirstOrThrow();
      const lonely = await journal(uniqueId());
      await trx.insertInto('ledger_legs').values({ journal_id: lonely.id, account_id: house, amount: 7n, balance_after: null }).execute();
      const mixed = await journal(uniqueId());
      await trx
        .insertInto('ledger_legs')
        .values([
          { journal_id: mixed.id, account_id: house, amount: -3n, balance_after: null },
          { journal_id: mixed.id, account_id: eurHouse, amount: 3n, balance_after: null },
        ])
        .execute();
      await trx.updateTable('ledger_accounts').set({ balance: 55n }).where('id', '=', a).execute();
      await sql`alter table ledger_accounts drop constraint ledger_accounts_balance_check`.execute(trx);
      await trx.updateTable('ledger_accounts').set({ balance: -2n }).where('id', '=', b).execute();
      return { found: await checkLedgerInvariants(trx), lonely: lonely.id, mixed: mixed.id };
    });
    const { found } = violations;
    expect(found).toContainEqual({ rule: 'JOURNAL_UNBALANCED', journalId: violations.lonely, legCount: 1, sum: 7n });
    expect(found).toContainEqual({ rule: 'JOURNAL_MIXED_CURRENCY', journalId: violations.mixed, currencies: ['EUR', 'USD'] });
    expect(found).toContainEqual({ rule: 'BALANCE_MISMATCH', accountId: a, balance: 55n, sumOfLegs: 100n });
    expect(found).toContainEqual({ rule: 'BALANCE_MISMATCH', accountId: b, balance: -2n, sumOfLegs: 0n });
    expect(found).toContainEqual({ rule: 'NEGATIVE_BALANCE', accountId: b, balance: -2n });
    expect(found).toHaveLength(5);

    // A wrong balance_after trail is caught even when the totals agree.
    const trail = await withinRolledBack(async (trx) => {
      const { id } = await trx
        .insertInto('ledger_journals')
        .values({ idempotency_key: uniqueId(), kind: 'raw', request_hash: 'x', metadata: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const legs = await trx
        .insertInto('ledger_legs')
        .values([
          { journal_id: id, account_id: house, amount: -5n, balance_after: null },
          { journal_id: id, account_id: a, amount: 5n, balance_after: 999n },
        ])
        .returning('id')
        .execute();
      await trx.updateTable('ledger_accounts').set({ balance: 105n }).where('id', '=', a).execute();
      return { found: await checkLedgerInvariants(trx), legId: legs[1]?.id };
    });
    expect(trail.found).toEqual([{ rule: 'BALANCE_AFTER_MISMATCH', legId: trail.legId, accountId: a, balanceAfter: 999n, expected: 105n }]);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });
});

describe('ledger properties', () => {
  type Leg = { account: number; amount: bigint };
  type Step = { kind: 'post'; key: number; journalKind: 'bet' | 'transfer'; legs: Leg[] } | { kind: 'replay'; of: number };

  // Per run: three USD wallets (two players, one agent), two USD house accounts, one EUR wallet.
  const RUNNING = [true, true, true, false, false, true];
  const EUR_WALLET = 5;
  const legsArb = fc
    .record({
      accounts: fc.uniqueArray(fc.integer({ min: 0, max: RUNNING.length - 1 }), { minLength: 2, maxLength: 3 }),
      amounts: fc.array(
        fc.bigInt({ min: -400n, max: 400n }).filter((n) => n !== 0n),
        { minLength: 2, maxLength: 2 },
      ),
      // Mostly balanced; sometimes off by one; and the balancing leg is sometimes zero.
      skew: fc.constantFrom(0n, 0n, 0n, 0n, 1n),
    })
    .map(({ accounts, amounts, skew }): Leg[] => {
      const head = accounts.slice(0, -1).map((account, i) => ({ account, amount: amounts[i] ?? 1n }));
      const last = -head.reduce((s, l) => s + l.amount, 0n) + skew;
      return [...head, { account: accounts.at(-1) ?? 0, amount: last }];
    });
  const stepArb: fc.Arbitrary<Step> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('post' as const),
        key: fc.integer({ min: 0, max: 5 }),
        journalKind: fc.constantFrom('bet' as const, 'transfer' as const),
        legs: legsArb,
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('replay' as const), of: fc.nat() }) },
  );

  type Model = { balances: bigint[]; stored: Map<string, { content: string; result: PostedJournal }>; posted: PostJournalInput[] };

  const inputFor = (step: Step, run: string, accounts: bigint[], model: Model): PostJournalInput | undefined => {
    if (step.kind === 'replay') {
      const previous = model.posted[step.of % Math.max(model.posted.length, 1)];
      return previous && { ...previous, legs: [...previous.legs].reverse() };
    }
    return {
      idempotencyKey: `${run}:${step.key}`,
      kind: step.journalKind,
      legs: step.legs.map((l) => ({ accountId: accounts[l.account] ?? 0n, amount: l.amount })),
      metadata: { key: step.key },
    };
  };

  /** What the ledger rules of docs/money.md say must happen, worked out without the database. */
  const expectedOutcome = (input: PostJournalInput, indexes: number[], content: string, model: Model): string => {
    const amounts = input.legs.map((l) => l.amount);
    if (amounts.includes(0n) || amounts.reduce((s, a) => s + a, 0n) !== 0n) return 'VALIDATION_ERROR';
    const first = model.stored.get(input.idempotencyKey);
    if (first) return first.content === content ? 'OK' : 'IDEMPOTENCY_CONFLICT';
    if (indexes.includes(EUR_WALLET)) return 'VALIDATION_ERROR';
    const overdraws = indexes.some((i, n) => RUNNING[i] && (model.balances[i] ?? 0n) + (amounts[n] ?? 0n) < 0n);
    return overdraws ? 'INSUFFICIENT_FUNDS' : 'OK';
  };

  it('keeps every invariant across random postings, including refused ones', async () => {
    const { db } = database;
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 12 }), async (steps) => {
        const run = uniqueId();
        const accounts = [
          await openPlayerWallet(db),
          await openPlayerWallet(db),
          (await openAccount(db, { kind: 'agent_main', currency: 'USD', owner: { type: 'agent', id: run } })).id,
          (await openAccount(db, { kind: 'house_game', currency: 'USD', owner: { type: 'vendor', id: run } })).id,
          await openHouse(db),
          await openPlayerWallet(db, 'EUR'),
        ];
        const model: Model = { balances: accounts.map(() => 0n), stored: new Map(), posted: [] };
        const journalsAtStart = (await ledgerCounts(db)).journals;

        for (const step of steps) {
          const input = inputFor(step, run, accounts, model);
          if (!input) continue;
          const indexes = input.legs.map((l) => accounts.indexOf(l.accountId));
          const content = JSON.stringify([input.kind, indexes.map((i, n) => `${i}:${input.legs[n]?.amount}`).sort()]);
          const expected = expectedOutcome(input, indexes, content, model);

          const outcome = await postJournal(db, input).then(
            (result) => ({ code: 'OK', result }),
            (error: unknown) => ({ code: isAppError(error) ? error.code : String(error), result: undefined }),
          );
          expect(outcome.code).toBe(expected);
          const first = model.stored.get(input.idempotencyKey);
          const label = expected === 'OK' && first ? 'REPLAY' : expected;
          seen.set(label, (seen.get(label) ?? 0) + 1);

          if (outcome.result && first) expect(outcome.result).toEqual({ ...first.result, replayed: true });
          if (outcome.result && !first) {
            expect(outcome.result.replayed).toBe(false);
            model.stored.set(input.idempotencyKey, { content, result: outcome.result });
            model.posted.push(input);
            indexes.forEach((i, n) => (model.balances[i] = (model.balances[i] ?? 0n) + (input.legs[n]?.amount ?? 0n)));
          }

          expect(await checkLedgerInvariants(db)).toEqual([]);
          for (const [i, id] of accounts.entries()) expect(await getBalance(db, id)).toBe(model.balances[i]);
          expect((await ledgerCounts(db)).journals).toBe(journalsAtStart + BigInt(model.stored.size));
        }
      }),
      { numRuns: 30 },
    );
    // The generator must have reached every outcome, or the property proves less than it claims.
    expect([...seen.keys()].sort()).toEqual(['IDEMPOTENCY_CONFLICT', 'INSUFFICIENT_FUNDS', 'OK', 'REPLAY', 'VALIDATION_ERROR']);
  });
});
