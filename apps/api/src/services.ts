import { settingsKeys, type SettingsKey } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { createLocalCluster, type Cluster } from './cluster';
import { createJobRunner } from './cluster/job-runner';
import type { Config } from './config/config';
import { createMetrics, type Metrics } from './metrics/metrics';
import { createAccountFreezeService, createAccountServices, createMemberPromotionProfileService, createMembersAdminService } from './modules/identity/accounts';
import { createAuditService } from './modules/platform/audit';
import { createEnvelopeService } from './modules/platform/envelope';
import { createBotCheckService } from './modules/identity/bot-check';
import {
  createCatalogAdminService,
  createCatalogArtService,
  createCatalogService,
  createGameLaunchService,
  createGameListsService,
  createWinnersListService,
} from './modules/games/catalog';

import {
  createContentAdminService,
  createContentPageService,
  createContentService,
  createPromotionCategoryService,
  createUploadService,
} from './modules/engagement/content';
import { createMessagingService } from './modules/platform/messaging';
import { createSettingsService } from './modules/platform/settings';
import { createStaffAdminService, createStaffAuthService, createStaffPasswordService } from './modules/identity/staff';
import { createSystemService } from './modules/platform/system';
import {
  createAdjustmentsService,
  createMemberTransferService,
  createMemberWalletService,
  createVendorWalletService,
  createWalletService,
} from './modules/money/wallet';
import { assertMayLogin, createProtectionService } from './modules/money/protection';
import { createPaymentServices } from './modules/money/payments';
import { createCreditReportService, createRecordsService } from './modules/money/records';
import { createBettingRecordsService, createGgrReportService, createRoundExplorerService } from './modules/games/betting-records';
import { createNoticesService } from './modules/engagement/notices';
import { createInboxAdminService, createInboxService } from './modules/engagement/inbox';
import { createVipAdminService, createVipRunsService, createVipService } from './modules/loyalty/vip';
import {
  createApplyService,
  createClaimsReviewService,
  createPromotionCostReportService,
  createPromotionRulesAdminService,
  createPromotionRunsService,
  createPromotionsService,
} from './modules/engagement/promotions';
import { createWageringAdminService } from './modules/money/wagering';
import { createMissionServices } from './modules/loyalty/missions';
import { createLeaderboardServices } from './modules/loyalty/leaderboards';
import { createCurrencyLimitsService, createLedgerWatch, createReconciliationService, type LedgerCheckResult } from './modules/money/ledger';
import { createVerificationService } from './modules/identity/verification';
import { createWithdrawalServices } from './modules/money/withdrawals';
import { createAgentCentreServices, createAgentTeamService, createAgentTreeService, inviteCodes } from './modules/agents/centre';
import { createAgentContractsService, createContractOversightService } from './modules/agents/contracts';
import { createGameWalletService, createVendorAdminService } from './modules/games/gateway';
import { createAgentSettlementService, createSettlementRunsService } from './modules/agents/settlement';
import { createBgsServices } from './modules/games/bgs';
import { createLotteryServices } from './modules/games/lottery';
import { createPointsMallAdminService, createPointsMallService, redemptionStatusesOf } from './modules/loyalty/mall';
import { createLoyaltyCostReportService } from './modules/loyalty/cost-report';
import { createPointsServices } from './modules/loyalty/points';
import { createWheelAdminService, createWheelService } from './modules/loyalty/wheel';
import { createEnvelopesAdminService, createEnvelopesService } from './modules/loyalty/envelopes';
import { createChatBusSlot, createChatImageStore, createLiveChatService } from './modules/support/chat';
import { createFeedbackAdminService, createFeedbackService } from './modules/support/feedback';
import { createAffiliateAdminService, createAffiliateService } from './modules/agents/affiliate';
import {
  bindReferral,
  createReferralAdminService,
  createReferralRewardsService,
  createReferralService,
  referralProgrammeOn,
} from './modules/engagement/referral';

/** What the services share with the other API instances, and where they report their figures. */
export type ServiceRuntime = { cluster: Cluster; metrics: Metrics };

/** Cache names on the cluster bus's `cache` channel: each instance clears its own copy. */
type CacheEvent = { name: 'vendors' } | { name: 'settings'; key: SettingsKey };

/** The service layer, wired once per process; routes, CLI commands and the seed all use it. */
export const createServices = (db: Kysely<DB>, config: Config, runtime: ServiceRuntime = { cluster: createLocalCluster(), metrics: createMetrics() }) => {
  const { cluster } = runtime;
  const jobs = createJobRunner(cluster.leases, runtime.metrics);
  const announce = (event: CacheEvent) => cluster.bus.publish('cache', event);
  const audit = createAuditService(db);
  const settings = createSettingsService(db, audit, config.SETTINGS_CACHE_MS, { onChanged: (key) => announce({ name: 'settings', key }) });
  const messaging = createMessagingService(db, config);
  const verification = createVerificationService(db, messaging, settings, {
    codeTtlMinutes: config.VERIFICATION_CODE_TTL_MINUTES,
    phoneDigits: { min: config.PHONE_DIGITS_MIN, max: config.PHONE_DIGITS_MAX },
  });
  const referralRewards = createReferralRewardsService(db, { settings, tickSeconds: config.PROMOTION_RUNS_TICK_SECONDS, jobs });
  const system = createSystemService(db, settings, { referralPromotionOn: () => referralProgrammeOn(db) });
  const catalog = createCatalogService(db, config.CATALOG_CACHE_MS);
  const botCheck = createBotCheckService(db, config);
  const accounts = createAccountServices(db, config, {
    settings,
    botChecks: botCheck,
    verification,
    mailer: messaging,
    inviteCodes,
    mayLogin: assertMayLogin,
    bindReferral,
  });
  const payments = createPaymentServices(db, config, { audit, settings });
  // Vendor wallet API and in-house games: vendor settings and game lists cached briefly, cleared by the back office.
  const gameWallet = createGameWalletService(db, {
    settings,
    businessTimeZone: config.BUSINESS_TIME_ZONE,
    sessionTtlMinutes: config.GAME_SESSION_TTL_MINUTES,
    cacheMs: Math.min(config.CATALOG_CACHE_MS, 5000),
    maxStatements: config.GAME_WALLET_STATEMENTS,
    onBatch: (size) => runtime.metrics.walletBatchSize.observe(size),
  });
  // Vendor list cached briefly (the back office clears it on a change); balances are never cached.
  const vendorWallets = createVendorWalletService(db, settings, { vendorCacheMs: Math.min(config.CATALOG_CACHE_MS, 5000) });
  // A vendor or game changed: every cache holding vendors or games is cleared here at once and on
  // every other instance through the bus (the catalog's player lists, the gateway's vendor
  // directory with secrets and IP lists, the transfer-wallet list).
  const forgetVendors = () => {
    catalog.invalidate();
    gameWallet.invalidate();
    vendorWallets.clearCache();
  };
  const vendorsChanged = async () => {
    forgetVendors();
    await announce({ name: 'vendors' });
  };
  cluster.bus.subscribe('cache', (message) => {
    const event = message as CacheEvent;
    if (event.name === 'vendors') forgetVendors();
    if (event.name === 'settings' && settingsKeys.includes(event.key)) settings.forget(event.key);
  });
  const accountFreeze = createAccountFreezeService(db, audit);
  const agentSettlement = createAgentSettlementService(db, {
    settings,
    freeze: accountFreeze,
    businessTimeZone: config.BUSINESS_TIME_ZONE,
    tickSeconds: config.AGENT_SETTLEMENT_TICK_SECONDS,
    jobs,
    clockOffsetMinutes: config.AGENT_SETTLEMENT_CLOCK_OFFSET_MINUTES,
  });
  const agentContracts = createAgentContractsService(db, { settings, audit, businessTimeZone: config.BUSINESS_TIME_ZONE, jobs });
  const promotionCostReport = createPromotionCostReportService(db, { timeZone: config.BUSINESS_TIME_ZONE });
  const liveChatBus = createChatBusSlot();
  // Every instance shows the last check any of them ran: the one holding the period publishes it.
  const showLedgerCheck = ({ violations, at }: LedgerCheckResult) => {
    runtime.metrics.ledgerCheckOk.set(violations === 0 ? 1 : 0);
    runtime.metrics.ledgerViolations.set(violations);
    runtime.metrics.ledgerCheckAge.set(at.getTime() / 1000);
  };
  const ledgerWatch = createLedgerWatch(db, {
    intervalMs: config.LEDGER_CHECK_INTERVAL_SECONDS * 1000,
    jobs,
    onResult: (result) => {
      showLedgerCheck(result);
      void cluster.bus.publish('ledger-check', { violations: result.violations, at: result.at.toISOString() });
    },
  });
  cluster.bus.subscribe('ledger-check', (message) => {
    if (typeof message.violations === 'number' && typeof message.at === 'string') showLedgerCheck({ violations: message.violations, at: new Date(message.at) });
  });
  return {
    audit,
    settings,
    messaging,
    verification,
    system,
    staffAuth: createStaffAuthService(db, audit, config),
    staffAdmin: createStaffAdminService(db, audit),
    staffPassword: createStaffPasswordService(db, audit),
    catalog,
    catalogArt: createCatalogArtService(db),
    gameLaunch: createGameLaunchService(db, { settings, launchTokenTtlSeconds: config.GAME_LAUNCH_TOKEN_TTL_SECONDS }),
    gameLists: createGameListsService(db),
    winnersList: createWinnersListService(db),
    catalogAdmin: createCatalogAdminService(db, audit, { invalidate: vendorsChanged }),
    content: createContentService(db, settings, system),
    contentAdmin: createContentAdminService(db, audit, settings),
    contentPages: createContentPageService(db, settings),
    promotionCategories: createPromotionCategoryService(db, settings),
    uploads: createUploadService(db, audit, config.UPLOAD_DIR),
    botCheck,
    envelope: createEnvelopeService(db),
    wallet: createWalletService(db, settings),
    protection: createProtectionService(db, { settings, sessions: accounts.memberSessions, audit }),
    vendorWallets,
    memberTransfers: createMemberTransferService(db, settings),
    records: createRecordsService(db, settings),
    creditReport: createCreditReportService(db, settings),
    bettingRecords: createBettingRecordsService(db, settings),
    notices: createNoticesService(db),
    inbox: createInboxService(db, settings),
    inboxAdmin: createInboxAdminService(db, { audit, settings }),
    promotions: createPromotionsService(db, { settings, timeZone: config.BUSINESS_TIME_ZONE }),
    promotionApplications: createApplyService(db, { settings, timeZone: config.BUSINESS_TIME_ZONE }),
    promotionClaimsReview: createClaimsReviewService(db, { audit, settings }),
    promotionRulesAdmin: createPromotionRulesAdminService(db, audit),
    promotionCostReport,
    loyaltyCostReport: createLoyaltyCostReportService(db, { timeZone: config.BUSINESS_TIME_ZONE, promotionCost: promotionCostReport }),
    wageringAdmin: createWageringAdminService(db, audit),
    pointsMall: createPointsMallService(db, settings),
    referral: createReferralService(db),
    referralRewards,
    referralAdmin: createReferralAdminService(db, { audit, rewards: referralRewards }),
    pointsMallAdmin: createPointsMallAdminService(db, { audit, settings }),
    gameWallet,
    bgs: createBgsServices(db, {
      settings,
      gameWallet,
      bus: cluster.bus,
      crash: {
        autoStart: config.BGS_CRASH_LOOP ?? config.NODE_ENV !== 'test',
        bettingMs: config.BGS_CRASH_BETTING_MS,
        pauseMs: config.BGS_CRASH_PAUSE_MS,
        growthPerMs: config.BGS_CRASH_GROWTH_PER_MS,
      },
    }),
    // The in-house lottery: slips debited through the same game wallet, draws settled and paid set-based.
    lottery: createLotteryServices(db, {
      settings,
      wallet: gameWallet,
      audit,
      simulatedResults: config.LOTTERY_SIMULATED_RESULTS ?? config.NODE_ENV !== 'production',
      tickSeconds: config.LOTTERY_TICK_SECONDS,
      jobs,
    }),
    // Back-office cashier tools: manual adjustments, a member's wallet and ledger, the member look-up, reconciliation, currency limits.
    adjustments: createAdjustmentsService(db, audit, settings),
    memberWallet: createMemberWalletService(db, settings),
    membersAdmin: createMembersAdminService(db, settings),
    memberPromotionProfiles: createMemberPromotionProfileService(db, audit),
    reconciliation: createReconciliationService(db, audit),
    ledgerWatch,
    currencyLimits: createCurrencyLimitsService(db, audit, settings),
    agentTeam: createAgentTeamService(db, settings),
    accountFreeze,
    agentSettlement,
    agentContracts,
    agentCentre: createAgentCentreServices(db, { settings, openedAccounts: accounts.agentOpenedAccounts, businessTimeZone: config.BUSINESS_TIME_ZONE }),
    // Back office for agents: every action goes through the contract, settlement and freeze services, which keep the rules.
    agentTree: createAgentTreeService(db, settings, accountFreeze, {
      businessTimeZone: config.BUSINESS_TIME_ZONE,
      settlementClockOffsetMinutes: config.AGENT_SETTLEMENT_CLOCK_OFFSET_MINUTES,
    }),
    contractOversight: createContractOversightService(db, agentContracts),
    settlementRuns: createSettlementRunsService(db, audit, agentSettlement),
    // Cashback and rebate runs: a scheduler (leased, catch-up) and the back office's hold, release and re-run.
    promotionRuns: createPromotionRunsService(db, {
      settings,
      audit,
      businessTimeZone: config.BUSINESS_TIME_ZONE,
      tickSeconds: config.PROMOTION_RUNS_TICK_SECONDS,
      jobs,
    }),
    // VIP levels: the member's page, the staff editor, and the leased run (upgrades, period closes, bonuses).
    vip: createVipService(db, { settings, timeZone: config.BUSINESS_TIME_ZONE }),
    vipAdmin: createVipAdminService(db, { audit }),
    vipRuns: createVipRunsService(db, { settings, audit, businessTimeZone: config.BUSINESS_TIME_ZONE, tickSeconds: config.VIP_RUNS_TICK_SECONDS, jobs }),
    vendorAdmin: createVendorAdminService(db, audit, { secretGraceMinutes: config.VENDOR_SECRET_GRACE_MINUTES, onVendorChanged: [vendorsChanged] }),
    roundExplorer: createRoundExplorerService(db),
    ggrReport: createGgrReportService(db, { timeZone: config.BUSINESS_TIME_ZONE }),
    // Prize wheel and red-envelope rains: money through issueBonus, points through postPoints, tickets through their own journal.
    wheel: createWheelService(db, { settings }),
    wheelAdmin: createWheelAdminService(db, audit),
    envelopes: createEnvelopesService(db),
    envelopesAdmin: createEnvelopesAdminService(db, { audit, settings }),
    // Live chat: the feature fills the bus slot with its instance's bus (LISTEN/NOTIFY or in-process).
    liveChatBus,
    liveChat: createLiveChatService(db, {
      bus: liveChatBus,
      images: createChatImageStore(config.UPLOAD_DIR),
      audit,
      members: createMemberWalletService(db, settings),
      botCheck,
    }),
    // Feedback from the footer and the staff inbox; affiliate applications and their approval.
    feedback: createFeedbackService(db, { botCheck }),
    feedbackAdmin: createFeedbackAdminService(db, { audit }),
    affiliate: createAffiliateService(db),
    affiliateAdmin: createAffiliateAdminService(db, { audit, settings }),
    ...accounts,
    ...createPointsServices(db, {
      audit,
      tickSeconds: config.LOYALTY_ACCRUAL_TICK_SECONDS,
      lookbackHours: config.LOYALTY_ACCRUAL_LOOKBACK_HOURS,
      jobs,
      // The points details show a redemption's status now, not the one it had when the points left.
      redemptionStatuses: (memberId, ids) => redemptionStatusesOf(db, memberId, ids),
    }),
    ...createMissionServices(db, { settings, audit, timeZone: config.BUSINESS_TIME_ZONE }),
    ...createLeaderboardServices(db, { settings, audit, timeZone: config.BUSINESS_TIME_ZONE, tickSeconds: config.PROMOTION_RUNS_TICK_SECONDS, jobs }),
    ...payments,
    ...createWithdrawalServices(db, config, { settings, audit, providers: payments.paymentProviders, mailer: messaging, verification, jobs }),
  };
};

export type Services = ReturnType<typeof createServices>;
