// The red envelopes module's public surface: other modules import only what this file exports.
export { envelopesFeature } from './envelopes.feature';
export { createEnvelopesService } from './envelopes.service';
export type { EnvelopesService } from './envelopes.service';
export { createEnvelopesAdminService } from './envelopes-admin.service';
export type { EnvelopesAdminService } from './envelopes-admin.service';
