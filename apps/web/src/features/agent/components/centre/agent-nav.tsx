import { Link } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import type { AgentMenuEntry, AgentPageName } from './agent-menu';
import { useMediaQuery } from '../shared/use-media-query';

const MenuList = ({ entries, current, onNavigate }: { entries: readonly AgentMenuEntry[]; current: AgentPageName; onNavigate?: () => void }) => {
  const { t } = useTranslation('agent');
  return (
    <ul className="flex flex-col gap-0.5">
      {entries.map(({ page, badge }) => (
        <li key={page}>
          <Link
            to="/agentHome/$pageName"
            params={{ pageName: page }}
            onClick={onNavigate}
            aria-current={page === current ? 'page' : undefined}
            className={cx(
              'flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm no-underline',
              page === current ? 'bg-primary text-primary-fg' : 'text-fg hover:bg-muted',
            )}
            data-testid={`agent-menu-${page}`}
          >
            <span>{t(`menu.${page}`)}</span>
            {badge > 0 ? (
              <span className="min-w-5 rounded-full bg-danger px-1.5 text-center text-xs font-semibold text-danger-fg" data-testid={`agent-menu-${page}-badge`}>
                <span className="sr-only">{t('menu.pendingCount', { count: badge })}</span>
                <span aria-hidden="true">{badge > 99 ? '99+' : badge}</span>
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
};

export type AgentNavProps = {
  entries: readonly AgentMenuEntry[];
  current: AgentPageName;
  drawerOpen: boolean;
  onCloseDrawer: () => void;
  drawerId: string;
  /** The business-time clock: phones have no room for it in the header, so the drawer shows it. */
  clock?: ReactNode;
};

/** The page menu: a side column from large screens (1024 px) up, a drawer over the page below that. */
export const AgentNav = ({ entries, current, drawerOpen, onCloseDrawer, drawerId, clock }: AgentNavProps) => {
  const { t } = useTranslation('agent');
  const wide = useMediaQuery('(min-width: 1024px)');
  useEffect(() => {
    if (!drawerOpen || wide) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseDrawer();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen, wide, onCloseDrawer]);
  // One menu in the page at a time, so its links (and test ids) are never there twice.
  if (wide)
    return (
      <nav
        aria-label={t('frame.menu')}
        className="sticky top-16 max-h-[calc(100dvh-5rem)] w-60 shrink-0 self-start overflow-y-auto py-4"
        data-testid="agent-menu"
      >
        <MenuList entries={entries} current={current} />
      </nav>
    );
  return (
    <>
      {drawerOpen ? (
        <div id={drawerId} className="fixed inset-0 z-40" data-testid="agent-drawer">
          <button type="button" className="absolute inset-0 bg-overlay" aria-label={t('frame.closeMenu')} onClick={onCloseDrawer} tabIndex={-1} />
          <nav aria-label={t('frame.menu')} className="absolute inset-y-0 start-0 w-72 max-w-[85vw] overflow-y-auto bg-surface p-3 shadow-xl">
            {clock ? <div className="mb-3 border-b border-border pb-3 sm:hidden">{clock}</div> : null}
            <MenuList entries={entries} current={current} onNavigate={onCloseDrawer} />
          </nav>
        </div>
      ) : (
        <div id={drawerId} hidden />
      )}
    </>
  );
};
