import type { VendorBetDetails, VendorWalletResponse } from '@gp/contracts';
import { preparedQueryOf, type Executor } from '@gp/db';
import { sql } from 'kysely';

/**
 * The vendor wallet's database side: catalog lookups for the in-memory caches, and the SQL functions
 * game_wallet_* (packages/db/src/sql/functions/), each call one round trip.
 */

export type VendorRow = {
  id: number;
  code: string;
  enabled: boolean;
  maintenance: boolean;
  wallet_mode: 'seamless' | 'transfer';
  max_round_win: bigint | null;
  wallet_api_version: '1.0' | '1.1';
  secret: string | null;
  previous_secret: string | null;
  previous_secret_until: Date | null;
  ip_allow_list: string[] | null;
};

export const findVendorByCode = (db: Executor, code: string): Promise<VendorRow | undefined> =>
  db
    .selectFrom('catalog_vendors as v')
    .leftJoin('game_vendor_credentials as c', 'c.vendor_id', 'v.id')
    .select([
      'v.id',
      'v.code',
      'v.enabled',
      'v.maintenance',
      'v.wallet_mode',
      'v.max_round_win',
      'v.wallet_api_version',
      'c.secret',
      'c.previous_secret',
      'c.previous_secret_until',
      'c.ip_allow_list',
    ])
    .where('v.code', '=', code)
    .executeTakeFirst();

/** Every game of a vendor, enabled or not: wins and rollbacks of a game taken out of play still settle. */
export const listVendorGames = (db: Executor, vendorId: number) =>
  db.selectFrom('catalog_games').select(['id', 'game_code', 'game_type', 'enabled', 'maintenance']).where('vendor_id', '=', vendorId).execute();

/** One bet, win, rollback or adjust as game_wallet_call() reads it (jsonb; bigints as decimal strings). */
export type WalletCallInput = {
  action: 'bet' | 'win' | 'rollback' | 'adjust';
  vendorId: number;
  vendorCode: string;
  transfer: boolean;
  txId: string;
  /** Null when the playerId is no member id at all (then `refusal` is PLAYER_NOT_FOUND). */
  memberId: string | null;
  roundId: string;
  gameCode: string;
  /** Null only with a `refusal` (a game not in the vendor's catalog). */
  gameId: number | null;
  gameType: string | null;
  /** Signed only for an adjust (a negative amount debits). */
  amount: string;
  currency: string;
  /** betTxId of a win, originalTxId of a rollback or an adjust. */
  refTxId: string | null;
  roundClosed: boolean;
  /** adjust only (game_wallet_adjust.sql): the bet's settlement number and why it changed. */
  settlementVersion?: number;
  reason?: string;
  /** Wallet API v1.1: the bet's details, stored as the round's latest (game_round_details). */
  details?: VendorBetDetails;
  requestHash: string;
  /** Null for trusted in-process calls (in-house games): no session to check. */
  sessionHash: string | null;
  /** False while the game or vendor is in maintenance or disabled: bets are refused, wins and rollbacks settle. */
  gameOpen: boolean;
  /** The vendor's maximum win per round (catalog_vendors.max_round_win); null: none. */
  maxRoundWin: string | null;
  /**
   * A refusal decided from memory (unknown game, wrong currency, malformed player id): stored as the
   * txId's answer unless the txId already has one, which is then given instead.
   */
  refusal?: VendorWalletResponse;
  now: string;
  zone: string;
  agentTypes: number[];
  trialType: number;
};

/**
 * The SQL function that runs a group of bet, win, rollback and adjust calls in one transaction
 * (jsonb array in, jsonb array of answers out): the one place its name is written.
 */
export const walletCallsFunction = 'game_wallet_calls_set';

const walletCallsText = `select ${walletCallsFunction}($1::jsonb) as r`;

/**
 * Runs the calls in one statement (one transaction, the function `walletCallsFunction`); one answer
 * per call, in the calls' order. On PostgreSQL's own pool it is a named prepared statement, parsed
 * and planned once per connection; on PGlite and inside a transaction (`betWithin`) it goes through
 * Kysely on that executor.
 */
export const runWalletCalls = async (db: Executor, calls: readonly WalletCallInput[]): Promise<VendorWalletResponse[]> => {
  const payload = JSON.stringify(calls);
  const prepared = preparedQueryOf(db);
  const rows = prepared
    ? await prepared<{ r: VendorWalletResponse[] }>(walletCallsFunction, walletCallsText, [payload])
    : (await sql<{ r: VendorWalletResponse[] }>`select ${sql.raw(walletCallsFunction)}(${payload}::jsonb) as r`.execute(db)).rows;
  const answers = rows[0]?.r ?? [];
  if (answers.length !== calls.length) throw new Error(`${walletCallsFunction} answered ${answers.length} of ${calls.length} calls`);
  return answers;
};

/** One win of a batch (game_wallet_win_batch.sql): the fields that differ from call to call. */
export type WinBatchCall = {
  memberId: string;
  roundId: string;
  txId: string;
  amount: string;
  requestHash: string;
  /** As in WalletCallInput: a refusal decided from memory, stored unless the txId has an answer. */
  refusal?: VendorWalletResponse;
};

/**
 * Trusted wins that close their rounds (no betTxId, no session), sharing vendor, game and settings:
 * game_wallet_win_batch() answers each as game_wallet_call() would, one after another in this order.
 */
export type WinBatchInput = Pick<
  WalletCallInput,
  'vendorId' | 'vendorCode' | 'transfer' | 'gameCode' | 'gameId' | 'gameType' | 'currency' | 'maxRoundWin' | 'now' | 'zone' | 'agentTypes' | 'trialType'
> & { calls: readonly WinBatchCall[] };

/** Runs the batch in one statement (one transaction); one answer per call, in the calls' order. */
export const runWinBatch = async (db: Executor, input: WinBatchInput): Promise<VendorWalletResponse[]> => {
  const { rows } = await sql<{ r: VendorWalletResponse[] }>`select game_wallet_win_batch(${JSON.stringify(input)}::jsonb) as r`.execute(db);
  const answers = rows[0]?.r ?? [];
  if (answers.length !== input.calls.length) throw new Error(`game_wallet_win_batch answered ${answers.length} of ${input.calls.length} calls`);
  return answers;
};

export type AuthenticateInput = {
  tokenHash: string;
  sessionHash: string;
  sessionTtlSeconds: number;
  vendorId: number;
  vendorCode: string;
  transfer: boolean;
  now: string;
  agentTypes: number[];
  trialType: number;
};

export const callAuthenticate = async (db: Executor, input: AuthenticateInput): Promise<VendorWalletResponse> => {
  const { rows } = await sql<{ r: VendorWalletResponse }>`select game_wallet_authenticate(${JSON.stringify(input)}::jsonb) as r`.execute(db);
  return rows[0]?.r ?? { status: 'INTERNAL_ERROR' };
};

export type BalanceInput = {
  sessionHash: string;
  memberId: string;
  vendorId: number;
  vendorCode: string;
  transfer: boolean;
  now: string;
  agentTypes: number[];
};

export const callBalance = async (db: Executor, input: BalanceInput): Promise<VendorWalletResponse> => {
  const { rows } = await sql<{ r: VendorWalletResponse }>`select game_wallet_balance(${JSON.stringify(input)}::jsonb) as r`.execute(db);
  return rows[0]?.r ?? { status: 'INTERNAL_ERROR' };
};
