import { useTranslation } from 'react-i18next';
import { useInboxUnread } from './use-inbox-unread';

/**
 * The inbox entry's red count of unread items. The figure is drawn for the eye and spoken as words,
 * so the link's accessible name carries the count.
 */
export const InboxBadge = ({ testId = 'inbox-badge' }: { testId?: string }) => {
  const { t } = useTranslation();
  const count = useInboxUnread();
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ms-auto inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs font-semibold text-danger-fg tabular-nums"
        data-testid={testId}
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">{`, ${t('site:inbox.unread', { number: count })}`}</span>
    </>
  );
};

/** A red dot on the closed account menu's button while the inbox has unread items; the menu's entry carries the count in words. */
export const InboxDot = () => {
  const count = useInboxUnread();
  if (count === 0) return null;
  return <span aria-hidden="true" className="absolute end-0.5 top-1 size-2.5 rounded-full bg-danger ring-2 ring-surface" data-testid="user-menu-inbox-dot" />;
};
