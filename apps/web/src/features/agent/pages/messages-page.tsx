import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, cx } from '@gp/ui';
import { cashierKeys } from '../../cashier/queries/keys';
import { markNoticesRead, noticesQuery } from '../../cashier/api/notices-api';
import { noticeText } from '../../cashier/components/notices/notice-text';
import { formatRecordTime } from '../../cashier/components/records/record-time';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { QueryState } from '../../../shared/query-state';
import { useAgentMoney } from '../components/shared/use-agent-money';

/**
 * Platform messages: the member notices the header bell shows on the player site (deposits,
 * transfers, and the agent contract and settlement notices), newest first.
 */
export const MessagesPage = () => {
  const { t, i18n } = useTranslation('agent');
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const money = useAgentMoney();
  const notices = useQuery(noticesQuery(token));
  const list = notices.data?.list ?? [];
  const unread = notices.data?.unreadCount ?? 0;
  const markRead = useMutation({
    mutationFn: () => markNoticesRead(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashierKeys.money.notices }),
  });
  return (
    <div className="flex flex-col gap-3" data-testid="agent-messages">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-fg-muted">{t('messages.unread', { count: unread })}</p>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate()}
          data-testid="agent-messages-read-all"
        >
          {t('messages.markAllRead')}
        </Button>
      </div>
      <QueryState
        isPending={notices.isPending}
        error={notices.error}
        isEmpty={list.length === 0}
        onRetry={() => void notices.refetch()}
        emptyText={t('messages.empty')}
      />
      {list.length > 0 ? (
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border" data-testid="agent-messages-list">
          {list.map((notice) => (
            <li
              key={notice.id}
              className={cx('px-3 py-2 text-sm', notice.read ? 'text-fg-muted' : 'font-medium text-fg')}
              data-testid="agent-message"
              data-kind={notice.kind}
            >
              <p>{noticeText(t, notice, money)}</p>
              <p className="text-xs font-normal text-fg-muted">{formatRecordTime(notice.createdAt, i18n.language)}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
