import {
  vendorBatchSizeRefusal,
  vendorMayBatch,
  vendorMayCall,
  vendorWalletBatchActions,
  vendorWalletBatchMaxCalls,
  vendorTimestampWindowMs,
  vendorWalletActions,
  type VendorBetDetails,
  type VendorBalanceRequest,
  type VendorAuthenticateRequest,
  type VendorBatchResponse,
  type VendorWalletBatchAction,
  type VendorWalletAction,
  type VendorWalletResponse,
} from '@gp/contracts';
import { isVendorSignatureValid } from '@gp/contracts/node/vendor-signature';
import type { DB, Executor } from '@gp/db';
import type { Kysely } from 'kysely';
import { hashToken, newToken } from '../../../lib/tokens';
import { findUnstorableText } from '../../../lib/unstorable-text';
import type { SettingsService } from '../../platform/settings';
import { ipInRanges } from '../../platform/system';
import { createGatewayDirectory, type GatewayGame, type GatewayVendor } from './gateway-directory';
import {
  callAuthenticate,
  callBalance,
  runWalletCalls,
  runWinBatch,
  type WalletCallInput,
  type WinBatchCall,
  type WinBatchInput,
} from './game-wallet.repository';
import { createGroupCommit } from './group-commit';
import { walletRequestHash, type WalletCallContent } from './request-hash';
import { walletBatchEnvelope, walletBodiesOf } from './wallet-bodies';

export type GameWalletDeps = {
  settings: SettingsService;
  /** IANA zone of the hourly and daily aggregates (config BUSINESS_TIME_ZONE). */
  businessTimeZone: string;
  sessionTtlMinutes: number;
  /** How long vendor settings and game lists stay in memory (invalidate() clears them at once). */
  cacheMs: number;
  /** Group commit: at most this many queued calls per transaction; 1 turns it off. */
  maxBatch?: number;
  /** Group commit: at most this many transactions at once (config GAME_WALLET_STATEMENTS). */
  maxStatements: number;
  /** Tests move the clock; the database receives this instant as `now`. */
  clock?: () => Date;
  /** winBatch: at most this many calls per statement (one transaction each). */
  winBatchChunk?: number;
  /** Hears the size of each group-commit batch (metrics). */
  onBatch?: (size: number) => void;
};

/** What the HTTP route sends back; `error` (INTERNAL_ERROR only) is for the route's log, never the wire. */
export type GatewayResult = { httpStatus: 200 | 500; body: VendorWalletResponse | VendorBatchResponse; error?: unknown };

export type TrustedBet = { vendorCode: string; memberId: bigint; gameCode: string; roundId: string; txId: string; amount: bigint; currency: string };
export type TrustedWin = TrustedBet & { betTxId?: string | undefined; roundClosed: boolean };
export type TrustedRollback = { vendorCode: string; memberId: bigint; gameCode: string; roundId: string; txId: string; originalTxId: string };
/** One round's settlement in a batch: a win that closes the round (amount 0 for a losing round), no betTxId. */
export type TrustedWinCall = { memberId: bigint; roundId: string; txId: string; amount: bigint };
export type TrustedWinBatch = { vendorCode: string; gameCode: string; calls: readonly TrustedWinCall[] };

/**
 * A trusted bet with everything read that it needs besides the wallet (vendor, game, settings), made by
 * `prepareBet` before the caller opens its transaction and run by `betWithin` inside it.
 */
export type PreparedBet = { readonly answer: VendorWalletResponse } | { readonly call: Omit<WalletCallInput, 'now'> };

type Settled = { response: VendorWalletResponse; error?: unknown };
type Answered = { response: VendorWalletResponse | VendorBatchResponse; error?: unknown };

const refuse = (status: Exclude<VendorWalletResponse['status'], 'OK'>, message?: string): VendorWalletResponse => (message ? { status, message } : { status });

const memberIdPattern = /^[1-9][0-9]{0,17}$/;
const INT8_MAX = 9_223_372_036_854_775_807n;

/**
 * Deadlock, serialisation failure, a unique violation, and a txId taken meanwhile by another member's
 * call: its game transaction (GPW02, game_wallet_call) or its ledger key (GPL01 from
 * ledger_post_wallet; the only refusal it can meet, as the wallet is locked and
 * checked first). The second run sees the winner's row and answers as for any reused txId.
 */
const retryableStates = new Set(['40P01', '40001', 'GPL01', 'GPW02', '23505']);
export const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && retryableStates.has(error.code);

const isAction = (action: string): action is VendorWalletAction => (vendorWalletActions as readonly string[]).includes(action);
const isBatchAction = (action: unknown): action is VendorWalletBatchAction =>
  typeof action === 'string' && (vendorWalletBatchActions as readonly string[]).includes(action);

/** The route name of a v1.1 batch: not an action of its own, it carries win, adjust and rollback calls. */
export const batchRoute = 'batch' as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a raw body may hold text PostgreSQL cannot store: JSON can carry a NUL byte or a lone
 * surrogate only as a `\u` escape (a raw control character is not JSON, and invalid UTF-8 decodes to
 * U+FFFD), so a body without one needs no walk of its values.
 */
const mayHoldUnstorableText = (raw: Buffer): boolean => raw.includes('\\u');

const parseJson = (raw: Buffer): unknown => {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The vendor wallet API v1 and v1.1 (docs/vendor-wallet.md) and the same wallet for the in-house games.
 *
 * HTTP calls are checked in this order: vendor known, enabled and with credentials; caller IP on the
 * vendor's allow-list (empty list: any); X-Signature under the current secret or, until
 * `previous_secret_until`, the previous one; JSON and the action's schema; timestamp within 5
 * minutes; then the action. Bets, wins, rollbacks and adjusts then go through `settle`, shared with the
 * trusted in-process calls: currency and game from memory, then one SQL function call
 * (packages/db/src/sql/functions/game_wallet_call.sql) that checks every rule before it writes anything.
 */
export const createGameWalletService = (db: Kysely<DB>, deps: GameWalletDeps) => {
  const directory = createGatewayDirectory(db, deps.cacheMs);
  const clock = deps.clock ?? (() => new Date());
  // A single call that lost a race (deadlock, or another member's call took its txId) is
  // run once more: the second run replays or refuses cleanly instead of answering INTERNAL_ERROR.
  const runCalls = async (calls: readonly WalletCallInput[]): Promise<Settled[]> => {
    try {
      return (await runWalletCalls(db, calls)).map((response) => ({ response }));
    } catch (error) {
      if (calls.length !== 1 || !isRetryable(error)) throw error;
      return (await runWalletCalls(db, calls)).map((response) => ({ response }));
    }
  };
  const batcher = createGroupCommit<WalletCallInput, Settled>(runCalls, {
    maxBatch: deps.maxBatch ?? 64,
    maxStatements: deps.maxStatements,
    onFailure: (error) => ({ response: { status: 'INTERNAL_ERROR' }, error }),
    onBatch: deps.onBatch,
  });

  /** A refusal that needs no database: it is still stored as the txId's answer (game_wallet_call). */
  const refusalFromMemory = (
    content: WalletCallContent,
    memberId: bigint | null,
    currency: string,
    game: GatewayGame | null,
  ): VendorWalletResponse | undefined => {
    if (memberId === null) return refuse('PLAYER_NOT_FOUND');
    if (content.currency !== undefined && content.currency !== currency) return refuse('WRONG_CURRENCY');
    const amount = content.amount ?? 0n;
    // Only an adjust is signed (a negative amount debits).
    const min = content.action === 'adjust' ? -INT8_MAX : 0n;
    if (amount < min || amount > INT8_MAX) return refuse('INVALID_REQUEST', 'AMOUNT_OUT_OF_RANGE');
    if (!game) return refuse('GAME_NOT_FOUND');
    return undefined;
  };

  /** The call game_wallet_call() reads, `now` aside (taken when it runs). */
  const buildCall = async (
    vendor: GatewayVendor,
    content: WalletCallContent,
    memberId: bigint | null,
    sessionHash: string | null,
  ): Promise<Omit<WalletCallInput, 'now'>> => {
    const merchant = await deps.settings.value('merchant');
    const game = await directory.game(vendor.id, content.gameCode);
    const refusal = refusalFromMemory(content, memberId, merchant.currency, game);
    return {
      action: content.action,
      vendorId: vendor.id,
      vendorCode: vendor.code,
      transfer: vendor.transfer,
      txId: content.txId,
      memberId: memberId === null ? null : memberId.toString(),
      roundId: content.roundId,
      gameCode: content.gameCode,
      gameId: game?.id ?? null,
      gameType: game?.type ?? null,
      amount: (content.amount ?? 0n).toString(),
      currency: merchant.currency,
      refTxId: content.betTxId ?? content.originalTxId ?? null,
      roundClosed: content.roundClosed ?? false,
      ...(content.settlementVersion === undefined ? {} : { settlementVersion: content.settlementVersion }),
      ...(content.reason === undefined ? {} : { reason: content.reason }),
      ...(content.details === undefined ? {} : { details: content.details }),
      requestHash: walletRequestHash(content),
      sessionHash,
      gameOpen: game !== null && game.open && vendor.enabled && !vendor.maintenance,
      maxRoundWin: vendor.maxRoundWin === null ? null : vendor.maxRoundWin.toString(),
      ...(refusal ? { refusal } : {}),
      zone: deps.businessTimeZone,
      agentTypes: merchant.agentTypeCodes,
      trialType: merchant.trialTypeCode,
    };
  };

  const settle = async (vendor: GatewayVendor, content: WalletCallContent, memberId: bigint | null, sessionHash: string | null): Promise<Settled> => {
    const call: WalletCallInput = { ...(await buildCall(vendor, content, memberId, sessionHash)), now: clock().toISOString() };
    // Calls of no member (a malformed playerId) queue together; they only store their refusal.
    return batcher.submit(call.memberId ?? '', call);
  };

  // --- trusted in-process calls (in-house games): no signature, no session ---
  // Each resolves to the wire response (OK or a refusal status, never thrown); only a fault of ours
  // (the database failing twice) throws, and the same txId may then be sent again (it replays).

  const trusted = async (vendorCode: string, content: WalletCallContent, memberId: bigint): Promise<VendorWalletResponse> => {
    const vendor = await directory.vendor(vendorCode);
    if (!vendor) return refuse('INVALID_REQUEST', 'UNKNOWN_VENDOR');
    const settled = await settle(vendor, content, memberId, null);
    if (settled.error !== undefined) throw new Error(`game wallet ${content.action} ${vendorCode}:${content.txId} failed`, { cause: settled.error });
    return settled.response;
  };

  const betContent = (input: TrustedBet): WalletCallContent => ({
    action: 'bet',
    playerId: input.memberId.toString(),
    gameCode: input.gameCode,
    roundId: input.roundId,
    txId: input.txId,
    amount: input.amount,
    currency: input.currency,
  });

  const bet = (input: TrustedBet): Promise<VendorWalletResponse> => trusted(input.vendorCode, betContent(input), input.memberId);

  /**
   * The bet of `bet()`, read from memory and the database now, to be run by `betWithin` in a
   * transaction opened after this: PGlite has one connection, which that transaction holds, so
   * nothing may be read outside it meanwhile (docs/money.md, "Changing money code safely").
   */
  const prepareBet = async (input: TrustedBet): Promise<PreparedBet> => {
    const vendor = await directory.vendor(input.vendorCode);
    if (!vendor) return { answer: refuse('INVALID_REQUEST', 'UNKNOWN_VENDOR') };
    return { call: await buildCall(vendor, betContent(input), input.memberId, null) };
  };

  /**
   * Runs a prepared bet on `executor` (the caller's transaction), without group commit, so the
   * debit commits or rolls back with the caller's own rows. A refusal is the answer (status other
   * than OK; its stored refusal is part of the transaction too): the caller throws to roll back.
   * A raised error (a deadlock, GPW02: the txId taken meanwhile by another member's call) has
   * aborted the caller's transaction: let it propagate; the whole transaction may be run again
   * (`isRetryable`), and the same txId then replays or is refused as usual.
   */
  const betWithin = async (executor: Executor, prepared: PreparedBet): Promise<VendorWalletResponse> => {
    if ('answer' in prepared) return prepared.answer;
    const [answer] = await runWalletCalls(executor, [{ ...prepared.call, now: clock().toISOString() }]);
    if (!answer) throw new Error(`game wallet bet ${prepared.call.vendorCode}:${prepared.call.txId} gave no answer`);
    return answer;
  };

  const win = (input: TrustedWin): Promise<VendorWalletResponse> =>
    trusted(
      input.vendorCode,
      {
        action: 'win',
        playerId: input.memberId.toString(),
        gameCode: input.gameCode,
        roundId: input.roundId,
        txId: input.txId,
        amount: input.amount,
        currency: input.currency,
        betTxId: input.betTxId,
        roundClosed: input.roundClosed,
      },
      input.memberId,
    );

  const rollback = (input: TrustedRollback): Promise<VendorWalletResponse> =>
    trusted(
      input.vendorCode,
      {
        action: 'rollback',
        playerId: input.memberId.toString(),
        gameCode: input.gameCode,
        roundId: input.roundId,
        txId: input.txId,
        originalTxId: input.originalTxId,
      },
      input.memberId,
    );

  // --- settling many rounds at once (in-house games: a lottery draw) ---

  const winBatchChunk = deps.winBatchChunk ?? 2_000;

  /** One chunk in one statement; run once more after a lost race, as a single call is (runCalls). */
  const runWinChunk = async (input: WinBatchInput): Promise<VendorWalletResponse[]> => {
    try {
      return await runWinBatch(db, input);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      return runWinBatch(db, input);
    }
  };

  /**
   * One win per call, each closing its round (amount 0 for a losing round; no betTxId), answered
   * exactly as `win()` would answer the same calls one after another (game_wallet_win_batch.sql).
   * Each call's request hash is `win()`'s with the merchant currency, so a later `win()` of the same
   * txId (with that currency) replays. Chunks of `winBatchChunk` calls, each one transaction, in
   * order; a chunk that fails twice throws, leaving the earlier chunks committed: sending the whole
   * batch again replays them.
   */
  const winBatch = async (input: TrustedWinBatch): Promise<VendorWalletResponse[]> => {
    if (input.calls.length === 0) return [];
    const vendor = await directory.vendor(input.vendorCode);
    if (!vendor) return input.calls.map(() => refuse('INVALID_REQUEST', 'UNKNOWN_VENDOR'));
    const merchant = await deps.settings.value('merchant');
    const game = await directory.game(vendor.id, input.gameCode);
    const calls = input.calls.map((c): WinBatchCall => {
      const content: WalletCallContent = {
        action: 'win',
        playerId: c.memberId.toString(),
        gameCode: input.gameCode,
        roundId: c.roundId,
        txId: c.txId,
        amount: c.amount,
        currency: merchant.currency,
        roundClosed: true,
      };
      const refusal = refusalFromMemory(content, c.memberId, merchant.currency, game);
      return {
        memberId: c.memberId.toString(),
        roundId: c.roundId,
        txId: c.txId,
        amount: c.amount.toString(),
        requestHash: walletRequestHash(content),
        ...(refusal ? { refusal } : {}),
      };
    });
    const answers: VendorWalletResponse[] = [];
    for (let start = 0; start < calls.length; start += winBatchChunk) {
      const chunk: WinBatchInput = {
        vendorId: vendor.id,
        vendorCode: vendor.code,
        transfer: vendor.transfer,
        gameCode: input.gameCode,
        gameId: game?.id ?? null,
        gameType: game?.type ?? null,
        currency: merchant.currency,
        maxRoundWin: vendor.maxRoundWin === null ? null : vendor.maxRoundWin.toString(),
        now: clock().toISOString(),
        zone: deps.businessTimeZone,
        agentTypes: merchant.agentTypeCodes,
        trialType: merchant.trialTypeCode,
        calls: calls.slice(start, start + winBatchChunk),
      };
      try {
        answers.push(...(await runWinChunk(chunk)));
      } catch (error) {
        throw new Error(`game wallet win batch ${input.vendorCode}: calls ${start} to ${start + chunk.calls.length - 1} failed`, { cause: error });
      }
    }
    return answers;
  };

  // --- the HTTP path ---

  const signatureValid = (vendor: GatewayVendor, rawBody: Buffer, signature: string | undefined): boolean => {
    if (vendor.secret !== null && isVendorSignatureValid(vendor.secret, rawBody, signature)) return true;
    const graceOpen = vendor.previousSecret !== null && vendor.previousSecretUntil !== null && vendor.previousSecretUntil.getTime() > clock().getTime();
    return graceOpen && isVendorSignatureValid(vendor.previousSecret as string, rawBody, signature);
  };

  const authenticate = async (vendor: GatewayVendor, body: VendorAuthenticateRequest): Promise<VendorWalletResponse> => {
    const merchant = await deps.settings.value('merchant');
    const sessionToken = newToken();
    const response = await callAuthenticate(db, {
      tokenHash: hashToken(body.launchToken),
      sessionHash: hashToken(sessionToken),
      sessionTtlSeconds: deps.sessionTtlMinutes * 60,
      vendorId: vendor.id,
      vendorCode: vendor.code,
      transfer: vendor.transfer,
      now: clock().toISOString(),
      agentTypes: merchant.agentTypeCodes,
      trialType: merchant.trialTypeCode,
    });
    return response.status === 'OK' ? { ...response, sessionToken } : response;
  };

  const balance = async (vendor: GatewayVendor, body: VendorBalanceRequest): Promise<VendorWalletResponse> => {
    if (!memberIdPattern.test(body.playerId)) return refuse('PLAYER_NOT_FOUND');
    const merchant = await deps.settings.value('merchant');
    return callBalance(db, {
      sessionHash: hashToken(body.sessionToken),
      memberId: body.playerId,
      vendorId: vendor.id,
      vendorCode: vendor.code,
      transfer: vendor.transfer,
      now: clock().toISOString(),
      agentTypes: merchant.agentTypeCodes,
    });
  };

  /** A bet, win, rollback or adjust from the wire as `settle` reads it. */
  const wireCall = (action: 'bet' | 'win' | 'rollback' | 'adjust', parsed: object) => {
    const body = parsed as Record<string, unknown> & { playerId: string; gameCode: string; roundId: string; txId: string; sessionToken?: string };
    const content: WalletCallContent = {
      action,
      playerId: body.playerId,
      gameCode: body.gameCode,
      roundId: body.roundId,
      txId: body.txId,
      amount: typeof body.amount === 'number' ? BigInt(body.amount) : undefined,
      currency: typeof body.currency === 'string' ? body.currency : undefined,
      betTxId: typeof body.betTxId === 'string' ? body.betTxId : undefined,
      roundClosed: typeof body.roundClosed === 'boolean' ? body.roundClosed : undefined,
      originalTxId: typeof body.originalTxId === 'string' ? body.originalTxId : undefined,
      reason: typeof body.reason === 'string' ? body.reason : undefined,
      settlementVersion: typeof body.settlementVersion === 'number' ? body.settlementVersion : undefined,
      // Only a v1.1 vendor's schema keeps `details`; a v1.0 vendor's is dropped unread, as any unknown field.
      details: typeof body.details === 'object' && body.details !== null ? (body.details as VendorBetDetails) : undefined,
    };
    const memberId = memberIdPattern.test(body.playerId) ? BigInt(body.playerId) : null;
    return { content, memberId, sessionHash: body.sessionToken === undefined ? null : hashToken(body.sessionToken) };
  };

  /** Bet, win, rollback or adjust from the wire: the parsed body becomes the shared content. */
  const transaction = (vendor: GatewayVendor, action: 'bet' | 'win' | 'rollback' | 'adjust', parsed: object): Promise<Settled> => {
    const { content, memberId, sessionHash } = wireCall(action, parsed);
    return settle(vendor, content, memberId, sessionHash);
  };

  /**
   * One call of a batch read on its own, as its single call would be read after the envelope's
   * checks: a malformed one is its own INVALID_REQUEST answer. The envelope's requestId and
   * timestamp stand in for the call's own.
   */
  const batchItem = (
    version: GatewayVendor['walletApiVersion'],
    envelope: { requestId: string; timestamp: number },
    item: unknown,
  ): { answer: VendorWalletResponse } | { action: VendorWalletBatchAction; body: object } => {
    if (findUnstorableText(item, 'call') !== null) return { answer: refuse('INVALID_REQUEST', 'INVALID_TEXT') };
    if (!isRecord(item) || typeof item.action !== 'string') return { answer: refuse('INVALID_REQUEST', 'SCHEMA') };
    const { action, ...fields } = item;
    if (!isBatchAction(action)) return { answer: refuse('INVALID_REQUEST', 'UNKNOWN_ACTION') };
    const parsed = walletBodiesOf(version)[action].safeParse({ ...fields, requestId: envelope.requestId, timestamp: envelope.timestamp });
    if (!parsed.success) return { answer: refuse('INVALID_REQUEST', 'SCHEMA') };
    return { action, body: parsed.data };
  };

  /**
   * A v1.1 batch (docs/vendor-wallet.md, "v1.1: batch"): each call is answered as its single call
   * would be, through the same group commit and SQL, queued in item order (so one member's calls run
   * in that order). Any call meeting a fault of ours makes the whole answer INTERNAL_ERROR: the
   * vendor sends the batch again, and the calls already settled replay their first answers.
   */
  const batch = async (vendor: GatewayVendor, envelope: { requestId: string; timestamp: number; calls: readonly unknown[] }): Promise<Answered> => {
    const items = envelope.calls.map((item) => batchItem(vendor.walletApiVersion, envelope, item));
    // Everything read from memory first, then queued in one go, in order.
    const prepared = await Promise.all(
      items.map(async (item) => {
        if ('answer' in item) return item;
        const { content, memberId, sessionHash } = wireCall(item.action, item.body);
        return { call: await buildCall(vendor, content, memberId, sessionHash) };
      }),
    );
    const now = clock().toISOString();
    const queued = batcher.submitMany(prepared.flatMap((p) => ('call' in p ? [{ key: p.call.memberId ?? '', call: { ...p.call, now } }] : [])));
    const settled = await Promise.all(queued);
    const results: VendorWalletResponse[] = [];
    let next = 0;
    for (const p of prepared) {
      if ('answer' in p) {
        results.push(p.answer);
        continue;
      }
      const done = settled[next] as Settled;
      next += 1;
      if (done.error !== undefined || done.response.status === 'INTERNAL_ERROR') return { response: { status: 'INTERNAL_ERROR' }, error: done.error };
      results.push(done.response);
    }
    return { response: { status: 'OK', results } };
  };

  /** A batch's envelope, checked as a single call's body is; its calls' own faults are theirs alone. */
  const batchEnvelope = (vendor: GatewayVendor, raw: unknown): Promise<Answered> | Answered => {
    // The envelope's own text only: a call with a NUL byte is refused alone.
    const { calls: _calls, ...rest } = isRecord(raw) ? raw : {};
    if (findUnstorableText(rest, 'body') !== null) return { response: refuse('INVALID_REQUEST', 'INVALID_TEXT') };
    const envelope = walletBatchEnvelope.safeParse(raw);
    if (!envelope.success) return { response: refuse('INVALID_REQUEST', 'SCHEMA') };
    const count = envelope.data.calls.length;
    if (count === 0 || count > vendorWalletBatchMaxCalls) return { response: refuse('INVALID_REQUEST', vendorBatchSizeRefusal) };
    if (Math.abs(clock().getTime() - envelope.data.timestamp) > vendorTimestampWindowMs) return { response: refuse('INVALID_REQUEST', 'STALE_TIMESTAMP') };
    return batch(vendor, envelope.data);
  };

  const dispatch = async (vendorCode: string, action: string, rawBody: Buffer, signature: string | undefined, ip: string): Promise<Answered> => {
    const known: VendorWalletAction | typeof batchRoute | null = action === batchRoute || isAction(action) ? action : null;
    if (known === null) return { response: refuse('INVALID_REQUEST', 'UNKNOWN_ACTION') };
    const vendor = await directory.vendor(vendorCode);
    // An action of a later protocol version (adjust and batch: v1.1) stays unknown to a vendor that has
    // not opted in, and to one that does not exist: the same answer as before the version existed.
    const version = vendor?.walletApiVersion ?? '1.0';
    if (known === batchRoute ? !vendorMayBatch(version) : !vendorMayCall(version, known)) return { response: refuse('INVALID_REQUEST', 'UNKNOWN_ACTION') };
    if (!vendor || !vendor.enabled || vendor.secret === null) return { response: refuse('INVALID_REQUEST', 'UNKNOWN_VENDOR') };
    if (vendor.ipAllowList.length > 0 && !ipInRanges(ip, vendor.ipAllowList)) return { response: refuse('INVALID_REQUEST', 'IP_NOT_ALLOWED') };
    if (!signatureValid(vendor, rawBody, signature)) return { response: refuse('INVALID_SIGNATURE') };
    const raw = parseJson(rawBody);
    if (known === batchRoute) return batchEnvelope(vendor, raw);
    // PostgreSQL cannot store a NUL byte or half a surrogate pair: refused before anything reads the fields.
    if (mayHoldUnstorableText(rawBody) && findUnstorableText(raw, 'body') !== null) return { response: refuse('INVALID_REQUEST', 'INVALID_TEXT') };
    const base = walletBodiesOf(vendor.walletApiVersion)[known].safeParse(raw);
    if (!base.success) return { response: refuse('INVALID_REQUEST', 'SCHEMA') };
    if (Math.abs(clock().getTime() - base.data.timestamp) > vendorTimestampWindowMs) return { response: refuse('INVALID_REQUEST', 'STALE_TIMESTAMP') };
    if (known === 'authenticate') return { response: await authenticate(vendor, base.data as VendorAuthenticateRequest) };
    if (known === 'balance') return { response: await balance(vendor, base.data as VendorBalanceRequest) };
    return transaction(vendor, known, base.data);
  };

  /** The HTTP path: never throws; INTERNAL_ERROR (HTTP 500) is the only retryable answer. */
  const handle = async (vendorCode: string, action: string, rawBody: Buffer, signature: string | undefined, ip: string): Promise<GatewayResult> => {
    try {
      const { response, error } = await dispatch(vendorCode, action, rawBody, signature, ip);
      return response.status === 'INTERNAL_ERROR' ? { httpStatus: 500, body: response, error } : { httpStatus: 200, body: response };
    } catch (error) {
      return { httpStatus: 500, body: { status: 'INTERNAL_ERROR' }, error };
    }
  };

  /** Whether a vendor code names a vendor (from the directory's cache, misses included): metric labels. */
  const knownVendor = async (code: string): Promise<boolean> => (await directory.vendor(code)) !== null;

  return { handle, bet, win, rollback, prepareBet, betWithin, winBatch, knownVendor, invalidate: directory.invalidate };
};

export type GameWalletService = ReturnType<typeof createGameWalletService>;
