import { adjustmentStatuses, type AdjustmentStatus, type BoAdjustment } from '@gp/contracts';
import { Button, Card, Field, Select, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approveAdjustment, fetchAdjustments, rejectAdjustment } from '../../api/cashier-api';
import { canUseCashier } from '../../auth/permissions';
import { useStaff } from '../../auth/use-staff';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { ConfirmDialog } from '../../cashier/confirm-dialog';
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
import { AdjustmentCreateDialog } from './adjustment-create-dialog';
import { adjustmentActionFor, adjustmentTone } from './adjustment-status';
import { CashierTable } from '../../cashier/cashier-table';

const ids = testIds.adjustments;

type Dialog = { kind: 'create' } | { kind: 'approve'; adjustment: BoAdjustment } | { kind: 'reject'; adjustment: BoAdjustment } | null;

/** Manual adjustments: request one; approve or reject someone else's above the four-eyes threshold. */
export const AdjustmentsPage = () => {
  const { t, i18n } = useTranslation();
  const allowed = canUseCashier(useStaffRoles());
  const me = useStaff().data;
  const client = useQueryClient();
  const [status, setStatus] = useState<AdjustmentStatus | ''>('pending');
  const [pageNo, setPageNo] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const list = useQuery({
    queryKey: ['adjustments', status, pageNo],
    queryFn: ({ signal }) => fetchAdjustments(status, pageNo, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });

  const done = async (message: string) => {
    setDialog(null);
    setFeedback({ tone: 'success', message });
    await client.invalidateQueries({ queryKey: ['adjustments'] });
    await client.invalidateQueries({ queryKey: ['member-wallet'] });
  };

  const header = (
    <PageHeader
      title={t('adjustments.title')}
      description={t('adjustments.description')}
      actions={allowed ? <Button onClick={() => setDialog({ kind: 'create' })} data-testid={ids.create}>{t('adjustments.create')}</Button> : null}
    />
  );
  if (!allowed) return <>{header}<NoAccess /></>;
  const rows = list.data?.list ?? [];

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-4">
          <div className="max-w-xs">
            <Field label={t('adjustments.filterStatus')}>
              <Select
                value={status}
                options={[{ value: '', label: t('cashier.anyStatus') }, ...adjustmentStatuses.map((s) => ({ value: s, label: t(`adjustments.status.${s}`) }))]}
                onChange={(e) => {
                  setStatus(e.target.value as AdjustmentStatus | '');
                  setPageNo(1);
                }}
                data-testid={ids.filterStatus}
              />
            </Field>
          </div>
          <FeedbackAlert feedback={feedback} />
          <ListState query={list} empty={rows.length === 0} emptyText={t('adjustments.empty')} emptyTestId={ids.empty} />
          {rows.length > 0 ? (
            <CashierTable caption={t('adjustments.title')} data-testid={ids.table}>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t('cashier.col.time')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.member')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.amount')}</TableHeaderCell>
                  <TableHeaderCell>{t('adjustments.col.reason')}</TableHeaderCell>
                  <TableHeaderCell>{t('adjustments.col.requestedBy')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.status')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.actions')}</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((a) => {
                  const action = adjustmentActionFor(a, me?.id);
                  return (
                    <TableRow key={a.id} data-testid={ids.row} data-id={a.id} data-status={a.status}>
                      <TableCell className="whitespace-nowrap">
                        <time dateTime={a.createdAt}>{formatDateTime(a.createdAt, i18n.language)}</time>
                      </TableCell>
                      <TableCell>
                        <span dir="ltr" className="font-mono text-sm">{a.memberAccount}</span>
                      </TableCell>
                      <TableCell>
                        <Money minor={a.amount} currency={a.currency} signed />
                      </TableCell>
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
                          <div className="flex flex-wrap gap-2">
                            <Button size="sm" onClick={() => setDialog({ kind: 'approve', adjustment: a })} aria-label={t('adjustments.approveOf', { account: a.memberAccount })} data-testid={ids.approve}>
                              {t('cashier.approve')}
                            </Button>
                            <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'reject', adjustment: a })} aria-label={t('adjustments.rejectOf', { account: a.memberAccount })} data-testid={ids.reject}>
                              {t('cashier.reject')}
                            </Button>
                          </div>
                        ) : null}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </CashierTable>
          ) : null}
          {list.data ? <Pager pageNo={list.data.pageNo} totalPages={list.data.totalPages} total={list.data.total} busy={list.isFetching} onPage={setPageNo} /> : null}
        </div>
      </Card>
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
              setFeedback({ tone: 'danger', message: error instanceof Error ? error.message : t('error.unexpected') });
              await client.invalidateQueries({ queryKey: ['adjustments'] });
            }
          }}
        >
          <p>
            {t('adjustments.approveBody', { account: dialog.adjustment.memberAccount })} <Money minor={dialog.adjustment.amount} currency={dialog.adjustment.currency} signed />
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
  );
};
