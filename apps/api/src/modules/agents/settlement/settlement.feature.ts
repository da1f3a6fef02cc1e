import type { Feature } from '../../feature';
import { agentSettlementRoutes } from './agent-settlement.routes';
import { agentSettlementAdminRoutes } from './settlement.admin.routes';

export const agentSettlementFeature: Feature = async (app, { services, config }) => {
  // The settlement scheduler runs with the app (off in tests and the browser tier: AGENT_SETTLEMENT_SCHEDULER).
  await app.register(agentSettlementRoutes, {
    settlement: services.agentSettlement,
    schedule: config.AGENT_SETTLEMENT_SCHEDULER ?? config.NODE_ENV !== 'test',
  });
  await app.register(agentSettlementAdminRoutes, { settlementRuns: services.settlementRuns });
};
