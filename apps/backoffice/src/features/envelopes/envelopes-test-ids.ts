/** Stable hooks for end-to-end tests of the red-envelope screen (see shared/test-ids.ts for the rule). */
export const envelopesTestIds = {
  nav: 'nav-envelopes',
  settings: 'envelopes-settings',
  form: 'envelopes-form',
  title: 'envelopes-title',
  pool: 'envelopes-pool',
  count: 'envelopes-count',
  min: 'envelopes-min',
  max: 'envelopes-max',
  starts: 'envelopes-starts',
  ends: 'envelopes-ends',
  create: 'envelopes-create',
  created: 'envelopes-created',
  rains: 'envelopes-rains',
  rainRow: 'envelopes-rain-row',
};
