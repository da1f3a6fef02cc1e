import type { BoOutboxMessage } from '@gp/contracts';
import { Card, cx, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canReadOutbox } from '../../../../app/session/permissions';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { formatDateTime } from '../../../../shared/format/format-date-time';
import { testIds } from '../../../../shared/test-ids';
import { ListState } from '../../../../shared/ui/list-state';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { Pager } from '../../../../shared/ui/pager';
import { emptyOutboxFilters, fetchOutbox, type OutboxFilters as Filters } from '../../api/outbox-api';
import { outboxKeys } from '../../queries/keys';
import { OutboxFilters } from './outbox-filters';

const ids = testIds.outbox;

const statusClass: Record<BoOutboxMessage['status'], string> = {
  queued: 'text-fg-muted',
  sent: 'text-success',
  failed: 'text-danger',
};

/** SMS and email the platform sent, newest first: what support checks when a player says no code arrived. */
export const OutboxPage = () => {
  const { t, i18n } = useTranslation();
  const allowed = canReadOutbox(useStaffRoles());
  const [filters, setFilters] = useState<Filters>(emptyOutboxFilters);
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({
    queryKey: outboxKeys.page(filters, pageNo),
    queryFn: ({ signal }) => fetchOutbox(filters, pageNo, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });

  const header = <PageHeader title={t('outbox.title')} description={t('outbox.description')} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );
  const messages = list.data?.list ?? [];

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-4">
          <OutboxFilters
            value={filters}
            onApply={(next) => {
              setFilters(next);
              setPageNo(1);
            }}
          />
          <ListState query={list} empty={messages.length === 0} emptyText={t('outbox.empty')} emptyTestId={ids.empty} />
          {messages.length > 0 ? (
            <Table caption={t('outbox.title')} data-testid={ids.table}>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t('outbox.col.time')}</TableHeaderCell>
                  <TableHeaderCell>{t('outbox.col.recipient')}</TableHeaderCell>
                  <TableHeaderCell>{t('outbox.col.channel')}</TableHeaderCell>
                  <TableHeaderCell>{t('outbox.col.subject')}</TableHeaderCell>
                  <TableHeaderCell>{t('outbox.col.body')}</TableHeaderCell>
                  <TableHeaderCell>{t('outbox.col.status')}</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {messages.map((m) => (
                  <TableRow key={m.id} data-testid={ids.row} data-id={m.id} data-status={m.status}>
                    <TableCell className="whitespace-nowrap">
                      <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, i18n.language)}</time>
                    </TableCell>
                    <TableCell className="break-all font-mono text-xs">
                      <span dir="ltr">{m.recipient}</span>
                    </TableCell>
                    <TableCell>{t(`outbox.channel.${m.channel}`)}</TableCell>
                    <TableCell className="min-w-32">{m.subject ?? '—'}</TableCell>
                    <TableCell className="min-w-48 max-w-md whitespace-pre-wrap break-words" data-testid={ids.body}>
                      {m.body}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      <span className={cx('font-medium', statusClass[m.status])}>{t(`outbox.status.${m.status}`)}</span>
                      <span className="block text-xs text-fg-muted">{t('outbox.providerOf', { provider: m.provider })}</span>
                      {m.error ? <span className="block max-w-xs whitespace-normal break-words text-xs text-danger">{m.error}</span> : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
          {list.data ? (
            <Pager pageNo={list.data.pageNo} totalPages={list.data.totalPages} total={list.data.total} busy={list.isFetching} onPage={setPageNo} />
          ) : null}
        </div>
      </Card>
    </>
  );
};
