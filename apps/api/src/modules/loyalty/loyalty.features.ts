import type { Feature } from '../feature';
import { vipFeature } from './vip';
import { pointsFeature } from './points';
import { missionsFeature } from './missions';
import { leaderboardsFeature } from './leaderboards';
import { pointsMallFeature } from './mall';
import { loyaltyCostFeature } from './cost-report';
import { wheelFeature } from './wheel';
import { envelopesFeature } from './envelopes';

/** The loyalty domain's features, registered in this order. */
export const loyaltyFeatures: readonly Feature[] = [
  vipFeature,
  loyaltyCostFeature,
  pointsFeature,
  pointsMallFeature,
  missionsFeature,
  leaderboardsFeature,
  wheelFeature,
  envelopesFeature,
];
