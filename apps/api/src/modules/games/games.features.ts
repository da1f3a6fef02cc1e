import type { Feature } from '../feature';
import { bettingRecordsFeature } from './betting-records';
import { bgsFeature } from './bgs';
import { catalogFeature } from './catalog';
import { gatewayFeature } from './gateway';
import { hallsFeature } from './halls';
import { lotteryFeature } from './lottery';

/** The games domain's features, registered in this order. */
export const gamesFeatures: readonly Feature[] = [catalogFeature, bettingRecordsFeature, gatewayFeature, bgsFeature, lotteryFeature, hallsFeature];
