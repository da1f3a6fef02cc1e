/** Stable hooks for end-to-end tests of the dashboard (see shared/test-ids.ts). */
export const dashboardTestIds = {
  nav: 'nav-dashboard',
  page: 'dashboard',
  figure: (name: string) => `dashboard-${name}`,
  alerts: 'dashboard-alerts',
  alert: (kind: string) => `dashboard-alert-${kind}`,
  noAlerts: 'dashboard-no-alerts',
  trend: 'dashboard-ggr-trend',
} as const;
