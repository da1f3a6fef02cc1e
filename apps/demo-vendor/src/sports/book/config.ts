import { z } from 'zod';
import { feedMarketKinds, type FeedMarketKind } from '../feed/types';

/** Stake limits in minor units; `maxPayout` caps the potential return (stake included). */
export type StakeLimits = { minStake: number; maxStake: number; maxPayout: number };

/** Keys that carry their own limits: a market kind, or `parlay` for every bet of 2+ legs. */
export type LimitKey = FeedMarketKind | 'parlay';

export type AdjustMode = 'auto' | 'off';

export type BookConfig = {
  limits: { default: StakeLimits; byKind: Partial<Record<LimitKey, Partial<StakeLimits>>> };
  /** How long an in-play bet waits before it is checked again and accepted. */
  inPlayDelayMs: number;
  /** The book's cut of a cash-out's fair value, in basis points. */
  cashOutMarginBps: number;
  /** `auto`: a correction goes through `adjust`, falling back when the platform does not know it; `off`: never adjust. */
  adjust: AdjustMode;
  /** How often the jobs run: acceptance of in-play bets, settlement and the wallet outbox. */
  intervals: { acceptMs: number; settleMs: number; outboxMs: number };
  /** Wallet calls of the outbox in flight at once. */
  concurrency: number;
  /** Bets settled per transaction. */
  settleBatch: number;
  /** How long a claimed wallet call is left to its sender before another may take it. */
  claimLeaseMs: number;
  /** Retries of an unanswered wallet call: first delay, doubling up to the cap. */
  backoff: { initialMs: number; maxMs: number };
  /** A bet left in `placing` longer than this (its process died mid-call) is rolled back. */
  staleBetMs: number;
};

/** Sane defaults in minor units of a two-decimal currency: 1.00 to 5,000.00 staked, 100,000.00 paid at most. */
export const defaultBookConfig: BookConfig = {
  limits: {
    default: { minStake: 100, maxStake: 500_000, maxPayout: 10_000_000 },
    byKind: {
      'correct-score': { maxStake: 100_000, maxPayout: 5_000_000 },
      outright: { maxStake: 100_000, maxPayout: 5_000_000 },
      parlay: { maxStake: 200_000 },
    },
  },
  inPlayDelayMs: 5_000,
  cashOutMarginBps: 500,
  adjust: 'auto',
  intervals: { acceptMs: 500, settleMs: 5_000, outboxMs: 1_000 },
  concurrency: 48,
  settleBatch: 2_000,
  claimLeaseMs: 60_000,
  backoff: { initialMs: 1_000, maxMs: 60_000 },
  staleBetMs: 60_000,
};

const positive = (value: string | undefined): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const kindLimits = z.partialRecord(z.enum([...feedMarketKinds, 'parlay']), z.object({ minStake: minor, maxStake: minor, maxPayout: minor }).partial().strict());

/** `{"correct-score":{"maxStake":50000},"parlay":{"maxPayout":2000000}}`; null when unreadable. */
const limitsByKind = (value: string | undefined): BookConfig['limits']['byKind'] | null => {
  if (!value) return null;
  try {
    const parsed = kindLimits.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * The book's settings from the environment (docs/sportsbook.md lists them); anything unset or
 * unreadable keeps its default.
 */
export const bookConfigFromEnv = (env: Record<string, string | undefined>): BookConfig => {
  const d = defaultBookConfig;
  const limits: StakeLimits = {
    minStake: positive(env.SPORTSBOOK_MIN_STAKE) ?? d.limits.default.minStake,
    maxStake: positive(env.SPORTSBOOK_MAX_STAKE) ?? d.limits.default.maxStake,
    maxPayout: positive(env.SPORTSBOOK_MAX_PAYOUT) ?? d.limits.default.maxPayout,
  };
  return {
    ...d,
    limits: { default: limits, byKind: limitsByKind(env.SPORTSBOOK_LIMITS_BY_KIND) ?? d.limits.byKind },
    inPlayDelayMs: positive(env.SPORTSBOOK_INPLAY_DELAY_MS) ?? d.inPlayDelayMs,
    cashOutMarginBps: Math.min(10_000, positive(env.SPORTSBOOK_CASHOUT_MARGIN_BPS) ?? d.cashOutMarginBps),
    adjust: env.SPORTSBOOK_ADJUST === 'off' ? 'off' : 'auto',
    intervals: {
      acceptMs: d.intervals.acceptMs,
      settleMs: positive(env.SPORTSBOOK_SETTLE_INTERVAL_MS) || d.intervals.settleMs,
      outboxMs: d.intervals.outboxMs,
    },
    concurrency: positive(env.SPORTSBOOK_WALLET_CONCURRENCY) || d.concurrency,
  };
};
