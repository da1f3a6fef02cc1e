// The audit module's public surface: other modules import only what this file exports.
export { auditFeature } from './audit.feature';
export { createAuditService } from './audit.service';
export type { AuditService } from './audit.service';
export { systemActor } from './audit.types';
export type { Actor } from './audit.types';
