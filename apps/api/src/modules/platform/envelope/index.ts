// The envelope module's public surface: other modules import only what this file exports.
export { envelopeFeature } from './envelope.feature';
export { createEnvelopeService } from './envelope.service';
export type { EnvelopeService } from './envelope.service';
