import { randomUUID } from 'node:crypto';
import { addGame } from '../../games/betting-records/betting-records.test-support';
import type { TestApp } from '../../../testing/test-app';
import { openMainWallet, openWithdrawalHold } from '../../money/ledger';
import { addVendor, currency, fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';

/**
 * A small hand-built team for the agent centre's tests: money through postJournal, bets through the
 * real game wallet (services.gameWallet, which also writes rounds and the hourly/daily aggregates).
 */

export type Team = { top: TestMember; sub: TestMember; player: TestMember; deep: TestMember };

/** top (agent) -> sub (agent) -> deep (player); top -> player. */
export const buildTeam = async (t: TestApp): Promise<Team> => {
  const top = await newMember(t, { agent: true });
  const sub = await newMember(t, { agent: true, uplineId: top.id });
  const player = await newMember(t, { uplineId: top.id });
  const deep = await newMember(t, { uplineId: sub.id });
  return { top, sub, player, deep };
};

// One method per test database: files share loaded modules, never a database.
const methodIds = new WeakMap<TestApp['database'], number>();
const paymentMethod = async (t: TestApp): Promise<number> => {
  const known = methodIds.get(t.database);
  if (known !== undefined) return known;
  const row = await t.database.db
    .insertInto('payment_methods')
    .values({
      code: `AGT${randomUUID().slice(0, 6)}`,
      name: 'Bank',
      names: JSON.stringify({}),
      kind: 'manual_bank',
      provider_code: 'TESTPAY',
      min_amount: 100n,
      max_amount: 10_000_000n,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  methodIds.set(t.database, row.id);
  return row.id;
};

/** A credited deposit: the ledger credit and the deposits row that names it. */
export const creditedDeposit = async (t: TestApp, member: TestMember, amount: number) => {
  const journal = await fundMember(t, member, amount);
  await t.database.db
    .insertInto('deposits')
    .values({
      order_no: `D${randomUUID().slice(0, 12)}`,
      member_id: member.id,
      method_id: await paymentMethod(t),
      kind: 'manual_bank',
      provider_code: 'TESTPAY',
      amount: BigInt(amount),
      currency,
      status: 'credited',
      idempotency_key: randomUUID(),
      request_hash: 'test',
      journal_id: journal.journalId,
    })
    .execute();
};

/** A paid-out withdrawal row (the report reads the row; its ledger side is not under test here). */
export const paidWithdrawal = async (t: TestApp, member: TestMember, amount: number) => {
  const db = t.database.db;
  const [main, hold] = [await openMainWallet(db, member.holder, currency), await openWithdrawalHold(db, member.holder, currency)];
  const bank = await db
    .insertInto('member_bank_accounts')
    .values({ member_id: member.id, bank_name: 'Test Bank', account_number: `${Date.now()}`.slice(-10), payee_name: 'Test Payee' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('withdrawals')
    .values({
      order_no: `W${randomUUID().slice(0, 12)}`,
      member_id: member.id,
      idempotency_key: randomUUID(),
      amount: BigInt(amount),
      currency,
      main_account_id: main.id,
      hold_account_id: hold.id,
      bank_account_id: bank.id,
      bank_name: 'Test Bank',
      account_number: '1234567890',
      payee_name: 'Test Payee',
      status: 'approved',
      reviewed_at: new Date(),
    })
    .execute();
};

export type GameTable = { vendor: { id: number; code: string }; gameCode: string };

export const addTestGame = async (t: TestApp, vendorCode = 'AGTV', gameCode = 'agent-slot'): Promise<GameTable> => {
  const vendor = { id: (await addVendor(t, vendorCode, 'seamless')).id, code: vendorCode };
  await addGame(t, vendor, { code: gameCode, name: 'Agent Slot', type: 'RNG', displayNames: { EN: 'Agent Slot', CN: '代理老虎机' } });
  await t.database.db
    .updateTable('catalog_vendors')
    .set({ display_names: JSON.stringify({ CN: '代理游戏' }) })
    .where('id', '=', vendor.id)
    .execute();
  t.services.gameWallet.invalidate();
  return { vendor, gameCode };
};

/** One closed round through the real game wallet: a bet, then a win (0 allowed). */
export const playRound = async (t: TestApp, game: GameTable, member: TestMember, bet: number, win: number) => {
  const base = { vendorCode: game.vendor.code, memberId: member.id, gameCode: game.gameCode, roundId: `r-${randomUUID()}`, currency };
  const betTxId = `tx-${randomUUID()}`;
  const placed = await t.services.gameWallet.bet({ ...base, txId: betTxId, amount: BigInt(bet) });
  if (placed.status !== 'OK') throw new Error(`bet refused: ${JSON.stringify(placed)}`);
  const won = await t.services.gameWallet.win({ ...base, txId: `tx-${randomUUID()}`, betTxId, amount: BigInt(win), roundClosed: true });
  if (won.status !== 'OK') throw new Error(`win refused: ${JSON.stringify(won)}`);
};
