import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { demoVendorSecret } from '@gp/contracts/node/vendor-signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLaunchToken } from '../../testing/launch-token';
import { findMainWallet } from '../../../../api/src/modules/money/ledger';
import { currency, fundMember, newMember, type TestMember } from '../../../../api/src/modules/money/wallet/wallet.test-support';
import { seedCatalog } from '../../../../api/src/seed/catalog.seed';
import { seedGameVendors } from '../../../../api/src/seed/game-vendors.seed';
import { createTestApp, type TestApp } from '../../../../api/src/testing/test-app';
import { createWalletClient, type WalletClient } from '../../wallet-client';
import { createBookTestDb } from './book-test-db';
import { defaultBookConfig, type BookConfig } from './config';
import type { BookDatabase } from './database';
import { txIds } from './ids';
import { createOutbox } from './outbox';
import { recordCalls, winBody } from './outbox-repository';

/**
 * The outbox's sending against the real platform: batches (wallet API v1.1) to a vendor on 1.1,
 * single calls once the platform answers `batch` as an unknown action (a vendor on 1.0), and
 * retries of a batch nobody answered. The wallet client is the real one, counted on its way through.
 */

const stake = 1_000;
const master = randomBytes(32).toString('hex');
let t: TestApp;
let book: BookDatabase;
let wallet: WalletClient;
let member: TestMember;
let platformUrl: string;

beforeAll(async () => {
  t = await createTestApp({ DEMO_VENDOR_SECRET: master });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  platformUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  wallet = createWalletClient({ baseUrl: platformUrl, secretFor: (code) => demoVendorSecret(master, code), timeoutMs: 10_000 });
  await seedCatalog(t.database.db, { gamesPerVendor: 3 });
  await seedGameVendors(t.database.db, { masterSecret: master });
  // FIELDLINE stays on 1.1 as seeded; GOALPOST goes back to 1.0, where `batch` is unknown.
  await t.database.db.updateTable('catalog_vendors').set({ wallet_api_version: '1.0' }).where('code', '=', 'GOALPOST').execute();
  t.services.gameWallet.invalidate();
  member = await newMember(t);
  await fundMember(t, member, 1_000_000);
  book = await createBookTestDb();
});

afterAll(async () => {
  await book?.close();
  await t?.close();
});

const balance = async (): Promise<bigint> => (await findMainWallet(t.database.db, member.holder, currency))?.balance ?? 0n;

const sessionToken = async (vendorCode: string): Promise<string> => {
  const token = await issueLaunchToken(t.database.db, { memberId: member.id, gameCode: `${vendorCode}_0001`, currency });
  const auth = await wallet.authenticate(vendorCode, token);
  return auth.value!.sessionToken;
};

/** `count` bets staked on the platform and open in the book, each with its settlement win recorded (every other one a loss). */
const settledBets = async (vendorCode: string, count: number): Promise<{ ids: string[]; paid: number }> => {
  const token = await sessionToken(vendorCode);
  const gameCode = `${vendorCode}_0001`;
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = `sbob${randomBytes(10).toString('hex')}`;
    const res = await wallet.bet(vendorCode, {
      playerId: String(member.id),
      sessionToken: token,
      gameCode,
      roundId: id,
      txId: txIds.bet(id),
      amount: stake,
      currency,
    });
    expect(res.result).toBe('accepted');
    ids.push(id);
  }
  const rows = ids.map((id) => ({
    id,
    vendor_code: vendorCode,
    game_code: gameCode,
    player_id: String(member.id),
    session_token: token,
    currency,
    kind: 'single' as const,
    stake,
    potential_return: 2 * stake,
    odds_policy: 'any' as const,
    status: 'open' as const,
    in_play: false,
    placed_at: new Date(),
    accept_at: null,
    bet_tx_id: txIds.bet(id),
  }));
  await book.db.insertInto('sportsbook.bets').values(rows).execute();
  let paid = 0;
  await recordCalls(
    book.db,
    rows.map((bet, n) => {
      const amount = n % 2 === 0 ? 2 * stake : 0;
      paid += amount;
      const txId = txIds.settle(bet.id, 1);
      return { vendorCode, txId, betId: bet.id, action: 'win' as const, body: winBody(bet, txId, amount) };
    }),
  );
  return { ids, paid };
};

/** The real client, with every batch and single call it is asked to send counted. */
const counted = (inner: WalletClient) => {
  const sent = { batches: [] as number[], singles: 0 };
  const client: WalletClient = {
    ...inner,
    batch: (vendorCode, items) => {
      sent.batches.push(items.length);
      return inner.batch(vendorCode, items);
    },
    call: (...args) => {
      sent.singles += 1;
      return inner.call(...args);
    },
  };
  return { client, sent };
};

const config = (fields: Partial<BookConfig> = {}): BookConfig => ({ ...defaultBookConfig, concurrency: 8, ...fields });

const callsOf = (ids: string[]) =>
  book.db.selectFrom('sportsbook.wallet_calls').select(['state', 'status', 'attempts', 'last_error']).where('bet_id', 'in', ids).execute();

const platformWins = (ids: string[]) =>
  t.database.db.selectFrom('game_transactions').select(['tx_id']).where('action', '=', 'win').where('round_id', 'in', ids).execute();

describe('the outbox on wallet API 1.1', () => {
  it('sends due calls in batches of at most 200, and marks each call with its own answer', async () => {
    const before = await balance();
    const { ids, paid } = await settledBets('FIELDLINE', 450);
    const { client, sent } = counted(wallet);
    const outbox = createOutbox({ db: book.db, wallet: client, config: config() });
    expect(await outbox.drain()).toEqual({ sent: 450, answered: 450, missed: 0 });
    // A lone call left at the end may go on its own; everything else goes in batches.
    expect(sent.singles).toBeLessThan(4);
    expect(sent.batches.reduce((a, b) => a + b, 0) + sent.singles).toBe(450);
    expect(Math.max(...sent.batches)).toBeLessThanOrEqual(200);
    expect(sent.batches.length).toBeLessThan(10);
    const calls = await callsOf(ids);
    expect(calls.every((c) => c.state === 'answered' && c.status === 'OK' && c.attempts === 1)).toBe(true);
    expect(await platformWins(ids)).toHaveLength(450);
    expect(await balance()).toBe(before - BigInt(450 * stake) + BigInt(paid));
    expect(await outbox.drain()).toEqual({ sent: 0, answered: 0, missed: 0 });
  });

  it('puts every call of a batch nobody answered back for a later try, and the next batch pays each once', async () => {
    const before = await balance();
    const { ids, paid } = await settledBets('FIELDLINE', 30);
    const quick = { backoff: { initialMs: 10, maxMs: 20 } };
    const down = counted(createWalletClient({ baseUrl: 'http://127.0.0.1:9', secretFor: (code) => demoVendorSecret(master, code), timeoutMs: 200 }));
    expect(await createOutbox({ db: book.db, wallet: down.client, config: config(quick) }).drain()).toEqual({ sent: 30, answered: 0, missed: 30 });
    expect(down.sent.batches.reduce((a, b) => a + b, 0) + down.sent.singles).toBe(30);
    expect(down.sent.singles).toBeLessThan(4);
    const missed = await callsOf(ids);
    expect(missed.every((c) => c.state === 'recorded' && c.attempts === 1 && c.last_error?.startsWith('network'))).toBe(true);
    await new Promise((done) => setTimeout(done, 50));
    const up = counted(wallet);
    expect(await createOutbox({ db: book.db, wallet: up.client, config: config(quick) }).drain()).toEqual({ sent: 30, answered: 30, missed: 0 });
    expect(up.sent.batches.reduce((a, b) => a + b, 0) + up.sent.singles).toBe(30);
    expect(up.sent.singles).toBeLessThan(4);
    expect((await callsOf(ids)).every((c) => c.state === 'answered' && c.status === 'OK' && c.attempts === 2)).toBe(true);
    expect(await platformWins(ids)).toHaveLength(30);
    expect(await balance()).toBe(before - BigInt(30 * stake) + BigInt(paid));
  });
});

describe('the outbox on wallet API 1.0', () => {
  it('falls back to single calls when the platform does not know batch, and stops asking', async () => {
    const before = await balance();
    const first = await settledBets('GOALPOST', 40);
    const { client, sent } = counted(wallet);
    const outbox = createOutbox({ db: book.db, wallet: client, config: config() });
    expect(await outbox.drain()).toEqual({ sent: 40, answered: 40, missed: 0 });
    // One batch was refused as a whole; each of its calls then went on its own (as did any lone call).
    expect(sent.batches).toHaveLength(1);
    expect(sent.singles).toBe(40);
    expect((await callsOf(first.ids)).every((c) => c.state === 'answered' && c.status === 'OK')).toBe(true);

    const second = await settledBets('GOALPOST', 10);
    expect(await outbox.drain()).toEqual({ sent: 10, answered: 10, missed: 0 });
    expect(sent.batches).toHaveLength(1);
    expect(sent.singles).toBe(50);
    expect(await platformWins([...first.ids, ...second.ids])).toHaveLength(50);
    expect(await balance()).toBe(before - BigInt(50 * stake) + BigInt(first.paid + second.paid));
  });
});
