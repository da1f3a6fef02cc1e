import { createRootRoute, createRoute, createRouter, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { RootLayout } from '../layout/root-layout';
import { openRealAccountDialog } from '../../features/account/components/session/real-account-gate';
import { readFlags } from '../../features/account/components/session/session-store';
import { agentHomeRedirect, blockedForTrial, memberPagePaths, redirectFor } from './route-rules';
import { readSessionToken } from '../../features/account/components/session/session-token';
import { bgsPlaySearch, bgsVerifySearch } from '../../features/bgs/components/bgs-search';
import { gamePageSearch } from '../../features/games/components/game-page-search';
import { lotteryLobbySearch, lotteryVerifySearch } from '../../features/lottery/components/lottery-search';
import { afterNavigation } from './after-navigation';
import { NotFoundPage } from './not-found-page';

const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  // A visitor without a session token who opens a login-required route goes to /login.
  beforeLoad: ({ location }) => {
    if (agentHomeRedirect(location.pathname, readSessionToken() !== null, readFlags().isAgent)) throw redirect({ to: '/agent', replace: true });
    const target = redirectFor(location.pathname, readSessionToken() !== null);
    if (target) throw redirect({ to: target, replace: true });
    // A trial member stays where they were (home on a direct visit) and is told a real account is needed.
    if (blockedForTrial(location.pathname, readFlags().isTrial)) {
      openRealAccountDialog();
      const here = router.state.resolvedLocation;
      if (here && here.pathname !== location.pathname && !blockedForTrial(here.pathname, true)) throw redirect({ href: here.href, replace: true });
      throw redirect({ to: '/', replace: true });
    }
  },
});

const home = lazyRouteComponent(() => import('../../features/home/pages/home-page'), 'HomePage');
const gameList = lazyRouteComponent(() => import('../../features/games/pages/game-list-page'), 'GameListPage');
const gameCentre = lazyRouteComponent(() => import('../../features/games/pages/game-centre-page'), 'GameCentrePage');
const soon = lazyRouteComponent(() => import('../../features/games/pages/soon-page'), 'SoonPage');

const page = <P extends string>(path: P, component: typeof home) => createRoute({ getParentRoute: () => rootRoute, path, component });

type VendorSearch = { vassalage?: string };
const vendorSearch = (search: Record<string, unknown>): VendorSearch =>
  typeof search.vassalage === 'string' && search.vassalage !== '' ? { vassalage: search.vassalage } : {};

const listRoute = (path: '/live' | '/fish' | '/rng' | '/pvp' | '/bgs') =>
  createRoute({ getParentRoute: () => rootRoute, path, component: gameList, validateSearch: vendorSearch });

const centreRoute = (path: '/sports' | '/esports' | '/lott' | '/elott' | '/cockfight') =>
  createRoute({ getParentRoute: () => rootRoute, path, component: gameCentre });

const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  component: home,
  // The referral code as `referralCode` and the invitation code as `affiliateCode` or its short form `code`.
  validateSearch: (search: Record<string, unknown>): { referralCode?: string; affiliateCode?: string; code?: string } => {
    const kept: { referralCode?: string; affiliateCode?: string; code?: string } = {};
    for (const name of ['referralCode', 'affiliateCode', 'code'] as const) {
      const value = search[name];
      if (typeof value === 'string' || typeof value === 'number') kept[name] = String(value);
    }
    return kept;
  },
});

/** /forgotPassword and /resetPassword?token= open their popup over the home page, like /login. */
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/resetPassword',
  component: home,
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token } : {}),
});

/** /socialCallback#id_token=…&state=…: the provider's answer, handled in a popup over the home page. */
const socialCallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: '/socialCallback', component: home });

const memberRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/member',
  component: lazyRouteComponent(() => import('../../features/account/pages/member-page'), 'MemberPage'),
  validateSearch: (search: Record<string, unknown>): { page: string } => ({
    page: typeof search.page === 'string' && search.page ? search.page : 'securityCenter',
  }),
});

/** /transferFund and the other player centre pages by their own path open the member centre on that page. */
const memberAlias = (path: (typeof memberPagePaths)[number]) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: () => {
      throw redirect({ to: '/member', search: { page: path.slice(1) }, replace: true });
    },
  });

/** The lottery lobby of each prize mode (and its lower-case aliases); `?gameCode=` opens that game's betting page. */
const lotteryLobby = lazyRouteComponent(() => import('../../features/lottery/pages/lottery-lobby-page'), 'LotteryLobbyPage');
const lotteryRoute = <P extends string>(path: P) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: lotteryLobby, validateSearch: lotteryLobbySearch });
const lotteryBoardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/lottery/board',
  component: lazyRouteComponent(() => import('../../features/lottery/pages/lottery-board-page'), 'LotteryBoardPage'),
});
const lotteryVerifyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/lottery/verify',
  component: lazyRouteComponent(() => import('../../features/lottery/pages/lottery-verify-page'), 'LotteryVerifyPage'),
  validateSearch: lotteryVerifySearch,
});

/** In-house games (bgs): each screen is its own chunk. */
const bgsPlayRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/bgs/play/$engine',
  component: lazyRouteComponent(() => import('../../features/bgs/pages/bgs-play-page'), 'BgsPlayPage'),
  validateSearch: bgsPlaySearch,
});
const bgsVerifyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/bgs/verify',
  component: lazyRouteComponent(() => import('../../features/bgs/pages/bgs-verify-page'), 'BgsVerifyPage'),
  validateSearch: bgsVerifySearch,
});

/** The app download page: the QR codes of the download resources name the platform whose guide comes first. */
const downloadRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/download',
  component: lazyRouteComponent(() => import('../../features/download/pages/download-page'), 'DownloadPage'),
  validateSearch: (search: Record<string, unknown>): { platform?: 'ios' | 'android' } =>
    search.platform === 'ios' || search.platform === 'android' ? { platform: search.platform } : {},
});

/** A vendor game full width (real money, or fun money with ?mode=demo). */
const gameRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/game/$vendor/$gameCode',
  component: lazyRouteComponent(() => import('../../features/games/pages/game-page'), 'GamePage'),
  validateSearch: gamePageSearch,
});

const routeTree = rootRoute.addChildren([
  page('/', home),
  page('/index', home),
  page('/index.html', home),
  page('/home', home),
  page('/login', home),
  registerRoute,
  page('/forgotPassword', home),
  resetPasswordRoute,
  socialCallbackRoute,
  page(
    '/agent',
    lazyRouteComponent(() => import('../../features/agent/pages/agent-page'), 'AgentPage'),
  ),
  page(
    '/agentHome',
    lazyRouteComponent(() => import('../../features/agent/pages/agent-page'), 'AgentHomePage'),
  ),
  page(
    '/agentHome/$pageName',
    lazyRouteComponent(() => import('../../features/agent/pages/agent-page'), 'AgentHomePage'),
  ),
  memberRoute,
  ...memberPagePaths.map(memberAlias),
  page(
    '/help',
    lazyRouteComponent(() => import('../../features/content/pages/help-page'), 'HelpPage'),
  ),
  page(
    '/promotions',
    lazyRouteComponent(() => import('../../features/content/pages/promotions-page'), 'PromotionsPage'),
  ),
  // Content pages: blog and news lists and entries, and the single pages staff write in the back office.
  page(
    '/blog',
    lazyRouteComponent(() => import('../../features/pages/pages/page-list-page'), 'BlogPage'),
  ),
  page(
    '/blog/$slug',
    lazyRouteComponent(() => import('../../features/pages/pages/page-detail-page'), 'BlogPostPage'),
  ),
  page(
    '/news',
    lazyRouteComponent(() => import('../../features/pages/pages/page-list-page'), 'NewsPage'),
  ),
  page(
    '/news/$slug',
    lazyRouteComponent(() => import('../../features/pages/pages/page-detail-page'), 'NewsItemPage'),
  ),
  page(
    '/about',
    lazyRouteComponent(() => import('../../features/pages/pages/page-detail-page'), 'AboutPage'),
  ),
  page(
    '/responsible-gaming',
    lazyRouteComponent(() => import('../../features/pages/pages/page-detail-page'), 'ResponsibleGamingInfoPage'),
  ),
  page(
    '/licences',
    lazyRouteComponent(() => import('../../features/pages/pages/page-detail-page'), 'LicencesPage'),
  ),
  page(
    '/affiliate',
    lazyRouteComponent(() => import('../../features/affiliate/pages/affiliate-page'), 'AffiliatePage'),
  ),
  page(
    '/pointMall',
    lazyRouteComponent(() => import('../../features/points-mall/pages/points-mall-page'), 'PointsMallPage'),
  ),
  page(
    '/pointMall/goods/$goodsId',
    lazyRouteComponent(() => import('../../features/points-mall/pages/goods-detail-page'), 'GoodsDetailPage'),
  ),
  page(
    '/pointMall/records',
    lazyRouteComponent(() => import('../../features/points-mall/pages/redeem-records-page'), 'RedeemRecordsPage'),
  ),
  page(
    '/pointMall/points',
    lazyRouteComponent(() => import('../../features/points/pages/current-points-page'), 'CurrentPointsPage'),
  ),
  page(
    '/pointMall/details',
    lazyRouteComponent(() => import('../../features/points/pages/points-details-page'), 'PointsDetailsPage'),
  ),
  page(
    '/pointMall/rules',
    lazyRouteComponent(() => import('../../features/points/pages/points-rules-page'), 'PointsRulesPage'),
  ),
  page(
    '/chat',
    lazyRouteComponent(() => import('../../features/chat/pages/chat-page'), 'ChatPage'),
  ),
  page('/seamless', soon),
  page(
    '/wheel',
    lazyRouteComponent(() => import('../../features/wheel/pages/wheel-page'), 'WheelPage'),
  ),
  page(
    '/redEnvelope',
    lazyRouteComponent(() => import('../../features/envelopes/pages/red-envelope-page'), 'RedEnvelopePage'),
  ),
  page(
    '/hot',
    lazyRouteComponent(() => import('../../features/games/pages/hot-page'), 'HotPage'),
  ),
  downloadRoute,
  page(
    '/winners',
    lazyRouteComponent(() => import('../../features/winners/pages/winners-page'), 'WinnersPage'),
  ),
  page(
    '/creditReport',
    lazyRouteComponent(() => import('../../features/credit-report/pages/credit-report-page'), 'CreditReportPage'),
  ),
  centreRoute('/sports'),
  centreRoute('/esports'),
  centreRoute('/lott'),
  centreRoute('/elott'),
  centreRoute('/cockfight'),
  listRoute('/live'),
  listRoute('/fish'),
  listRoute('/rng'),
  listRoute('/pvp'),
  listRoute('/bgs'),
  bgsPlayRoute,
  bgsVerifyRoute,
  page(
    '/favorite',
    lazyRouteComponent(() => import('../../features/games/pages/favorite-page'), 'FavoritePage'),
  ),
  page(
    '/recent',
    lazyRouteComponent(() => import('../../features/games/pages/recent-page'), 'RecentPage'),
  ),
  gameRoute,
  lotteryRoute('/lottery'),
  lotteryRoute('/seaLottery'),
  lotteryRoute('/vnLottery'),
  lotteryRoute('/lottert'),
  lotteryRoute('/vnlottery'),
  lotteryRoute('/sealottery'),
  lotteryBoardRoute,
  lotteryVerifyRoute,
]);

export const router = createRouter({ routeTree, defaultPreload: 'intent' });

afterNavigation(router);

declare module '@tanstack/react-router' {
  // Module augmentation only works with an interface; this is how TanStack Router types links.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    router: typeof router;
  }
}
