import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { RootLayout } from '../layout/root-layout';
import { NotFoundPage } from './not-found-page';

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });

// Deliberately empty: the home page and the other SPEC routes arrive with the player-site issue.
// Without this route "/" itself would be a 404.
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });

export const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) });

declare module '@tanstack/react-router' {
  // Module augmentation only works with an interface; this is how TanStack Router types links.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    router: typeof router;
  }
}
