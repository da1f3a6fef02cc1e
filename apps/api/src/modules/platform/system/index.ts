// The system module's public surface: other modules import only what this file exports.
export { ipInRanges } from './region';
export { systemFeature } from './system.feature';
export { createSystemService } from './system.service';
export type { SystemService, Visitor } from './system.service';
