import type { Feature } from '../feature';
import { bettingRecordsFeature } from './betting-records/betting-records.feature';
import { bgsFeature } from './bgs/bgs.feature';
import { catalogFeature } from './catalog/catalog.feature';
import { gatewayFeature } from './gateway/gateway.feature';
import { launchFeature } from './launch/launch.feature';

/** The games domain's features, registered in this order. */
export const gamesFeatures: readonly Feature[] = [catalogFeature, launchFeature, bettingRecordsFeature, gatewayFeature, bgsFeature];
