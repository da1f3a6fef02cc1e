import type { Feature } from '../../feature';
import { applyRoutes } from './apply.routes';
import { claimsAdminRoutes } from './claims.admin.routes';
import { promotionCostRoutes } from './cost-report.admin.routes';
import { promotionsRoutes } from './promotions.routes';
import { promotionRulesAdminRoutes } from './rules.admin.routes';

export const promotionsFeature: Feature = async (app, { services }) => {
  await app.register(promotionsRoutes, { promotions: services.promotions });
  await app.register(applyRoutes, { applications: services.promotionApplications });
  await app.register(claimsAdminRoutes, { claimsReview: services.promotionClaimsReview });
  await app.register(promotionRulesAdminRoutes, { rulesAdmin: services.promotionRulesAdmin });
  await app.register(promotionCostRoutes, { costReport: services.promotionCostReport });
};
