import type { BoInboxMessage, BoInboxMessageStatusName } from '@gp/contracts';
import { Button, Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { ListState } from '../../../shared/ui/list-state';
import { StatusBadge, type StatusTone } from '../../../shared/ui/status-badge';
import { MissingLanguagesCell } from '../../content/pages/banners/missing-languages-cell';
import { cancelMessage, fetchSent, inboxKeys } from '../inbox-api';
import { inboxTestIds as ids } from '../inbox-test-ids';

const tone: Record<BoInboxMessageStatusName, StatusTone> = { scheduled: 'waiting', live: 'good', expired: 'neutral', cancelled: 'bad' };

/** Who a message went to, in words: the member, the segment's filters, or everyone. */
const AudienceText = ({ m }: { m: BoInboxMessage }) => {
  const { t } = useTranslation();
  if (m.audience === 'member') return <span dir="ltr">{m.memberAccount}</span>;
  if (m.audience === 'all' || !m.segment) return <>{t('inboxAdmin.audienceName.all')}</>;
  const s = m.segment;
  const parts = [
    s.vipLevels.length > 0 ? `${t('inboxAdmin.vipLevels')}: ${s.vipLevels.join(', ')}` : '',
    s.memberTypes.length > 0 ? `${t('inboxAdmin.memberTypes')}: ${s.memberTypes.join(', ')}` : '',
    s.agentAccount ? `${t('inboxAdmin.agentAccount')}: ${s.agentAccount}` : '',
    s.registeredFrom ? `${t('inboxAdmin.registeredFrom')}: ${s.registeredFrom.slice(0, 10)}` : '',
    s.registeredTo ? `${t('inboxAdmin.registeredTo')}: ${s.registeredTo.slice(0, 10)}` : '',
  ].filter(Boolean);
  return <span className="text-sm">{parts.join(' · ')}</span>;
};

/** What was sent, newest first: audience, reach when sent, how many opened it, its window and status; cancel takes it out of every inbox. */
export const SentMessagesCard = () => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const sent = useQuery({ queryKey: inboxKeys.sent(pageNo), queryFn: ({ signal }) => fetchSent(pageNo, signal) });
  const cancel = useMutation({ mutationFn: cancelMessage, onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.all }) });
  const list = sent.data?.list ?? [];
  const totalPages = sent.data?.totalPages ?? 1;
  return (
    <Card title={t('inboxAdmin.sent')}>
      <div data-testid={ids.sent}>
        <ListState query={sent} empty={list.length === 0} emptyText={t('inboxAdmin.sentEmpty')} emptyTestId="bo-inbox-sent-empty" />
        {list.length > 0 ? (
          <Table>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t('inboxAdmin.messageTitle')}</TableHeaderCell>
                <TableHeaderCell>{t('inboxAdmin.audience')}</TableHeaderCell>
                <TableHeaderCell>{t('inboxAdmin.reach')}</TableHeaderCell>
                <TableHeaderCell>{t('inboxAdmin.reads')}</TableHeaderCell>
                <TableHeaderCell>{t('inboxAdmin.window')}</TableHeaderCell>
                <TableHeaderCell>{t('inboxAdmin.missingLanguages')}</TableHeaderCell>
                <TableHeaderCell>{t('inboxAdmin.status')}</TableHeaderCell>
                <TableHeaderCell>{t('inboxAdmin.actions')}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((m) => (
                <TableRow key={m.id} data-testid={ids.sentRow}>
                  <TableCell>
                    <div className="font-medium">{m.title}</div>
                    <div className="text-xs text-fg-muted">{m.createdBy}</div>
                  </TableCell>
                  <TableCell>
                    <div className="text-xs text-fg-muted">{t(`inboxAdmin.audienceName.${m.audience}`)}</div>
                    <AudienceText m={m} />
                  </TableCell>
                  <TableCell className="tabular-nums">{m.reach.toLocaleString(i18n.language)}</TableCell>
                  <TableCell className="tabular-nums">{m.readCount.toLocaleString(i18n.language)}</TableCell>
                  <TableCell className="text-sm">
                    <div>{formatDateTime(m.publishAt, i18n.language)}</div>
                    {m.expireAt ? <div className="text-fg-muted">{formatDateTime(m.expireAt, i18n.language)}</div> : null}
                  </TableCell>
                  <TableCell>
                    <MissingLanguagesCell codes={m.missingLanguages} />
                  </TableCell>
                  <TableCell>
                    <StatusBadge tone={tone[m.status]} label={t(`inboxAdmin.statusName.${m.status}`)} testId={ids.status} />
                  </TableCell>
                  <TableCell>
                    {m.status === 'live' || m.status === 'scheduled' ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={cancel.isPending && cancel.variables === m.id}
                        onClick={() => cancel.mutate(m.id)}
                        data-testid={ids.cancel}
                      >
                        {t('inboxAdmin.cancel')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {totalPages > 1 ? (
          <div className="mt-3 flex items-center gap-2">
            <Button size="sm" variant="secondary" disabled={pageNo <= 1} onClick={() => setPageNo((p) => p - 1)}>
              {t('pager.prev')}
            </Button>
            <span className="text-sm tabular-nums">
              {pageNo} / {totalPages}
            </span>
            <Button size="sm" variant="secondary" disabled={pageNo >= totalPages} onClick={() => setPageNo((p) => p + 1)}>
              {t('pager.next')}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
};
