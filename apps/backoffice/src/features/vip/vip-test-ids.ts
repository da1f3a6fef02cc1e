/** Stable hooks for end-to-end tests of the VIP screen (see shared/test-ids.ts for the rule). */
export const vipTestIds = {
  nav: 'nav-vip',
  levels: 'vip-levels-table',
  levelRow: 'vip-level-row',
  edit: 'vip-level-edit',
  form: 'vip-level-form',
  language: 'vip-level-language',
  name: 'vip-level-name',
  save: 'vip-level-save',
  saved: 'vip-level-saved',
  settings: 'vip-settings',
  members: 'vip-members',
  history: 'vip-history',
  runs: 'vip-runs',
};
