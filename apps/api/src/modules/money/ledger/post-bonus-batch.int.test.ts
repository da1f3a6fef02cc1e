import { randomUUID } from 'node:crypto';
import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appErrorOf } from './ledger.test-support';
import { checkLedgerInvariants, getBalance, openHouseAccount, openMainWallet, postJournal } from './index';
import { mainWalletIds, openMainWallets, postBonusBatch } from './post-bonus-batch';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

const currency = 'INR';
let next = 1_000_000n;
const holders = (n: number) => Array.from({ length: n }, () => ({ id: (next += 1n), isAgent: false }));

describe('postBonusBatch', () => {
  it('opens wallets set-based, posts one balanced journal per member and replays a repeated batch', async () => {
    const db = database.db;
    const members = [...holders(3), { id: (next += 1n), isAgent: true }];
    await openMainWallets(db, members, currency);
    await openMainWallets(db, members, currency);
    const wallets = await mainWalletIds(db, members, currency);
    expect(wallets.size).toBe(4);
    const house = await openHouseAccount(db, 'house_bonus', currency);
    const tag = randomUUID().slice(0, 8);
    const postings = members.map((m, i) => ({
      idempotencyKey: `test:${tag}:${m.id}`,
      walletId: wallets.get(m.id)!,
      amount: BigInt(100 * (i + 1)),
      metadata: { memberId: String(m.id) },
    }));
    const houseBefore = await getBalance(db, house.id);
    const first = await db.transaction().execute((trx) => postBonusBatch(trx, { kind: 'bonus', houseAccountId: house.id, postings }));
    expect(first.map((p) => p.replayed)).toEqual([false, false, false, false]);
    const again = await db.transaction().execute((trx) => postBonusBatch(trx, { kind: 'bonus', houseAccountId: house.id, postings }));
    expect(again).toEqual(first.map((p) => ({ ...p, replayed: true })));
    for (const [i, m] of members.entries()) expect(await getBalance(db, wallets.get(m.id)!)).toBe(BigInt(100 * (i + 1)));
    expect((await getBalance(db, house.id)) - houseBefore).toBe(-1_000n);
    expect(await checkLedgerInvariants(db)).toEqual([]);

    // The same posting made by postJournal replays the batch's journal.
    const single = await postJournal(db, {
      idempotencyKey: postings[0]!.idempotencyKey,
      kind: 'bonus',
      legs: [
        { accountId: house.id, amount: -100n },
        { accountId: postings[0]!.walletId, amount: 100n },
      ],
      metadata: postings[0]!.metadata,
    });
    expect(single).toMatchObject({ journalId: first[0]!.journalId, replayed: true });
  });

  it('refuses a key reused with other content, a duplicate wallet or a wallet of another kind, writing nothing', async () => {
    const db = database.db;
    const [m] = holders(1);
    const wallet = await openMainWallet(db, m!, currency);
    const house = await openHouseAccount(db, 'house_bonus', currency);
    const key = `test:${randomUUID().slice(0, 8)}`;
    const post = (amount: bigint, walletId = wallet.id, extra: { idempotencyKey: string; walletId: bigint; amount: bigint; metadata: object }[] = []) =>
      db.transaction().execute((trx) =>
        postBonusBatch(trx, {
          kind: 'bonus',
          houseAccountId: house.id,
          postings: [{ idempotencyKey: key, walletId, amount, metadata: {} }, ...extra] as never,
        }),
      );
    await post(50n);
    expect((await appErrorOf(post(60n)))?.code).toBe('IDEMPOTENCY_CONFLICT');
    const dup = await appErrorOf(post(50n, wallet.id, [{ idempotencyKey: `${key}x`, walletId: wallet.id, amount: 1n, metadata: {} }]));
    expect([dup?.code, dup?.details]).toEqual(['VALIDATION_ERROR', { reason: 'BATCH_DUPLICATE' }]);
    const notWallet = await appErrorOf(post(50n, house.id));
    expect(notWallet?.code).toBe('VALIDATION_ERROR');
    expect(await getBalance(db, wallet.id)).toBe(50n);
    expect(await checkLedgerInvariants(db)).toEqual([]);
  });
});
