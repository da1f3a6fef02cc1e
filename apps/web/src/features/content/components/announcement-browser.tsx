import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cx } from '@gp/ui';
import { announcementContentQuery, announcementsQuery, type AnnouncementAudience } from '../queries/content-queries';
import { useLanguage } from '../../../shared/i18n/use-language';
import { Paginator } from './paginator';

/**
 * Browsing announcements for one audience: a page of titles, the chosen one (the first of the page
 * until one is picked) and its content. Shared by the announcement popup and the agent centre.
 */
export const useAnnouncementBrowser = (audience: AnnouncementAudience) => {
  const { code } = useLanguage();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useQuery(announcementsQuery(code, audience, page));
  const items = list.data?.list ?? [];
  const current = selected ?? items[0]?.id ?? null;
  const content = useQuery({ ...announcementContentQuery(code, current ?? 0), enabled: current !== null });
  const goToPage = (next: number) => {
    setPage(next);
    setSelected(null);
  };
  return { list, items, current, select: setSelected, content, page, goToPage, totalPages: list.data?.totalPages ?? 1 };
};

type Browser = ReturnType<typeof useAnnouncementBrowser>;

/** The page's titles as buttons (the current one marked) and the paginator under them. */
export const AnnouncementTitles = ({ browser, listTestId, itemTestId }: { browser: Browser; listTestId: string; itemTestId?: string }) => (
  <>
    {browser.items.length > 0 ? (
      <ul className="flex flex-col gap-1" data-testid={listTestId}>
        {browser.items.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              onClick={() => browser.select(a.id)}
              aria-current={a.id === browser.current ? 'true' : undefined}
              className={cx('w-full rounded-md px-3 py-2 text-start text-sm', a.id === browser.current ? 'bg-primary text-primary-fg' : 'hover:bg-muted')}
              data-testid={itemTestId}
            >
              {a.title}
            </button>
          </li>
        ))}
      </ul>
    ) : null}
    <Paginator page={browser.page} totalPages={browser.totalPages} onPage={browser.goToPage} />
  </>
);
