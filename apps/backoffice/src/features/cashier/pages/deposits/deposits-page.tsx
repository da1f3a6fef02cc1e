import { depositStatus, type BoDeposit, type DepositStatus } from '@gp/contracts';
import { Button, TableCell, TableRow } from '@gp/ui';
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
import { confirmDeposit, fetchDeposits, rejectDeposit, type DepositFilters } from '../../api/payments-api';
import { AccountFilterForm } from '../../components/account-filter-form';
import { QueueScreen } from '../../components/queue-screen';
import { RowActions } from '../../components/row-actions';
import { cashierKeys } from '../../queries/keys';
import { useCashierQueue } from '../../queries/use-cashier-queue';
import { ProofViewer } from './proof-viewer';

const ids = testIds.deposits;

const tone: Record<DepositStatus, StatusTone> = { pending: 'waiting', credited: 'good', rejected: 'bad', failed: 'bad' };

type Dialog = { kind: 'confirm' | 'reject' | 'proofs'; deposit: BoDeposit } | null;

const initialFilters: DepositFilters = { status: 'pending', account: '' };

/** The deposit queue: pending manual transfers first; confirm credits the wallet, reject tells the player why. */
export const DepositsPage = () => {
  const { t } = useTranslation();
  const queue = useCashierQueue({ keys: cashierKeys.deposits, initialFilters, fetchPage: fetchDeposits });
  const [dialog, setDialog] = useState<Dialog>(null);

  const done = async (message: string) => {
    setDialog(null);
    queue.succeeded(message);
    await queue.refresh();
  };

  return (
    <QueueScreen
      header={<PageHeader title={t('deposits.title')} description={t('deposits.description')} />}
      allowed={queue.allowed}
      feedback={queue.feedback}
      filters={
        <AccountFilterForm onApply={(account) => queue.filterBy((f) => ({ ...f, account }))} testIds={{ account: ids.filterAccount, apply: ids.filterApply }}>
          <FilterSelect
            label={t('cashier.filterStatus')}
            anyLabel={t('cashier.anyStatus')}
            value={queue.filters.status}
            options={depositStatus.options.map((s) => ({ value: s, label: t(`deposits.status.${s}`) }))}
            onChange={(status) => queue.filterBy((f) => ({ ...f, status }))}
            testId={ids.filterStatus}
          />
        </AccountFilterForm>
      }
      dialogs={
        <>
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
                  queue.failed(error);
                  await queue.refresh();
                }
              }}
            >
              <p>
                {t('deposits.confirmBody', { account: dialog.deposit.account, reference: dialog.deposit.transferReference ?? '—' })}{' '}
                <Money minor={dialog.deposit.amount} currency={dialog.deposit.currency} />
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
      }
    >
      <PagedTable
        stickyActions
        query={queue.list}
        caption={t('deposits.title')}
        testId={ids.table}
        empty={{ text: t('deposits.empty'), testId: ids.empty }}
        onPage={queue.setPageNo}
        columns={[
          ...orderLeadColumns(t),
          t('deposits.col.method'),
          t('cashier.col.amount'),
          t('deposits.col.reference'),
          t('cashier.col.status'),
          t('cashier.col.actions'),
        ]}
        row={(d) => (
          <TableRow key={d.id} data-testid={ids.row} data-id={d.id} data-order-no={d.orderNo} data-status={d.status}>
            <OrderLeadCells createdAt={d.createdAt} orderNo={d.orderNo} account={d.account} />
            <TableCell>
              {d.methodName}
              <span className="block text-xs text-fg-muted">{t(`paymentMethods.kind.${d.kind}`)}</span>
            </TableCell>
            <AmountCell minor={d.amount} currency={d.currency} />
            <TableCell>
              {d.transferReference ? (
                <span dir="ltr" className="break-all font-mono text-xs">
                  {d.transferReference}
                </span>
              ) : (
                '—'
              )}
              {d.providerRef ? (
                <span dir="ltr" className="block break-all font-mono text-xs text-fg-muted">
                  {d.providerRef}
                </span>
              ) : null}
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
                <RowActions
                  primary={{
                    label: t('deposits.confirm'),
                    ariaLabel: t('deposits.confirmOf', { orderNo: d.orderNo }),
                    testId: ids.confirm,
                    onClick: () => setDialog({ kind: 'confirm', deposit: d }),
                  }}
                  secondary={{
                    label: t('cashier.reject'),
                    ariaLabel: t('deposits.rejectOf', { orderNo: d.orderNo }),
                    testId: ids.reject,
                    onClick: () => setDialog({ kind: 'reject', deposit: d }),
                  }}
                />
              ) : null}
              {d.status === 'pending' && d.kind === 'gateway' ? <span className="text-xs text-fg-muted">{t('deposits.awaitingProvider')}</span> : null}
            </TableCell>
          </TableRow>
        )}
      />
    </QueueScreen>
  );
};
