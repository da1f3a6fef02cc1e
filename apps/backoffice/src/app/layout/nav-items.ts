import type { StaffRole } from '@gp/contracts';
import { canUseVip } from '../../features/vip/vip-permissions';
import { vipTestIds } from '../../features/vip/vip-test-ids';
import { canReadAgentTree, canReadAgentContracts, canUseSettlementRuns } from '../../features/agents/agents-permissions';
import { agentsTestIds } from '../../features/agents/agents-test-ids';
import { canUsePromotionRuns } from '../../features/promotion-runs/promotion-runs-permissions';
import { promotionRunsTestIds } from '../../features/promotion-runs/promotion-runs-test-ids';
import { dashboardTestIds } from '../../features/dashboard/dashboard-test-ids';
import { canExploreRounds, canManageGameVendors, canReadGgr } from '../../features/games/games-permissions';
import { gamesTestIds } from '../../features/games/games-test-ids';
import { canReadPromotionCost } from '../../features/promotions/promotions-admin-permissions';
import { promotionsAdminTestIds } from '../../features/promotions/promotions-admin-test-ids';
import { canReviewClaims } from '../../features/promotion-claims/promotion-claims-permissions';
import { promotionClaimsTestIds } from '../../features/promotion-claims/promotion-claims-test-ids';
import { testIds } from '../../shared/test-ids';
import { canEditCatalog, canEditContent, canLookUpMembers, canReadAudit, canReadOutbox, canReadSettings, canUseCashier } from '../session/permissions';
import { canReadLoyaltyCost } from '../../features/loyalty-cost/loyalty-cost-permissions';
import { loyaltyCostTestIds } from '../../features/loyalty-cost/loyalty-cost-test-ids';
import { canEditMissions } from '../../features/missions/missions-permissions';
import { missionsTestIds } from '../../features/missions/missions-test-ids';
import { canEditPointRates } from '../../features/loyalty-points/loyalty-points-permissions';
import { loyaltyPointsTestIds } from '../../features/loyalty-points/loyalty-points-test-ids';
import { canUsePointsMall } from '../../features/points-mall/points-mall-permissions';
import { pointsMallTestIds } from '../../features/points-mall/points-mall-test-ids';
import { canReadReferral } from '../../features/referral/referral-permissions';
import { referralTestIds } from '../../features/referral/referral-test-ids';
import { canUseWheel } from '../../features/wheel/wheel-permissions';
import { wheelTestIds } from '../../features/wheel/wheel-test-ids';
import { canUseEnvelopes } from '../../features/envelopes/envelopes-permissions';
import { envelopesTestIds } from '../../features/envelopes/envelopes-test-ids';
import { canSendInboxMessages } from '../../features/inbox/inbox-permissions';
import { inboxTestIds } from '../../features/inbox/inbox-test-ids';
import { canWorkFeedback } from '../../features/feedback/feedback-permissions';
import { feedbackTestIds } from '../../features/feedback/feedback-test-ids';
import { canDecideAffiliates } from '../../features/affiliate/affiliate-permissions';
import { canUseChat } from '../../features/chat/chat-permissions';
import { chatTestIds } from '../../features/chat/chat-test-ids';
import { affiliateTestIds } from '../../features/affiliate/affiliate-test-ids';
import { canUseLottery } from '../../features/lottery/lottery-permissions';
import { lotteryTestIds } from '../../features/lottery/lottery-test-ids';

type NavPath =
  | '/dashboard'
  | '/status'
  | '/region'
  | '/merchant'
  | '/whitelabel'
  | '/register'
  | '/site'
  | '/account-security'
  | '/social'
  | '/audit'
  | '/content/banners'
  | '/content/notices'
  | '/content/announcements'
  | '/content/promotions'
  | '/content/promotion-categories'
  | '/content/resources'
  | '/content/customer-service'
  | '/content/help'
  | '/content/pages'
  | '/catalog/vendors'
  | '/catalog/games'
  | '/outbox'
  | '/cashier/settings'
  | '/cashier/payment-methods'
  | '/cashier/deposits'
  | '/cashier/withdrawals'
  | '/cashier/disputes'
  | '/cashier/adjustments'
  | '/cashier/members'
  | '/cashier/reconciliation'
  | '/games/vendors'
  | '/games/rounds'
  | '/games/ggr'
  | '/games/adjust-shortfalls'
  | '/promotions/cost'
  | '/agents/tree'
  | '/agents/contracts'
  | '/agents/settlements'
  | '/promotions/runs'
  | '/agents/settings'
  | '/promotions/claims'
  | '/promotions/settings'
  | '/promotions/referral'
  | '/loyalty/points-mall'
  | '/loyalty/cost'
  | '/loyalty/missions'
  | '/loyalty/leaderboards'
  | '/loyalty/point-rates'
  | '/loyalty/vip'
  | '/loyalty/wheel'
  | '/loyalty/envelopes'
  | '/support/inbox'
  | '/support/feedback'
  | '/support/chat'
  | '/agents/applications'
  | '/lottery/games'
  | '/lottery/draws'
  | '/lottery/report';

export type NavSection = 'home' | 'settings' | 'cashier' | 'content' | 'catalog' | 'games' | 'agents' | 'promotions' | 'loyalty' | 'support';

type NavItem = { to: NavPath; labelKey: string; testId: string; section: NavSection; visible: (roles: readonly StaffRole[]) => boolean };

/** The staff menu in order; an entry shows only to roles that may open its screen. */
const navItems: NavItem[] = [
  // First, so it is every role's start page: each role sees the figures its other screens show.
  { to: '/dashboard', labelKey: 'nav.dashboard', section: 'home', testId: dashboardTestIds.nav, visible: (roles) => roles.length > 0 },
  { to: '/status', labelKey: 'nav.status', section: 'settings', testId: testIds.nav.status, visible: canReadSettings },
  { to: '/region', labelKey: 'nav.region', section: 'settings', testId: testIds.nav.region, visible: canReadSettings },
  { to: '/merchant', labelKey: 'nav.merchant', section: 'settings', testId: testIds.nav.merchant, visible: canReadSettings },
  { to: '/whitelabel', labelKey: 'nav.whitelabel', section: 'settings', testId: testIds.nav.whitelabel, visible: canReadSettings },
  { to: '/register', labelKey: 'nav.register', section: 'settings', testId: testIds.nav.register, visible: canReadSettings },
  { to: '/site', labelKey: 'nav.site', section: 'settings', testId: testIds.nav.site, visible: canReadSettings },
  { to: '/account-security', labelKey: 'nav.accountSecurity', section: 'settings', testId: testIds.nav.accountSecurity, visible: canReadSettings },
  { to: '/social', labelKey: 'nav.social', section: 'settings', testId: testIds.nav.social, visible: canReadSettings },
  { to: '/audit', labelKey: 'nav.audit', section: 'settings', testId: testIds.nav.audit, visible: canReadAudit },
  { to: '/content/banners', labelKey: 'nav.banners', section: 'content', testId: testIds.nav.banners, visible: canEditContent },
  { to: '/content/notices', labelKey: 'nav.notices', section: 'content', testId: testIds.nav.notices, visible: canEditContent },
  { to: '/content/announcements', labelKey: 'nav.announcements', section: 'content', testId: testIds.nav.announcements, visible: canEditContent },
  { to: '/content/promotions', labelKey: 'nav.promotions', section: 'content', testId: testIds.nav.promotions, visible: canEditContent },
  {
    to: '/content/promotion-categories',
    labelKey: 'nav.promotionCategories',
    section: 'content',
    testId: testIds.nav.promotionCategories,
    visible: canEditContent,
  },
  { to: '/content/resources', labelKey: 'nav.resources', section: 'content', testId: testIds.nav.resources, visible: canEditContent },
  { to: '/content/customer-service', labelKey: 'nav.customerService', section: 'content', testId: testIds.nav.customerService, visible: canEditContent },
  { to: '/content/help', labelKey: 'nav.helpArticles', section: 'content', testId: testIds.nav.helpArticles, visible: canEditContent },
  { to: '/content/pages', labelKey: 'nav.contentPages', section: 'content', testId: testIds.nav.contentPages, visible: canEditContent },
  { to: '/catalog/vendors', labelKey: 'nav.vendors', section: 'catalog', testId: testIds.nav.vendors, visible: canEditCatalog },
  { to: '/catalog/games', labelKey: 'nav.games', section: 'catalog', testId: testIds.nav.games, visible: canEditCatalog },
  { to: '/outbox', labelKey: 'nav.outbox', section: 'support', testId: testIds.nav.outbox, visible: canReadOutbox },
  { to: '/cashier/deposits', labelKey: 'nav.deposits', section: 'cashier', testId: testIds.nav.deposits, visible: canUseCashier },
  { to: '/cashier/withdrawals', labelKey: 'nav.withdrawals', section: 'cashier', testId: testIds.nav.withdrawals, visible: canUseCashier },
  { to: '/cashier/disputes', labelKey: 'nav.disputes', section: 'cashier', testId: testIds.nav.disputes, visible: canUseCashier },
  { to: '/cashier/adjustments', labelKey: 'nav.adjustments', section: 'cashier', testId: testIds.nav.adjustments, visible: canUseCashier },
  { to: '/cashier/members', labelKey: 'nav.memberWallet', section: 'cashier', testId: testIds.nav.memberWallet, visible: canLookUpMembers },
  { to: '/cashier/reconciliation', labelKey: 'nav.reconciliation', section: 'cashier', testId: testIds.nav.reconciliation, visible: canUseCashier },
  { to: '/cashier/payment-methods', labelKey: 'nav.paymentMethods', section: 'cashier', testId: testIds.nav.paymentMethods, visible: canUseCashier },
  {
    to: '/cashier/settings',
    labelKey: 'nav.cashierSettings',
    section: 'cashier',
    testId: testIds.nav.cashierSettings,
    visible: (roles) => canReadSettings(roles, 'cashier'),
  },
  // Last, so each role's start page (the first item it may open) stays what it was.
  { to: '/games/vendors', labelKey: 'nav.gameVendors', section: 'games', testId: gamesTestIds.nav.vendors, visible: canManageGameVendors },
  { to: '/games/rounds', labelKey: 'nav.gameRounds', section: 'games', testId: gamesTestIds.nav.rounds, visible: canExploreRounds },
  { to: '/games/ggr', labelKey: 'nav.gameGgr', section: 'games', testId: gamesTestIds.nav.ggr, visible: canReadGgr },
  {
    to: '/games/adjust-shortfalls',
    labelKey: 'nav.gameAdjustShortfalls',
    section: 'games',
    testId: gamesTestIds.nav.shortfalls,
    visible: canExploreRounds,
  },
  { to: '/promotions/cost', labelKey: 'nav.promotionCost', section: 'games', testId: promotionsAdminTestIds.nav.cost, visible: canReadPromotionCost },
  { to: '/lottery/games', labelKey: 'lottery.nav.games', section: 'games', testId: lotteryTestIds.nav.games, visible: canUseLottery },
  { to: '/lottery/draws', labelKey: 'lottery.nav.draws', section: 'games', testId: lotteryTestIds.nav.draws, visible: canUseLottery },
  { to: '/lottery/report', labelKey: 'lottery.nav.report', section: 'games', testId: lotteryTestIds.nav.report, visible: canUseLottery },
  { to: '/agents/tree', labelKey: 'nav.agentTree', section: 'agents', testId: agentsTestIds.nav.tree, visible: canReadAgentTree },
  { to: '/agents/contracts', labelKey: 'nav.agentContracts', section: 'agents', testId: agentsTestIds.nav.contracts, visible: canReadAgentContracts },
  { to: '/agents/settlements', labelKey: 'nav.agentSettlements', section: 'agents', testId: agentsTestIds.nav.settlements, visible: canUseSettlementRuns },
  { to: '/promotions/runs', labelKey: 'nav.promotionRuns', section: 'promotions', testId: promotionRunsTestIds.nav, visible: canUsePromotionRuns },
  { to: '/agents/settings', labelKey: 'nav.agentSettings', section: 'agents', testId: 'nav-agent-settings', visible: canReadSettings },
  { to: '/promotions/claims', labelKey: 'nav.promotionClaims', section: 'promotions', testId: promotionClaimsTestIds.nav.claims, visible: canReviewClaims },
  {
    to: '/promotions/settings',
    labelKey: 'nav.promotionSettings',
    section: 'promotions',
    testId: promotionClaimsTestIds.nav.settings,
    visible: (roles) => canReadSettings(roles, 'promotions'),
  },
  { to: '/promotions/referral', labelKey: 'nav.referral', section: 'promotions', testId: referralTestIds.nav, visible: canReadReferral },
  { to: '/loyalty/cost', labelKey: 'nav.loyaltyCost', section: 'loyalty', testId: loyaltyCostTestIds.nav, visible: canReadLoyaltyCost },
  { to: '/loyalty/missions', labelKey: 'nav.missions', section: 'loyalty', testId: missionsTestIds.navMissions, visible: canEditMissions },
  { to: '/loyalty/leaderboards', labelKey: 'nav.leaderboards', section: 'loyalty', testId: missionsTestIds.navBoards, visible: canEditMissions },
  { to: '/loyalty/point-rates', labelKey: 'nav.pointRates', section: 'loyalty', testId: loyaltyPointsTestIds.nav, visible: canEditPointRates },
  { to: '/loyalty/points-mall', labelKey: 'nav.pointsMall', section: 'loyalty', testId: pointsMallTestIds.nav, visible: canUsePointsMall },
  { to: '/loyalty/vip', labelKey: 'nav.vip', section: 'loyalty', testId: vipTestIds.nav, visible: canUseVip },
  { to: '/loyalty/wheel', labelKey: 'nav.wheel', section: 'loyalty', testId: wheelTestIds.nav, visible: canUseWheel },
  { to: '/loyalty/envelopes', labelKey: 'nav.envelopes', section: 'loyalty', testId: envelopesTestIds.nav, visible: canUseEnvelopes },
  { to: '/support/inbox', labelKey: 'nav.inbox', section: 'support', testId: inboxTestIds.nav, visible: canSendInboxMessages },
  { to: '/support/feedback', labelKey: 'nav.feedback', section: 'support', testId: feedbackTestIds.nav, visible: canWorkFeedback },
  { to: '/support/chat', labelKey: 'nav.liveChat', section: 'support', testId: chatTestIds.nav, visible: canUseChat },
  { to: '/agents/applications', labelKey: 'nav.affiliateApplications', section: 'agents', testId: affiliateTestIds.nav, visible: canDecideAffiliates },
];

export const visibleNavItems = (roles: readonly StaffRole[]) => navItems.filter((item) => item.visible(roles));
