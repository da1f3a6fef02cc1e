import { Link } from '@tanstack/react-router';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, cx } from '@gp/ui';
import { BrandLogo } from './brand-logo';
import { HeaderControls } from './header-controls';
import { useLoggedIn } from '../../features/account/components/session/use-session-token';
import { desktopQuery, useMediaQuery } from './use-media-query';
import { useLazyComponent } from '../../shared/use-lazy-component';

// The signed-in part (balance, menu, logout) loads only once someone is signed in.
const loadUserArea = () => import('../../features/account/components/session/header-user-area').then((m) => m.HeaderUserArea);
// The top navigation shows from lg only: a phone neither downloads nor renders it (with every
// category's vendor menu it is a few dozen router links).
const loadTopNav = () => import('./top-nav').then((m) => m.TopNav);
const topNavClass = 'mx-auto hidden max-w-[96rem] border-t border-border px-4 lg:block';

/**
 * The player header: brand, top navigation (from lg; below it the menu button opens the drawer),
 * login and register for visitors or the member's balance and menu, language and theme.
 */
export const PlayerHeader = ({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) => {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const UserArea = useLazyComponent(loadUserArea, loggedIn);
  const wide = useMediaQuery(desktopQuery);
  const TopNav = useLazyComponent(loadTopNav, wide);
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur" data-testid="site-header">
      <div className="mx-auto flex max-w-[96rem] items-center gap-2 px-3 py-2 sm:px-6">
        <button
          type="button"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-muted lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="site-drawer"
          aria-label={t('site:openMenu')}
          onClick={onToggleMenu}
          data-testid="menu-toggle"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        {/* The brand never shrinks or truncates: the controls beside it are what gives way at 360 px. */}
        <div className="shrink-0">
          <Link to="/" className="block rounded-sm no-underline" data-testid="site-brand">
            <BrandLogo name={t('common:siteName')} />
          </Link>
        </div>
        {/* min-w-0: when a language's labels are long, this side shrinks (its labels truncate), not the brand. */}
        <div className="ms-auto flex min-w-0 items-center justify-end gap-2">
          {loggedIn ? (
            UserArea ? (
              createElement(UserArea)
            ) : null
          ) : (
            <>
              <Link to="/login" className={buttonClass('secondary', 'sm', 'min-w-0')} data-testid="header-login">
                <span className="truncate">{t('site:login')}</span>
              </Link>
              {/* max-[399px]: the button's own inline-flex would otherwise win over a plain hidden. */}
              <Link to="/register" className={buttonClass('primary', 'sm', 'min-w-0 max-[399px]:hidden')} data-testid="header-register">
                <span className="truncate">{t('site:register')}</span>
              </Link>
            </>
          )}
          <div className="hidden shrink-0 sm:block">
            <HeaderControls />
          </div>
        </div>
      </div>
      {/* Until its chunk arrives, an empty bar of its height, so the page does not move. */}
      {wide ? TopNav ? createElement(TopNav, { className: topNavClass }) : <div className={cx(topNavClass, 'min-h-11')} aria-hidden="true" /> : null}
    </header>
  );
};
