// The bgs module's public surface: other modules import only what this file exports.
export { bgsFeature } from './bgs.feature';
export { createBgsServices } from './bgs.wiring';
