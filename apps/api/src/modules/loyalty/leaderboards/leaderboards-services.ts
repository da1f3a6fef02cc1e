import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { JobRunner } from '../../../lib/interval-sweep';
import type { AuditService } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import { createBoardRunsService } from './board-runs.service';
import { createLeaderboardsAdminService } from './leaderboards-admin.service';
import { createLeaderboardsService } from './leaderboards.service';

/** The leaderboards feature's services, wired once in services.ts: the player view shares the run's refresh. */
export const createLeaderboardServices = (
  db: Kysely<DB>,
  deps: { settings: SettingsService; audit: AuditService; timeZone: string; tickSeconds: number; jobs?: JobRunner },
) => {
  const boardRuns = createBoardRunsService(db, { settings: deps.settings, timeZone: deps.timeZone, tickSeconds: deps.tickSeconds, jobs: deps.jobs });
  return {
    boardRuns,
    leaderboards: createLeaderboardsService(db, { timeZone: deps.timeZone, runs: boardRuns }),
    boardsAdmin: createLeaderboardsAdminService(db, deps.audit),
  };
};
