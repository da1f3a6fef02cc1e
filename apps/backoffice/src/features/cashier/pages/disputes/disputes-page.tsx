import type { BoWithdrawalDispute } from '@gp/contracts';
import { Button, TableCell, TableRow } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testIds } from '../../../../shared/test-ids';
import { FilterSelect } from '../../../../shared/ui/filter-select';
import { Money } from '../../../../shared/ui/money';
import { PageHeader } from '../../../../shared/ui/page-header';
import { PagedTable } from '../../../../shared/ui/paged-table';
import { OrderLeadCells, orderLeadColumns } from '../../../../shared/ui/queue-cells';
import { ReasonDialog } from '../../../../shared/ui/reason-dialog';
import { StatusBadge } from '../../../../shared/ui/status-badge';
import { fetchDisputes, resolveDispute } from '../../api/withdrawals-api';
import type { DisputeFilter } from '../../api/withdrawals-api';
import { QueueScreen } from '../../components/queue-screen';
import { cashierKeys } from '../../queries/keys';
import { useCashierQueue } from '../../queries/use-cashier-queue';
import { DisputeProofs } from './dispute-proofs';

const ids = testIds.disputes;

const disputeStatuses = ['open', 'resolved'] as const;

/** Receipt disputes: the player got part of a payout or none; staff look at the proof and close the case. */
export const DisputesPage = () => {
  const { t } = useTranslation();
  const queue = useCashierQueue<DisputeFilter, BoWithdrawalDispute>({ keys: cashierKeys.disputes, initialFilters: 'open', fetchPage: fetchDisputes });
  const [resolving, setResolving] = useState<BoWithdrawalDispute | null>(null);

  return (
    <QueueScreen
      header={<PageHeader title={t('disputes.title')} description={t('disputes.description')} />}
      allowed={queue.allowed}
      feedback={queue.feedback}
      filters={
        <div className="max-w-xs">
          <FilterSelect
            label={t('cashier.filterStatus')}
            anyLabel={t('cashier.anyStatus')}
            value={queue.filters}
            options={disputeStatuses.map((s) => ({ value: s, label: t(`disputes.status.${s}`) }))}
            onChange={(status) => queue.filterBy(() => status)}
            testId={ids.filterStatus}
          />
        </div>
      }
      dialogs={
        resolving ? (
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
              queue.succeeded(t('disputes.resolved', { orderNo: resolving.orderNo }));
              await queue.refresh();
            }}
          />
        ) : null
      }
    >
      <PagedTable
        stickyActions
        query={queue.list}
        caption={t('disputes.title')}
        testId={ids.table}
        empty={{ text: t('disputes.empty'), testId: ids.empty }}
        onPage={queue.setPageNo}
        columns={[...orderLeadColumns(t), t('disputes.col.claim'), t('disputes.col.proofs'), t('cashier.col.status'), t('cashier.col.actions')]}
        row={(d) => (
          <TableRow key={d.id} data-testid={ids.row} data-id={d.id} data-status={d.status}>
            <OrderLeadCells createdAt={d.createdAt} orderNo={d.orderNo} account={d.account} />
            <TableCell className="min-w-48">
              <span className="block font-medium">{t(`disputes.kind.${d.kind}`)}</span>
              <span className="block text-sm">
                {t('disputes.paid')} <Money minor={d.amount} currency={d.currency} />
              </span>
              <span className="block text-sm">
                {t('disputes.received')} <Money minor={d.receivedAmount} currency={d.currency} />
              </span>
              <span className="block text-sm text-danger">
                {t('disputes.missing')} <Money minor={d.remainder} currency={d.currency} />
              </span>
            </TableCell>
            <TableCell className="min-w-24">
              <div className="flex flex-wrap gap-2">
                <DisputeProofs dispute={d} />
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
        )}
      />
    </QueueScreen>
  );
};
