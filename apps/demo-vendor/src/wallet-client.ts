import { randomUUID } from 'node:crypto';
import type { VendorAuthenticateValue, VendorBetDetails, VendorWalletAction, VendorWalletBatchAction, VendorWalletResponse } from '@gp/contracts';
import { signVendorBody } from '@gp/contracts/node/vendor-signature';
import type { CallLog } from './call-log';
import { postJson } from './post-json';
import { memoryPendingStore, type PendingSettlement, type PendingStore } from './pending-settlements';

/** The pino-style subset the client logs through. */
export type WalletLogger = {
  info: (data: object, message: string) => void;
  warn: (data: object, message: string) => void;
  error: (data: object, message: string) => void;
};

export type WalletClientOptions = {
  /** The platform, e.g. http://127.0.0.1:3000; calls go to `${baseUrl}/gw/v1/{vendorCode}/{action}`. */
  baseUrl: string;
  /** The HMAC secret of a vendor code, or undefined when this client does not serve it. */
  secretFor: (vendorCode: string) => string | undefined;
  /** Per request; a bet that takes longer is treated as lost in transit. Default 3 s. */
  timeoutMs?: number;
  /** Per batch request (wallet API v1.1); a batch that takes longer is treated as unanswered. Default 5 × timeoutMs. */
  batchTimeoutMs?: number;
  /** Tries of one bet (same txId) before it is rolled back. Default 3. */
  betAttempts?: number;
  /** Pause between bet tries. Default 250 ms. */
  betRetryDelayMs?: number;
  /** Win, rollback and adjust retries: first delay, doubling up to the cap. Defaults 500 ms and 30 s. */
  backoff?: { initialMs: number; maxMs: number; jitter?: number };
  logger?: WalletLogger;
  callLog?: CallLog;
  /** Where unacknowledged wins, rollbacks and adjusts survive a restart; memory only when omitted. */
  pendingStore?: PendingStore;
};

/**
 * Wallet API v1.1: what the bet is (a sports bet's type and legs, in the player's language), sent with
 * bet, win and adjust; the platform keeps the latest per round and shows it in the player's betting
 * record. A platform that has the vendor on v1.0 ignores it.
 */
export type BetDetailsField = { details?: VendorBetDetails };

/** Fields of a call besides requestId and timestamp, which every attempt stamps afresh. */
export type BetContent = {
  playerId: string;
  sessionToken: string;
  gameCode: string;
  roundId: string;
  txId: string;
  amount: number;
  currency: string;
} & BetDetailsField;
export type WinContent = BetContent & { betTxId?: string; roundClosed: boolean };
export type RollbackContent = { playerId: string; gameCode: string; roundId: string; txId: string; originalTxId: string };
/**
 * Wallet API v1.1: a correction of a settled round. `amount` is signed (negative debits, never 0),
 * `originalTxId` the round's win, `settlementVersion` 2 for the first correction, then 3, ...
 */
export type AdjustContent = RollbackContent & { amount: number; currency: string; reason: string; settlementVersion: number } & BetDetailsField;

/** One HTTP exchange: `answered` when the platform decided (HTTP 200, any status but INTERNAL_ERROR). */
export type CallOutcome =
  | { answered: true; httpStatus: number; response: VendorWalletResponse }
  | { answered: false; reason: string; httpStatus: number | null; response: VendorWalletResponse | null };

/** One call of a v1.1 batch: its action and body (without requestId and timestamp), and which try of it this is. */
export type BatchItem = { action: VendorWalletBatchAction; content: Record<string, unknown>; attempt?: number };

/**
 * One batch exchange. Answered: `results` holds each call's own outcome in order (an INTERNAL_ERROR
 * one unanswered), or is null when the platform refused the batch as a whole (`response`: a
 * platform that has the vendor on v1.0 answers INVALID_REQUEST UNKNOWN_ACTION), deciding no call.
 */
export type BatchOutcome =
  | { answered: true; httpStatus: number; response: VendorWalletResponse; results: CallOutcome[] | null }
  | { answered: false; reason: string; httpStatus: number | null; response: VendorWalletResponse | null };

export type BetResult =
  | { result: 'accepted'; response: VendorWalletResponse }
  | { result: 'refused'; response: VendorWalletResponse }
  /** No answer after every try: the bet was rolled back (or the rollback is queued until acknowledged). */
  | { result: 'failed'; reason: string; rollback: SettlementResult };

export type SettlementResult =
  | { result: 'accepted'; response: VendorWalletResponse }
  | { result: 'refused'; response: VendorWalletResponse }
  /** Not acknowledged yet: queued, retried with backoff until it is. */
  | { result: 'pending'; reason: string };

export type WalletClient = {
  /** One signed call, recorded in the call log; no retry. */
  call: (vendorCode: string, action: VendorWalletAction, content: Record<string, unknown>, attempt?: number) => Promise<CallOutcome>;
  /**
   * Wallet API v1.1: settlement calls (win, adjust, rollback) in one signed POST to `batch`, each
   * recorded in the call log as its own call; no retry. Each call stays idempotent by its txId, so
   * a batch (or any of its calls) may be sent again after no answer.
   */
  batch: (vendorCode: string, items: readonly BatchItem[]) => Promise<BatchOutcome>;
  authenticate: (vendorCode: string, launchToken: string) => Promise<CallOutcome & { value?: VendorAuthenticateValue }>;
  balance: (vendorCode: string, content: { playerId: string; sessionToken: string }) => Promise<CallOutcome>;
  bet: (vendorCode: string, content: BetContent) => Promise<BetResult>;
  win: (vendorCode: string, content: WinContent) => Promise<SettlementResult>;
  rollback: (vendorCode: string, content: RollbackContent) => Promise<SettlementResult>;
  /**
   * v1.1 resettlement, queued and retried like a win. The OK answer carries `credited`, `debited`
   * and `shortfall` (what a debit could not take); a vendor on v1.0 gets INVALID_REQUEST UNKNOWN_ACTION.
   */
  adjust: (vendorCode: string, content: AdjustContent) => Promise<SettlementResult>;
  /**
   * The wins of many rounds at once (a shared table's round): queued and saved together, then sent
   * as v1.1 batches. A call a batch leaves undecided stays queued and is retried on its own, as is
   * every call when the platform has the vendor on v1.0 (it refuses `batch` as a whole).
   */
  settleMany: (vendorCode: string, wins: readonly WinContent[]) => Promise<SettlementResult[]>;
  /** Settlements waiting for an acknowledgement. */
  pending: () => PendingSettlement[];
  /** Loads the persisted queue and starts retrying it. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The wait before the next try after `attempts` tries: the first delay doubled per try, capped,
 * spread by ±jitter/2 so vendors' retries after a platform restart do not arrive in one wave.
 */
export const retryDelay = (
  attempts: number,
  backoff: { initialMs: number; maxMs: number; jitter?: number | undefined },
  random: () => number = Math.random,
): number => {
  const base = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.max(0, attempts - 1));
  const spread = base * (backoff.jitter ?? 0);
  return Math.round(base - spread / 2 + random() * spread);
};

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

const shortToken = (value: unknown) => (typeof value === 'string' && value.length > 12 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value);

const isWalletResponse = (value: unknown): value is VendorWalletResponse =>
  typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'string';

/**
 * The vendor side of the vendor wallet API v1 and v1.1 (docs/vendor-wallet.md), behaving like a careful real
 * vendor: a bet that times out or meets INTERNAL_ERROR, a 5xx or a network error is sent again with
 * the same txId a few times and then rolled back; wins, rollbacks and adjusts are queued (persisted) before
 * the first try and retried with capped exponential backoff until the platform acknowledges them,
 * across platform and vendor restarts. No globals: everything comes from the options.
 */
export const createWalletClient = (options: WalletClientOptions): WalletClient => {
  const timeoutMs = options.timeoutMs ?? 3000;
  const betAttempts = options.betAttempts ?? 3;
  const betRetryDelayMs = options.betRetryDelayMs ?? 250;
  // A batch carries up to hundreds of calls, each waiting its turn in the platform's group commit.
  const batchTimeoutMs = options.batchTimeoutMs ?? timeoutMs * 5;
  // The platform takes up to 500 settlement calls per batch.
  const settleBatchSize = 500;
  const backoff = { initialMs: 500, maxMs: 30_000, jitter: 0.2, ...options.backoff };
  const store = options.pendingStore ?? memoryPendingStore();
  const log = options.logger;
  const queue = new Map<string, PendingSettlement>();
  const inFlight = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let running = false;

  const keyOf = (item: Pick<PendingSettlement, 'vendorCode' | 'txId'>) => `${item.vendorCode}\u0000${item.txId}`;
  const persist = () => store.save([...queue.values()]);

  type Posted = { ok: true; httpStatus: number; parsed: unknown; text: string } | { ok: false; reason: string };

  /** One signed POST; a timeout or network error is a reason, anything the platform sent back is read. */
  const post = async (secret: string, vendorCode: string, route: string, raw: string, timeout: number): Promise<Posted> => {
    try {
      const res = await postJson(
        `${options.baseUrl}/gw/v1/${encodeURIComponent(vendorCode)}/${route}`,
        { 'content-type': 'application/json', 'x-signature': signVendorBody(secret, raw) },
        raw,
        timeout,
      );
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(res.text);
      } catch {
        // Left null: an HTML error page from a proxy, say.
      }
      return { ok: true, httpStatus: res.status, parsed, text: res.text };
    } catch (error) {
      const reason =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
          ? 'timeout'
          : `network: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`;
      return { ok: false, reason };
    }
  };

  /** What one call's answer means: decided (any status but INTERNAL_ERROR, on HTTP 200) or to be sent again. */
  const outcomeOf = (httpStatus: number, response: VendorWalletResponse): CallOutcome =>
    httpStatus !== 200 || response.status === 'INTERNAL_ERROR'
      ? { answered: false, reason: `${response.status} (HTTP ${httpStatus})`, httpStatus, response }
      : { answered: true, httpStatus, response };

  const logged = (body: Record<string, unknown>) => ({ ...body, sessionToken: shortToken(body.sessionToken), launchToken: shortToken(body.launchToken) });

  const call: WalletClient['call'] = async (vendorCode, action, content, attempt = 1) => {
    const secret = options.secretFor(vendorCode);
    const body: Record<string, unknown> = { requestId: randomUUID(), timestamp: Date.now(), ...content };
    const started = Date.now();
    const record = (httpStatus: number | null, response: unknown, error: string | null) =>
      options.callLog?.record({
        at: new Date(started).toISOString(),
        vendorCode,
        action,
        request: logged(body),
        attempt,
        durationMs: Date.now() - started,
        httpStatus,
        response,
        error,
      });
    if (secret === undefined) {
      record(null, null, 'no secret for this vendor');
      return { answered: false, reason: 'no secret for this vendor', httpStatus: null, response: null };
    }
    const posted = await post(secret, vendorCode, action, JSON.stringify(body), timeoutMs);
    if (!posted.ok) {
      record(null, null, posted.reason);
      return { answered: false, reason: posted.reason, httpStatus: null, response: null };
    }
    const { httpStatus, parsed } = posted;
    if (!isWalletResponse(parsed)) {
      record(httpStatus, posted.text.slice(0, 500), 'unreadable answer');
      return { answered: false, reason: `unreadable answer (HTTP ${httpStatus})`, httpStatus, response: null };
    }
    // authenticate answers the player's session token: kept out of the viewable log like the requests'.
    record(httpStatus, 'sessionToken' in parsed ? { ...parsed, sessionToken: shortToken(parsed.sessionToken) } : parsed, null);
    return outcomeOf(httpStatus, parsed);
  };

  const batch: WalletClient['batch'] = async (vendorCode, items) => {
    const secret = options.secretFor(vendorCode);
    const envelope = { requestId: randomUUID(), timestamp: Date.now() };
    const started = Date.now();
    // Each call of the batch is logged as its own, under the batch's requestId and timestamp.
    const recordEach = (httpStatus: number | null, responses: readonly unknown[] | null, error: string | null) => {
      if (!options.callLog) return;
      const durationMs = Date.now() - started;
      items.forEach((item, n) =>
        options.callLog?.record({
          at: new Date(started).toISOString(),
          vendorCode,
          action: item.action,
          request: logged({ ...envelope, ...item.content, batch: true }),
          attempt: item.attempt ?? 1,
          durationMs,
          httpStatus,
          response: responses?.[n] ?? null,
          error,
        }),
      );
    };
    if (secret === undefined) {
      recordEach(null, null, 'no secret for this vendor');
      return { answered: false, reason: 'no secret for this vendor', httpStatus: null, response: null };
    }
    const raw = JSON.stringify({ ...envelope, calls: items.map((item) => ({ ...item.content, action: item.action })) });
    const posted = await post(secret, vendorCode, 'batch', raw, batchTimeoutMs);
    if (!posted.ok) {
      recordEach(null, null, posted.reason);
      return { answered: false, reason: posted.reason, httpStatus: null, response: null };
    }
    const { httpStatus, parsed } = posted;
    if (!isWalletResponse(parsed)) {
      recordEach(httpStatus, null, 'unreadable answer');
      return { answered: false, reason: `unreadable answer (HTTP ${httpStatus})`, httpStatus, response: null };
    }
    const whole = outcomeOf(httpStatus, parsed);
    if (!whole.answered) {
      recordEach(httpStatus, null, whole.reason);
      return whole;
    }
    const results: unknown = (parsed as { results?: unknown }).results;
    if (parsed.status !== 'OK') {
      recordEach(
        httpStatus,
        items.map(() => parsed),
        null,
      );
      return { answered: true, httpStatus, response: parsed, results: null };
    }
    if (!Array.isArray(results) || results.length !== items.length || !results.every(isWalletResponse)) {
      recordEach(httpStatus, null, 'unreadable answer');
      return { answered: false, reason: `unreadable batch answer (HTTP ${httpStatus})`, httpStatus, response: null };
    }
    recordEach(httpStatus, results, null);
    return { answered: true, httpStatus, response: { status: 'OK' }, results: results.map((r) => outcomeOf(httpStatus, r)) };
  };

  const delayAfter = (attempts: number) => retryDelay(attempts, backoff);

  /** One try of a queued settlement; removes it once the platform has decided. */
  const attemptSettlement = async (item: PendingSettlement): Promise<SettlementResult> => {
    const key = keyOf(item);
    inFlight.add(key);
    try {
      item.attempts += 1;
      const outcome = await call(item.vendorCode, item.action, item.body, item.attempts);
      if (outcome.answered) {
        queue.delete(key);
        await persist();
        const ok = outcome.response.status === 'OK';
        if (!ok)
          log?.warn(
            { vendorCode: item.vendorCode, txId: item.txId, action: item.action, status: outcome.response.status },
            'settlement refused by the platform',
          );
        return { result: ok ? 'accepted' : 'refused', response: outcome.response };
      }
      item.lastError = outcome.reason;
      item.nextAt = Date.now() + delayAfter(item.attempts);
      await persist();
      log?.warn(
        {
          vendorCode: item.vendorCode,
          txId: item.txId,
          action: item.action,
          attempts: item.attempts,
          reason: outcome.reason,
          retryInMs: item.nextAt - Date.now(),
        },
        'settlement not acknowledged; will retry',
      );
      return { result: 'pending', reason: outcome.reason };
    } finally {
      inFlight.delete(key);
      schedule();
    }
  };

  const schedule = () => {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = null;
    const waiting = [...queue.values()].filter((i) => !inFlight.has(keyOf(i)));
    if (waiting.length === 0) return;
    const next = Math.min(...waiting.map((i) => i.nextAt));
    timer = setTimeout(runDue, Math.max(0, next - Date.now()));
    timer.unref();
  };

  const runDue = () => {
    timer = null;
    const now = Date.now();
    const due = [...queue.values()].filter((i) => i.nextAt <= now && !inFlight.has(keyOf(i))).slice(0, 16);
    for (const item of due) void attemptSettlement(item);
    schedule();
  };

  const settle = async (
    vendorCode: string,
    action: PendingSettlement['action'],
    content: WinContent | RollbackContent | AdjustContent,
  ): Promise<SettlementResult> => {
    const item: PendingSettlement = {
      vendorCode,
      action,
      txId: content.txId,
      body: { ...content },
      attempts: 0,
      nextAt: Date.now(),
      createdAt: Date.now(),
      lastError: null,
    };
    const key = keyOf(item);
    const existing = queue.get(key);
    if (existing) return { result: 'pending', reason: existing.lastError ?? 'already queued' };
    // Queued and saved before the first try: a crash in between must not lose the player's win.
    queue.set(key, item);
    await persist();
    return attemptSettlement(item);
  };

  const settleMany: WalletClient['settleMany'] = async (vendorCode, wins) => {
    const now = Date.now();
    const results: (SettlementResult | null)[] = wins.map(() => null);
    const fresh: { index: number; item: PendingSettlement }[] = [];
    wins.forEach((content, index) => {
      const item: PendingSettlement = {
        vendorCode,
        action: 'win',
        txId: content.txId,
        body: { ...content },
        attempts: 0,
        nextAt: now,
        createdAt: now,
        lastError: null,
      };
      const existing = queue.get(keyOf(item));
      if (existing) {
        results[index] = { result: 'pending', reason: existing.lastError ?? 'already queued' };
        return;
      }
      queue.set(keyOf(item), item);
      inFlight.add(keyOf(item));
      fresh.push({ index, item });
    });
    // One save for the whole table: a crash before the answers must not lose a win.
    await persist();
    const chunks: (typeof fresh)[] = [];
    for (let at = 0; at < fresh.length; at += settleBatchSize) chunks.push(fresh.slice(at, at + settleBatchSize));
    const retryAlone: (typeof fresh)[number][] = [];
    await Promise.all(
      chunks.map(async (chunk) => {
        for (const { item } of chunk) item.attempts += 1;
        const outcome = await batch(
          vendorCode,
          chunk.map(({ item }) => ({ action: item.action, content: item.body, attempt: item.attempts })),
        );
        chunk.forEach(({ index, item }, n) => {
          const own = outcome.answered ? outcome.results?.[n] : undefined;
          if (outcome.answered && !outcome.results) {
            // Refused as a whole (a platform that has this vendor on v1.0): no call was decided.
            item.attempts -= 1;
            retryAlone.push({ index, item });
            return;
          }
          if (own?.answered) {
            queue.delete(keyOf(item));
            results[index] = { result: own.response.status === 'OK' ? 'accepted' : 'refused', response: own.response };
            return;
          }
          item.lastError = own ? own.reason : outcome.answered ? 'no answer' : outcome.reason;
          item.nextAt = Date.now() + delayAfter(item.attempts);
          results[index] = { result: 'pending', reason: item.lastError };
        });
      }),
    );
    for (const { item } of fresh) inFlight.delete(keyOf(item));
    await persist();
    const alone = await Promise.all(retryAlone.map(({ item }) => attemptSettlement(item)));
    retryAlone.forEach(({ index }, n) => {
      results[index] = alone[n]!;
    });
    schedule();
    return results.map((r) => r ?? { result: 'pending', reason: 'queued' });
  };

  return {
    call,
    batch,
    settleMany,
    authenticate: async (vendorCode, launchToken) => {
      const outcome = await call(vendorCode, 'authenticate', { launchToken });
      if (!outcome.answered || outcome.response.status !== 'OK') return outcome;
      const r = outcome.response;
      return {
        ...outcome,
        value: {
          playerId: String(r.playerId),
          sessionToken: String(r.sessionToken),
          currency: String(r.currency),
          balance: Number(r.balance),
          nickname: String(r.nickname ?? ''),
        },
      };
    },
    balance: (vendorCode, content) => call(vendorCode, 'balance', content),
    bet: async (vendorCode, content) => {
      let reason = '';
      for (let attempt = 1; attempt <= betAttempts; attempt += 1) {
        if (attempt > 1) await sleep(betRetryDelayMs * (attempt - 1));
        const outcome = await call(vendorCode, 'bet', content, attempt);
        if (outcome.answered) return { result: outcome.response.status === 'OK' ? 'accepted' : 'refused', response: outcome.response };
        reason = outcome.reason;
      }
      // The platform may or may not have taken the bet: cancel it either way (an unknown txId is acknowledged).
      log?.warn({ vendorCode, txId: content.txId, reason }, 'bet not acknowledged; rolling back');
      const rollback = await settle(vendorCode, 'rollback', {
        playerId: content.playerId,
        gameCode: content.gameCode,
        roundId: content.roundId,
        txId: `${content.txId}-rb`,
        originalTxId: content.txId,
      });
      return { result: 'failed', reason, rollback };
    },
    win: (vendorCode, content) => settle(vendorCode, 'win', content),
    rollback: (vendorCode, content) => settle(vendorCode, 'rollback', content),
    adjust: (vendorCode, content) => settle(vendorCode, 'adjust', content),
    pending: () => [...queue.values()].map((i) => ({ ...i })),
    start: async () => {
      for (const item of await store.load()) if (!queue.has(keyOf(item))) queue.set(keyOf(item), { ...item, nextAt: Math.min(item.nextAt, Date.now()) });
      running = true;
      if (queue.size > 0) log?.info({ pending: queue.size }, 'resuming unacknowledged settlements');
      schedule();
    },
    stop: async () => {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await persist();
    },
  };
};
