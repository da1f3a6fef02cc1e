import { withdrawalStatuses, type BoWithdrawal, type WithdrawalStatus } from '@gp/contracts';
import { Button, Card, Field, Input, Select, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approveWithdrawal, fetchWithdrawals, rejectWithdrawal, type WithdrawalFilters } from '../../api/withdrawals-api';
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
import { CashierTable } from '../../cashier/cashier-table';

const ids = testIds.withdrawals;

const tone: Record<WithdrawalStatus, StatusTone> = { pending: 'waiting', paying: 'waiting', approved: 'good', rejected: 'bad' };

type Dialog = { kind: 'approve' | 'reject'; withdrawal: BoWithdrawal } | null;

/** The withdrawal queue: approve pays out through the provider; reject returns the hold to the wallet. */
export const WithdrawalsPage = () => {
  const { t, i18n } = useTranslation();
  const allowed = canUseCashier(useStaffRoles());
  const client = useQueryClient();
  const [filters, setFilters] = useState<WithdrawalFilters>({ status: 'pending', account: '' });
  const [draftAccount, setDraftAccount] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const list = useQuery({
    queryKey: ['withdrawals', filters, pageNo],
    queryFn: ({ signal }) => fetchWithdrawals(filters, pageNo, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });

  const refresh = () => client.invalidateQueries({ queryKey: ['withdrawals'] });

  const header = <PageHeader title={t('withdrawals.title')} description={t('withdrawals.description')} />;
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
                options={[{ value: '', label: t('cashier.anyStatus') }, ...withdrawalStatuses.map((s) => ({ value: s, label: t(`withdrawals.status.${s}`) }))]}
                onChange={(e) => {
                  setFilters((f) => ({ ...f, status: e.target.value as WithdrawalStatus | '' }));
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
          <ListState query={list} empty={rows.length === 0} emptyText={t('withdrawals.empty')} emptyTestId={ids.empty} />
          {rows.length > 0 ? (
            <CashierTable caption={t('withdrawals.title')} data-testid={ids.table}>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t('cashier.col.time')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.order')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.member')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.amount')}</TableHeaderCell>
                  <TableHeaderCell>{t('withdrawals.col.bank')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.status')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.actions')}</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((w) => (
                  <TableRow key={w.id} data-testid={ids.row} data-id={w.id} data-order-no={w.orderNo} data-status={w.status}>
                    <TableCell className="whitespace-nowrap">
                      <time dateTime={w.createdAt}>{formatDateTime(w.createdAt, i18n.language)}</time>
                    </TableCell>
                    <TableCell><span dir="ltr" className="font-mono text-xs">{w.orderNo}</span></TableCell>
                    <TableCell><span dir="ltr" className="font-mono text-sm">{w.account}</span></TableCell>
                    <TableCell><Money minor={w.amount} currency={w.currency} /></TableCell>
                    <TableCell className="min-w-40">
                      {w.bankName}
                      <span dir="ltr" className="block font-mono text-xs">{w.accountNumber}</span>
                      <span className="block text-xs text-fg-muted">{t('withdrawals.payee', { name: w.payeeName })}</span>
                    </TableCell>
                    <TableCell className="min-w-40">
                      <StatusBadge tone={tone[w.status]} label={t(`withdrawals.status.${w.status}`)} />
                      {w.payoutError ? (
                        <span className="mt-1 block max-w-xs whitespace-normal break-words text-xs text-danger" data-testid={ids.payoutError}>
                          {t('withdrawals.payoutError', { error: w.payoutError, attempts: w.payoutAttempts })}
                        </span>
                      ) : null}
                      {w.rejectReason ? <span className="block max-w-xs whitespace-normal break-words text-xs text-fg-muted">{w.rejectReason}</span> : null}
                      {w.reviewedBy ? <span className="block text-xs text-fg-muted">{t('cashier.reviewedBy', { name: w.reviewedBy })}</span> : null}
                      {w.receipt ? <span className="block text-xs text-fg-muted">{t(`withdrawals.receipt.${w.receipt.kind}`)}</span> : null}
                      {w.disputeStatus ? <span className="block text-xs text-danger">{t(`disputes.status.${w.disputeStatus}`)}</span> : null}
                    </TableCell>
                    <TableCell>
                      {w.status === 'pending' ? (
                        <div className="flex flex-wrap gap-2">
                          <Button size="sm" onClick={() => setDialog({ kind: 'approve', withdrawal: w })} aria-label={t('withdrawals.approveOf', { orderNo: w.orderNo })} data-testid={ids.approve}>
                            {t('cashier.approve')}
                          </Button>
                          <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'reject', withdrawal: w })} aria-label={t('withdrawals.rejectOf', { orderNo: w.orderNo })} data-testid={ids.reject}>
                            {t('cashier.reject')}
                          </Button>
                        </div>
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
      {dialog?.kind === 'approve' ? (
        <ConfirmDialog
          title={t('withdrawals.approveTitle')}
          confirmLabel={t('withdrawals.approvePay')}
          testId={ids.approveConfirm}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            const w = dialog.withdrawal;
            try {
              const result = await approveWithdrawal(w.id);
              setDialog(null);
              // A refused payout keeps the withdrawal pending with the provider's reason.
              setFeedback(result.status === 'pending' && result.payoutError ? { tone: 'danger', message: t('withdrawals.payoutFailed', { error: result.payoutError }) } : { tone: 'success', message: t('withdrawals.approved', { orderNo: w.orderNo }) });
            } catch (error) {
              setDialog(null);
              setFeedback({ tone: 'danger', message: error instanceof Error ? error.message : t('error.unexpected') });
            }
            await refresh();
          }}
        >
          <p>
            {t('withdrawals.approveBody', { account: dialog.withdrawal.account, bank: dialog.withdrawal.bankName, payee: dialog.withdrawal.payeeName })}{' '}
            <Money minor={dialog.withdrawal.amount} currency={dialog.withdrawal.currency} />
          </p>
        </ConfirmDialog>
      ) : null}
      {dialog?.kind === 'reject' ? (
        <ReasonDialog
          title={t('withdrawals.rejectTitle', { orderNo: dialog.withdrawal.orderNo })}
          description={t('withdrawals.rejectHelp')}
          label={t('cashier.reason')}
          confirmLabel={t('cashier.reject')}
          minLength={1}
          maxLength={500}
          testIds={{ text: ids.rejectReason, submit: ids.rejectConfirm }}
          onClose={() => setDialog(null)}
          onSubmit={async (reason) => {
            await rejectWithdrawal(dialog.withdrawal.id, reason);
            setDialog(null);
            setFeedback({ tone: 'success', message: t('withdrawals.rejected', { orderNo: dialog.withdrawal.orderNo }) });
            await refresh();
          }}
        />
      ) : null}
    </>
  );
};
