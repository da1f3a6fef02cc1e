import { adjustmentStatuses, type AdjustmentStatus, type BoAdjustment } from '@gp/contracts';
import { Button, TableCell, TableRow } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../../../../app/session/use-staff';
import { testIds } from '../../../../shared/test-ids';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { FilterSelect } from '../../../../shared/ui/filter-select';
import { Money } from '../../../../shared/ui/money';
import { PageHeader } from '../../../../shared/ui/page-header';
import { PagedTable } from '../../../../shared/ui/paged-table';
import { AccountCell, AmountCell, TimeCell } from '../../../../shared/ui/queue-cells';
import { ReasonDialog } from '../../../../shared/ui/reason-dialog';
import { StatusBadge } from '../../../../shared/ui/status-badge';
import { approveAdjustment, fetchAdjustments, rejectAdjustment } from '../../api/cashier-api';
import { QueueScreen } from '../../components/queue-screen';
import { RowActions } from '../../components/row-actions';
import { cashierKeys } from '../../queries/keys';
import { useCashierQueue } from '../../queries/use-cashier-queue';
import { AdjustmentCreateDialog } from './adjustment-create-dialog';
import { adjustmentActionFor, adjustmentTone } from './adjustment-status';

const ids = testIds.adjustments;

type Dialog = { kind: 'create' } | { kind: 'approve'; adjustment: BoAdjustment } | { kind: 'reject'; adjustment: BoAdjustment } | null;

/** Manual adjustments: request one; approve or reject someone else's above the four-eyes threshold. */
export const AdjustmentsPage = () => {
  const { t } = useTranslation();
  const me = useStaff().data;
  const queue = useCashierQueue<AdjustmentStatus | '', BoAdjustment>({ keys: cashierKeys.adjustments, initialFilters: 'pending', fetchPage: fetchAdjustments });
  const [dialog, setDialog] = useState<Dialog>(null);

  const done = async (message: string) => {
    setDialog(null);
    queue.succeeded(message);
    await queue.refresh();
    await queue.invalidate(cashierKeys.memberWallet.all);
  };

  return (
    <QueueScreen
      header={
        <PageHeader
          title={t('adjustments.title')}
          description={t('adjustments.description')}
          actions={
            queue.allowed ? (
              <Button onClick={() => setDialog({ kind: 'create' })} data-testid={ids.create}>
                {t('adjustments.create')}
              </Button>
            ) : null
          }
        />
      }
      allowed={queue.allowed}
      feedback={queue.feedback}
      filters={
        <div className="max-w-xs">
          <FilterSelect
            label={t('adjustments.filterStatus')}
            anyLabel={t('cashier.anyStatus')}
            value={queue.filters}
            options={adjustmentStatuses.map((s) => ({ value: s, label: t(`adjustments.status.${s}`) }))}
            onChange={(status) => queue.filterBy(() => status)}
            testId={ids.filterStatus}
          />
        </div>
      }
      dialogs={
        <>
          {dialog?.kind === 'create' ? (
            <AdjustmentCreateDialog
              onClose={() => setDialog(null)}
              onCreated={(a) => void done(a.status === 'pending' ? t('adjustments.createdPending') : t('adjustments.createdPosted'))}
            />
          ) : null}
          {dialog?.kind === 'approve' ? (
            <ConfirmDialog
              title={t('adjustments.approveTitle')}
              confirmLabel={t('cashier.approve')}
              testId={ids.approveConfirm}
              onClose={() => setDialog(null)}
              onConfirm={async () => {
                try {
                  await approveAdjustment(dialog.adjustment.id);
                  await done(t('adjustments.approved'));
                } catch (error) {
                  setDialog(null);
                  queue.failed(error);
                  await queue.refresh();
                }
              }}
            >
              <p>
                {t('adjustments.approveBody', { account: dialog.adjustment.memberAccount })}{' '}
                <Money minor={dialog.adjustment.amount} currency={dialog.adjustment.currency} signed />
              </p>
              <p className="text-sm text-fg-muted">{dialog.adjustment.reason}</p>
            </ConfirmDialog>
          ) : null}
          {dialog?.kind === 'reject' ? (
            <ReasonDialog
              title={t('adjustments.rejectTitle')}
              label={t('cashier.reason')}
              confirmLabel={t('cashier.reject')}
              minLength={5}
              maxLength={500}
              testIds={{ text: ids.rejectReason, submit: ids.rejectConfirm }}
              onClose={() => setDialog(null)}
              onSubmit={async (reason) => {
                await rejectAdjustment(dialog.adjustment.id, reason);
                await done(t('adjustments.rejected'));
              }}
            />
          ) : null}
        </>
      }
    >
      <PagedTable
        stickyActions
        query={queue.list}
        caption={t('adjustments.title')}
        testId={ids.table}
        empty={{ text: t('adjustments.empty'), testId: ids.empty }}
        onPage={queue.setPageNo}
        columns={[
          t('cashier.col.time'),
          t('cashier.col.member'),
          t('cashier.col.amount'),
          t('adjustments.col.reason'),
          t('adjustments.col.requestedBy'),
          t('cashier.col.status'),
          t('cashier.col.actions'),
        ]}
        row={(a) => {
          const action = adjustmentActionFor(a, me?.id);
          return (
            <TableRow key={a.id} data-testid={ids.row} data-id={a.id} data-status={a.status}>
              <TimeCell at={a.createdAt} />
              <AccountCell account={a.memberAccount} />
              <AmountCell minor={a.amount} currency={a.currency} signed />
              <TableCell className="min-w-48 max-w-md whitespace-pre-wrap break-words">{a.reason}</TableCell>
              <TableCell>{a.requestedBy.name}</TableCell>
              <TableCell>
                <StatusBadge tone={adjustmentTone[a.status]} label={t(`adjustments.status.${a.status}`)} />
                {a.decidedBy ? <span className="mt-1 block text-xs text-fg-muted">{t('adjustments.decidedBy', { name: a.decidedBy.name })}</span> : null}
                {a.decisionReason ? <span className="block max-w-xs whitespace-normal break-words text-xs text-fg-muted">{a.decisionReason}</span> : null}
                {a.status === 'posted' && !a.needsSecondApprover ? <span className="block text-xs text-fg-muted">{t('adjustments.postedAtOnce')}</span> : null}
              </TableCell>
              <TableCell>
                {action === 'waiting' ? (
                  <span className="text-sm text-fg-muted" data-testid={ids.waiting}>
                    {t('adjustments.waitingForSecond')}
                  </span>
                ) : null}
                {action === 'decide' ? (
                  <RowActions
                    primary={{
                      label: t('cashier.approve'),
                      ariaLabel: t('adjustments.approveOf', { account: a.memberAccount }),
                      testId: ids.approve,
                      onClick: () => setDialog({ kind: 'approve', adjustment: a }),
                    }}
                    secondary={{
                      label: t('cashier.reject'),
                      ariaLabel: t('adjustments.rejectOf', { account: a.memberAccount }),
                      testId: ids.reject,
                      onClick: () => setDialog({ kind: 'reject', adjustment: a }),
                    }}
                  />
                ) : null}
              </TableCell>
            </TableRow>
          );
        }}
      />
    </QueueScreen>
  );
};
