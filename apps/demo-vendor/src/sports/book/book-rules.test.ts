import { impliedMarginBps, priceWithMargin } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { decidedStatus } from './bet-status';
import { bookConfigFromEnv, defaultBookConfig } from './config';
import { fairProbabilityPpm } from './fair-probability';
import { effectiveLimits, limitRefusal } from './limits';
import { oddsAcceptable } from './odds-policy';
import { quoteRefusal, slipRefusal } from './placement-rules';
import type { SelectionQuote } from '../feed/types';

const limits = defaultBookConfig.limits;
const leg = (id: string, odds = 2_000) => ({ selectionId: id, odds });
const quote = (id: string, fields: Partial<SelectionQuote> = {}): SelectionQuote => ({
  selectionId: id,
  eventId: id.split(':')[0]!,
  marketKey: '1x2',
  selectionKey: 'home',
  odds: 2_000,
  status: 'open',
  suspended: false,
  ...fields,
});

describe('stake limits', () => {
  it('tightens the default by each leg kind, by parlay and by the member', () => {
    expect(effectiveLimits(limits, ['1x2'], null)).toEqual(limits.default);
    expect(effectiveLimits(limits, ['correct-score'], null)).toEqual({ minStake: 100, maxStake: 100_000, maxPayout: 5_000_000 });
    expect(effectiveLimits(limits, ['1x2', 'total'], null)).toMatchObject({ maxStake: 200_000 });
    expect(effectiveLimits(limits, ['1x2', 'correct-score'], null)).toMatchObject({ maxStake: 100_000, maxPayout: 5_000_000 });
    // A member's limits only tighten: a larger maximum does not lift the book's.
    expect(effectiveLimits(limits, ['1x2'], { minStake: 500, maxStake: 9_000_000, maxPayout: null })).toEqual({
      minStake: 500,
      maxStake: 500_000,
      maxPayout: 10_000_000,
    });
  });

  it('names the limit a bet breaks', () => {
    const l = { minStake: 100, maxStake: 1_000, maxPayout: 5_000 };
    expect(limitRefusal(99, 200, l)?.code).toBe('STAKE_TOO_LOW');
    expect(limitRefusal(1_001, 2_000, l)?.code).toBe('STAKE_TOO_HIGH');
    expect(limitRefusal(1_000, 5_001, l)?.code).toBe('PAYOUT_TOO_HIGH');
    expect(limitRefusal(1_000, 5_000, l)).toBeNull();
  });
});

describe('odds-change policy', () => {
  it('any takes every price, higher only a better or equal one, none only the same', () => {
    expect([oddsAcceptable('any', 2_000, 1_500), oddsAcceptable('any', 2_000, 2_500)]).toEqual([true, true]);
    expect([oddsAcceptable('higher', 2_000, 1_999), oddsAcceptable('higher', 2_000, 2_000), oddsAcceptable('higher', 2_000, 2_001)]).toEqual([
      false,
      true,
      true,
    ]);
    expect([oddsAcceptable('none', 2_000, 1_999), oddsAcceptable('none', 2_000, 2_000), oddsAcceptable('none', 2_000, 2_001)]).toEqual([false, true, false]);
  });
});

describe('the slip', () => {
  const a = 'm-20250114-football-premier-1';
  const b = 'm-20250114-football-premier-2';
  it('takes 1 to 10 legs on distinct events, an outright only alone', () => {
    expect(slipRefusal([leg(`${a}:1x2:home`), leg(`${b}:ou:9:over`)])).toHaveProperty('parsed');
    expect(slipRefusal([leg(`${a}:1x2:home`), leg(`${a}:ou:9:over`)])).toEqual({ refusal: { code: 'SAME_EVENT' } });
    const eleven = Array.from({ length: 11 }, (_, i) => leg(`m-20250114-football-premier-${i + 1}:1x2:home`));
    expect(slipRefusal(eleven)).toEqual({ refusal: { code: 'TOO_MANY_LEGS', details: { max: 10 } } });
    expect(slipRefusal(eleven.slice(0, 10))).toHaveProperty('parsed');
    expect(slipRefusal([leg('o-20250113-football-premier:out:northbridge-fc'), leg(`${a}:1x2:home`)])).toEqual({ refusal: { code: 'OUTRIGHT_IN_PARLAY' } });
    expect(slipRefusal([leg('o-20250113-football-premier:out:northbridge-fc')])).toHaveProperty('parsed');
    expect(slipRefusal([leg(`${a}:1x2:over`)])).toMatchObject({ refusal: { code: 'UNKNOWN_SELECTION' } });
  });

  it('refuses closed and suspended markets, and changed odds with the new price of every leg', () => {
    const legs = [leg(`${a}:1x2:home`), leg(`${b}:1x2:away`)];
    expect(quoteRefusal(legs, [quote(legs[0]!.selectionId), null], 'any')).toMatchObject({ refusal: { code: 'UNKNOWN_SELECTION' } });
    expect(quoteRefusal(legs, [quote(legs[0]!.selectionId), quote(legs[1]!.selectionId, { status: 'closed', odds: null })], 'any')).toMatchObject({
      refusal: { code: 'MARKET_CLOSED' },
    });
    expect(quoteRefusal(legs, [quote(legs[0]!.selectionId, { status: 'suspended', suspended: true }), quote(legs[1]!.selectionId)], 'any')).toMatchObject({
      refusal: { code: 'MARKET_SUSPENDED' },
    });
    const moved = [quote(legs[0]!.selectionId, { odds: 2_100 }), quote(legs[1]!.selectionId, { odds: 1_900 })];
    expect(quoteRefusal(legs, moved, 'higher')).toEqual({
      refusal: {
        code: 'ODDS_CHANGED',
        details: {
          legs: [
            { selectionId: legs[0]!.selectionId, odds: 2_100 },
            { selectionId: legs[1]!.selectionId, odds: 1_900 },
          ],
        },
      },
    });
    expect(quoteRefusal(legs, moved, 'any')).toEqual({ odds: [2_100, 1_900] });
  });
});

describe('the status of a decided bet', () => {
  it('reads a single from its leg and a parlay from its legs and return', () => {
    expect(decidedStatus(['half-win'], 1_000, 1_450)).toBe('half-won');
    expect(decidedStatus(['half-loss'], 1_000, 500)).toBe('half-lost');
    expect(decidedStatus(['void'], 1_000, 1_000)).toBe('void');
    expect(decidedStatus(['win', 'loss'], 1_000, 0)).toBe('lost');
    expect(decidedStatus(['void', 'void'], 1_000, 1_000)).toBe('void');
    expect(decidedStatus(['push', 'void'], 1_000, 1_000)).toBe('push');
    expect(decidedStatus(['win', 'void'], 1_000, 1_900)).toBe('won');
    expect(decidedStatus(['half-loss', 'win'], 1_000, 950)).toBe('half-lost');
  });
});

describe('fair probabilities', () => {
  it('takes the proportional margin out of a market: back to the model within rounding', () => {
    const truth = [0.4879, 0.2598, 0.2523];
    const { odds } = priceWithMargin(truth, 500);
    expect(impliedMarginBps(odds)).toBeGreaterThanOrEqual(500);
    const fair = truth.map((_, i) => fairProbabilityPpm(odds, i));
    fair.forEach((p, i) => expect(Math.abs(p - truth[i]! * 1_000_000)).toBeLessThan(600));
    expect(Math.abs(fair.reduce((s, p) => s + p, 0) - 1_000_000)).toBeLessThanOrEqual(2);
  });
});

describe('configuration from the environment', () => {
  it('reads what is set and keeps defaults for the rest', () => {
    const config = bookConfigFromEnv({
      SPORTSBOOK_INPLAY_DELAY_MS: '8000',
      SPORTSBOOK_MAX_STAKE: '100000',
      SPORTSBOOK_ADJUST: 'off',
      SPORTSBOOK_CASHOUT_MARGIN_BPS: 'x',
    });
    expect(config).toMatchObject({ inPlayDelayMs: 8_000, adjust: 'off', cashOutMarginBps: 500, limits: { default: { minStake: 100, maxStake: 100_000 } } });
    expect(bookConfigFromEnv({})).toEqual(defaultBookConfig);
    expect(bookConfigFromEnv({ SPORTSBOOK_LIMITS_BY_KIND: '{"total":{"maxStake":20000},"parlay":{"maxPayout":900000}}' }).limits.byKind).toEqual({
      total: { maxStake: 20_000 },
      parlay: { maxPayout: 900_000 },
    });
    // An unreadable list keeps the defaults rather than lifting every limit.
    expect(bookConfigFromEnv({ SPORTSBOOK_LIMITS_BY_KIND: '{"total":{"maxStake":-1}}' }).limits.byKind).toEqual(defaultBookConfig.limits.byKind);
    expect(bookConfigFromEnv({ SPORTSBOOK_LIMITS_BY_KIND: 'nope' }).limits.byKind).toEqual(defaultBookConfig.limits.byKind);
  });
});
