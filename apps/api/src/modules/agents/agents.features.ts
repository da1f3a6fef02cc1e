import type { Feature } from '../feature';
import { agentCentreFeature } from './centre/centre.feature';
import { agentContractsFeature } from './contracts/contracts.feature';
import { agentSettlementFeature } from './settlement/settlement.feature';

/** The agents domain's features, registered in this order. */
export const agentsFeatures: readonly Feature[] = [agentCentreFeature, agentContractsFeature, agentSettlementFeature];
