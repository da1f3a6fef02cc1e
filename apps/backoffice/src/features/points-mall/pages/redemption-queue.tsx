import { pointsMallRedemptionStatuses, type BoPointsMallRedemption, type PointsMallRedemptionStatus } from '@gp/contracts';
import { Alert, Button, Card, Field, Input, Select, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { toMoneyInput } from '../../../shared/format/money';
import { ListState } from '../../../shared/ui/list-state';
import { Pager } from '../../../shared/ui/pager';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';
import { StatusBadge, type StatusTone } from '../../../shared/ui/status-badge';
import { approveRedemption, fetchQueue, pointsMallKeys, rejectRedemption, releaseRedemption, type QueueFilter } from '../points-mall-api';
import { pointsMallTestIds as ids } from '../points-mall-test-ids';

const tones: Record<PointsMallRedemptionStatus, StatusTone> = { applying: 'waiting', approved: 'waiting', released: 'good', rejected: 'bad' };

/** Staff write a reason in words; a refusal by the system is an error code, shown in the staff language. */
const useReason = () => {
  const { t } = useTranslation();
  return (reason: string | null) => (reason && /^[A-Z][A-Z0-9_]+$/.test(reason) ? t(reason, { ns: 'errors', defaultValue: reason }) : (reason ?? ''));
};

/** The actions a row allows: approve what is applying, release what is approved, reject goods not yet released. */
const RowActions = ({ row, onReject }: { row: BoPointsMallRedemption; onReject: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const act = useMutation({
    mutationFn: (action: 'approve' | 'release') => (action === 'approve' ? approveRedemption(row.id) : releaseRedemption(row.id)),
    onSuccess: () => client.invalidateQueries({ queryKey: pointsMallKeys.all }),
  });
  const canReject = row.redeemType !== 'cash' && (row.status === 'applying' || row.status === 'approved');
  return (
    <div className="flex flex-wrap gap-2">
      {row.status === 'applying' ? (
        <Button size="sm" loading={act.isPending} onClick={() => act.mutate('approve')} data-testid={ids.approve}>
          {t('pointsMallAdmin.approve')}
        </Button>
      ) : null}
      {row.status === 'approved' ? (
        <Button size="sm" loading={act.isPending} onClick={() => act.mutate('release')} data-testid={ids.release}>
          {row.redeemType === 'cash' ? t('pointsMallAdmin.pay') : t('pointsMallAdmin.release')}
        </Button>
      ) : null}
      {canReject ? (
        <Button size="sm" variant="danger" onClick={onReject} data-testid={ids.reject}>
          {t('pointsMallAdmin.reject')}
        </Button>
      ) : null}
      {act.error ? <span className="text-sm text-danger">{act.error.message}</span> : null}
    </div>
  );
};

/** The redemption queue: by status (waiting ones oldest first) or member, with approve, release and reject. */
export const RedemptionQueue = () => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const reasonOf = useReason();
  const [filter, setFilter] = useState<QueueFilter>({ pageNo: 1, status: 'applying', account: '' });
  const [rejecting, setRejecting] = useState<BoPointsMallRedemption | null>(null);
  const page = useQuery({ queryKey: pointsMallKeys.queue(filter), queryFn: ({ signal }) => fetchQueue(filter, signal), placeholderData: keepPreviousData });
  const rows = page.data?.list ?? [];

  return (
    <div data-testid={ids.queue}>
      <Card title={t('pointsMallAdmin.queue')} description={t('pointsMallAdmin.queueHint')}>
        <div className="mb-4 grid gap-3 sm:grid-cols-2">
          <Field label={t('pointsMallAdmin.status')}>
            <Select
              value={filter.status}
              options={[
                { value: '', label: t('pointsMallAdmin.allStatuses') },
                ...pointsMallRedemptionStatuses.map((s) => ({ value: s, label: t(`pointsMallAdmin.statusName.${s}`) })),
              ]}
              onChange={(e) => setFilter({ ...filter, pageNo: 1, status: e.target.value as QueueFilter['status'] })}
              data-testid={ids.queueStatus}
            />
          </Field>
          <Field label={t('pointsMallAdmin.memberAccount')}>
            <Input value={filter.account} onChange={(e) => setFilter({ ...filter, pageNo: 1, account: e.target.value })} data-testid={ids.queueAccount} />
          </Field>
        </div>
        <ListState query={page} empty={rows.length === 0} emptyText={t('pointsMallAdmin.queueEmpty')} emptyTestId="bo-mall-queue-empty" />
        {rows.length > 0 ? (
          <Table>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t('pointsMallAdmin.number')}</TableHeaderCell>
                <TableHeaderCell>{t('pointsMallAdmin.member')}</TableHeaderCell>
                <TableHeaderCell>{t('pointsMallAdmin.item')}</TableHeaderCell>
                <TableHeaderCell>{t('pointsMallAdmin.points')}</TableHeaderCell>
                <TableHeaderCell>{t('pointsMallAdmin.status')}</TableHeaderCell>
                <TableHeaderCell>{t('pointsMallAdmin.actions')}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid={ids.queueRow} data-account={row.memberAccount}>
                  <TableCell>
                    <div className="tabular-nums">{row.number}</div>
                    <div className="text-xs text-fg-muted">{formatDateTime(row.createdAt, i18n.language)}</div>
                  </TableCell>
                  <TableCell>{row.memberAccount}</TableCell>
                  <TableCell>
                    <div>
                      {row.kind === 'convert' ? t('pointsMallAdmin.converted') : row.itemName} × {row.quantity}
                    </div>
                    <div className="text-xs text-fg-muted">
                      {t(`pointsMallAdmin.type.${row.redeemType}`)}
                      {row.amountNeeded > 0 ? ` · ${toMoneyInput(row.amountNeeded)}` : ''}
                    </div>
                  </TableCell>
                  <TableCell className="tabular-nums">{row.pointsNeeded.toLocaleString(i18n.language)}</TableCell>
                  <TableCell>
                    <StatusBadge tone={tones[row.status]} label={t(`pointsMallAdmin.statusName.${row.status}`)} testId="bo-mall-queue-row-status" />
                    {row.reason ? <div className="mt-1 text-xs text-fg-muted">{reasonOf(row.reason)}</div> : null}
                  </TableCell>
                  <TableCell>
                    <RowActions row={row} onReject={() => setRejecting(row)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {page.data ? (
          <Pager
            pageNo={filter.pageNo}
            totalPages={page.data.totalPages}
            total={page.data.total}
            onPage={(pageNo) => setFilter({ ...filter, pageNo })}
            busy={page.isFetching}
          />
        ) : null}
        {page.error && page.data ? <Alert tone="danger">{page.error.message}</Alert> : null}
      </Card>
      {rejecting ? (
        <ReasonDialog
          title={t('pointsMallAdmin.rejectTitle', { number: rejecting.number })}
          description={t('pointsMallAdmin.rejectHint')}
          label={t('pointsMallAdmin.reason')}
          confirmLabel={t('pointsMallAdmin.reject')}
          minLength={1}
          maxLength={500}
          onSubmit={async (reason) => {
            await rejectRedemption(rejecting.id, reason);
            await client.invalidateQueries({ queryKey: pointsMallKeys.all });
            setRejecting(null);
          }}
          onClose={() => setRejecting(null)}
          testIds={{ text: ids.rejectReason, submit: ids.rejectSubmit }}
        />
      ) : null}
    </div>
  );
};
