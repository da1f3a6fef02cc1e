import { lazy, Suspense, useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { useGameMenus, useSupportedLanguages } from '../../features/games/queries/use-catalog';
import { LanguagePicker } from './language-picker';
import { navEntries } from '../../features/games/components/categories';
import { usePermission } from '../../features/system/queries/use-permission';
import { categoryLabel } from '../../features/games/components/nav-labels';
import { findResource, isWebUrl, sideResourceKeys } from './resources';
import { RewardShortcut } from '../../features/promotions/components/reward-shortcut';
import { MissionShortcut } from '../../features/missions/components/mission-shortcut';
import { InboxShortcut } from '../../features/inbox/components/inbox-shortcut';
import { InviteShortcut } from '../../features/referral/components/invite-shortcut';

// Loaded when first opened: the QR encoder and popups are not needed for the first paint.
const DownloadPopup = lazy(() => import('./download-popup').then((m) => ({ default: m.DownloadPopup })));
const LicencePopup = lazy(() => import('./licence-popup').then((m) => ({ default: m.LicencePopup })));

const rowClass = 'flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-start text-sm text-fg no-underline hover:bg-muted';

const ExternalLink = ({ href, children, testId }: { href: string; children: string; testId: string }) => {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={rowClass} data-testid={testId}>
      {children}
      <span className="sr-only">{t('common:opensInNewTab')}</span>
    </a>
  );
};

/**
 * The side menu: game categories (collapsible, HOME first), download, customer
 * service, resource links, language and the legal licence. Reward-centre and invite shortcuts join
 * with accounts: they are for signed-in players only.
 */
export const SideMenu = ({ className, onNavigate }: { className?: string; onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const listId = useId();
  const [expanded, setExpanded] = useState(true);
  const [download, setDownload] = useState(false);
  const [licence, setLicence] = useState(false);
  const permission = usePermission().data;
  const menus = useGameMenus().data ?? [];
  const categories = navEntries(menus, useSupportedLanguages()).flatMap((e) => (e.kind === 'category' ? [e.category] : []));
  const customerService = (permission?.customerService ?? []).filter((c) => isWebUrl(c.path)).sort((a, b) => a.csPosition - b.csPosition);
  const resources = sideResourceKeys.flatMap((key) => {
    const found = findResource(permission?.resources ?? [], key);
    return found && isWebUrl(found.url) ? [{ key, resource: found }] : [];
  });

  return (
    <aside aria-label={t('site:sideMenu')} className={cx('flex flex-col gap-4 text-sm', className)} data-testid="side-menu">
      <section>
        <button type="button" className={cx(rowClass, 'font-semibold')} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((v) => !v)}>
          <span className="flex-1">{t('site:gameCategories')}</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className={cx('size-4 transition-transform', expanded ? 'rotate-180' : '')} fill="currentColor">
            <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
          </svg>
        </button>
        <ul id={listId} hidden={!expanded} className="mt-1 flex flex-col gap-0.5" data-testid="side-categories">
          <li>
            <Link to="/" className={rowClass} activeOptions={{ exact: true }} activeProps={{ className: 'bg-muted font-semibold' }} onClick={onNavigate}>
              {categoryLabel(t, 'HOME')}
            </Link>
          </li>
          <li>
            <Link to="/hot" className={rowClass} activeProps={{ className: 'bg-muted font-semibold' }} onClick={onNavigate}>
              {t('site:navHot')}
            </Link>
          </li>
          <li>
            <Link to="/promotions" className={rowClass} activeProps={{ className: 'bg-muted font-semibold' }} onClick={onNavigate}>
              {t('site:navPromotions')}
            </Link>
          </li>
          <li>
            <RewardShortcut className={rowClass} onNavigate={onNavigate} />
          </li>
          <li>
            <InviteShortcut className={rowClass} onNavigate={onNavigate} />
          </li>
          <li>
            <MissionShortcut className={rowClass} onNavigate={onNavigate} />
          </li>
          <li>
            <InboxShortcut className={rowClass} onNavigate={onNavigate} />
          </li>
          {categories.map((c) => (
            <li key={c.gameType}>
              <Link to={c.path} className={rowClass} activeProps={{ className: 'bg-muted font-semibold' }} onClick={onNavigate}>
                {categoryLabel(t, c.gameType)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="flex flex-col gap-0.5 border-t border-border pt-3">
        <button type="button" className={rowClass} onClick={() => setDownload(true)} data-testid="side-download">
          {t('site:downloadApp')}
        </button>
        <Link to="/chat" className={rowClass} activeProps={{ className: 'bg-muted font-semibold' }} onClick={onNavigate} data-testid="side-live-chat">
          {t('site:chat.menu')}
        </Link>
        {customerService.map((c) => (
          <ExternalLink key={`${c.csType}-${c.csPosition}`} href={c.path} testId={`side-cs-${c.csType}`}>
            {c.title}
          </ExternalLink>
        ))}
        {resources.map(({ key, resource }) => (
          <ExternalLink key={key} href={resource.url} testId={`side-resource-${key}`}>
            {resource.labelNameEn}
          </ExternalLink>
        ))}
        <button type="button" className={rowClass} onClick={() => setLicence(true)} data-testid="side-licence">
          {t('site:licenceTitle')}
        </button>
      </section>

      <section className="border-t border-border px-3 pt-3">
        <LanguagePicker testId="side-language-select" />
      </section>

      <Suspense fallback={null}>
        {download ? <DownloadPopup open onClose={() => setDownload(false)} /> : null}
        {licence ? <LicencePopup open onClose={() => setLicence(false)} /> : null}
      </Suspense>
    </aside>
  );
};
