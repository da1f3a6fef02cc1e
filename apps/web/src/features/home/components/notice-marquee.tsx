import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Popup } from '@gp/ui';
import { noticesQuery } from '../../content/queries/content-queries';
import type { Notice } from '../../games/components/catalog/catalog-types';
import { useLanguage } from '../../../shared/i18n/use-language';

/** Scrolling notices; a click opens the notice modal. The strip pauses on hover and focus. */
export const NoticeMarquee = () => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const notices = useQuery(noticesQuery(code)).data ?? [];
  const [open, setOpen] = useState<Notice | null>(null);
  if (notices.length === 0) return null;

  return (
    <section
      aria-label={t('site:notices')}
      className="group flex items-center gap-2 overflow-hidden rounded-lg border border-border bg-surface px-3 py-1"
      data-testid="notice-marquee"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 shrink-0 text-primary"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1ZM16 8a5 5 0 0 1 0 8" />
      </svg>
      <div className="min-w-0 flex-1 overflow-hidden">
        <ul className="gp-marquee flex w-max gap-10 group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:animate-none">
          {notices.map((n) => (
            <li key={n.id}>
              <button type="button" className="min-h-9 whitespace-nowrap text-sm text-fg hover:underline" onClick={() => setOpen(n)} data-testid="notice-item">
                {/* A notice is the operator's text, in whatever direction it was written. */}
                <bdi>{n.title}</bdi>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <Popup
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? <bdi>{open.title}</bdi> : ''}
        closeLabel={t('common:close')}
        data-testid="notice-modal"
      >
        <p dir="auto" className="whitespace-pre-line text-sm">
          {open?.content}
        </p>
      </Popup>
    </section>
  );
};
