import { describe, expect, it } from 'vitest';
import {
  changeLimit,
  exclusionEnd,
  exclusionErrorCode,
  exclusionKindOf,
  hourlyBucketsAfter,
  LIMIT_RAISE_DELAY_MS,
  loosens,
  minorToDecimal,
  noLimit,
  remainingOf,
  settleLimit,
  tightestWindow,
  windowStart,
  type LimitState,
} from './protection-rules';

const at = new Date('2026-11-21T12:00:00.000Z');
const later = (ms: number) => new Date(at.getTime() + ms);
const limit = (amount: bigint | null): LimitState => ({ amount, pendingAmount: null, pendingEffectiveAt: null });

describe('rolling windows', () => {
  it('start 24 hours, 7 days and 30 days before now', () => {
    expect(windowStart('day', at).toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(windowStart('week', at).toISOString()).toBe('2026-11-14T12:00:00.000Z');
    expect(windowStart('month', at).toISOString()).toBe('2026-10-22T12:00:00.000Z');
  });
});

describe('wager windows over hourly buckets', () => {
  it('count every bucket that overlaps the window: those starting less than an hour before it', () => {
    expect(hourlyBucketsAfter('day', at).toISOString()).toBe('2026-11-20T11:00:00.000Z');
    expect(hourlyBucketsAfter('week', at).toISOString()).toBe('2026-11-14T11:00:00.000Z');
    expect(hourlyBucketsAfter('month', at).toISOString()).toBe('2026-10-22T11:00:00.000Z');
  });
});

describe('changing a limit', () => {
  it('sets a first limit at once', () => {
    expect(changeLimit(noLimit, 5000n, at)).toEqual(limit(5000n));
  });

  it('lowers at once and drops a waiting raise', () => {
    const waiting = { amount: 5000n, pendingAmount: 9000n, pendingEffectiveAt: later(1000) };
    expect(changeLimit(waiting, 3000n, at)).toEqual(limit(3000n));
  });

  it('keeps the limit and waits 24 hours to raise or remove it', () => {
    expect(changeLimit(limit(5000n), 8000n, at)).toEqual({ amount: 5000n, pendingAmount: 8000n, pendingEffectiveAt: later(LIMIT_RAISE_DELAY_MS) });
    expect(changeLimit(limit(5000n), null, at)).toEqual({ amount: 5000n, pendingAmount: null, pendingEffectiveAt: later(LIMIT_RAISE_DELAY_MS) });
  });

  it('does not restart the wait when the same raise is asked for again', () => {
    const first = changeLimit(limit(5000n), 8000n, at);
    expect(changeLimit(first, 8000n, later(3_600_000))).toEqual(first);
    // A different raise starts its own 24 hours.
    expect(changeLimit(first, 9000n, later(3_600_000)).pendingEffectiveAt).toEqual(later(3_600_000 + LIMIT_RAISE_DELAY_MS));
  });

  it('cancels a waiting raise when the current limit is asked for', () => {
    const first = changeLimit(limit(5000n), 8000n, at);
    expect(changeLimit(first, 5000n, later(1000))).toEqual(limit(5000n));
  });

  it('treats no limit as looser than any amount', () => {
    expect(loosens(null, 1n)).toBe(false);
    expect(loosens(10n, null)).toBe(true);
    expect(loosens(10n, 11n)).toBe(true);
    expect(loosens(10n, 10n)).toBe(false);
    expect(loosens(10n, 9n)).toBe(false);
  });
});

describe('settling a waiting change', () => {
  const waiting = { amount: 5000n, pendingAmount: 8000n, pendingEffectiveAt: later(LIMIT_RAISE_DELAY_MS) };
  it('keeps it waiting until its time, applies it from then on', () => {
    expect(settleLimit(waiting, later(LIMIT_RAISE_DELAY_MS - 1))).toBe(waiting);
    expect(settleLimit(waiting, later(LIMIT_RAISE_DELAY_MS))).toEqual(limit(8000n));
  });
  it('applies a due removal as no limit', () => {
    expect(settleLimit({ amount: 5000n, pendingAmount: null, pendingEffectiveAt: at }, at)).toEqual(limit(null));
  });
  it('lowering after the raise became due starts from the raised limit', () => {
    expect(changeLimit(waiting, 7000n, later(LIMIT_RAISE_DELAY_MS + 1))).toEqual(limit(7000n));
  });
});

describe('remaining allowance', () => {
  it('never goes below zero and is null without a limit', () => {
    expect(remainingOf({ window: 'day', limit: 100n, used: 30n })).toBe(70n);
    expect(remainingOf({ window: 'day', limit: 100n, used: 130n })).toBe(0n);
    expect(remainingOf({ window: 'day', limit: null, used: 130n })).toBeNull();
  });

  it('the lowest remaining across windows applies', () => {
    expect(
      tightestWindow([
        { window: 'day', limit: 10_000n, used: 2_000n },
        { window: 'week', limit: 20_000n, used: 15_000n },
        { window: 'month', limit: null, used: 15_000n },
      ]),
    ).toEqual({ window: 'week', remaining: 5_000n });
    expect(tightestWindow([{ window: 'day', limit: null, used: 0n }])).toBeNull();
  });
});

describe('exclusion periods', () => {
  it('time-outs last exact hours', () => {
    expect(exclusionEnd('24h', at).toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(exclusionEnd('7d', at).toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(exclusionEnd('30d', at).toISOString()).toBe('2026-12-21T12:00:00.000Z');
  });

  it('self-exclusions last calendar months, clamped to the month end', () => {
    expect(exclusionEnd('6m', at).toISOString()).toBe('2027-05-21T12:00:00.000Z');
    expect(exclusionEnd('1y', at).toISOString()).toBe('2027-11-21T12:00:00.000Z');
    expect(exclusionEnd('5y', at).toISOString()).toBe('2031-11-21T12:00:00.000Z');
    expect(exclusionEnd('6m', new Date('2026-08-31T08:00:00.000Z')).toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(exclusionEnd('1y', new Date('2028-02-29T08:00:00.000Z')).toISOString()).toBe('2029-02-28T08:00:00.000Z');
  });

  it('maps periods to kinds and kinds to error codes', () => {
    expect(exclusionKindOf('6m')).toBe('self_exclusion');
    expect(exclusionKindOf('24h')).toBe('time_out');
    expect(exclusionErrorCode('self_exclusion')).toBe('SELF_EXCLUDED');
    expect(exclusionErrorCode('time_out')).toBe('TIME_OUT_ACTIVE');
  });
});

describe('minor units in messages', () => {
  it('shows two decimals and thousands separators', () => {
    expect(minorToDecimal(0n)).toBe('0.00');
    expect(minorToDecimal(5n)).toBe('0.05');
    expect(minorToDecimal(123456789n)).toBe('1,234,567.89');
    expect(minorToDecimal(-1050n)).toBe('-10.50');
  });
});
