import { withdrawalStatuses, type BoWithdrawal, type WithdrawalStatus } from '@gp/contracts';
import { TableCell, TableRow } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testIds } from '../../../../shared/test-ids';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { FilterSelect } from '../../../../shared/ui/filter-select';
import { Money } from '../../../../shared/ui/money';
import { PageHeader } from '../../../../shared/ui/page-header';
import { PagedTable } from '../../../../shared/ui/paged-table';
import { AmountCell, OrderLeadCells, orderLeadColumns } from '../../../../shared/ui/queue-cells';
import { ReasonDialog } from '../../../../shared/ui/reason-dialog';
import { StatusBadge, type StatusTone } from '../../../../shared/ui/status-badge';
import { approveWithdrawal, fetchWithdrawals, rejectWithdrawal, type WithdrawalFilters } from '../../api/withdrawals-api';
import { AccountFilterForm } from '../../components/account-filter-form';
import { QueueScreen } from '../../components/queue-screen';
import { RowActions } from '../../components/row-actions';
import { cashierKeys } from '../../queries/keys';
import { useCashierQueue } from '../../queries/use-cashier-queue';

const ids = testIds.withdrawals;

const tone: Record<WithdrawalStatus, StatusTone> = { pending: 'waiting', paying: 'waiting', approved: 'good', rejected: 'bad' };

type Dialog = { kind: 'approve' | 'reject'; withdrawal: BoWithdrawal } | null;

const initialFilters: WithdrawalFilters = { status: 'pending', account: '' };

/** The withdrawal queue: approve pays out through the provider; reject returns the hold to the wallet. */
export const WithdrawalsPage = () => {
  const { t } = useTranslation();
  const queue = useCashierQueue({ keys: cashierKeys.withdrawals, initialFilters, fetchPage: fetchWithdrawals });
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <QueueScreen
      header={<PageHeader title={t('withdrawals.title')} description={t('withdrawals.description')} />}
      allowed={queue.allowed}
      feedback={queue.feedback}
      filters={
        <AccountFilterForm onApply={(account) => queue.filterBy((f) => ({ ...f, account }))} testIds={{ account: ids.filterAccount, apply: ids.filterApply }}>
          <FilterSelect
            label={t('cashier.filterStatus')}
            anyLabel={t('cashier.anyStatus')}
            value={queue.filters.status}
            options={withdrawalStatuses.map((s) => ({ value: s, label: t(`withdrawals.status.${s}`) }))}
            onChange={(status) => queue.filterBy((f) => ({ ...f, status }))}
            testId={ids.filterStatus}
          />
        </AccountFilterForm>
      }
      dialogs={
        <>
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
                  if (result.status === 'pending' && result.payoutError) queue.refused(t('withdrawals.payoutFailed', { error: result.payoutError }));
                  else queue.succeeded(t('withdrawals.approved', { orderNo: w.orderNo }));
                } catch (error) {
                  setDialog(null);
                  queue.failed(error);
                }
                await queue.refresh();
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
                queue.succeeded(t('withdrawals.rejected', { orderNo: dialog.withdrawal.orderNo }));
                await queue.refresh();
              }}
            />
          ) : null}
        </>
      }
    >
      <PagedTable
        stickyActions
        query={queue.list}
        caption={t('withdrawals.title')}
        testId={ids.table}
        empty={{ text: t('withdrawals.empty'), testId: ids.empty }}
        onPage={queue.setPageNo}
        columns={[...orderLeadColumns(t), t('cashier.col.amount'), t('withdrawals.col.bank'), t('cashier.col.status'), t('cashier.col.actions')]}
        row={(w) => (
          <TableRow key={w.id} data-testid={ids.row} data-id={w.id} data-order-no={w.orderNo} data-status={w.status}>
            <OrderLeadCells createdAt={w.createdAt} orderNo={w.orderNo} account={w.account} />
            <AmountCell minor={w.amount} currency={w.currency} />
            <TableCell className="min-w-40">
              {w.bankName}
              <span dir="ltr" className="block font-mono text-xs">
                {w.accountNumber}
              </span>
              {w.ifsc ? (
                <span dir="ltr" className="block font-mono text-xs" data-testid="withdrawal-ifsc">
                  {t('withdrawals.ifsc', { code: w.ifsc })}
                </span>
              ) : null}
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
                <RowActions
                  primary={{
                    label: t('cashier.approve'),
                    ariaLabel: t('withdrawals.approveOf', { orderNo: w.orderNo }),
                    testId: ids.approve,
                    onClick: () => setDialog({ kind: 'approve', withdrawal: w }),
                  }}
                  secondary={{
                    label: t('cashier.reject'),
                    ariaLabel: t('withdrawals.rejectOf', { orderNo: w.orderNo }),
                    testId: ids.reject,
                    onClick: () => setDialog({ kind: 'reject', withdrawal: w }),
                  }}
                />
              ) : null}
            </TableCell>
          </TableRow>
        )}
      />
    </QueueScreen>
  );
};
