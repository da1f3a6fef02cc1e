import { useTranslation } from 'react-i18next';
import { Popup } from '@gp/ui';
import type { AnnouncementAudience } from '../queries/content-queries';
import { HtmlContent } from './html-content';
import { AnnouncementTitles, useAnnouncementBrowser } from './announcement-browser';

/** The announcement popup: pages of 9 titles with a paginator, and the chosen one's content. */
export const AnnouncementPopup = ({ audience, onClose }: { audience: AnnouncementAudience; onClose: () => void }) => {
  const { t } = useTranslation();
  const browser = useAnnouncementBrowser(audience);
  const { content } = browser;

  return (
    <Popup open onClose={onClose} title={t('site:announcements')} closeLabel={t('common:close')} className="max-w-3xl" data-testid="announcement-popup">
      <div className="flex flex-col gap-4 md:flex-row">
        <div className="flex flex-col gap-3 md:w-56 md:shrink-0">
          <AnnouncementTitles browser={browser} listTestId="announcement-list" />
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
