import { join } from 'node:path';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config/config';
import type { CodeVerification, Mailer } from '../../identity/accounts';
import type { AuditService } from '../../platform/audit';
import type { PaymentProviders } from '../payments';
import type { SettingsService } from '../../platform/settings';
import type { JobRunner } from '../../../lib/interval-sweep';
import { createAutoConfirmSweep } from './auto-confirm';
import { createBankAccountsService } from './bank-accounts.service';
import { createProofStore } from './proof-store';
import { createWithdrawalsAdminService } from './withdrawals-admin.service';
import { createWithdrawalsService } from './withdrawals.service';

/**
 * The withdrawals module's services, wired once in services.ts. Payouts go through the payments
 * module's provider registry, paid by the sandbox provider until a real payout provider is
 * installed there.
 */
export const createWithdrawalServices = (
  db: Kysely<DB>,
  config: Pick<Config, 'UPLOAD_DIR' | 'DATA_DIR'>,
  deps: { settings: SettingsService; audit: AuditService; providers: PaymentProviders; mailer: Mailer; verification: CodeVerification; jobs?: JobRunner },
) => {
  const { providers } = deps;
  const payoutProvider = () => providers.providerFor(providers.sandbox.adapter.code);
  // Outside UPLOAD_DIR, which /uploads/ (or a web server in front) serves to anyone.
  const proofDir = join(config.DATA_DIR, 'withdrawal-proofs');
  return {
    bankAccounts: createBankAccountsService(db, { settings: deps.settings, audit: deps.audit, mailer: deps.mailer, verification: deps.verification }),
    withdrawals: createWithdrawalsService(db, { settings: deps.settings, audit: deps.audit, proofDir, uploadDir: config.UPLOAD_DIR }),
    withdrawalsAdmin: createWithdrawalsAdminService(db, { settings: deps.settings, audit: deps.audit, payoutProvider, proofDir, uploadDir: config.UPLOAD_DIR }),
    withdrawalAutoConfirm: createAutoConfirmSweep(db, { jobs: deps.jobs }),
    withdrawalProofStore: createProofStore(db, { proofDir, uploadDir: config.UPLOAD_DIR }),
  };
};

export type WithdrawalServices = ReturnType<typeof createWithdrawalServices>;
