import { useId, type KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { NavEntry } from '../../features/games/components/categories';
import { useDismissableMenu } from '../../shared/use-dismissable-menu';
import { navEntryId, navEntryLabel, navEntryPath, navItemClass } from './nav-entry';

const Chevron = ({ open }: { open: boolean }) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className={open ? 'size-4 rotate-180' : 'size-4'} fill="currentColor">
    <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
  </svg>
);

/**
 * The "More" menu at the end of the top navigation: the items that did not fit in the row. Its
 * button opens it (a click, Enter or Space); Arrow Down and Arrow Up open it and move through it,
 * Escape closes it and returns focus to the button, and focus or a click leaving it closes it.
 * Unlike the vendor menus it does not open on hover: a click right after would close it again.
 */
export const NavMoreMenu = ({ entries }: { entries: readonly NavEntry[] }) => {
  const { t } = useTranslation();
  const { open, setOpen, buttonRef, rootProps } = useDismissableMenu();
  const menuId = useId();

  const focusItem = (root: HTMLElement | null, index: 'first' | 'last') => {
    const links = root?.querySelectorAll<HTMLAnchorElement>('a') ?? [];
    (index === 'first' ? links[0] : links[links.length - 1])?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const root = event.currentTarget;
    const links = [...root.querySelectorAll<HTMLAnchorElement>('a')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    event.preventDefault();
    if (!open) {
      setOpen(true);
      // The list is drawn on the next render; move into it then.
      requestAnimationFrame(() => focusItem(root, event.key === 'ArrowDown' ? 'first' : 'last'));
      return;
    }
    if (at === -1) return focusItem(root, event.key === 'ArrowDown' ? 'first' : 'last');
    const next = event.key === 'ArrowDown' ? (at + 1) % links.length : (at - 1 + links.length) % links.length;
    links[next]?.focus();
  };

  return (
    <li className="relative shrink-0" data-testid="nav-more">
      <div {...rootProps} onKeyDown={onKeyDown}>
        <button
          ref={buttonRef}
          type="button"
          className={navItemClass}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
          data-testid="nav-more-button"
        >
          {t('site:navMore')}
          <Chevron open={open} />
        </button>
        <div
          id={menuId}
          hidden={!open}
          className="absolute end-0 top-full z-40 w-56 max-w-[calc(100vw-1.5rem)] rounded-lg border border-border bg-surface p-2 shadow-xl"
          data-testid="nav-more-menu"
        >
          <ul className="grid gap-1">
            {entries.map((entry) => (
              <li key={navEntryId(entry)} data-testid={`nav-more-${navEntryId(entry)}`}>
                <Link
                  to={navEntryPath(entry)}
                  className="block rounded-md px-3 py-2 text-sm text-fg no-underline hover:bg-muted"
                  activeOptions={{ exact: navEntryPath(entry) === '/' }}
                  activeProps={{ className: 'text-primary' }}
                  onClick={() => setOpen(false)}
                >
                  {navEntryLabel(t, entry)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
};
