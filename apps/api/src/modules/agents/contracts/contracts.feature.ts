import type { Feature } from '../../feature';
import { agentContractRoutes } from './agent-contracts.routes';
import { agentContractsAdminRoutes } from './contracts.admin.routes';

export const agentContractsFeature: Feature = async (app, { services }) => {
  await app.register(agentContractRoutes, {
    contracts: services.agentContracts,
    dividends: { confirm: services.agentSettlement.confirmDividend, refuse: services.agentSettlement.refuseDividend },
  });
  await app.register(agentContractsAdminRoutes, { contracts: services.contractOversight });
};
