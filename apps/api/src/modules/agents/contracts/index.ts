// The contracts module's public surface: other modules import only what this file exports.
export { createAgentContractsService } from './agent-contracts.service';
export { createContractOversightService } from './contract-oversight.service';
export { contractPeriodOf } from './contract-period';
export { agentContractsFeature } from './contracts.feature';
