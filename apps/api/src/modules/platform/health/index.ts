// The health module's public surface: other modules import only what this file exports.
export { healthFeature } from './health.feature';
