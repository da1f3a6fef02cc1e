import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { AuditService } from '../../platform/audit/audit.service';
import { createGgrReportService } from './ggr-report.service';
import { createRoundExplorerService } from './round-explorer.service';
import { createVendorAdminService } from './vendor-admin.service';

export type GamesAdminOptions = {
  businessTimeZone: string;
  secretGraceMinutes: number;
  /** Cleared after every vendor change: the catalog's player cache and the gateway's vendor cache. */
  onVendorChanged: readonly (() => void)[];
};

/** The back office for games: vendor settings and secrets, the round explorer, the GGR report. */
export const createGamesAdminServices = (db: Kysely<DB>, audit: AuditService, options: GamesAdminOptions) => ({
  vendors: createVendorAdminService(db, audit, { secretGraceMinutes: options.secretGraceMinutes, onVendorChanged: options.onVendorChanged }),
  rounds: createRoundExplorerService(db),
  ggr: createGgrReportService(db, { timeZone: options.businessTimeZone }),
});

export type GamesAdminServices = ReturnType<typeof createGamesAdminServices>;
