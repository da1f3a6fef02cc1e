/** Stable hooks for end-to-end tests of the points rates screen (see shared/test-ids.ts for the rule). */
export const loyaltyPointsTestIds = {
  nav: 'nav-point-rates',
  grid: 'point-rates-grid',
  cell: (level: number | null, source: string) => `point-rate-${level ?? 'default'}-${source}`,
  newLevel: 'point-rates-new-level',
  addLevel: 'point-rates-add-level',
  save: 'point-rates-save',
  saved: 'point-rates-saved',
  run: 'point-rates-run',
  lastRun: 'point-rates-last-run',
};
