import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { Config } from './config/config';
import { createAccountServices } from './modules/identity/accounts/accounts.wiring';
import { createAuditService } from './modules/platform/audit/audit.service';
import { createEnvelopeService } from './modules/platform/envelope/envelope.service';
import { createBotCheckService } from './modules/identity/bot-check/bot-check.service';
import { createCatalogAdminService } from './modules/games/catalog/catalog-admin.service';
import { createCatalogArtService } from './modules/games/catalog/catalog-art.service';
import { createCatalogService } from './modules/games/catalog/catalog.service';
import { createGameLaunchService } from './modules/games/launch/game-launch.service';
import { createGameListsService } from './modules/games/launch/game-lists.service';
import { createContentAdminService } from './modules/engagement/content/content-admin.service';
import { createContentService } from './modules/engagement/content/content.service';
import { createUploadService } from './modules/engagement/content/upload.service';
import { createMessagingService } from './modules/platform/messaging/messaging.service';
import { createSettingsService } from './modules/platform/settings/settings.service';
import { createStaffAdminService } from './modules/identity/staff/staff-admin.service';
import { createStaffAuthService } from './modules/identity/staff/staff-auth.service';
import { createStaffPasswordService } from './modules/identity/staff/staff-password.service';
import { createSystemService } from './modules/platform/system/system.service';
import { createWalletService } from './modules/money/wallet/wallet.service';
import { createProtectionService } from './modules/money/protection/protection.service';
import { createPaymentServices } from './modules/money/payments/payments.wiring';
import { createVendorWalletService } from './modules/money/wallet/vendor-wallets.service';
import { createMemberTransferService } from './modules/money/wallet/member-transfer.service';
import { createRecordsService } from './modules/money/records/records.service';
import { createBettingRecordsService } from './modules/games/betting-records/betting-records.service';
import { createNoticesService } from './modules/engagement/notices/notices.service';
import { createAdjustmentsService } from './modules/money/wallet/adjustments.service';
import { createMemberWalletService } from './modules/money/wallet/member-wallet.service';
import { createReconciliationService } from './modules/money/ledger/reconciliation.service';
import { createCurrencyLimitsService } from './modules/money/ledger/currency-limits.service';
import { createMembersAdminService } from './modules/identity/accounts/members-admin.service';
import { createVerificationService } from './modules/identity/verification/verification.service';
import { createWithdrawalServices } from './modules/money/withdrawals/withdrawals.wiring';
import { createAgentCentreServices } from './modules/agents/centre/agent-centre.wiring';
import { createAgentTeamService } from './modules/agents/centre/team.service';
import { createAgentContractsService } from './modules/agents/contracts/agent-contracts.service';
import { createGameWalletService } from './modules/games/gateway/game-wallet.service';
import { createVendorAdminService } from './modules/games/gateway/vendor-admin.service';
import { createRoundExplorerService } from './modules/games/betting-records/round-explorer.service';
import { createGgrReportService } from './modules/games/betting-records/ggr-report.service';
import { createAgentTreeService } from './modules/agents/centre/agent-tree.service';
import { createContractOversightService } from './modules/agents/contracts/contract-oversight.service';
import { createSettlementRunsService } from './modules/agents/settlement/settlement-runs.service';
import { createBgsServices } from './modules/games/bgs/bgs.wiring';
import { createAgentSettlementService } from './modules/agents/settlement/agent-settlement.service';
import { createAccountFreezeService } from './modules/agents/settlement/freeze.service';
import { inviteCodes } from './modules/agents/centre/invite-codes';
import { assertMayLogin } from './modules/money/protection/protection-guard';

/** The service layer, wired once per process; routes, CLI commands and the seed all use it. */
export const createServices = (db: Kysely<DB>, config: Config) => {
  const audit = createAuditService(db);
  const settings = createSettingsService(db, audit, config.SETTINGS_CACHE_MS);
  const messaging = createMessagingService(db, config);
  const verification = createVerificationService(db, messaging, settings, {
    codeTtlMinutes: config.VERIFICATION_CODE_TTL_MINUTES,
    phoneDigits: { min: config.PHONE_DIGITS_MIN, max: config.PHONE_DIGITS_MAX },
  });
  const catalog = createCatalogService(db, config.CATALOG_CACHE_MS, settings);
  const botCheck = createBotCheckService(db, config);
  const accounts = createAccountServices(db, config, { settings, botChecks: botCheck, verification, mailer: messaging, inviteCodes, mayLogin: assertMayLogin });
  const payments = createPaymentServices(db, config, { audit, settings });
  // Vendor wallet API and in-house games: vendor settings and game lists cached briefly, cleared by the back office.
  const gameWallet = createGameWalletService(db, {
    settings,
    businessTimeZone: config.BUSINESS_TIME_ZONE,
    sessionTtlMinutes: config.GAME_SESSION_TTL_MINUTES,
    cacheMs: Math.min(config.CATALOG_CACHE_MS, 5000),
    maxStatements: config.GAME_WALLET_STATEMENTS,
  });
  // Vendor list cached briefly (the back office clears it on a change); balances are never cached.
  const vendorWallets = createVendorWalletService(db, settings, { vendorCacheMs: Math.min(config.CATALOG_CACHE_MS, 5000) });
  const accountFreeze = createAccountFreezeService(db, audit);
  const agentSettlement = createAgentSettlementService(db, {
    settings,
    freeze: accountFreeze,
    businessTimeZone: config.BUSINESS_TIME_ZONE,
    tickSeconds: config.AGENT_SETTLEMENT_TICK_SECONDS,
    clockOffsetMinutes: config.AGENT_SETTLEMENT_CLOCK_OFFSET_MINUTES,
  });
  const agentContracts = createAgentContractsService(db, { settings, audit, businessTimeZone: config.BUSINESS_TIME_ZONE });
  return {
    audit,
    settings,
    messaging,
    verification,
    system: createSystemService(db, settings),
    staffAuth: createStaffAuthService(db, audit, config),
    staffAdmin: createStaffAdminService(db, audit),
    staffPassword: createStaffPasswordService(db, audit),
    catalog,
    catalogArt: createCatalogArtService(db),
    gameLaunch: createGameLaunchService(db, { settings, launchTokenTtlSeconds: config.GAME_LAUNCH_TOKEN_TTL_SECONDS }),
    gameLists: createGameListsService(db),
    catalogAdmin: createCatalogAdminService(db, audit, catalog),
    content: createContentService(db, settings),
    contentAdmin: createContentAdminService(db, audit),
    uploads: createUploadService(db, audit, config.UPLOAD_DIR),
    botCheck,
    envelope: createEnvelopeService(db),
    wallet: createWalletService(db, settings),
    protection: createProtectionService(db, { settings, sessions: accounts.memberSessions, audit }),
    vendorWallets,
    memberTransfers: createMemberTransferService(db, settings),
    records: createRecordsService(db, settings),
    bettingRecords: createBettingRecordsService(db, settings),
    notices: createNoticesService(db),
    gameWallet,
    bgs: createBgsServices(db, {
      settings,
      gameWallet,
      crash: { autoStart: config.BGS_CRASH_LOOP ?? config.NODE_ENV !== 'test', bettingMs: config.BGS_CRASH_BETTING_MS, pauseMs: config.BGS_CRASH_PAUSE_MS, growthPerMs: config.BGS_CRASH_GROWTH_PER_MS },
    }),
    // Back-office cashier tools: manual adjustments, a member's wallet and ledger, the member look-up, reconciliation, currency limits.
    adjustments: createAdjustmentsService(db, audit, settings),
    memberWallet: createMemberWalletService(db, settings),
    membersAdmin: createMembersAdminService(db, settings),
    reconciliation: createReconciliationService(db, audit),
    currencyLimits: createCurrencyLimitsService(db, audit, settings),
    agentTeam: createAgentTeamService(db, settings),
    accountFreeze,
    agentSettlement,
    agentContracts,
    agentCentre: createAgentCentreServices(db, { settings, registration: accounts.registration, businessTimeZone: config.BUSINESS_TIME_ZONE }),
    // Back office for agents: every action goes through the contract, settlement and freeze services, which keep the rules.
    agentTree: createAgentTreeService(db, settings, accountFreeze, { businessTimeZone: config.BUSINESS_TIME_ZONE, settlementClockOffsetMinutes: config.AGENT_SETTLEMENT_CLOCK_OFFSET_MINUTES }),
    contractOversight: createContractOversightService(db, agentContracts),
    settlementRuns: createSettlementRunsService(db, audit, agentSettlement),
    // Every vendor change clears the catalog's player cache, the gateway's vendor cache and the vendor-wallet list.
    vendorAdmin: createVendorAdminService(db, audit, { secretGraceMinutes: config.VENDOR_SECRET_GRACE_MINUTES, onVendorChanged: [catalog.invalidate, gameWallet.invalidate, vendorWallets.clearCache] }),
    roundExplorer: createRoundExplorerService(db),
    ggrReport: createGgrReportService(db, { timeZone: config.BUSINESS_TIME_ZONE }),
    ...accounts,
    ...payments,
    ...createWithdrawalServices(db, config, { settings, audit, providers: payments.paymentProviders, mailer: messaging, verification }),
  };
};

export type Services = ReturnType<typeof createServices>;
