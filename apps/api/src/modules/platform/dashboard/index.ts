// The dashboard module's public surface: other modules import only what this file exports.
export { dashboardFeature } from './dashboard.feature';
export { createDashboardService } from './dashboard.service';
export type { DashboardService } from './dashboard.service';
