// The settlement module's public surface: other modules import only what this file exports.
export { createAgentSettlementService } from './agent-settlement.service';
export { createSettlementRunsService } from './settlement-runs.service';
export { agentSettlementFeature } from './settlement.feature';
