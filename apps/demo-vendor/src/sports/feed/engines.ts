import { basketballTimeline } from './basketball';
import { esportsTimeline } from './esports';
import { footballTimeline } from './football';
import type { Fixture } from './schedule';
import { tennisTimeline } from './tennis';
import type { Timeline } from './timeline';
import type { SportKey } from './types';

const builders: Record<SportKey, (seed: string, fixture: Fixture) => Timeline> = {
  football: footballTimeline,
  basketball: basketballTimeline,
  tennis: tennisTimeline,
  esports: esportsTimeline,
};

/** A match's whole timeline from the seed and its fixture. */
export const timelineOf = (seed: string, fixture: Fixture): Timeline => builders[fixture.sport](seed, fixture);
