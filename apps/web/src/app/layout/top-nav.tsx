import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { useGameMenus, useSupportedLanguages } from '../../features/games/queries/use-catalog';
import { navEntries, type Category, type NavEntry } from '../../features/games/components/categories';
import type { Vendor } from '../../features/games/components/catalog/catalog-types';
import { navEntryId, navEntryLabel, navItemClass } from './nav-entry';
import { NavMoreMenu } from './nav-more-menu';
import { useNavFit } from './use-nav-fit';

const vendorSearch = (category: Category, vendor: Vendor) => (category.kind === 'list' ? { vassalage: vendor.vassalage } : {});

const chevronPath = 'M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z';
// The vendor-menu toggle beside a category link; the hidden measuring copy reserves the same room.
const toggleClass = '-ms-1 inline-flex h-11 w-6 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-muted';

/** A category with its vendor drop menu: opens on hover, on focus, and with the toggle button. */
const CategoryItem = ({ entry }: { entry: Extract<NavEntry, { kind: 'category' }> }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const label = navEntryLabel(t, entry);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };

  return (
    <li
      // A large menu spans the whole bar (positioned against the nav), a small one hangs under its item.
      className={cx('shrink-0', !entry.large && 'relative')}
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
        <Link to={entry.category.path} className={navItemClass} activeProps={{ className: 'text-primary' }}>
          {label}
        </Link>
        <button
          type="button"
          className={toggleClass}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={t('site:vendorsOf', { category: label })}
          onClick={() => setOpen((value) => !value)}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d={chevronPath} />
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
                {/* A vendor's name is the operator's text: isolated, so its punctuation stays put in an RTL page. */}
                <bdi>{vendor.displayName}</bdi>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
};

const EntryItem = ({ entry }: { entry: NavEntry }) => {
  const { t } = useTranslation();
  if (entry.kind === 'category') return <CategoryItem entry={entry} />;
  return (
    <li className="shrink-0" data-testid={`nav-${navEntryId(entry)}`}>
      <Link
        to={entry.path}
        className={navItemClass}
        activeOptions={{ exact: entry.path === '/' }}
        activeProps={entry.kind === 'fixed' ? { className: 'text-primary' } : undefined}
      >
        {navEntryLabel(t, entry)}
      </Link>
    </li>
  );
};

/**
 * A copy of every item, and of the More button, that nobody sees or reaches: laid out on one
 * line so their widths can be measured even while some of them sit in the More menu.
 */
const MeasuringCopy = ({ entries, listRef }: { entries: readonly NavEntry[]; listRef: Ref<HTMLUListElement> }) => {
  const { t } = useTranslation();
  return (
    <div className="pointer-events-none invisible absolute inset-x-0 top-0 h-0 overflow-hidden" aria-hidden="true">
      <ul ref={listRef} className="flex w-max flex-nowrap items-center gap-x-1">
        {entries.map((entry) => (
          <li key={navEntryId(entry)} className="flex shrink-0 items-center">
            <span className={navItemClass}>{navEntryLabel(t, entry)}</span>
            {entry.kind === 'category' ? <span className={toggleClass} /> : null}
          </li>
        ))}
        <li className="shrink-0">
          <span className={navItemClass}>
            {t('site:navMore')}
            <span className="size-4" />
          </span>
        </li>
      </ul>
    </div>
  );
};

/**
 * The top navigation; the header shows it from the lg breakpoint. It keeps to one row in every
 * language and at every width: the items that do not fit go into the More menu at its end.
 */
export const TopNav = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  const menus = useGameMenus().data ?? [];
  const entries = navEntries(menus, useSupportedLanguages());
  const { row, measure, count } = useNavFit();
  const shown = entries.slice(0, count);
  const overflow = entries.slice(shown.length);
  return (
    <nav aria-label={t('site:mainNavigation')} className={cx('relative', className)}>
      <MeasuringCopy entries={entries} listRef={measure} />
      <ul ref={row} className="flex flex-nowrap items-center gap-x-1" data-testid="top-nav" data-overflow={overflow.length}>
        {shown.map((entry) => (
          <EntryItem key={navEntryId(entry)} entry={entry} />
        ))}
        {overflow.length > 0 ? <NavMoreMenu entries={overflow} /> : null}
      </ul>
    </nav>
  );
};
