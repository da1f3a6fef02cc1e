import type { VendorWalletResponse } from '@gp/contracts';
import type { Executor } from '@gp/db';
import { sql } from 'kysely';
import { openHouseAccount, openMainWallet, postJournal } from '../../money/ledger';
import type { WalletCallInput, WinBatchCall, WinBatchInput } from './game-wallet.repository';

/**
 * A bare database for the batch wins of game_wallet_win_batch.sql: a lottery vendor with one game,
 * members (the last one an agent) with funded wallets, all written by the same statements in the
 * same order, so two databases set up alike hand out the same ids ever after.
 */

export const batchCurrency = 'INR';
export const agentType = 2;
export const batchZone = 'Asia/Kolkata';

export type BatchWorld = { vendorId: number; vendorCode: string; gameCode: string; gameId: number; members: bigint[] };

export const setUpBatchWorld = async (
  db: Executor,
  options: { members: number; funding: (index: number) => bigint; currencyMax?: bigint },
): Promise<BatchWorld> => {
  if (options.currencyMax !== undefined) {
    await db.insertInto('ledger_currency_limits').values({ currency: batchCurrency, max_minor: options.currencyMax }).execute();
  }
  const vendorCode = 'LOTTO';
  const gameCode = 'LOTTO_VN';
  const vendor = await db
    .insertInto('catalog_vendors')
    .values({ code: vendorCode, display_name: 'Lottery', game_type: 'LOTT', logo_url: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const game = await db
    .insertInto('catalog_games')
    .values({
      vendor_id: vendor.id,
      vassalage: vendorCode,
      game_type: 'LOTT',
      game_code: gameCode,
      game_name: 'Lottery',
      display_names: '{}',
      icon_url: '',
      search_text: 'lottery',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const house = await openHouseAccount(db, 'house_payment', batchCurrency, 'BATCHPAY');
  const members: bigint[] = [];
  for (let i = 0; i < options.members; i += 1) {
    const isAgent = i === options.members - 1;
    const row = await db
      .insertInto('members')
      .values({ account: `batch${i}`, password_hash: 'x', register_method: 'username', type: isAgent ? agentType : 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    members.push(row.id);
    const wallet = await openMainWallet(db, { id: row.id, isAgent }, batchCurrency);
    const amount = options.funding(i);
    if (amount > 0n) {
      await postJournal(db, {
        idempotencyKey: `batch-fund:${i}`,
        kind: 'deposit',
        legs: [
          { accountId: house.id, amount: -amount },
          { accountId: wallet.id, amount },
        ],
      });
    }
  }
  return { vendorId: vendor.id, vendorCode, gameCode, gameId: game.id, members };
};

/** The fields every call of the world shares. */
export const sharedFields = (world: BatchWorld, now: Date, maxRoundWin: bigint | null) => ({
  vendorId: world.vendorId,
  vendorCode: world.vendorCode,
  transfer: false,
  gameCode: world.gameCode,
  gameId: world.gameId,
  gameType: 'LOTT',
  currency: batchCurrency,
  maxRoundWin: maxRoundWin === null ? null : maxRoundWin.toString(),
  now: now.toISOString(),
  zone: batchZone,
  agentTypes: [agentType],
  trialType: 9,
});

export const batchInput = (world: BatchWorld, now: Date, maxRoundWin: bigint | null, calls: readonly WinBatchCall[]): WinBatchInput => ({
  ...sharedFields(world, now, maxRoundWin),
  calls,
});

/** The single game_wallet_call() input of one call of a batch: the trusted win that closes its round. */
export const singleWin = (input: WinBatchInput, call: WinBatchCall): WalletCallInput => {
  const { calls: _calls, ...shared } = input;
  return {
    ...shared,
    action: 'win',
    txId: call.txId,
    memberId: call.memberId,
    roundId: call.roundId,
    amount: call.amount,
    refTxId: null,
    roundClosed: true,
    requestHash: call.requestHash,
    sessionHash: null,
    gameOpen: true,
    ...(call.refusal ? { refusal: call.refusal } : {}),
  };
};

/** A trusted bet or rollback of the world's game, as the in-house games send them. */
export const singleCall = (
  world: BatchWorld,
  now: Date,
  fields: { action: 'bet' | 'rollback'; member: bigint; roundId: string; txId: string; amount?: bigint; refTxId?: string },
): WalletCallInput => ({
  ...sharedFields(world, now, null),
  action: fields.action,
  txId: fields.txId,
  memberId: fields.member.toString(),
  roundId: fields.roundId,
  amount: (fields.amount ?? 0n).toString(),
  refTxId: fields.refTxId ?? null,
  roundClosed: false,
  requestHash: `hash:${fields.action}:${fields.txId}:${fields.amount ?? 0n}`,
  sessionHash: null,
  gameOpen: true,
});

/** Every row the game wallet writes, ids included; only the ledger's own now() timestamps are left out. */
export const walletRows = async (db: Executor) => ({
  accounts: await db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'owner_type', 'owner_id', 'vendor_code', 'currency', 'balance'])
    .orderBy('id')
    .execute(),
  journals: await db.selectFrom('ledger_journals').select(['id', 'idempotency_key', 'kind', 'request_hash', 'metadata']).orderBy('id').execute(),
  legs: await db.selectFrom('ledger_legs').select(['id', 'journal_id', 'account_id', 'amount', 'balance_after']).orderBy('id').execute(),
  transactions: await db.selectFrom('game_transactions').selectAll().orderBy('id').execute(),
  refusals: await db.selectFrom('game_wallet_refusals').selectAll().orderBy('vendor_id').orderBy('tx_id').execute(),
  rounds: await db.selectFrom('game_rounds').selectAll().orderBy('id').execute(),
  hourly: await db.selectFrom('member_game_hourly').selectAll().orderBy('member_id').orderBy('hour_start').orderBy('game_type').execute(),
  winners: await db.selectFrom('catalog_winners').selectAll().orderBy('id').execute(),
});

/** The last ids each table's sequence handed out: equal on two databases that did the same. */
export const sequenceStates = async (db: Executor) => {
  const { rows } = await sql<{ name: string; last: string | null }>`
    select sequencename as name, last_value::text as last from pg_sequences
    where sequencename in ('ledger_accounts_id_seq', 'ledger_journals_id_seq', 'ledger_legs_id_seq', 'game_transactions_id_seq', 'game_rounds_id_seq', 'catalog_winners_id_seq')
    order by sequencename`.execute(db);
  return rows;
};

export const statusOf = (answer: VendorWalletResponse): string =>
  'message' in answer && answer.message !== undefined ? `${answer.status}:${answer.message}` : answer.status;
