import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxItem, MemberNotice } from '@gp/contracts';
import { Button, cx } from '@gp/ui';
import { balanceQuery } from '../../account/queries/member-queries';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { useMoneyText } from '../../cashier/components/deposit/money-text';
import { noticeText } from '../../cashier/components/notices/notice-text';
import { formatRecordTime } from '../../cashier/components/records/record-time';
import { cashierKeys } from '../../cashier/queries/keys';
import { QueryState } from '../../../shared/query-state';
import { useLanguage } from '../../../shared/i18n/use-language';
import { deleteInboxItems, inboxListQuery, markInboxRead, openInboxItem } from '../api/inbox-api';
import { inboxKeys } from '../queries/keys';

const TrashIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />
  </svg>
);

const asNotice = (item: InboxItem): MemberNotice => ({
  id: item.id,
  kind: item.kind ?? 'deposit_credited',
  params: item.params ?? {},
  createdAt: item.createdAt,
  read: item.read,
});

/**
 * One inbox row: a disclosure whose summary is the message's title or the notice's sentence. Opening
 * it shows a message's text (plain text, its line breaks kept) and marks the item read.
 */
const InboxRow = ({
  item,
  text,
  expanded,
  onToggle,
  onDelete,
  deleting,
}: {
  item: InboxItem;
  text: string;
  expanded: boolean;
  onToggle: () => void;
  onDelete: () => void;
  deleting: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const bodyId = useId();
  return (
    <li className={cx('flex items-start gap-1 px-2 py-1', item.read ? '' : 'bg-muted')} data-testid="inbox-item" data-type={item.type} data-read={item.read}>
      <div className="min-w-0 flex-1">
        <button
          type="button"
          className="flex min-h-11 w-full items-start gap-2 rounded-md px-1 py-2 text-start hover:bg-muted"
          aria-expanded={item.type === 'message' ? expanded : undefined}
          aria-controls={item.type === 'message' ? bodyId : undefined}
          onClick={onToggle}
          data-testid="inbox-item-open"
        >
          {item.read ? null : <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-danger" />}
          <span className="min-w-0 flex-1">
            <span className={cx('block break-words text-sm', item.read ? 'text-fg' : 'font-semibold text-fg')} dir="auto">
              {item.read ? null : <span className="sr-only">{`${t('site:inbox.new')}: `}</span>}
              {text}
            </span>
            <span className="block text-xs text-fg-muted">
              {item.type === 'notice' ? `${t('site:inbox.systemNotice')} · ` : ''}
              {formatRecordTime(item.createdAt, i18n.language)}
            </span>
          </span>
        </button>
        {item.type === 'message' && expanded ? (
          <p id={bodyId} className="whitespace-pre-wrap break-words px-1 pb-2 text-sm text-fg" dir="auto" data-testid="inbox-item-body">
            {item.body}
          </p>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('site:inbox.delete', { title: text })}
        loading={deleting}
        onClick={onDelete}
        data-testid="inbox-item-delete"
      >
        <TrashIcon />
      </Button>
    </li>
  );
};

/** The member's inbox, shared by the member centre and the agent centre: notices and staff messages, newest first. */
export const InboxPanel = () => {
  const { t } = useTranslation();
  const token = useSessionToken();
  const language = useLanguage().code;
  const queryClient = useQueryClient();
  const balance = useQuery(balanceQuery(token));
  const money = useMoneyText(balance.data?.currency ?? 'INR', balance.data?.currencySymbol ?? '');
  const inbox = useInfiniteQuery(inboxListQuery(token, language));
  const [expanded, setExpanded] = useState<string | null>(null);
  const items = inbox.data?.pages.flatMap((p) => p.list) ?? [];
  const unread = inbox.data?.pages[0]?.unreadCount ?? 0;

  // The badge, the bell and the list all follow a change.
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    await queryClient.invalidateQueries({ queryKey: cashierKeys.money.notices });
  };
  const open = useMutation({ mutationFn: (id: string) => openInboxItem(id, language), onSuccess: refresh });
  const readAll = useMutation({ mutationFn: () => markInboxRead(), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (id: string) => deleteInboxItems([id]), onSuccess: refresh });

  const textOf = (item: InboxItem) => (item.type === 'message' ? (item.title ?? '') : noticeText(t, asNotice(item), money));
  const toggle = (item: InboxItem) => {
    setExpanded((current) => (current === item.id ? null : item.id));
    if (!item.read) open.mutate(item.id);
  };

  return (
    <div className="flex flex-col gap-3" data-testid="inbox">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-fg-muted" data-testid="inbox-unread">
          {t('site:inbox.unread', { number: unread })}
        </p>
        <Button variant="secondary" size="md" disabled={unread === 0} loading={readAll.isPending} onClick={() => readAll.mutate()} data-testid="inbox-read-all">
          {t('site:inbox.markAllRead')}
        </Button>
      </div>
      <QueryState
        isPending={inbox.isPending}
        error={inbox.error}
        isEmpty={items.length === 0}
        onRetry={() => void inbox.refetch()}
        emptyText={t('site:inbox.empty')}
      />
      {items.length > 0 ? (
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border" data-testid="inbox-list">
          {items.map((item) => (
            <InboxRow
              key={item.id}
              item={item}
              text={textOf(item)}
              expanded={expanded === item.id}
              onToggle={() => toggle(item)}
              onDelete={() => remove.mutate(item.id)}
              deleting={remove.isPending && remove.variables === item.id}
            />
          ))}
        </ul>
      ) : null}
      {inbox.hasNextPage ? (
        <Button variant="secondary" loading={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()} data-testid="inbox-more">
          {t('site:inbox.older')}
        </Button>
      ) : null}
    </div>
  );
};
