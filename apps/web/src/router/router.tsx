import { createRootRoute, createRoute, createRouter, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { RootLayout } from '../layout/root-layout';
import { redirectFor } from '../routing/route-rules';
import { readSessionToken } from '../session/session-token';
import { afterNavigation } from './after-navigation';
import { NotFoundPage } from './not-found-page';

const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  // A visitor without a session token who opens a login-required route goes to /login.
  beforeLoad: ({ location }) => {
    const target = redirectFor(location.pathname, readSessionToken() !== null);
    if (target) throw redirect({ to: target, replace: true });
  },
});

const home = lazyRouteComponent(() => import('../home/home-page'), 'HomePage');
const gameList = lazyRouteComponent(() => import('../pages/game-list-page'), 'GameListPage');
const gameCentre = lazyRouteComponent(() => import('../pages/game-centre-page'), 'GameCentrePage');
const soon = lazyRouteComponent(() => import('../pages/soon-page'), 'SoonPage');

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
  validateSearch: (search: Record<string, unknown>): { referralCode?: string } =>
    typeof search.referralCode === 'string' || typeof search.referralCode === 'number' ? { referralCode: String(search.referralCode) } : {},
});

const memberRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/member',
  component: lazyRouteComponent(() => import('../pages/member-page'), 'MemberPage'),
  validateSearch: (search: Record<string, unknown>): { page: string } => ({ page: typeof search.page === 'string' && search.page ? search.page : 'securityCenter' }),
});

const lotteryRoute = <P extends string>(path: P) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: soon,
    validateSearch: (search: Record<string, unknown>): { gameCode?: string } => (typeof search.gameCode === 'string' ? { gameCode: search.gameCode } : {}),
  });

const routeTree = rootRoute.addChildren([
  page('/', home),
  page('/index', home),
  page('/index.html', home),
  page('/home', home),
  page('/login', home),
  registerRoute,
  page('/agent', lazyRouteComponent(() => import('../pages/agent-page'), 'AgentPage')),
  page('/agentHome', lazyRouteComponent(() => import('../pages/agent-page'), 'AgentHomePage')),
  memberRoute,
  page('/help', lazyRouteComponent(() => import('../pages/help-page'), 'HelpPage')),
  page('/promotions', lazyRouteComponent(() => import('../pages/promotions-page'), 'PromotionsPage')),
  page('/pointMall', soon),
  page('/seamless', soon),
  page('/hot', lazyRouteComponent(() => import('../pages/hot-page'), 'HotPage')),
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
  page('/favorite', soon),
  page('/recent', soon),
  lotteryRoute('/lottery'),
  lotteryRoute('/seaLottery'),
  lotteryRoute('/vnLottery'),
  lotteryRoute('/lottert'),
  lotteryRoute('/vnlottery'),
  lotteryRoute('/sealottery'),
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
