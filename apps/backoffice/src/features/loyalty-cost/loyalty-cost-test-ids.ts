/** Stable hooks for end-to-end tests of the loyalty cost report (see shared/test-ids.ts for the rule). */
export const loyaltyCostTestIds = {
  nav: 'nav-loyalty-cost',
  from: 'loyalty-cost-from',
  to: 'loyalty-cost-to',
  apply: 'loyalty-cost-apply',
  csv: 'loyalty-cost-csv',
  metric: 'loyalty-cost-metric',
  chart: 'loyalty-cost-chart',
  table: 'loyalty-cost-table',
  row: 'loyalty-cost-row',
  empty: 'loyalty-cost-empty',
} as const;
