import { marginProblem } from '@gp/contracts';
import { dayMs } from './schedule';
import { defaultFeedConfig, type FeedConfig } from './feed';
import { feedMarketKinds, type FeedMarketKind } from './types';
import type { MarginConfig } from './pricing';

/**
 * The feed's settings from the environment:
 *   SPORTS_FEED_SEED          the world's seed (default `demo`): same seed, same fixtures, scores, prices
 *   SPORTS_MARGIN_BPS         margin of every market kind in basis points (default 500 = 5%)
 *   SPORTS_MARGIN_BPS_<KIND>  one kind's margin: 1X2, MATCH_WINNER, ASIAN_HANDICAP, TOTAL,
 *                             BOTH_TEAMS_TO_SCORE, CORRECT_SCORE, OUTRIGHT
 * A bad value stops start-up rather than pricing with a margin nobody chose.
 */

const envNameOf = (kind: FeedMarketKind): string => `SPORTS_MARGIN_BPS_${kind.toUpperCase().replaceAll('-', '_')}`;

const bps = (name: string, value: string): number => {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || marginProblem(n) !== undefined) throw new RangeError(`${name} must be an integer of basis points from 0 to 10000`);
  return n;
};

export const feedConfigFromEnv = (env: Record<string, string | undefined>): FeedConfig => {
  const seed = env.SPORTS_FEED_SEED?.trim() || defaultFeedConfig.seed;
  const defaultBps = env.SPORTS_MARGIN_BPS ? bps('SPORTS_MARGIN_BPS', env.SPORTS_MARGIN_BPS) : defaultFeedConfig.margins.defaultBps;
  const byKind: MarginConfig['byKind'] = {};
  for (const kind of feedMarketKinds) {
    const value = env[envNameOf(kind)];
    if (value) byKind[kind] = bps(envNameOf(kind), value);
  }
  return { seed, margins: { defaultBps, byKind }, windowBackMs: dayMs, windowAheadMs: 2 * dayMs };
};
