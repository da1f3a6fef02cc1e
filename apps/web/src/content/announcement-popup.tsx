import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Popup, cx } from '@gp/ui';
import { announcementContentQuery, announcementsQuery } from '../catalog/catalog-queries';
import { useLanguage } from '../i18n/use-language';
import { HtmlContent } from './html-content';
import { Paginator } from './paginator';

/** The announcement popup: pages of 9 titles with a paginator, and the chosen one's content. */
export const AnnouncementPopup = ({ audience, onClose }: { audience: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useQuery(announcementsQuery(code, audience, page));
  const items = list.data?.list ?? [];
  const current = selected ?? items[0]?.id ?? null;
  const content = useQuery({ ...announcementContentQuery(code, current ?? 0), enabled: current !== null });

  return (
    <Popup open onClose={onClose} title={t('site:announcements')} closeLabel={t('common:close')} className="max-w-3xl" data-testid="announcement-popup">
      <div className="flex flex-col gap-4 md:flex-row">
        <div className="flex flex-col gap-3 md:w-56 md:shrink-0">
          <ul className="flex flex-col gap-1" data-testid="announcement-list">
            {items.map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  onClick={() => setSelected(a.id)}
                  aria-current={a.id === current ? 'true' : undefined}
                  className={cx('w-full rounded-md px-3 py-2 text-start text-sm', a.id === current ? 'bg-primary text-primary-fg' : 'hover:bg-muted')}
                >
                  {a.title}
                </button>
              </li>
            ))}
          </ul>
          <Paginator
            page={page}
            totalPages={list.data?.totalPages ?? 1}
            onPage={(next) => {
              setPage(next);
              setSelected(null);
            }}
          />
        </div>
        <article className="min-w-0 flex-1" data-testid="announcement-content">
          {content.data ? (
            <>
              <h3 className="mb-2 font-semibold">{content.data.title}</h3>
              <HtmlContent html={content.data.content} />
            </>
          ) : null}
        </article>
      </div>
    </Popup>
  );
};
