import { createRootRoute, createRoute, createRouter, Outlet, redirect } from '@tanstack/react-router';
import { readToken } from '../api/token-store';
import { AppLayout } from '../layout/app-layout';
import { AuditPage } from '../screens/audit/audit-page';
import { HomeRedirect } from '../screens/home/home-redirect';
import { NotFoundPage } from '../screens/home/not-found-page';
import { MerchantPage } from '../screens/merchant/merchant-page';
import { RegionPage } from '../screens/region/region-page';
import { SignInPage } from '../screens/sign-in/sign-in-page';
import { SitePage } from '../screens/site/site-page';
import { StatusPage } from '../screens/status/status-page';
import { WhitelabelPage } from '../screens/whitelabel/whitelabel-page';

type SignInSearch = { reason?: 'expired' };

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
  appRoute.addChildren([
    createRoute({ getParentRoute: () => appRoute, path: '/', component: HomeRedirect }),
    createRoute({ getParentRoute: () => appRoute, path: '/status', component: StatusPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/region', component: RegionPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/merchant', component: MerchantPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/whitelabel', component: WhitelabelPage }),
    createRoute({ getParentRoute: () => appRoute, path: '/site', component: SitePage }),
    createRoute({ getParentRoute: () => appRoute, path: '/audit', component: AuditPage }),
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
