import { createElement, lazy, useEffect, useState } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { AnnouncementGate } from '../../features/content/components/announcement-gate';
import { LoadingOverlay } from './loading-overlay';
import { PlayerHeader } from './player-header';
import { ScrollToTop } from './scroll-to-top';
import { useServerLanguage } from '../../shared/i18n/use-server-language';
import { useStartLink } from '../../features/account/components/session/start-link';
import { useLoggedIn } from '../../features/account/components/session/use-session-token';
import { isAgentView, showsSideMenu } from '../router/route-rules';
import { HeaderControls } from './header-controls';
import { useLazyComponent } from '../../shared/use-lazy-component';
import { WhenNear } from '../../shared/when-near';
import { desktopQuery, useMediaQuery } from './use-media-query';
import { SkipLink } from './skip-link';
import { showsPhoneNav } from './phone-nav';

const loadSessionOverlays = () => import('../../features/account/components/session/session-overlays').then((m) => m.SessionOverlays);
const loadStartLinkPrompt = () => import('../../features/account/components/session/start-link-prompt').then((m) => m.StartLinkPrompt);
const loadAuthPopup = () => import('./auth-popup').then((m) => m.AuthPopup);
/** Routes that show their popup over the home page. */
const authPopupPaths: ReadonlySet<string> = new Set(['/login', '/register', '/forgotPassword', '/resetPassword', '/socialCallback']);
// The side menu shows from lg, or in the drawer once opened: a phone neither downloads nor renders
// it for the first paint.
const loadSideMenu = () => import('./side-menu').then((m) => m.SideMenu);
// The bottom bar shows below lg only: a desktop never downloads it.
const loadPhoneNavBar = () => import('./phone-nav-bar').then((m) => m.PhoneNavBar);
/** Room under the page for the phone's bottom bar (its height and the home indicator's inset). */
const phoneNavRoom = 'pb-[calc(3.75rem+env(safe-area-inset-bottom))] lg:pb-0';
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

/** Small screens: the side menu slides in over the page from the menu button. */
const Drawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const SideMenu = useLazyComponent(loadSideMenu, open);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  // Rendered only while open: closed, it would duplicate the side menu and header controls.
  if (!open) return <div id="site-drawer" hidden />;
  return (
    <div id="site-drawer" className="fixed inset-0 z-40 lg:hidden" data-testid="site-drawer">
      <button type="button" className="absolute inset-0 bg-overlay" aria-label={t('site:closeMenu')} onClick={onClose} tabIndex={-1} />
      <div className="absolute inset-y-0 start-0 flex w-72 max-w-[85vw] flex-col gap-3 overflow-y-auto bg-surface p-3 shadow-xl">
        <div className="sm:hidden">
          <HeaderControls />
        </div>
        {SideMenu ? createElement(SideMenu, { onNavigate: onClose }) : null}
      </div>
    </div>
  );
};

/** The agent routes show only the agent view: no side menu, header or footer. */
const AgentFrame = () => (
  <div className="flex min-h-dvh flex-col">
    <SkipLink />
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      <Outlet />
    </main>
  </div>
);

export const RootLayout = () => {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [drawer, setDrawer] = useState(false);
  const AuthPopup = useLazyComponent(loadAuthPopup, authPopupPaths.has(pathname));
  const SessionOverlays = useLazyComponent(loadSessionOverlays, useLoggedIn());
  // Only a page opened from a link with a code (and a session already here, or a failure) downloads the prompt.
  const startLinkState = useStartLink();
  const StartLinkPrompt = useLazyComponent(loadStartLinkPrompt, startLinkState.asking !== null || startLinkState.failure !== null);
  const startLink = StartLinkPrompt ? createElement(StartLinkPrompt) : null;
  const side = showsSideMenu(pathname);
  const wide = useMediaQuery(desktopQuery);
  const SideMenu = useLazyComponent(loadSideMenu, side && wide);
  const phoneNav = showsPhoneNav(pathname);
  const PhoneNavBar = useLazyComponent(loadPhoneNavBar, phoneNav && !wide);
  useServerLanguage();

  if (isAgentView(pathname)) {
    return (
      <>
        <AgentFrame />
        {startLink}
      </>
    );
  }

  return (
    // The room for the bar is kept from the first paint (CSS decides the width), so nothing moves when it arrives.
    <div className={cx('flex min-h-dvh flex-col', phoneNav && phoneNavRoom)}>
      <SkipLink />
      <PlayerHeader menuOpen={drawer} onToggleMenu={() => setDrawer((v) => !v)} />
      <Drawer open={drawer} onClose={() => setDrawer(false)} />
      <div className="mx-auto flex w-full max-w-[96rem] flex-1 gap-6 px-3 sm:px-6">
        {/* Until its chunk arrives, an empty column of its width, so the page does not move. */}
        {side && wide ? (
          SideMenu ? (
            createElement(SideMenu, { className: 'sticky top-28 hidden max-h-[calc(100dvh-7rem)] self-start w-56 shrink-0 overflow-y-auto py-4 lg:flex' })
          ) : (
            <div className="hidden w-56 shrink-0 lg:block" aria-hidden="true" />
          )
        ) : null}
        {/* At least a screen high, so the footer starts below the fold and loads on the way down. */}
        <main id="main" tabIndex={-1} className={cx('min-h-dvh min-w-0 flex-1 py-4 focus:outline-none')} data-side-menu={side ? 'shown' : 'hidden'}>
          <Outlet />
        </main>
      </div>
      <WhenNear minHeight="min-h-40" margin="0px">
        <SiteFooter />
      </WhenNear>
      <ScrollToTop aboveBar={phoneNav} />
      {PhoneNavBar && phoneNav && !wide ? createElement(PhoneNavBar) : null}
      <LoadingOverlay />
      {AuthPopup ? createElement(AuthPopup) : null}
      {SessionOverlays ? createElement(SessionOverlays) : null}
      {startLink}
      <AnnouncementGate />
    </div>
  );
};
