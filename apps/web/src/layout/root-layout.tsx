import { Link, Outlet } from '@tanstack/react-router';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** The normal app's frame. Side menu, footer and scroll-to-top join with the home-page issue. */
export const RootLayout = () => (
  <div className="flex min-h-dvh flex-col">
    <SkipLink />
    <SiteHeader
      brand={(name) => (
        <Link to="/" className="block truncate rounded-sm text-fg no-underline">
          {name}
        </Link>
      )}
    />
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      <Outlet />
    </main>
  </div>
);
