import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { AuditService } from '../../platform/audit/audit.service';
import type { SettingsService } from '../../platform/settings/settings.service';
import { createAdjustmentsService } from './adjustments.service';
import { createCurrencyLimitsService } from './currency-limits.service';
import { createMemberWalletService } from './member-wallet.service';
import { createReconciliationService } from './reconciliation.service';

/** The back office's cashier tools, wired as one service so the app registers them in one line. */
export const createCashierAdminService = (db: Kysely<DB>, audit: AuditService, settings: SettingsService) => ({
  adjustments: createAdjustmentsService(db, audit, settings),
  members: createMemberWalletService(db, settings),
  reconciliation: createReconciliationService(db, audit),
  currencyLimits: createCurrencyLimitsService(db, audit, settings),
});

export type CashierAdminService = ReturnType<typeof createCashierAdminService>;
