import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { RegistrationService } from '../../identity/accounts/registration.service';
import type { SettingsService } from '../../platform/settings/settings.service';
import { createAgentRegisterService } from './register.service';
import { createAgentReportsService } from './reports.service';

/** The agent centre's reports and registerCenter (issue 7), wired once in services.ts. */
export const createAgentCentreServices = (db: Kysely<DB>, deps: { settings: SettingsService; registration: RegistrationService; businessTimeZone: string }) => ({
  reports: createAgentReportsService(db, { settings: deps.settings, businessTimeZone: deps.businessTimeZone }),
  register: createAgentRegisterService(db, { settings: deps.settings, registration: deps.registration }),
});

export type AgentCentreServices = ReturnType<typeof createAgentCentreServices>;
