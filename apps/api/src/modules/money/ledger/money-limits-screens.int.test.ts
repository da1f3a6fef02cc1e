import type {
  BoAgentTreePage,
  BoCurrencyLimits,
  BoGgrReport,
  BoReconciliation,
  BoRoundSearchResult,
  ConsolidatedFunds,
  TransactionHistoryPage,
  WalletBalance,
} from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealed } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { addTestGame, playRound } from '../../agents/centre/agent-reports.test-support';
import { currency, fundMember, newKey, newMember, paymentPassword, type TestMember } from '../wallet/wallet.test-support';
import { checkLedgerInvariants } from './ledger.service';
import { ledgerCounts } from './ledger.test-support';

// The screens that answered 500 once a balance passed 2^53, now with every balance at the ceiling
// the ledger allows (10^15) and sums past 2^53: each answers 200 with exact amounts.

const max = 1_000_000_000_000_000;
const players = 10;
/** Ten wallets at the maximum: 10^16, past 2^53, so the sums travel as digits. */
const allWallets = '10000000000000000';

let t: TestApp;
let finance: string;
let operator: string;
let top: TestMember;
let team: TestMember[];

const get = <T>(url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) }).then((res) => {
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return (res.json() as { value: T }).value;
  });

beforeAll(async () => {
  t = await createTestApp();
  finance = await t.staffToken(['finance']);
  operator = await t.staffToken(['operator']);
  const set = await t.app.inject({ method: 'PUT', url: '/bo/cashier/currency-limits', headers: bearer(finance), payload: { currency, maxMinor: max } });
  expect(set.statusCode, set.body).toBe(200);

  const game = await addTestGame(t, 'LIMV', 'limit-slot');
  top = await newMember(t, { agent: true, withPaymentPassword: true });
  team = [];
  for (let i = 0; i < players; i += 1) {
    const player = await newMember(t, { uplineId: top.id });
    await fundMember(t, player, 1_000);
    // The vendor's win takes the wallet to exactly the maximum: allowed.
    await playRound(t, game, player, 1_000, max);
    team.push(player);
  }
}, 120_000);
afterAll(async () => t.close());

describe('a wallet at the currency maximum', () => {
  it('takes not one unit more: an adjustment or a transfer is 409 AMOUNT_LIMIT_EXCEEDED and writes nothing', async () => {
    const [player] = team;
    if (!player) throw new Error('no player');
    await fundMember(t, top, 5_000);
    const before = await ledgerCounts(t.database.db);
    const adjustmentKey = `limit-${newKey()}`;

    const adjustment = await t.app.inject({
      method: 'POST',
      url: '/bo/adjustments',
      headers: bearer(finance),
      payload: { memberId: Number(player.id), amount: 1, reason: 'one unit past the maximum', idempotencyKey: adjustmentKey },
    });
    expect([adjustment.statusCode, errorCodeOf(adjustment)]).toEqual([409, 'AMOUNT_LIMIT_EXCEEDED']);
    expect(adjustment.json().details).toMatchObject({ currency, max });

    const transfer = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/transferDownline',
      headers: bearer(top.token),
      payload: await sealed(t, { account: player.account, amount: 100, paymentPassword, idempotencyKey: newKey() }),
    });
    expect([transfer.statusCode, errorCodeOf(transfer)]).toEqual([409, 'AMOUNT_LIMIT_EXCEEDED']);

    expect(await ledgerCounts(t.database.db)).toEqual(before);
    expect(await t.database.db.selectFrom('wallet_adjustments').select('id').where('idempotency_key', '=', adjustmentKey).execute()).toEqual([]);
    expect((await get<WalletBalance>('/wps/v2/wallets/balance', player.token)).balance).toBe(max);
    expect((await get<WalletBalance>('/wps/v2/wallets/balance', top.token)).balance).toBe(5_000);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });

  it("shows the player's balance, funds summary and account record exactly", async () => {
    const [player] = team;
    if (!player) throw new Error('no player');
    expect(await get<WalletBalance>('/wps/v2/wallets/balance', player.token)).toMatchObject({ balance: max, currency });
    expect(await get<ConsolidatedFunds>('/wps/member/info/funds/consolidated', player.token)).toMatchObject({
      mainBalance: max,
      withdrawalHold: 0,
      total: max,
    });
    const record = await get<TransactionHistoryPage>('/wps/member/transactionHistory', player.token);
    expect(record.content.find((r) => r.type === 'game_win')).toMatchObject({ amount: max, balanceAfter: max });
  });

  it('reconciles, with the sums past 2^53 as exact digits', async () => {
    const report = await get<BoReconciliation>('/bo/reconciliation', finance);
    expect(report.balanced).toBe(true);
    const wallets = BigInt(allWallets) + 5_000n;
    expect(report.currencies.find((c) => c.currency === currency)).toEqual({
      currency,
      walletBalances: wallets.toString(),
      walletLegs: wallets.toString(),
      houseLegs: (-wallets).toString(),
      allLegs: 0,
      balanced: true,
    });
    const houseGame = report.houseAccounts.find((h) => h.kind === 'house_game' && h.ownerId === 'LIMV');
    // The house paid ten wins of 10^15 and took ten bets of 1,000.
    expect(houseGame?.balance).toBe('-9999999999990000');
    expect(report.kinds.find((k) => k.kind === 'player_main' && k.currency === currency)).toMatchObject({
      storedBalance: allWallets,
      sumOfLegs: allWallets,
      difference: 0,
    });
  });

  it('reports GGR exactly, in the answer and in the CSV', async () => {
    const report = await get<BoGgrReport>('/bo/games/ggr?vendorCode=LIMV', finance);
    expect(report.vendors).toEqual([
      expect.objectContaining({
        vendorCode: 'LIMV',
        betCount: players,
        betAmount: 10_000,
        validBet: 10_000,
        winAmount: allWallets,
        ggr: '-9999999999990000',
        players,
      }),
    ]);
    const csv = await t.app.inject({ method: 'GET', url: '/bo/games/ggr.csv?vendorCode=LIMV', headers: bearer(finance) });
    expect(csv.statusCode, csv.body).toBe(200);
    const total = csv.body.split('\r\n').find((line) => line.startsWith('total,ALL,'));
    expect(total).toBe(`total,ALL,,${currency},${players},100.00,0.00,100.00,100000000000000.00,-99999999999900.00,${players},${players}`);
  });

  it('finds the rounds with their exact amounts in the round explorer', async () => {
    const [player] = team;
    if (!player) throw new Error('no player');
    const found = await get<BoRoundSearchResult>(`/bo/games/rounds?kind=player&q=${player.account}`, operator);
    expect(found.list).toEqual([expect.objectContaining({ betAmount: 1_000, winAmount: max, refundAmount: 0 })]);
  });

  it("shows the agent's team in the tree with every balance exact", async () => {
    const tree = await get<BoAgentTreePage>(`/bo/agents/tree?parentId=${top.id}&pageSize=50`, operator);
    expect(tree.list.map((n) => n.balance)).toEqual(Array.from({ length: players }, () => max));
  });

  it('lists the maximum in force for the merchant currency', async () => {
    expect(await get<BoCurrencyLimits>('/bo/cashier/currency-limits', finance)).toMatchObject({
      merchant: { currency, maxMinor: max, isDefault: false },
      hardMaxMinor: max,
    });
  });
});
