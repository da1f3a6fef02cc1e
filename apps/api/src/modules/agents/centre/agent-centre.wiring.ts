import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { AgentOpenedAccounts } from '../../identity/accounts';
import type { SettingsService } from '../../platform/settings';
import { createAgentRegisterService } from './register.service';
import { createAgentReportsService } from './reports.service';

/** The agent centre's reports and registerCenter, wired once in services.ts. */
export const createAgentCentreServices = (
  db: Kysely<DB>,
  deps: { settings: SettingsService; openedAccounts: AgentOpenedAccounts; businessTimeZone: string },
) => ({
  reports: createAgentReportsService(db, { settings: deps.settings, businessTimeZone: deps.businessTimeZone }),
  register: createAgentRegisterService(db, { openedAccounts: deps.openedAccounts }),
});

export type AgentCentreServices = ReturnType<typeof createAgentCentreServices>;
