import { depositStatus, type BoDeposit, type DepositStatus } from '@gp/contracts';
import { Button, Card, Field, Input, Select, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDeposit, fetchDeposits, rejectDeposit, type DepositFilters } from '../../api/payments-api';
import { canUseCashier } from '../../auth/permissions';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { ConfirmDialog } from '../../cashier/confirm-dialog';
import { Money } from '../../cashier/money';
import { ReasonDialog } from '../../cashier/reason-dialog';
import { StatusBadge, type StatusTone } from '../../cashier/status-badge';
import { formatDateTime } from '../../format/format-date-time';
import { PageHeader } from '../../layout/page-header';
import { testIds } from '../../test-ids';
import { NoAccess } from '../home/no-access';
import { FeedbackAlert, type Feedback } from '../shared-feedback';
import { ListState } from '../shared-list-state';
import { Pager } from '../shared-pager';
import { ProofViewer } from './proof-viewer';
import { CashierTable } from '../../cashier/cashier-table';

const ids = testIds.deposits;

const tone: Record<DepositStatus, StatusTone> = { pending: 'waiting', credited: 'good', rejected: 'bad', failed: 'bad' };

type Dialog = { kind: 'confirm' | 'reject' | 'proofs'; deposit: BoDeposit } | null;

/** The deposit queue: pending manual transfers first; confirm credits the wallet, reject tells the player why. */
export const DepositsPage = () => {
  const { t, i18n } = useTranslation();
  const allowed = canUseCashier(useStaffRoles());
  const client = useQueryClient();
  const [filters, setFilters] = useState<DepositFilters>({ status: 'pending', account: '' });
  const [draftAccount, setDraftAccount] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const list = useQuery({
    queryKey: ['deposits', filters, pageNo],
    queryFn: ({ signal }) => fetchDeposits(filters, pageNo, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });

  const done = async (message: string) => {
    setDialog(null);
    setFeedback({ tone: 'success', message });
    await client.invalidateQueries({ queryKey: ['deposits'] });
  };

  const header = <PageHeader title={t('deposits.title')} description={t('deposits.description')} />;
  if (!allowed) return <>{header}<NoAccess /></>;
  const rows = list.data?.list ?? [];

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-4">
          <form
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
            onSubmit={(e) => {
              e.preventDefault();
              setFilters((f) => ({ ...f, account: draftAccount }));
              setPageNo(1);
            }}
          >
            <Field label={t('cashier.filterStatus')}>
              <Select
                value={filters.status}
                options={[{ value: '', label: t('cashier.anyStatus') }, ...depositStatus.options.map((s) => ({ value: s, label: t(`deposits.status.${s}`) }))]}
                onChange={(e) => {
                  setFilters((f) => ({ ...f, status: e.target.value as DepositStatus | '' }));
                  setPageNo(1);
                }}
                data-testid={ids.filterStatus}
              />
            </Field>
            <Field label={t('cashier.filterAccount')}>
              <Input type="search" dir="ltr" value={draftAccount} onChange={(e) => setDraftAccount(e.target.value)} data-testid={ids.filterAccount} />
            </Field>
            <div className="flex items-end">
              <Button type="submit" variant="secondary" data-testid={ids.filterApply}>{t('cashier.apply')}</Button>
            </div>
          </form>
          <FeedbackAlert feedback={feedback} />
          <ListState query={list} empty={rows.length === 0} emptyText={t('deposits.empty')} emptyTestId={ids.empty} />
          {rows.length > 0 ? (
            <CashierTable caption={t('deposits.title')} data-testid={ids.table}>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t('cashier.col.time')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.order')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.member')}</TableHeaderCell>
                  <TableHeaderCell>{t('deposits.col.method')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.amount')}</TableHeaderCell>
                  <TableHeaderCell>{t('deposits.col.reference')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.status')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.actions')}</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((d) => (
                  <TableRow key={d.id} data-testid={ids.row} data-id={d.id} data-order-no={d.orderNo} data-status={d.status}>
                    <TableCell className="whitespace-nowrap">
                      <time dateTime={d.createdAt}>{formatDateTime(d.createdAt, i18n.language)}</time>
                    </TableCell>
                    <TableCell><span dir="ltr" className="font-mono text-xs">{d.orderNo}</span></TableCell>
                    <TableCell><span dir="ltr" className="font-mono text-sm">{d.account}</span></TableCell>
                    <TableCell>
                      {d.methodName}
                      <span className="block text-xs text-fg-muted">{t(`paymentMethods.kind.${d.kind}`)}</span>
                    </TableCell>
                    <TableCell><Money minor={d.amount} currency={d.currency} /></TableCell>
                    <TableCell>
                      {d.transferReference ? <span dir="ltr" className="break-all font-mono text-xs">{d.transferReference}</span> : '—'}
                      {d.providerRef ? <span dir="ltr" className="block break-all font-mono text-xs text-fg-muted">{d.providerRef}</span> : null}
                      {d.proofs.length > 0 ? (
                        <Button size="sm" variant="ghost" className="mt-1" onClick={() => setDialog({ kind: 'proofs', deposit: d })} data-testid={ids.viewProofs}>
                          {t('deposits.viewProofs', { count: d.proofs.length })}
                        </Button>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <StatusBadge tone={tone[d.status]} label={t(`deposits.status.${d.status}`)} />
                      {d.reason ? <span className="block max-w-xs whitespace-normal break-words text-xs text-fg-muted">{d.reason}</span> : null}
                      {d.reviewedBy ? <span className="block text-xs text-fg-muted">{t('cashier.reviewedBy', { name: d.reviewedBy })}</span> : null}
                    </TableCell>
                    <TableCell>
                      {d.status === 'pending' && d.kind === 'manual_bank' ? (
                        <div className="flex flex-wrap gap-2">
                          <Button size="sm" onClick={() => setDialog({ kind: 'confirm', deposit: d })} aria-label={t('deposits.confirmOf', { orderNo: d.orderNo })} data-testid={ids.confirm}>
                            {t('deposits.confirm')}
                          </Button>
                          <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'reject', deposit: d })} aria-label={t('deposits.rejectOf', { orderNo: d.orderNo })} data-testid={ids.reject}>
                            {t('cashier.reject')}
                          </Button>
                        </div>
                      ) : null}
                      {d.status === 'pending' && d.kind === 'gateway' ? <span className="text-xs text-fg-muted">{t('deposits.awaitingProvider')}</span> : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </CashierTable>
          ) : null}
          {list.data ? <Pager pageNo={list.data.pageNo} totalPages={list.data.totalPages} total={list.data.total} busy={list.isFetching} onPage={setPageNo} /> : null}
        </div>
      </Card>
      {dialog?.kind === 'proofs' ? <ProofViewer deposit={dialog.deposit} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'confirm' ? (
        <ConfirmDialog
          title={t('deposits.confirmTitle')}
          confirmLabel={t('deposits.confirm')}
          testId={ids.confirmConfirm}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            try {
              await confirmDeposit(dialog.deposit.id);
              await done(t('deposits.confirmed', { orderNo: dialog.deposit.orderNo }));
            } catch (error) {
              setDialog(null);
              setFeedback({ tone: 'danger', message: error instanceof Error ? error.message : t('error.unexpected') });
              await client.invalidateQueries({ queryKey: ['deposits'] });
            }
          }}
        >
          <p>
            {t('deposits.confirmBody', { account: dialog.deposit.account, reference: dialog.deposit.transferReference ?? '—' })} <Money minor={dialog.deposit.amount} currency={dialog.deposit.currency} />
          </p>
        </ConfirmDialog>
      ) : null}
      {dialog?.kind === 'reject' ? (
        <ReasonDialog
          title={t('deposits.rejectTitle', { orderNo: dialog.deposit.orderNo })}
          description={t('deposits.rejectHelp')}
          label={t('cashier.reason')}
          confirmLabel={t('cashier.reject')}
          minLength={2}
          maxLength={500}
          testIds={{ text: ids.rejectReason, submit: ids.rejectConfirm }}
          onClose={() => setDialog(null)}
          onSubmit={async (reason) => {
            await rejectDeposit(dialog.deposit.id, reason);
            await done(t('deposits.rejected', { orderNo: dialog.deposit.orderNo }));
          }}
        />
      ) : null}
    </>
  );
};
