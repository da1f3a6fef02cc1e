import type { BoWithdrawalDispute } from '@gp/contracts';
import { Card, Field, Select, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, Button } from '@gp/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDisputes, resolveDispute } from '../../api/withdrawals-api';
import { canUseCashier } from '../../auth/permissions';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { Money } from '../../cashier/money';
import { ReasonDialog } from '../../cashier/reason-dialog';
import { StatusBadge } from '../../cashier/status-badge';
import { formatDateTime } from '../../format/format-date-time';
import { PageHeader } from '../../layout/page-header';
import { testIds } from '../../test-ids';
import { NoAccess } from '../home/no-access';
import { FeedbackAlert, type Feedback } from '../shared-feedback';
import { ListState } from '../shared-list-state';
import { Pager } from '../shared-pager';
import { CashierTable } from '../../cashier/cashier-table';

const ids = testIds.disputes;

/** Receipt disputes: the player got part of a payout or none; staff look at the proof and close the case. */
export const DisputesPage = () => {
  const { t, i18n } = useTranslation();
  const allowed = canUseCashier(useStaffRoles());
  const client = useQueryClient();
  const [status, setStatus] = useState<'open' | 'resolved' | ''>('open');
  const [pageNo, setPageNo] = useState(1);
  const [resolving, setResolving] = useState<BoWithdrawalDispute | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const list = useQuery({
    queryKey: ['withdrawal-disputes', status, pageNo],
    queryFn: ({ signal }) => fetchDisputes(status, pageNo, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });

  const header = <PageHeader title={t('disputes.title')} description={t('disputes.description')} />;
  if (!allowed) return <>{header}<NoAccess /></>;
  const rows = list.data?.list ?? [];

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-4">
          <div className="max-w-xs">
            <Field label={t('cashier.filterStatus')}>
              <Select
                value={status}
                options={[
                  { value: '', label: t('cashier.anyStatus') },
                  { value: 'open', label: t('disputes.status.open') },
                  { value: 'resolved', label: t('disputes.status.resolved') },
                ]}
                onChange={(e) => {
                  setStatus(e.target.value as 'open' | 'resolved' | '');
                  setPageNo(1);
                }}
                data-testid={ids.filterStatus}
              />
            </Field>
          </div>
          <FeedbackAlert feedback={feedback} />
          <ListState query={list} empty={rows.length === 0} emptyText={t('disputes.empty')} emptyTestId={ids.empty} />
          {rows.length > 0 ? (
            <CashierTable caption={t('disputes.title')} data-testid={ids.table}>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t('cashier.col.time')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.order')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.member')}</TableHeaderCell>
                  <TableHeaderCell>{t('disputes.col.claim')}</TableHeaderCell>
                  <TableHeaderCell>{t('disputes.col.proofs')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.status')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.actions')}</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((d) => (
                  <TableRow key={d.id} data-testid={ids.row} data-id={d.id} data-status={d.status}>
                    <TableCell className="whitespace-nowrap">
                      <time dateTime={d.createdAt}>{formatDateTime(d.createdAt, i18n.language)}</time>
                    </TableCell>
                    <TableCell><span dir="ltr" className="font-mono text-xs">{d.orderNo}</span></TableCell>
                    <TableCell><span dir="ltr" className="font-mono text-sm">{d.account}</span></TableCell>
                    <TableCell className="min-w-48">
                      <span className="block font-medium">{t(`disputes.kind.${d.kind}`)}</span>
                      <span className="block text-sm">{t('disputes.paid')} <Money minor={d.amount} currency={d.currency} /></span>
                      <span className="block text-sm">{t('disputes.received')} <Money minor={d.receivedAmount} currency={d.currency} /></span>
                      <span className="block text-sm text-danger">{t('disputes.missing')} <Money minor={d.remainder} currency={d.currency} /></span>
                    </TableCell>
                    <TableCell className="min-w-24">
                      <div className="flex flex-wrap gap-2">
                        {d.proofUrls.map((url, i) => (
                          <a key={url} href={url} target="_blank" rel="noreferrer" className="block rounded-md border border-border focus-visible:outline-2" data-testid={ids.proofLink}>
                            <img src={url} alt={t('disputes.proofAlt', { n: i + 1, orderNo: d.orderNo })} className="size-20 max-w-none rounded-md object-cover" loading="lazy" />
                          </a>
                        ))}
                        {d.proofUrls.length === 0 ? '—' : null}
                      </div>
                    </TableCell>
                    <TableCell className="min-w-40">
                      <StatusBadge tone={d.status === 'open' ? 'waiting' : 'good'} label={t(`disputes.status.${d.status}`)} />
                      {d.resolutionNote ? <span className="mt-1 block max-w-xs whitespace-pre-wrap break-words text-xs text-fg-muted">{d.resolutionNote}</span> : null}
                      {d.resolvedBy ? <span className="block text-xs text-fg-muted">{t('cashier.reviewedBy', { name: d.resolvedBy })}</span> : null}
                    </TableCell>
                    <TableCell>
                      {d.status === 'open' ? (
                        <Button size="sm" onClick={() => setResolving(d)} aria-label={t('disputes.resolveOf', { orderNo: d.orderNo })} data-testid={ids.resolve}>
                          {t('disputes.resolve')}
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </CashierTable>
          ) : null}
          {list.data ? <Pager pageNo={list.data.pageNo} totalPages={list.data.totalPages} total={list.data.total} busy={list.isFetching} onPage={setPageNo} /> : null}
        </div>
      </Card>
      {resolving ? (
        <ReasonDialog
          title={t('disputes.resolveTitle', { orderNo: resolving.orderNo })}
          description={t('disputes.resolveHelp')}
          label={t('disputes.note')}
          confirmLabel={t('disputes.resolve')}
          tone="primary"
          minLength={1}
          maxLength={1000}
          testIds={{ text: ids.note, submit: ids.resolveConfirm }}
          onClose={() => setResolving(null)}
          onSubmit={async (note) => {
            await resolveDispute(resolving.id, note);
            setResolving(null);
            setFeedback({ tone: 'success', message: t('disputes.resolved', { orderNo: resolving.orderNo }) });
            await client.invalidateQueries({ queryKey: ['withdrawal-disputes'] });
          }}
        />
      ) : null}
    </>
  );
};
