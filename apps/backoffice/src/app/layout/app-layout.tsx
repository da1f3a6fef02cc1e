import { Alert, Button, cx, Spinner, ThemeToggle } from '@gp/ui';
import { Navigate, Outlet } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/http/api-error';
import { testIds } from '../../shared/test-ids';
import { useStaff } from '../session/use-staff';
import { AccountPanel } from './account-panel';
import { FullPageStatus } from './full-page-status';
import { MenuButton } from './menu-button';
import { SideNav } from './side-nav';

const menuId = 'app-menu';

/**
 * The signed-in shell: a top bar, a side menu (a collapsible panel below md) and the screen. A 401
 * while loading the profile is handled by the session-lost handler, which leaves this page.
 */
export const AppLayout = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const [menuOpen, setMenuOpen] = useState(false);

  if (staff.isPending) {
    return (
      <FullPageStatus>
        <Spinner label={t('common.loading')} className="justify-center" />
      </FullPageStatus>
    );
  }

  // Signed in with a temporary password (e.g. the page was reloaded before it was changed).
  if (staff.isError && isApiError(staff.error) && staff.error.code === 'PASSWORD_CHANGE_REQUIRED') {
    return <Navigate to="/change-password" search={{ required: true }} replace />;
  }

  if (staff.isError) {
    return (
      <FullPageStatus>
        <Alert
          tone="danger"
          title={t('layout.profileFailed')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void staff.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {staff.error.message}
        </Alert>
      </FullPageStatus>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-surface focus:p-3">
        {t('layout.skipToContent')}
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-surface px-2 sm:px-4">
        <MenuButton
          open={menuOpen}
          controls={menuId}
          label={menuOpen ? t('layout.closeMenu') : t('layout.openMenu')}
          onToggle={() => setMenuOpen((v) => !v)}
          data-testid={testIds.layout.menuToggle}
          className="md:hidden"
        />
        <p className="min-w-0 flex-1 truncate text-lg font-semibold text-fg">{t('app.name')}</p>
        <ThemeToggle toDarkLabel={t('layout.themeToDark')} toLightLabel={t('layout.themeToLight')} data-testid={testIds.layout.theme} />
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <aside
          id={menuId}
          aria-label={t('layout.menu')}
          className={cx(
            menuOpen ? 'flex' : 'hidden',
            'flex-col gap-4 border-b border-border bg-surface p-3',
            'md:sticky md:top-14 md:flex md:h-[calc(100dvh-3.5rem)] md:w-64 md:shrink-0 md:overflow-y-auto md:border-b-0 md:border-e',
          )}
        >
          <SideNav onNavigate={() => setMenuOpen(false)} />
          <div className="md:mt-auto">
            <AccountPanel staff={staff.data} />
          </div>
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus-visible:outline-none sm:p-6 lg:p-8" data-testid={testIds.layout.main}>
          <div className="mx-auto max-w-5xl">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
};
