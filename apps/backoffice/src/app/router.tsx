import { createRootRoute, createRoute, createRouter, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { readToken } from '../shared/http/token-store';
import { AppLayout } from './layout/app-layout';
import { HomeRedirect } from './pages/home-redirect';
import { NotFoundPage } from './pages/not-found-page';

// Screens load on first visit, so signing in does not wait for every form and the QR encoder.
const SignInPage = lazyRouteComponent(() => import('../features/staff/pages/sign-in/sign-in-page'), 'SignInPage');
const ChangePasswordPage = lazyRouteComponent(() => import('../features/staff/pages/change-password/change-password-page'), 'ChangePasswordPage');
const DashboardPage = lazyRouteComponent(() => import('../features/dashboard/pages/dashboard-page'), 'DashboardPage');
const StatusPage = lazyRouteComponent(() => import('../features/status/pages/status/status-page'), 'StatusPage');
const RegionPage = lazyRouteComponent(() => import('../features/settings/pages/region/region-page'), 'RegionPage');
const MerchantPage = lazyRouteComponent(() => import('../features/settings/pages/merchant/merchant-page'), 'MerchantPage');
const WhitelabelPage = lazyRouteComponent(() => import('../features/settings/pages/whitelabel/whitelabel-page'), 'WhitelabelPage');
const RegisterPage = lazyRouteComponent(() => import('../features/settings/pages/register/register-page'), 'RegisterPage');
const SitePage = lazyRouteComponent(() => import('../features/settings/pages/site/site-page'), 'SitePage');
const AccountSecurityPage = lazyRouteComponent(() => import('../features/staff/pages/account-security/account-security-page'), 'AccountSecurityPage');
const SocialPage = lazyRouteComponent(() => import('../features/settings/pages/social/social-page'), 'SocialPage');
const AuditPage = lazyRouteComponent(() => import('../features/audit/pages/audit/audit-page'), 'AuditPage');
const BannersPage = lazyRouteComponent(() => import('../features/content/pages/banners/banners-page'), 'BannersPage');
const NoticesPage = lazyRouteComponent(() => import('../features/content/pages/entities/content-page'), 'NoticesPage');
const AnnouncementsPage = lazyRouteComponent(() => import('../features/content/pages/entities/content-page'), 'AnnouncementsPage');
const PromotionsPage = lazyRouteComponent(() => import('../features/content/pages/entities/content-page'), 'PromotionsPage');
const PromotionCategoriesPage = lazyRouteComponent(() => import('../features/content/pages/entities/content-page'), 'PromotionCategoriesPage');
const ResourcesPage = lazyRouteComponent(() => import('../features/content/pages/entities/content-page'), 'ResourcesPage');
const CustomerServicePage = lazyRouteComponent(() => import('../features/content/pages/entities/content-page'), 'CustomerServicePage');
const HelpArticlesPage = lazyRouteComponent(() => import('../features/content/pages/entities/content-page'), 'HelpArticlesPage');
const ContentPagesPage = lazyRouteComponent(() => import('../features/content/pages/entities/content-page'), 'ContentPagesPage');
const VendorsPage = lazyRouteComponent(() => import('../features/games/pages/catalog/vendors-page'), 'VendorsPage');
const GamesPage = lazyRouteComponent(() => import('../features/games/pages/catalog/games-page'), 'GamesPage');
const OutboxPage = lazyRouteComponent(() => import('../features/outbox/pages/outbox/outbox-page'), 'OutboxPage');
const CashierSettingsPage = lazyRouteComponent(() => import('../features/cashier/pages/cashier-settings/cashier-settings-page'), 'CashierSettingsPage');
const PaymentMethodsPage = lazyRouteComponent(() => import('../features/cashier/pages/payment-methods/payment-methods-page'), 'PaymentMethodsPage');
const DepositsPage = lazyRouteComponent(() => import('../features/cashier/pages/deposits/deposits-page'), 'DepositsPage');
const WithdrawalsPage = lazyRouteComponent(() => import('../features/cashier/pages/withdrawals/withdrawals-page'), 'WithdrawalsPage');
const DisputesPage = lazyRouteComponent(() => import('../features/cashier/pages/disputes/disputes-page'), 'DisputesPage');
const AdjustmentsPage = lazyRouteComponent(() => import('../features/cashier/pages/adjustments/adjustments-page'), 'AdjustmentsPage');
const MemberWalletPage = lazyRouteComponent(() => import('../features/cashier/pages/member-wallet/member-wallet-page'), 'MemberWalletPage');
const ReconciliationPage = lazyRouteComponent(() => import('../features/cashier/pages/reconciliation/reconciliation-page'), 'ReconciliationPage');
const GameVendorsPage = lazyRouteComponent(() => import('../features/games/pages/vendors/game-vendors-page'), 'GameVendorsPage');
const RoundExplorerPage = lazyRouteComponent(() => import('../features/games/pages/rounds/round-explorer-page'), 'RoundExplorerPage');
const GgrPage = lazyRouteComponent(() => import('../features/games/pages/ggr/ggr-page'), 'GgrPage');
const AdjustShortfallsPage = lazyRouteComponent(() => import('../features/games/pages/shortfalls/adjust-shortfalls-page'), 'AdjustShortfallsPage');
const PromotionCostPage = lazyRouteComponent(() => import('../features/promotions/cost/promotion-cost-page'), 'PromotionCostPage');
const VipPage = lazyRouteComponent(() => import('../features/vip/pages/vip-page'), 'VipPage');
const LoyaltyCostPage = lazyRouteComponent(() => import('../features/loyalty-cost/pages/cost/loyalty-cost-page'), 'LoyaltyCostPage');
const MissionsAdminPage = lazyRouteComponent(() => import('../features/missions/pages/missions-admin-page'), 'MissionsAdminPage');
const BoardsAdminPage = lazyRouteComponent(() => import('../features/missions/pages/missions-admin-page'), 'BoardsAdminPage');
const PointRatesPage = lazyRouteComponent(() => import('../features/loyalty-points/pages/point-rates/point-rates-page'), 'PointRatesPage');
const PointsMallAdminPage = lazyRouteComponent(() => import('../features/points-mall/pages/points-mall-page'), 'PointsMallAdminPage');
const ReferralAdminPage = lazyRouteComponent(() => import('../features/referral/pages/referral-admin-page'), 'ReferralAdminPage');
const WheelAdminPage = lazyRouteComponent(() => import('../features/wheel/pages/wheel-page'), 'WheelAdminPage');
const EnvelopesAdminPage = lazyRouteComponent(() => import('../features/envelopes/pages/envelopes-page'), 'EnvelopesAdminPage');
const InboxAdminPage = lazyRouteComponent(() => import('../features/inbox/pages/inbox-page'), 'InboxAdminPage');
const FeedbackAdminPage = lazyRouteComponent(() => import('../features/feedback/pages/feedback-page'), 'FeedbackAdminPage');
const ChatConsolePage = lazyRouteComponent(() => import('../features/chat/pages/chat-console-page'), 'ChatConsolePage');
const AffiliateAdminPage = lazyRouteComponent(() => import('../features/affiliate/pages/affiliate-page'), 'AffiliateAdminPage');
const AgentTreePage = lazyRouteComponent(() => import('../features/agents/pages/tree/agent-tree-page'), 'AgentTreePage');
const AgentContractsPage = lazyRouteComponent(() => import('../features/agents/pages/contracts/contracts-page'), 'ContractsPage');
const SettlementRunsPage = lazyRouteComponent(() => import('../features/agents/pages/settlements/settlement-runs-page'), 'SettlementRunsPage');
const PromotionRunsPage = lazyRouteComponent(() => import('../features/promotion-runs/pages/runs/promotion-runs-page'), 'PromotionRunsPage');
const AgentSettingsPage = lazyRouteComponent(() => import('../features/agents/pages/settings/agent-settings-page'), 'AgentSettingsPage');
const PromotionClaimsPage = lazyRouteComponent(() => import('../features/promotion-claims/pages/claims/claims-page'), 'ClaimsPage');
const PromotionSettingsPage = lazyRouteComponent(() => import('../features/promotion-claims/pages/settings/promotion-settings-page'), 'PromotionSettingsPage');
const LotteryGamesPage = lazyRouteComponent(() => import('../features/lottery/pages/games/lottery-games-page'), 'LotteryGamesPage');
const LotteryDrawsPage = lazyRouteComponent(() => import('../features/lottery/pages/draws/lottery-draws-page'), 'LotteryDrawsPage');
const LotteryDrawPage = lazyRouteComponent(() => import('../features/lottery/pages/draw/lottery-draw-page'), 'LotteryDrawPage');
const LotteryReportPage = lazyRouteComponent(() => import('../features/lottery/pages/report/lottery-report-page'), 'LotteryReportPage');

type SignInSearch = { reason?: 'expired' };
type ChangePasswordSearch = { required?: true };

const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFoundPage });

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: (search: Record<string, unknown>): SignInSearch => (search.reason === 'expired' ? { reason: 'expired' } : {}),
  beforeLoad: () => {
    if (readToken()) throw redirect({ to: '/' });
  },
  component: SignInPage,
});

/** Outside the shell: a session with a temporary password can load nothing else (see the page). */
const changePasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/change-password',
  validateSearch: (search: Record<string, unknown>): ChangePasswordSearch => (search.required === true || search.required === 'true' ? { required: true } : {}),
  beforeLoad: () => {
    if (!readToken()) throw redirect({ to: '/sign-in' });
  },
  component: ChangePasswordPage,
});

/** Everything behind sign-in. Only the token's presence is checked here; the server judges its validity. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: () => {
    if (!readToken()) throw redirect({ to: '/sign-in' });
  },
  component: AppLayout,
});

const routeTree = rootRoute.addChildren([
  signInRoute,
  changePasswordRoute,
  appRoute.addChildren([
    createRoute({ getParentRoute: () => appRoute, path: '/', component: HomeRedirect }),
    createRoute({ getParentRoute: () => appRoute, path: '/dashboard', component: DashboardPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/status', component: StatusPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/region', component: RegionPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/merchant', component: MerchantPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/whitelabel', component: WhitelabelPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/register', component: RegisterPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/site', component: SitePage }),
    createRoute({ getParentRoute: () => appRoute, path: '/account-security', component: AccountSecurityPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/social', component: SocialPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/audit', component: AuditPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/content/banners', component: BannersPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/content/notices', component: NoticesPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/content/announcements', component: AnnouncementsPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/content/promotions', component: PromotionsPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/content/promotion-categories', component: PromotionCategoriesPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/content/resources', component: ResourcesPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/content/customer-service', component: CustomerServicePage }),
    createRoute({ getParentRoute: () => appRoute, path: '/content/help', component: HelpArticlesPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/content/pages', component: ContentPagesPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/catalog/vendors', component: VendorsPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/catalog/games', component: GamesPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/outbox', component: OutboxPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/cashier/settings', component: CashierSettingsPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/cashier/payment-methods', component: PaymentMethodsPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/cashier/deposits', component: DepositsPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/cashier/withdrawals', component: WithdrawalsPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/cashier/disputes', component: DisputesPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/cashier/adjustments', component: AdjustmentsPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/cashier/members', component: MemberWalletPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/cashier/reconciliation', component: ReconciliationPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/games/vendors', component: GameVendorsPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/games/rounds', component: RoundExplorerPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/games/ggr', component: GgrPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/games/adjust-shortfalls', component: AdjustShortfallsPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/promotions/cost', component: PromotionCostPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/loyalty/cost', component: LoyaltyCostPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/loyalty/missions', component: MissionsAdminPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/loyalty/leaderboards', component: BoardsAdminPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/loyalty/point-rates', component: PointRatesPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/loyalty/points-mall', component: PointsMallAdminPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/promotions/referral', component: ReferralAdminPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/loyalty/wheel', component: WheelAdminPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/loyalty/envelopes', component: EnvelopesAdminPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/support/inbox', component: InboxAdminPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/support/feedback', component: FeedbackAdminPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/support/chat', component: ChatConsolePage }),
    createRoute({ getParentRoute: () => appRoute, path: '/agents/applications', component: AffiliateAdminPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/loyalty/vip', component: VipPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/agents/tree', component: AgentTreePage }),
    createRoute({ getParentRoute: () => appRoute, path: '/agents/contracts', component: AgentContractsPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/agents/settlements', component: SettlementRunsPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/promotions/runs', component: PromotionRunsPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/agents/settings', component: AgentSettingsPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/promotions/claims', component: PromotionClaimsPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/promotions/settings', component: PromotionSettingsPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/lottery/games', component: LotteryGamesPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/lottery/draws', component: LotteryDrawsPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/lottery/draws/$drawId', component: LotteryDrawPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/lottery/report', component: LotteryReportPage }),
  ]),
]);

export const router = createRouter({
  routeTree,
  // Served under /backoffice/ by the API and by Vite (base in vite.config.ts).
  basepath: '/backoffice',
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  // Module augmentation must be an interface; this is how the router's types learn our route tree.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    router: typeof router;
  }
}
