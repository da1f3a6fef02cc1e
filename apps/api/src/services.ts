import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { Config } from './config/config';
import { createAccountServices } from './modules/accounts/accounts.wiring';
import { createAuditService } from './modules/audit/audit.service';
import { createEnvelopeService } from './modules/envelope/envelope.service';
import { createBotCheckService } from './modules/bot-check/bot-check.service';
import { createCatalogAdminService } from './modules/catalog/catalog-admin.service';
import { createCatalogArtService } from './modules/catalog/catalog-art.service';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createGameLaunchService } from './modules/games/game-launch.service';
import { createGameListsService } from './modules/games/game-lists.service';
import { createContentAdminService } from './modules/content/content-admin.service';
import { createContentService } from './modules/content/content.service';
import { createUploadService } from './modules/content/upload.service';
import { createMessagingService } from './modules/messaging/messaging.service';
import { createSettingsService } from './modules/settings/settings.service';
import { createStaffAdminService } from './modules/staff/staff-admin.service';
import { createStaffAuthService } from './modules/staff/staff-auth.service';
import { createStaffPasswordService } from './modules/staff/staff-password.service';
import { createSystemService } from './modules/system/system.service';
import { createWalletService } from './modules/wallet/wallet.service';
import { createProtectionService } from './modules/protection/protection.service';
import { createPaymentServices } from './modules/payments/payments.wiring';
import { createVendorWalletService } from './modules/wallet/vendor-wallets.service';
import { createMemberTransferService } from './modules/wallet/member-transfer.service';
import { createRecordsService } from './modules/records/records.service';
import { createBettingRecordsService } from './modules/betting-records/betting-records.service';
import { createNoticesService } from './modules/notices/notices.service';
import { createCashierAdminService } from './modules/cashier-admin/cashier-admin.service';
import { createVerificationService } from './modules/verification/verification.service';
import { createWithdrawalServices } from './modules/withdrawals/withdrawals.wiring';
import { createAgentCentreServices } from './modules/agents/agent-centre.wiring';
import { createAgentTeamService } from './modules/agents/team.service';
import { createAgentContractsService } from './modules/agent-contracts/agent-contracts.service';
import { createGameWalletService } from './modules/gateway/game-wallet.service';
import { createGamesAdminServices } from './modules/games-admin/games-admin.service';
import { createAgentsAdminServices } from './modules/agents-admin/agents-admin.service';
import { agentsAdminPortsOf } from './modules/agents-admin/agents-admin.ports';
import { createBgsServices } from './modules/bgs/bgs.wiring';
import { createAgentSettlementService } from './modules/agent-settlement/agent-settlement.service';
import { createAccountFreezeService } from './modules/agent-settlement/freeze.service';

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
  const accounts = createAccountServices(db, config, { settings, botChecks: botCheck, verification, mailer: messaging });
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
    cashierAdmin: createCashierAdminService(db, audit, settings),
    agentTeam: createAgentTeamService(db, settings),
    accountFreeze,
    agentSettlement,
    agentContracts,
    agentCentre: createAgentCentreServices(db, { settings, registration: accounts.registration, businessTimeZone: config.BUSINESS_TIME_ZONE }),
    agentsAdmin: createAgentsAdminServices(db, audit, settings, agentsAdminPortsOf({ agentContracts, agentSettlement, accountFreeze }), { businessTimeZone: config.BUSINESS_TIME_ZONE, settlementClockOffsetMinutes: config.AGENT_SETTLEMENT_CLOCK_OFFSET_MINUTES }),
    gamesAdmin: createGamesAdminServices(db, audit, { businessTimeZone: config.BUSINESS_TIME_ZONE, secretGraceMinutes: config.VENDOR_SECRET_GRACE_MINUTES, onVendorChanged: [catalog.invalidate, gameWallet.invalidate, vendorWallets.clearCache] }),
    ...accounts,
    ...payments,
    ...createWithdrawalServices(db, config, { settings, audit, providers: payments.paymentProviders, mailer: messaging, verification }),
  };
};

export type Services = ReturnType<typeof createServices>;
