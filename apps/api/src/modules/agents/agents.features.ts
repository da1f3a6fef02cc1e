import type { Feature } from '../feature';
import { affiliateFeature } from './affiliate';
import { agentCentreFeature } from './centre';
import { agentContractsFeature } from './contracts';
import { agentSettlementFeature } from './settlement';

/** The agents domain's features, registered in this order. */
export const agentsFeatures: readonly Feature[] = [agentCentreFeature, agentContractsFeature, agentSettlementFeature, affiliateFeature];
