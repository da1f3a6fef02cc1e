import { useTranslation } from 'react-i18next';
import { Card } from '@gp/ui';
import { AnnouncementTitles, useAnnouncementBrowser } from '../../content/components/announcement-browser';
import { HtmlContent } from '../../content/components/html-content';
import { QueryState } from '../../../shared/query-state';

/** agentAnnouncement: the platform's announcements for signed-in members (the player site's list), 9 a page. */
export const AnnouncementsPage = () => {
  const { t } = useTranslation('agent');
  const browser = useAnnouncementBrowser('A');
  const { list, items, current, content } = browser;

  return (
    <div className="flex flex-col gap-4 md:flex-row" data-testid="agent-announcements">
      <div className="flex flex-col gap-3 md:w-72 md:shrink-0">
        <QueryState
          isPending={list.isPending}
          error={list.error}
          isEmpty={items.length === 0}
          onRetry={() => void list.refetch()}
          emptyText={t('announcements.empty')}
        />
        <AnnouncementTitles browser={browser} listTestId="agent-announcement-list" itemTestId="agent-announcement-item" />
      </div>
      {current !== null ? (
        <Card className="min-w-0 flex-1">
          <article data-testid="agent-announcement-content">
            {content.data ? (
              <>
                <h2 className="mb-2 font-semibold">{content.data.title}</h2>
                <HtmlContent html={content.data.content} />
              </>
            ) : (
              <QueryState isPending={content.isPending} error={content.error} isEmpty={false} onRetry={() => void content.refetch()} />
            )}
          </article>
        </Card>
      ) : null}
    </div>
  );
};
