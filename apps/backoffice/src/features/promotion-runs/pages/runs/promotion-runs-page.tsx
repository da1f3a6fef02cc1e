import { promotionRunStatus, type BoPromotionRun } from '@gp/contracts';
import { Alert, Button, Card, Field, Input, TableCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { FilterSelect } from '../../../../shared/ui/filter-select';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { PagedTable } from '../../../../shared/ui/paged-table';
import { AmountCell, TimeCell } from '../../../../shared/ui/queue-cells';
import { StatusBadge } from '../../../../shared/ui/status-badge';
import { useMerchantCurrency } from '../../../settings/queries/use-merchant-currency';
import { fetchPromotionRuns, type RunFilter } from '../../api/promotion-runs-api';
import { runStatusTone } from '../../promotion-runs-labels';
import { canUsePromotionRuns } from '../../promotion-runs-permissions';
import { promotionRunsTestIds } from '../../promotion-runs-test-ids';
import { promotionRunsKeys } from '../../queries/keys';
import { RerunForm } from './rerun-form';
import { RunDetail } from './run-detail';

const ids = promotionRunsTestIds;
const emptyFilter: RunFilter = { promotionId: '', status: '' };
type Notice = { tone: 'success' | 'danger'; message: string } | null;

/** Promotions > Runs: cashback and rebate runs, one open with its totals and members, hold, release and re-run. */
export const PromotionRunsPage = () => {
  const { t } = useTranslation();
  const allowed = canUsePromotionRuns(useStaffRoles());
  const currency = useMerchantCurrency();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RunFilter>(emptyFilter);
  const [filter, setFilter] = useState<RunFilter>(emptyFilter);
  const [page, setPage] = useState(1);
  const [openRun, setOpenRun] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const runs = useQuery({
    queryKey: promotionRunsKeys.page(filter, page),
    queryFn: ({ signal }) => fetchPromotionRuns(filter, page, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });

  const header = <PageHeader title={t('promotionRuns.title')} description={t('promotionRuns.description')} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );

  const columns = [
    t('promotionRuns.col.started'),
    t('promotionRuns.col.promotion'),
    t('promotionRuns.col.kind'),
    t('promotionRuns.col.period'),
    t('promotionRuns.col.trigger'),
    t('promotionRuns.col.status'),
    t('promotionRuns.col.members'),
    t('promotionRuns.col.paid'),
    t('promotionRuns.col.actions'),
  ];

  return (
    <>
      {header}
      <div className="flex min-w-0 flex-col gap-4">
        {notice ? (
          <Alert tone={notice.tone} role="status" data-testid={ids.feedback}>
            {notice.message}
          </Alert>
        ) : null}
        <Card>
          <RerunForm
            onRan={(run) => {
              setNotice({ tone: 'success', message: t('promotionRuns.rerun.done', { status: t(`promotionRuns.status.${run.status}`) }) });
              setOpenRun(run.id);
              void queryClient.invalidateQueries({ queryKey: promotionRunsKeys.all });
            }}
            onFailed={(message) => setNotice({ tone: 'danger', message })}
          />
        </Card>
        <Card>
          <div className="flex min-w-0 flex-col gap-4">
            <h2 className="font-semibold">{t('promotionRuns.list')}</h2>
            <form
              className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]"
              onSubmit={(e) => {
                e.preventDefault();
                setFilter(draft);
                setPage(1);
              }}
            >
              <Field label={t('promotionRuns.col.promotion')}>
                <Input
                  inputMode="numeric"
                  dir="ltr"
                  maxLength={9}
                  value={draft.promotionId}
                  onChange={(e) => setDraft({ ...draft, promotionId: e.target.value })}
                  data-testid={ids.filterPromotion}
                />
              </Field>
              <FilterSelect
                label={t('promotionRuns.col.status')}
                anyLabel={t('promotionRuns.any')}
                value={draft.status}
                options={promotionRunStatus.options.map((s) => ({ value: s, label: t(`promotionRuns.status.${s}`) }))}
                onChange={(status) => setDraft({ ...draft, status })}
                testId={ids.filterStatus}
              />
              <div className="flex items-end pb-6 sm:pb-0">
                <Button type="submit">{t('promotionRuns.apply')}</Button>
              </div>
            </form>
            <PagedTable<BoPromotionRun>
              stickyActions
              query={runs}
              caption={t('promotionRuns.list')}
              columns={columns}
              empty={{ text: t('promotionRuns.empty'), testId: ids.empty }}
              testId={ids.table}
              onPage={setPage}
              row={(r) => (
                <TableRow key={r.id} data-testid={ids.row} data-run-id={r.id} className={openRun === r.id ? 'bg-primary/5' : undefined}>
                  <TimeCell at={r.startedAt} />
                  <TableCell>{r.promotionTitle ?? `#${r.promotionId}`}</TableCell>
                  <TableCell>{t(`promotionRuns.kind.${r.kind}`)}</TableCell>
                  <TableCell>
                    <span dir="ltr" className="font-mono text-xs">
                      {r.periodKey}
                    </span>
                  </TableCell>
                  <TableCell>{t(`promotionRuns.trigger.${r.trigger}`)}</TableCell>
                  <TableCell>
                    <StatusBadge tone={runStatusTone[r.status]} label={t(`promotionRuns.status.${r.status}`)} />
                  </TableCell>
                  <TableCell>{r.members}</TableCell>
                  <AmountCell minor={r.paidAmount} currency={currency} />
                  <TableCell>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setOpenRun(r.id)}
                      aria-pressed={openRun === r.id}
                      aria-label={t('promotionRuns.openOf', { period: r.periodKey })}
                      data-testid={ids.open}
                    >
                      {t('promotionRuns.open')}
                    </Button>
                  </TableCell>
                </TableRow>
              )}
            />
            {openRun === null ? null : (
              <RunDetail
                key={openRun}
                id={openRun}
                currency={currency}
                onClose={() => setOpenRun(null)}
                onFeedback={(tone, message) => setNotice({ tone, message })}
              />
            )}
          </div>
        </Card>
      </div>
    </>
  );
};
