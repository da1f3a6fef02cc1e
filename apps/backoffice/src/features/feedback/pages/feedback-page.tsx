import { feedbackQuestionTypes, feedbackStatuses, type BoFeedback, type FeedbackQuestionType, type FeedbackStatus } from '@gp/contracts';
import { Alert, Button, Card, Field, Input, Select, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../app/session/use-staff-roles';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { ListState } from '../../../shared/ui/list-state';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { Pager } from '../../../shared/ui/pager';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';
import { StatusBadge, type StatusTone } from '../../../shared/ui/status-badge';
import { answerFeedback, assignFeedback, closeFeedback, feedbackKeys, fetchAssignees, fetchFeedback, type FeedbackFilter } from '../feedback-api';
import { canWorkFeedback } from '../feedback-permissions';
import { feedbackTestIds as ids } from '../feedback-test-ids';

const tones: Record<FeedbackStatus, StatusTone> = { open: 'waiting', assigned: 'waiting', answered: 'good', closed: 'neutral' };

/** Assign (to oneself or a colleague) and close; answering opens the dialog. */
const RowActions = ({ row, onAnswer }: { row: BoFeedback; onAnswer: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [assignee, setAssignee] = useState('');
  const assignees = useQuery({ queryKey: feedbackKeys.assignees, queryFn: ({ signal }) => fetchAssignees(signal), staleTime: 60_000 });
  const act = useMutation({
    mutationFn: (action: { kind: 'assign'; staffId?: number } | { kind: 'close' }) =>
      action.kind === 'close' ? closeFeedback(row.id) : assignFeedback(row.id, action.staffId),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
  const workable = row.status === 'open' || row.status === 'assigned';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {workable ? (
          <>
            <Button size="sm" variant="secondary" loading={act.isPending} onClick={() => act.mutate({ kind: 'assign' })} data-testid={ids.assignSelf}>
              {t('feedbackAdmin.assignSelf')}
            </Button>
            <Button size="sm" onClick={onAnswer} data-testid={ids.answer}>
              {t('feedbackAdmin.answer')}
            </Button>
          </>
        ) : null}
        {row.status === 'closed' ? null : (
          <Button size="sm" variant="secondary" loading={act.isPending} onClick={() => act.mutate({ kind: 'close' })} data-testid={ids.close}>
            {t('feedbackAdmin.close')}
          </Button>
        )}
      </div>
      {workable ? (
        <div className="flex flex-wrap items-end gap-2">
          <Field label={t('feedbackAdmin.assignTo')}>
            <Select
              value={assignee}
              placeholder={t('feedbackAdmin.chooseStaff')}
              options={(assignees.data?.list ?? []).map((s) => ({ value: String(s.id), label: s.username }))}
              onChange={(e) => setAssignee(e.target.value)}
              data-testid={ids.assignee}
            />
          </Field>
          <Button
            size="sm"
            variant="secondary"
            disabled={assignee === ''}
            onClick={() => act.mutate({ kind: 'assign', staffId: Number(assignee) })}
            data-testid={ids.assignOther}
          >
            {t('feedbackAdmin.assign')}
          </Button>
        </div>
      ) : null}
      {act.error ? <span className="text-sm text-danger">{act.error.message}</span> : null}
    </div>
  );
};

/** Back office, the feedback inbox: filter, assign, answer (into the member's inbox) and close. */
export const FeedbackAdminPage = () => {
  const { t, i18n } = useTranslation();
  const roles = useStaffRoles();
  const client = useQueryClient();
  const [filter, setFilter] = useState<FeedbackFilter>({ pageNo: 1, status: 'open', type: '', member: '' });
  const [answering, setAnswering] = useState<BoFeedback | null>(null);
  const page = useQuery({
    queryKey: feedbackKeys.list(filter),
    queryFn: ({ signal }) => fetchFeedback(filter, signal),
    placeholderData: keepPreviousData,
    enabled: canWorkFeedback(roles),
  });
  if (!canWorkFeedback(roles)) return <NoAccess />;
  const rows = page.data?.list ?? [];

  return (
    <div className="flex flex-col gap-4" data-testid={ids.page}>
      <PageHeader title={t('feedbackAdmin.title')} description={t('feedbackAdmin.intro')} />
      <Card>
        <div className="mb-4 grid gap-3 sm:grid-cols-3">
          <Field label={t('feedbackAdmin.status')}>
            <Select
              value={filter.status}
              options={[
                { value: '', label: t('feedbackAdmin.allStatuses') },
                ...feedbackStatuses.map((s) => ({ value: s, label: t(`feedbackAdmin.statusName.${s}`) })),
              ]}
              onChange={(e) => setFilter({ ...filter, pageNo: 1, status: e.target.value as FeedbackFilter['status'] })}
              data-testid={ids.status}
            />
          </Field>
          <Field label={t('feedbackAdmin.type')}>
            <Select
              value={String(filter.type)}
              options={[
                { value: '', label: t('feedbackAdmin.allTypes') },
                ...feedbackQuestionTypes.map((q) => ({ value: String(q), label: t(`feedbackAdmin.typeName.${q}`) })),
              ]}
              onChange={(e) => setFilter({ ...filter, pageNo: 1, type: e.target.value === '' ? '' : (Number(e.target.value) as FeedbackQuestionType) })}
              data-testid={ids.type}
            />
          </Field>
          <Field label={t('feedbackAdmin.member')}>
            <Input value={filter.member} onChange={(e) => setFilter({ ...filter, pageNo: 1, member: e.target.value })} data-testid={ids.member} />
          </Field>
        </div>
        <ListState query={page} empty={rows.length === 0} emptyText={t('feedbackAdmin.empty')} emptyTestId="bo-feedback-empty" />
        {rows.length > 0 ? (
          <Table>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t('feedbackAdmin.from')}</TableHeaderCell>
                <TableHeaderCell>{t('feedbackAdmin.content')}</TableHeaderCell>
                <TableHeaderCell>{t('feedbackAdmin.status')}</TableHeaderCell>
                <TableHeaderCell>{t('feedbackAdmin.actions')}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid={ids.row} data-id={row.id} data-account={row.memberAccount ?? ''}>
                  <TableCell>
                    <div>{row.memberAccount ?? t('feedbackAdmin.visitor')}</div>
                    {row.contact ? <div className="text-xs text-fg-muted">{row.contact}</div> : null}
                    <div className="text-xs text-fg-muted">{formatDateTime(row.createdAt, i18n.language)}</div>
                  </TableCell>
                  <TableCell>
                    <div className="text-xs font-semibold text-fg-muted">{t(`feedbackAdmin.typeName.${row.type}`)}</div>
                    <div className="max-w-md whitespace-pre-wrap break-words">{row.content}</div>
                    {row.applicationId !== null ? (
                      <div className="text-xs text-fg-muted">{t('feedbackAdmin.application', { id: row.applicationId })}</div>
                    ) : null}
                    {row.answer ? (
                      <div className="mt-1 text-sm">
                        <span className="font-semibold">{t('feedbackAdmin.answeredBy', { name: row.answeredBy ?? '' })}</span> {row.answer}
                      </div>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <StatusBadge tone={tones[row.status]} label={t(`feedbackAdmin.statusName.${row.status}`)} testId="bo-feedback-row-status" />
                    {row.assignedToName ? (
                      <div className="mt-1 text-xs text-fg-muted">{t('feedbackAdmin.assignedTo', { name: row.assignedToName })}</div>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <RowActions row={row} onAnswer={() => setAnswering(row)} />
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
      {answering ? (
        <ReasonDialog
          title={t('feedbackAdmin.answerTitle')}
          description={answering.memberAccount ? t('feedbackAdmin.answerHint') : t('feedbackAdmin.answerVisitorHint', { contact: answering.contact ?? '' })}
          label={t('feedbackAdmin.answerLabel')}
          confirmLabel={t('feedbackAdmin.answer')}
          tone="primary"
          minLength={1}
          maxLength={2000}
          onSubmit={async (answer) => {
            await answerFeedback(answering.id, answer);
            await client.invalidateQueries({ queryKey: feedbackKeys.all });
            setAnswering(null);
          }}
          onClose={() => setAnswering(null)}
          testIds={{ text: ids.answerText, submit: ids.answerSubmit }}
        />
      ) : null}
    </div>
  );
};
