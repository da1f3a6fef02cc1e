import type { Feature } from '../feature';
import { missionsFeature } from './missions';
import { leaderboardsFeature } from './leaderboards';
import { pointsFeature } from './points';
import { pointsMallFeature } from './mall';
import { vipFeature } from './vip';
import { loyaltyCostFeature } from './cost-report';
import { wheelFeature } from './wheel';
import { envelopesFeature } from './envelopes';

/** The loyalty domain's features, registered in this order. */
export const loyaltyFeatures: readonly Feature[] = [
  vipFeature,
  loyaltyCostFeature,
  pointsFeature,
  wheelFeature,
  envelopesFeature,
  pointsMallFeature,
  missionsFeature,
  leaderboardsFeature,
];
