import { describe, expect, it } from 'vitest';
import { feedConfigFromEnv } from './config';

describe('feed configuration from the environment', () => {
  it('defaults to the demo seed and a 5% margin', () => {
    expect(feedConfigFromEnv({})).toMatchObject({ seed: 'demo', margins: { defaultBps: 500, byKind: {} } });
  });

  it('reads the seed, the default margin and per-kind margins', () => {
    const config = feedConfigFromEnv({
      SPORTS_FEED_SEED: 'x',
      SPORTS_MARGIN_BPS: '400',
      SPORTS_MARGIN_BPS_CORRECT_SCORE: '1500',
      SPORTS_MARGIN_BPS_1X2: '600',
    });
    expect(config).toMatchObject({ seed: 'x', margins: { defaultBps: 400, byKind: { 'correct-score': 1500, '1x2': 600 } } });
  });

  it('refuses a margin that is not whole basis points from 0 to 10000', () => {
    for (const value of ['-1', '10001', '5.5', 'five']) expect(() => feedConfigFromEnv({ SPORTS_MARGIN_BPS: value }), value).toThrow(/SPORTS_MARGIN_BPS/);
    expect(() => feedConfigFromEnv({ SPORTS_MARGIN_BPS_OUTRIGHT: '20000' })).toThrow(/SPORTS_MARGIN_BPS_OUTRIGHT/);
  });
});
