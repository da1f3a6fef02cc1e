// The missions module's public surface: other modules import only what this file exports.
export { missionsFeature } from './missions.feature';
export { createMissionsService } from './missions.service';
export type { MissionsService, MissionsDeps } from './missions.service';
export { createMissionsAdminService } from './missions-admin.service';
export type { MissionsAdminService } from './missions-admin.service';
export { createMissionServices } from './missions-services';
