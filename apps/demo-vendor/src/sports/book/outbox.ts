import { sportsBetDetails, type SportsBetDetails } from '@gp/contracts';
import { retryDelay, type CallOutcome, type WalletClient, type WalletLogger } from '../../wallet-client';
import type { WalletCallRow } from './bet-repository';
import { findBet } from './bet-repository';
import type { BookConfig } from './config';
import type { BookDb } from './database';
import { txIds } from './ids';
import { claimDue, markAnswered, markMissed, recordCalls, recordManualCase, winBody, type Answer, type Miss } from './outbox-repository';

export type DrainResult = { sent: number; answered: number; missed: number };

export type Outbox = {
  /** Sends every due call (of one bet when given) until none is left; resolves when all are recorded as answered or missed. */
  drain: (betId?: string) => Promise<DrainResult>;
  /** Starts a drain soon unless one is running. */
  kick: () => void;
  start: () => void;
  stop: () => Promise<void>;
};

const flushSize = 500;
/** Calls per batch request (wallet API v1.1; the platform takes up to 500). */
const batchSize = 200;
/** Batch requests in flight at once, at most (never more than the configured concurrency). */
const batchesInFlight = 4;
/** After a platform answered `batch` as an unknown action (the vendor on v1.0), single calls for this long before asking again. */
const batchRetryAfterMs = 10 * 60_000;

/** The player a call is for (every wallet call's body names one). */
const playerOf = (row: WalletCallRow): string => String(row.body.playerId ?? '');

/** At most `size` holders at once; the others wait in turn. */
const slots = (size: number) => {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    acquire: (): Promise<void> => {
      if (free > 0) {
        free -= 1;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
    release: (): void => {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
  };
};

/** Bet details kept in a recorded body; null when there were none. */
const detailsOf = (value: unknown): SportsBetDetails | null => {
  const parsed = sportsBetDetails.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** The platform does not know `adjust` for this vendor (a v1.0 vendor): answered, but not a decision on the money. */
const isUnknownAction = (status: string, response: unknown): boolean =>
  status === 'INVALID_REQUEST' && typeof response === 'object' && response !== null && (response as { message?: unknown }).message === 'UNKNOWN_ACTION';

/**
 * The sender of the settlement outbox (table wallet_calls). Each call was recorded, with its txId,
 * in the transaction that decided it; this sends it with bounded concurrency and marks it answered
 * (any status but INTERNAL_ERROR, as the protocol says) or puts it back with a doubling delay. A
 * sender that dies mid-call leaves its claim to expire, and the call is sent again with the same
 * txId: the platform answers a replay with its first answer, so nothing is paid twice.
 */
export const createOutbox = (deps: { db: BookDb; wallet: WalletClient; config: BookConfig; logger?: WalletLogger | undefined }): Outbox => {
  const { db, wallet, config, logger } = deps;
  // Several batches' worth, so a batch can be made of many players' calls (see gather).
  const claimSize = Math.max(16, config.concurrency * 4, batchSize * batchesInFlight * 2);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  const inFlight = new Set<bigint>();
  /** Vendors whose platform answered `batch` as an unknown action, until when to send them single calls. */
  const noBatchUntil = new Map<string, number>();
  const batches = slots(Math.max(1, Math.min(batchesInFlight, config.concurrency)));
  const batchable = (vendorCode: string): boolean => (noBatchUntil.get(vendorCode) ?? 0) <= Date.now();

  /** A correction the platform cannot carry as `adjust`: credit it as a further win, or leave a debit to staff. */
  const fallBack = async (call: WalletCallRow): Promise<void> => {
    const bet = await findBet(db, call.bet_id);
    const body = call.body;
    const amount = Number(body.amount);
    const version = Number(body.settlementVersion);
    if (!bet) return;
    if (amount > 0) {
      await recordCalls(db, [
        {
          vendorCode: bet.vendor_code,
          txId: txIds.settle(bet.id, version),
          betId: bet.id,
          action: 'win',
          // The adjustment's details, as recorded: the win reports the same corrected legs.
          body: winBody(bet, txIds.settle(bet.id, version), amount, detailsOf(body.details)),
        },
      ]);
      return;
    }
    await recordManualCase(db, {
      betId: bet.id,
      kind: 'downward-correction',
      amount,
      settlementVersion: version,
      note: 'The wallet has no adjust for this vendor: take the difference back by hand.',
    });
    logger?.warn({ betId: bet.id, amount, version }, 'downward correction left for manual handling');
  };

  const drainOnce = async (betId: string | undefined): Promise<DrainResult> => {
    const result: DrainResult = { sent: 0, answered: 0, missed: 0 };
    const queue: WalletCallRow[] = [];
    let exhausted = false;
    let refilling: Promise<void> | null = null;
    let answers: Answer[] = [];
    let misses: Miss[] = [];
    const fallbacks: WalletCallRow[] = [];
    let flushing: Promise<void> = Promise.resolve();

    const refill = () => {
      refilling ??= claimDue(db, claimSize, config.claimLeaseMs, betId)
        .then((rows) => {
          if (rows.length === 0) exhausted = true;
          // A call still in flight here whose claim lapsed (a very slow answer) is not sent twice at once.
          queue.push(...rows.filter((r) => !inFlight.has(r.seq)));
        })
        .finally(() => {
          refilling = null;
        });
      return refilling;
    };
    const take = async (): Promise<WalletCallRow | undefined> => {
      for (;;) {
        const row = queue.shift();
        if (row) {
          if (queue.length < config.concurrency && !exhausted) void refill();
          return row;
        }
        if (exhausted) return undefined;
        await refill();
      }
    };
    const flush = () => {
      const [a, m] = [answers, misses];
      answers = [];
      misses = [];
      flushing = flushing.then(async () => {
        await markAnswered(db, a);
        await markMissed(db, m);
      });
      return flushing;
    };

    /** Calls a whole batch could not carry (refused as a whole): each goes again as a single call. */
    const singleOnly = new Set<bigint>();

    /** Records one call's outcome, from a single call or a batch alike. */
    const settleOutcome = (call: WalletCallRow, outcome: CallOutcome) => {
      if (outcome.answered) {
        result.answered += 1;
        answers.push({ seq: call.seq, status: outcome.response.status, response: outcome.response });
        if (call.action === 'adjust' && isUnknownAction(outcome.response.status, outcome.response)) fallbacks.push(call);
        else if (outcome.response.status !== 'OK')
          logger?.warn({ txId: call.tx_id, action: call.action, status: outcome.response.status }, 'settlement refused by the platform');
      } else {
        result.missed += 1;
        misses.push({ seq: call.seq, error: outcome.reason, delayMs: retryDelay(call.attempts, { ...config.backoff, jitter: 0.2 }) });
      }
      if (answers.length + misses.length >= flushSize) void flush();
    };

    const sendSingle = async (call: WalletCallRow) => {
      result.sent += 1;
      inFlight.add(call.seq);
      const outcome = await wallet.call(call.vendor_code, call.action, call.body, call.attempts).finally(() => inFlight.delete(call.seq));
      settleOutcome(call, outcome);
    };

    /** A batch led by `first`: the queued due calls of its vendor, refilling while each claim brings more of them. */
    const gather = async (first: WalletCallRow): Promise<WalletCallRow[]> => {
      const rows = [first];
      const players = new Set([playerOf(first)]);
      const takeWhere = (fits: (row: WalletCallRow) => boolean) => {
        for (let n = 0; n < queue.length && rows.length < batchSize;) {
          const row = queue[n] as WalletCallRow;
          if (row.vendor_code !== first.vendor_code || singleOnly.has(row.seq) || !fits(row)) {
            n += 1;
            continue;
          }
          rows.push(...queue.splice(n, 1));
          players.add(playerOf(row));
        }
      };
      // Players not in the batch yet first: the platform runs one player's calls one statement after
      // another, so a batch of many players' calls runs in parallel statements, one of few players
      // mostly in turn. Different bets are different rounds, so their order does not matter.
      const pull = (): number => {
        const before = rows.length;
        takeWhere((row) => !players.has(playerOf(row)));
        takeWhere(() => true);
        return rows.length - before;
      };
      pull();
      while (rows.length < batchSize && !exhausted) {
        await refill();
        if (pull() === 0) break;
      }
      return rows;
    };

    const sendBatch = async (rows: WalletCallRow[]) => {
      for (const row of rows) inFlight.add(row.seq);
      const vendorCode = (rows[0] as WalletCallRow).vendor_code;
      const outcome = await wallet
        .batch(
          vendorCode,
          rows.map((row) => ({ action: row.action, content: row.body, attempt: row.attempts })),
        )
        .finally(() => {
          for (const row of rows) inFlight.delete(row.seq);
        });
      if (outcome.answered && outcome.results === null) {
        // Refused as a whole, so no call was decided: each goes again on its own and gets its own answer.
        if (isUnknownAction(outcome.response.status, outcome.response)) noBatchUntil.set(vendorCode, Date.now() + batchRetryAfterMs);
        else logger?.warn({ vendorCode, response: outcome.response }, 'settlement batch refused; sending single calls');
        for (const row of rows) singleOnly.add(row.seq);
        queue.unshift(...rows);
        return;
      }
      result.sent += rows.length;
      rows.forEach((row, n) => {
        const own: CallOutcome = outcome.answered
          ? (outcome.results?.[n] ?? { answered: false, reason: 'no answer in the batch', httpStatus: outcome.httpStatus, response: null })
          : outcome;
        settleOutcome(row, own);
      });
    };

    const wantsBatch = (call: WalletCallRow): boolean => !singleOnly.has(call.seq) && batchable(call.vendor_code);

    const worker = async () => {
      for (;;) {
        const call = await take();
        if (!call) return;
        if (!wantsBatch(call)) {
          await sendSingle(call);
          continue;
        }
        // Back in line while waiting for a batch slot: the batch that has one gathers it meanwhile.
        queue.unshift(call);
        await batches.acquire();
        try {
          const first = await take();
          if (!first) return;
          const rows = wantsBatch(first) ? await gather(first) : [first];
          // A lone call gains nothing from the envelope.
          if (rows.length > 1) await sendBatch(rows);
          else await sendSingle(first);
        } finally {
          batches.release();
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: config.concurrency }, worker));
    } finally {
      await refilling;
      await flush();
    }
    for (const call of fallbacks) await fallBack(call);
    return result;
  };

  const drain = async (betId?: string): Promise<DrainResult> => {
    const total: DrainResult = { sent: 0, answered: 0, missed: 0 };
    // An answer can free a bet's next call (an adjustment waits for its win): go round until nothing is due.
    for (;;) {
      const pass = await drainOnce(betId);
      total.sent += pass.sent;
      total.answered += pass.answered;
      total.missed += pass.missed;
      if (pass.answered === 0) return total;
    }
  };

  const run = () => {
    if (running) return;
    running = drain()
      .catch((error: unknown) => logger?.error({ err: error instanceof Error ? error.message : String(error) }, 'sportsbook outbox failed'))
      .finally(() => {
        running = null;
      });
  };

  return {
    drain,
    kick: () => {
      if (!stopped) run();
    },
    start: () => {
      stopped = false;
      timer = setInterval(run, config.intervals.outboxMs);
      timer.unref();
      run();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
};
