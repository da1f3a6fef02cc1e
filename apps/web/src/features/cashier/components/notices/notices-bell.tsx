import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberNotice } from '@gp/contracts';
import { cx } from '@gp/ui';
import { balanceQuery } from '../../../account/queries/member-queries';
import { showToast } from '../../../account/components/session/toast-store';
import { useMoneyText } from '../deposit/money-text';
import { formatRecordTime } from '../records/record-time';
import { cashierKeys } from '../../queries/keys';
import { inboxKeys } from '../../../inbox/queries/keys';
import { markNoticesRead } from '../../api/notices-api';
import { noticeText } from './notice-text';
import { useNoticePoll } from './use-notice-poll';
import { useDismissableMenu } from '../../../../shared/use-dismissable-menu';

const BellIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/** At most this many toasts for one poll; the rest wait in the list. */
const toastLimit = 3;

/**
 * The member's notices in the header: a bell with the unread count and a dropdown list. New notices
 * (deposit credited, withdrawal approved, transfer received ...) also show as a toast and refresh
 * every money figure on screen. Opening the list marks everything read.
 */
export const NoticesBell = ({ token }: { token: string }) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const balance = useQuery(balanceQuery(token));
  const money = useMoneyText(balance.data?.currency ?? 'INR', balance.data?.currencySymbol ?? '');
  const { open, setOpen, buttonRef: button, rootProps } = useDismissableMenu();
  const panelId = useId();

  const onArrive = useCallback(
    (fresh: MemberNotice[]) => {
      for (const notice of fresh.slice(0, toastLimit)) showToast(noticeText(t, notice, money), `notice-toast-${notice.kind}`);
    },
    [t, money],
  );
  const notices = useNoticePoll(token, onArrive);
  const unread = notices.data?.unreadCount ?? 0;

  const markRead = useMutation({
    mutationFn: () => markNoticesRead(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: cashierKeys.money.notices });
      // The inbox counts these notices too: its badges follow at once rather than at the next poll.
      await queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && unread > 0) markRead.mutate();
  };
  const list = notices.data?.list ?? [];
  return (
    <div {...rootProps} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('cashier:notices.openUnread', { count: unread }) : t('cashier:notices.open')}
        onClick={toggle}
        className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-muted hover:text-fg"
        data-testid="notices-bell"
      >
        <BellIcon />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute end-1 top-1 min-w-4 rounded-full bg-danger px-1 text-center text-[0.65rem] font-bold leading-4 text-danger-fg"
            data-testid="notices-unread"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {/* On phones the bell is not at the screen edge: the list spans the screen below the header instead. */}
      <div
        id={panelId}
        hidden={!open}
        className="fixed inset-x-3 top-16 z-40 rounded-lg border border-border bg-surface p-2 shadow-xl sm:absolute sm:inset-x-auto sm:end-0 sm:top-full sm:mt-1 sm:w-80"
        data-testid="notices-panel"
      >
        <h2 className="px-2 pb-2 text-sm font-semibold">{t('cashier:notices.title')}</h2>
        {list.length === 0 ? (
          <p className="px-2 py-4 text-sm text-fg-muted" data-testid="notices-empty">
            {t('cashier:notices.empty')}
          </p>
        ) : (
          <ul className="flex max-h-96 flex-col overflow-y-auto" data-testid="notices-list">
            {list.map((notice) => (
              <li
                key={notice.id}
                className={cx('rounded-md px-2 py-2 text-sm', notice.read ? 'text-fg-muted' : 'bg-muted font-medium text-fg')}
                data-testid="notice-item"
                data-kind={notice.kind}
              >
                <p>{noticeText(t, notice, money)}</p>
                <p className="text-xs font-normal text-fg-muted">{formatRecordTime(notice.createdAt, i18n.language)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
};
