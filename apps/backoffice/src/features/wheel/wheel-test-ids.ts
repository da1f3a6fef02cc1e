/** Stable hooks for end-to-end tests of the prize wheel screen (see shared/test-ids.ts for the rule). */
export const wheelTestIds = {
  nav: 'nav-wheel',
  settings: 'wheel-settings',
  table: 'wheel-table-editor',
  prizeRow: 'wheel-prize-row',
  tableSave: 'wheel-table-save',
  grant: 'wheel-grant',
  grantAccount: 'wheel-grant-account',
  grantCount: 'wheel-grant-count',
  grantReason: 'wheel-grant-reason',
  grantSubmit: 'wheel-grant-submit',
  granted: 'wheel-granted',
  spins: 'wheel-spins',
};
