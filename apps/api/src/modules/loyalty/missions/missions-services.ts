import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { AuditService } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import { createMissionsAdminService } from './missions-admin.service';
import { createMissionsService } from './missions.service';

/** The missions feature's services, wired once in services.ts. */
export const createMissionServices = (db: Kysely<DB>, deps: { settings: SettingsService; audit: AuditService; timeZone: string }) => ({
  missions: createMissionsService(db, { settings: deps.settings, timeZone: deps.timeZone }),
  missionsAdmin: createMissionsAdminService(db, deps.audit),
});
