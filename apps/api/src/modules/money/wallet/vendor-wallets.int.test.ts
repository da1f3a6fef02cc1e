import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedAltcha } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants, postJournal } from '../ledger';
import { insertExclusion } from '../protection/protection.repository';
import { openMainWallet, openWithdrawalHold } from '../ledger';
import { addVendor, currency, fundMember, newKey, newMember, type TestMember } from './wallet.test-support';

let t: TestApp;
beforeAll(async () => {
  // No vendor-list cache: these tests switch vendor modes between calls.
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
});
afterAll(async () => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const transfer = (token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: bearer(token), payload: body });
const wallet = async (member: TestMember) => (await get('/wps/relay/GCS_merchantWallet', member.token)).json().value;
const balances = async (member: TestMember) => {
  const w = await wallet(member);
  return { main: w.mainBalance, ...Object.fromEntries((w.wallets as { vendorCode: string; balance: number }[]).map((e) => [e.vendorCode, e.balance])) };
};

describe('merchant wallet', () => {
  it('is a single wallet while no enabled vendor runs in transfer mode', async () => {
    await addVendor(t, 'SEAM1', 'seamless');
    await addVendor(t, 'OFFX', 'transfer', { enabled: false });
    const member = await newMember(t);
    await fundMember(t, member, 5_000);
    const res = await get('/wps/relay/GCS_merchantWallet', member.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().value).toEqual({ isSingle: true, mainBalance: 5_000, wallets: [], currency, currencySymbol: '₹' });
  });

  it('lists a wallet per transfer-mode vendor with its balance once one exists', async () => {
    await addVendor(t, 'TRA1', 'transfer');
    await addVendor(t, 'TRA2', 'transfer', { maintenance: true });
    const member = await newMember(t);
    const value = await wallet(member);
    expect(value.isSingle).toBe(false);
    expect(value.wallets).toEqual([
      { vendorCode: 'TRA1', displayName: 'TRA1 Games', gameType: 'RNG', balance: 0, maintenance: false },
      { vendorCode: 'TRA2', displayName: 'TRA2 Games', gameType: 'RNG', balance: 0, maintenance: true },
    ]);
  });

  it('answers trial accounts too (an empty main wallet)', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { altcha: await solvedAltcha(t) } })).json().value as {
      token: string;
    };
    const res = await get('/wps/relay/GCS_merchantWallet', trial.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.mainBalance).toBe(0);
  });
});

describe('wallet transfer', () => {
  it('moves money to a vendor wallet and back, each key once', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 10_000);
    const key = newKey();
    const first = await transfer(member.token, { action: 'toVendor', vendorCode: 'TRA1', amount: 3_000, idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ moved: 3_000, replayed: false });
    const again = await transfer(member.token, { action: 'toVendor', vendorCode: 'TRA1', amount: 3_000, idempotencyKey: key });
    expect(again.json().value).toMatchObject({ moved: 3_000, replayed: true });
    expect(await balances(member)).toEqual({ main: 7_000, TRA1: 3_000, TRA2: 0 });

    const other = await transfer(member.token, { action: 'toVendor', vendorCode: 'TRA1', amount: 2_000, idempotencyKey: key });
    expect([other.statusCode, errorCodeOf(other)]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);

    const back = await transfer(member.token, { action: 'toMain', vendorCode: 'TRA1', amount: 1_000, idempotencyKey: newKey() });
    expect(back.json().value.wallet.mainBalance).toBe(8_000);
    expect(await balances(member)).toEqual({ main: 8_000, TRA1: 2_000, TRA2: 0 });
    const journals = await t.database.db
      .selectFrom('ledger_journals')
      .select(['kind'])
      .where('idempotency_key', 'like', `vendor_transfer:${member.id}:%`)
      .orderBy('id')
      .execute();
    expect(journals.map((j) => j.kind)).toEqual(['vendor_transfer_in', 'vendor_transfer_out']);
  });

  it('refuses seamless and unknown vendors, short balances and bad bodies, changing nothing', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 1_000);
    const seamless = await transfer(member.token, { action: 'toVendor', vendorCode: 'SEAM1', amount: 100, idempotencyKey: newKey() });
    expect([seamless.statusCode, errorCodeOf(seamless)]).toEqual([400, 'VENDOR_WALLET_NOT_TRANSFER']);
    const seamlessOut = await transfer(member.token, { action: 'toMain', vendorCode: 'SEAM1', amount: 100, idempotencyKey: newKey() });
    expect(errorCodeOf(seamlessOut)).toBe('VENDOR_WALLET_NOT_TRANSFER');
    const disabled = await transfer(member.token, { action: 'toVendor', vendorCode: 'OFFX', amount: 100, idempotencyKey: newKey() });
    expect(errorCodeOf(disabled)).toBe('VENDOR_WALLET_NOT_TRANSFER');
    const unknown = await transfer(member.token, { action: 'toVendor', vendorCode: 'NOPE', amount: 100, idempotencyKey: newKey() });
    expect([unknown.statusCode, errorCodeOf(unknown)]).toEqual([404, 'VENDOR_NOT_FOUND']);
    const short = await transfer(member.token, { action: 'toVendor', vendorCode: 'TRA1', amount: 1_001, idempotencyKey: newKey() });
    expect([short.statusCode, errorCodeOf(short)]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    const shortBack = await transfer(member.token, { action: 'toMain', vendorCode: 'TRA1', amount: 1, idempotencyKey: newKey() });
    expect(errorCodeOf(shortBack)).toBe('INSUFFICIENT_FUNDS');
    for (const body of [
      { action: 'toVendor', vendorCode: 'TRA1', amount: 0, idempotencyKey: newKey() },
      { action: 'toVendor', vendorCode: 'TRA1', amount: 1.5, idempotencyKey: newKey() },
      { action: 'toVendor', vendorCode: 'TRA1', amount: 10, idempotencyKey: 'short' },
      { action: 'sideways', idempotencyKey: newKey() },
      { action: 'recallAll' },
    ]) {
      const res = await transfer(member.token, body);
      expect([res.statusCode, errorCodeOf(res)], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect(await balances(member)).toEqual({ main: 1_000, TRA1: 0, TRA2: 0 });
  });

  it('recalls every vendor wallet in one journal, once per key, and nothing when all are empty', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 9_000);
    await transfer(member.token, { action: 'toVendor', vendorCode: 'TRA1', amount: 2_500, idempotencyKey: newKey() });
    await transfer(member.token, { action: 'toVendor', vendorCode: 'TRA2', amount: 1_500, idempotencyKey: newKey() });
    expect(await balances(member)).toEqual({ main: 5_000, TRA1: 2_500, TRA2: 1_500 });

    const key = newKey();
    const recall = await transfer(member.token, { action: 'recallAll', idempotencyKey: key });
    expect(recall.statusCode, recall.body).toBe(200);
    expect(recall.json().value).toMatchObject({ moved: 4_000, replayed: false, wallet: { mainBalance: 9_000 } });
    const journal = await t.database.db
      .selectFrom('ledger_journals')
      .select(['id', 'kind'])
      .where('idempotency_key', '=', `vendor_transfer:${member.id}:${key}`)
      .executeTakeFirstOrThrow();
    expect(journal.kind).toBe('vendor_transfer_out');
    const legs = await t.database.db.selectFrom('ledger_legs').select('amount').where('journal_id', '=', journal.id).execute();
    expect(legs.map((l) => l.amount).sort()).toEqual([-1_500n, -2_500n, 4_000n].sort());

    // A retry after new money reached a vendor wallet answers the first recall and moves nothing.
    await transfer(member.token, { action: 'toVendor', vendorCode: 'TRA1', amount: 700, idempotencyKey: newKey() });
    const retry = await transfer(member.token, { action: 'recallAll', idempotencyKey: key });
    expect(retry.json().value).toMatchObject({ moved: 4_000, replayed: true });
    expect(await balances(member)).toEqual({ main: 8_300, TRA1: 700, TRA2: 0 });

    const emptyMember = await newMember(t);
    const nothing = await transfer(emptyMember.token, { action: 'recallAll', idempotencyKey: newKey() });
    expect(nothing.json().value).toMatchObject({ moved: 0, replayed: false });
  });

  it('keeps showing, and recalls, a wallet whose vendor left transfer mode; new money cannot go in', async () => {
    const vendor = await addVendor(t, 'GONE1', 'transfer');
    const member = await newMember(t);
    await fundMember(t, member, 2_000);
    await transfer(member.token, { action: 'toVendor', vendorCode: 'GONE1', amount: 800, idempotencyKey: newKey() });
    const staff = await t.staffToken(['operator']);
    const patch = await t.app.inject({ method: 'PATCH', url: `/bo/catalog/vendors/${vendor.id}`, headers: bearer(staff), payload: { walletMode: 'seamless' } });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().value.walletMode).toBe('seamless');

    expect((await wallet(member)).wallets).toContainEqual({ vendorCode: 'GONE1', displayName: 'GONE1', gameType: '', balance: 800, maintenance: false });
    const more = await transfer(member.token, { action: 'toVendor', vendorCode: 'GONE1', amount: 100, idempotencyKey: newKey() });
    expect(errorCodeOf(more)).toBe('VENDOR_WALLET_NOT_TRANSFER');
    const out = await transfer(member.token, { action: 'toMain', vendorCode: 'GONE1', amount: 300, idempotencyKey: newKey() });
    expect(out.statusCode, out.body).toBe(200);
    const recall = await transfer(member.token, { action: 'recallAll', idempotencyKey: newKey() });
    expect(recall.json().value.moved).toBe(500);
    expect((await wallet(member)).wallets.some((w: { vendorCode: string }) => w.vendorCode === 'GONE1')).toBe(false);
  });

  it('refuses money into a game wallet during a time-out; recalling it still works', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 3_000);
    await transfer(member.token, { action: 'toVendor', vendorCode: 'TRA1', amount: 1_000, idempotencyKey: newKey() });
    const now = Date.now();
    await insertExclusion(t.database.db, {
      memberId: member.id,
      kind: 'time_out',
      period: '24h',
      startsAt: new Date(now - 1_000),
      endsAt: new Date(now + 86_400_000),
    });
    const refused = await transfer(member.token, { action: 'toVendor', vendorCode: 'TRA1', amount: 500, idempotencyKey: newKey() });
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([403, 'TIME_OUT_ACTIVE']);
    const recall = await transfer(member.token, { action: 'recallAll', idempotencyKey: newKey() });
    expect(recall.json().value).toMatchObject({ moved: 1_000, wallet: { mainBalance: 3_000 } });
  });

  it('lets staff create a vendor in transfer mode from the back office', async () => {
    const staff = await t.staffToken(['operator']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/bo/catalog/vendors',
      headers: bearer(staff),
      payload: { vassalage: 'BOTRA', displayName: 'BO Transfer', gameType: 'LIVE', walletMode: 'transfer' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().value.walletMode).toBe('transfer');
    const plain = await t.app.inject({
      method: 'POST',
      url: '/bo/catalog/vendors',
      headers: bearer(staff),
      payload: { vassalage: 'BOSEAM', displayName: 'BO Seamless', gameType: 'LIVE' },
    });
    expect(plain.json().value.walletMode).toBe('seamless');
    const member = await newMember(t);
    expect((await wallet(member)).wallets.map((w: { vendorCode: string }) => w.vendorCode)).toContain('BOTRA');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/bo/catalog/vendors/${created.json().value.id}`,
      headers: bearer(staff),
      payload: { walletMode: 'hybrid' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses agents (their money stays in agent_main) and trial accounts', async () => {
    const agent = await newMember(t, { agent: true });
    const res = await transfer(agent.token, { action: 'recallAll', idempotencyKey: newKey() });
    expect([res.statusCode, errorCodeOf(res)]).toEqual([403, 'NOT_MEMBER']);
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { altcha: await solvedAltcha(t) } })).json().value as {
      token: string;
    };
    const refused = await transfer(trial.token, { action: 'recallAll', idempotencyKey: newKey() });
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([403, 'TRIAL_ACCOUNT']);
  });
});

describe('consolidated funds', () => {
  it('adds main, withdrawal hold and vendor wallets; trial accounts get none', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 10_000);
    await transfer(member.token, { action: 'toVendor', vendorCode: 'TRA2', amount: 1_200, idempotencyKey: newKey() });
    const main = await openMainWallet(t.database.db, member.holder, currency);
    const hold = await openWithdrawalHold(t.database.db, member.holder, currency);
    await postJournal(t.database.db, {
      idempotencyKey: `test-hold:${newKey()}`,
      kind: 'withdrawal_hold',
      legs: [
        { accountId: main.id, amount: -2_000n },
        { accountId: hold.id, amount: 2_000n },
      ],
    });

    const res = await get('/wps/member/info/funds/consolidated', member.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ mainBalance: 6_800, withdrawalHold: 2_000, total: 10_000, currency, currencySymbol: '₹' });
    expect(res.json().value.vendorWallets).toContainEqual(expect.objectContaining({ vendorCode: 'TRA2', balance: 1_200 }));

    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { altcha: await solvedAltcha(t) } })).json().value as {
      token: string;
    };
    const refused = await get('/wps/member/info/funds/consolidated', trial.token);
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([403, 'TRIAL_ACCOUNT']);
    expect((await get('/wps/member/info/funds/consolidated', 'not-a-token')).statusCode).toBe(401);
  });

  it("shows an agent's agent_main wallet", async () => {
    const agent = await newMember(t, { agent: true });
    await fundMember(t, agent, 4_200);
    expect((await get('/wps/member/info/funds/consolidated', agent.token)).json().value).toMatchObject({ mainBalance: 4_200, total: 4_200 });
    expect((await get('/wps/v2/wallets/balance', agent.token)).json().value.balance).toBe(4_200);
  });

  it('leaves the ledger sound', async () => {
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});
