import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { useGameMenus, useSupportedLanguages } from '../../features/games/queries/use-catalog';
import { navEntries, type Category, type NavEntry } from '../../features/games/components/categories';
import type { Vendor } from '../../features/games/components/catalog/catalog-types';
import { categoryLabel } from '../../features/games/components/nav-labels';

const itemClass = 'inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-fg no-underline hover:bg-muted';

const vendorSearch = (category: Category, vendor: Vendor) => (category.kind === 'list' ? { vassalage: vendor.vassalage } : {});

/** A category with its vendor drop menu: opens on hover, on focus, and with the toggle button. */
const CategoryItem = ({ entry }: { entry: Extract<NavEntry, { kind: 'category' }> }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const label = categoryLabel(t, entry.category.gameType);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };

  return (
    <li
      // A large menu spans the whole bar (positioned against the nav), a small one hangs under its item.
      className={entry.large ? undefined : 'relative'}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
      data-testid={`nav-${entry.category.gameType}`}
    >
      <div className="flex items-center">
        <Link to={entry.category.path} className={itemClass} activeProps={{ className: 'text-primary' }}>
          {label}
        </Link>
        <button
          type="button"
          className="-ms-1 inline-flex h-11 w-6 items-center justify-center rounded-md text-fg-muted hover:bg-muted"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={t('site:vendorsOf', { category: label })}
          onClick={() => setOpen((value) => !value)}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
          </svg>
        </button>
      </div>
      <div
        id={menuId}
        hidden={!open}
        className={cx('absolute top-full z-40 rounded-lg border border-border bg-surface p-2 shadow-xl', entry.large ? 'inset-x-0' : 'start-0 w-56')}
        data-testid={`nav-menu-${entry.category.gameType}`}
        data-size={entry.large ? 'large' : 'small'}
      >
        <ul className={cx('grid gap-1', entry.large ? 'grid-cols-4 xl:grid-cols-6' : 'grid-cols-1')}>
          {entry.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <Link
                to={entry.category.path}
                search={vendorSearch(entry.category, vendor)}
                className="block rounded-md px-3 py-2 text-sm text-fg no-underline hover:bg-muted"
                onClick={() => setOpen(false)}
              >
                {vendor.displayName}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
};

const fixedLabel = (t: ReturnType<typeof useTranslation>['t'], id: 'home' | 'hot' | 'promotions') =>
  id === 'home' ? t('site:navHome') : id === 'hot' ? t('site:navHot') : t('site:navPromotions');

/** The top navigation; the header shows it from the lg breakpoint. */
export const TopNav = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  const menus = useGameMenus().data ?? [];
  const entries = navEntries(menus, useSupportedLanguages());
  return (
    <nav aria-label={t('site:mainNavigation')} className={cx('relative', className)}>
      <ul className="flex flex-wrap items-center gap-x-1" data-testid="top-nav">
        {entries.map((entry) => {
          if (entry.kind === 'category') return <CategoryItem key={entry.category.gameType} entry={entry} />;
          if (entry.kind === 'bingo')
            return (
              <li key="bingo" data-testid="nav-bingo">
                <Link to={entry.path} className={itemClass}>
                  {t('site:navBingo')}
                </Link>
              </li>
            );
          return (
            <li key={entry.id} data-testid={`nav-${entry.id}`}>
              <Link to={entry.path} className={itemClass} activeOptions={{ exact: entry.path === '/' }} activeProps={{ className: 'text-primary' }}>
                {fixedLabel(t, entry.id)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
