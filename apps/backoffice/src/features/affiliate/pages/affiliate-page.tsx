import { affiliateApplicationStatuses, type AffiliateApplicationStatus, type BoAffiliateApplication } from '@gp/contracts';
import { Alert, Button, Card, Field, Input, Select, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../app/session/use-staff-roles';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { ActionDialog } from '../../../shared/ui/action-dialog';
import { ListState } from '../../../shared/ui/list-state';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { Pager } from '../../../shared/ui/pager';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';
import { StatusBadge, type StatusTone } from '../../../shared/ui/status-badge';
import { affiliateKeys, approveApplication, fetchApplications, rejectApplication, type AffiliateFilter } from '../affiliate-api';
import { canDecideAffiliates } from '../affiliate-permissions';
import { affiliateTestIds as ids } from '../affiliate-test-ids';

const tones: Record<AffiliateApplicationStatus, StatusTone> = { pending: 'waiting', approved: 'good', rejected: 'bad' };

/** Approve: the upline is the operator's top agent unless staff name another agent. */
const ApproveDialog = ({ row, topAgent, onClose }: { row: BoAffiliateApplication; topAgent: string | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [upline, setUpline] = useState('');
  const approve = useMutation({
    mutationFn: () => approveApplication(row.id, upline),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: affiliateKeys.all });
      onClose();
    },
  });
  return (
    <ActionDialog
      title={t('affiliateAdmin.approveTitle', { account: row.memberAccount })}
      description={topAgent ? t('affiliateAdmin.approveHint', { account: topAgent }) : t('affiliateAdmin.approveHintNoTop')}
      busy={approve.isPending}
      onClose={onClose}
      action={
        <Button loading={approve.isPending} onClick={() => approve.mutate()} data-testid={ids.approveSubmit}>
          {t('affiliateAdmin.approve')}
        </Button>
      }
    >
      <Field label={t('affiliateAdmin.upline')} hint={t('affiliateAdmin.uplineHint')}>
        <Input value={upline} placeholder={topAgent ?? ''} onChange={(e) => setUpline(e.target.value)} maxLength={64} data-testid={ids.upline} />
      </Field>
      {approve.error ? <Alert tone="danger">{approve.error.message}</Alert> : null}
    </ActionDialog>
  );
};

/** Back office, affiliate applications: members asking to become agents; approve under an upline or reject with a reason. */
export const AffiliateAdminPage = () => {
  const { t, i18n } = useTranslation();
  const roles = useStaffRoles();
  const client = useQueryClient();
  const [filter, setFilter] = useState<AffiliateFilter>({ pageNo: 1, status: 'pending', member: '' });
  const [approving, setApproving] = useState<BoAffiliateApplication | null>(null);
  const [rejecting, setRejecting] = useState<BoAffiliateApplication | null>(null);
  const page = useQuery({
    queryKey: affiliateKeys.list(filter),
    queryFn: ({ signal }) => fetchApplications(filter, signal),
    placeholderData: keepPreviousData,
    enabled: canDecideAffiliates(roles),
  });
  if (!canDecideAffiliates(roles)) return <NoAccess />;
  const rows = page.data?.list ?? [];
  const topAgent = page.data?.topAgentAccount ?? null;

  return (
    <div className="flex flex-col gap-4" data-testid={ids.page}>
      <PageHeader title={t('affiliateAdmin.title')} description={t('affiliateAdmin.intro')} />
      <Card>
        <div className="mb-4 grid gap-3 sm:grid-cols-2">
          <Field label={t('affiliateAdmin.status')}>
            <Select
              value={filter.status}
              options={[
                { value: '', label: t('affiliateAdmin.allStatuses') },
                ...affiliateApplicationStatuses.map((s) => ({ value: s, label: t(`affiliateAdmin.statusName.${s}`) })),
              ]}
              onChange={(e) => setFilter({ ...filter, pageNo: 1, status: e.target.value as AffiliateFilter['status'] })}
              data-testid={ids.status}
            />
          </Field>
          <Field label={t('affiliateAdmin.member')}>
            <Input value={filter.member} onChange={(e) => setFilter({ ...filter, pageNo: 1, member: e.target.value })} data-testid={ids.member} />
          </Field>
        </div>
        <ListState query={page} empty={rows.length === 0} emptyText={t('affiliateAdmin.empty')} emptyTestId="bo-affiliate-empty" />
        {rows.length > 0 ? (
          <Table>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t('affiliateAdmin.member')}</TableHeaderCell>
                <TableHeaderCell>{t('affiliateAdmin.note')}</TableHeaderCell>
                <TableHeaderCell>{t('affiliateAdmin.status')}</TableHeaderCell>
                <TableHeaderCell>{t('affiliateAdmin.actions')}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid={ids.row} data-account={row.memberAccount}>
                  <TableCell>
                    <div>{row.memberAccount}</div>
                    <div className="text-xs text-fg-muted">{formatDateTime(row.createdAt, i18n.language)}</div>
                    {row.feedbackId !== null ? <div className="text-xs text-fg-muted">{t('affiliateAdmin.fromFeedback')}</div> : null}
                  </TableCell>
                  <TableCell>
                    <div className="max-w-md whitespace-pre-wrap break-words">{row.note || '—'}</div>
                  </TableCell>
                  <TableCell>
                    <StatusBadge tone={tones[row.status]} label={t(`affiliateAdmin.statusName.${row.status}`)} testId="bo-affiliate-row-status" />
                    {row.status === 'approved' ? (
                      <div className="mt-1 text-xs text-fg-muted">
                        {t('affiliateAdmin.approvedUnder', { upline: row.uplineAccount ?? '—', code: row.inviteCode ?? '' })}
                      </div>
                    ) : null}
                    {row.reason ? <div className="mt-1 text-xs text-fg-muted">{row.reason}</div> : null}
                    {row.reviewedBy ? <div className="text-xs text-fg-muted">{row.reviewedBy}</div> : null}
                  </TableCell>
                  <TableCell>
                    {row.status === 'pending' ? (
                      <div className="flex flex-wrap gap-2">
                        <Button size="sm" onClick={() => setApproving(row)} data-testid={ids.approve}>
                          {t('affiliateAdmin.approve')}
                        </Button>
                        <Button size="sm" variant="danger" onClick={() => setRejecting(row)} data-testid={ids.reject}>
                          {t('affiliateAdmin.reject')}
                        </Button>
                      </div>
                    ) : null}
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
      {approving ? <ApproveDialog row={approving} topAgent={topAgent} onClose={() => setApproving(null)} /> : null}
      {rejecting ? (
        <ReasonDialog
          title={t('affiliateAdmin.rejectTitle', { account: rejecting.memberAccount })}
          description={t('affiliateAdmin.rejectHint')}
          label={t('affiliateAdmin.reason')}
          confirmLabel={t('affiliateAdmin.reject')}
          minLength={1}
          maxLength={500}
          onSubmit={async (reason) => {
            await rejectApplication(rejecting.id, reason);
            await client.invalidateQueries({ queryKey: affiliateKeys.all });
            setRejecting(null);
          }}
          onClose={() => setRejecting(null)}
          testIds={{ text: ids.rejectReason, submit: ids.rejectSubmit }}
        />
      ) : null}
    </div>
  );
};
