import { agentContractTypes, agentSettlementStatuses, boAgentSettlementJobs, type BoAgentSettlement, type BoAgentSettlementRun } from '@gp/contracts';
import { Alert, Button, Card, Field, Input, Spinner, TableCell, TableRow } from '@gp/ui';
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
import { runStatusTone } from '../../agents-labels';
import { canUseSettlementRuns } from '../../agents-permissions';
import { agentsTestIds } from '../../agents-test-ids';
import { fetchSettlementRun, fetchSettlementRuns, fetchSettlements, type RunFilter, type SettlementFilter } from '../../api/agents-api';
import { AgentPolicyNote } from '../../components/agent-policy-note';
import { agentsKeys } from '../../queries/keys';
import { RerunForm } from './rerun-form';
import { SettlementRow, SettlementsTable, settlementColumns } from './settlement-tables';
import { useReveal } from '../../../../shared/hooks/use-reveal';

const ids = agentsTestIds.settlements;
const emptyRunFilter: RunFilter = { job: '', periodKey: '' };
const emptySettlementFilter: SettlementFilter = { type: '', status: '', account: '', periodKey: '' };

const RunDetail = ({ id, currency, onClose }: { id: number; currency: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: agentsKeys.settlementRun(id), queryFn: ({ signal }) => fetchSettlementRun(id, signal) });
  const headingRef = useReveal<HTMLHeadingElement>(detail.data?.run.id ?? null);
  if (detail.isPending) return <Spinner label={t('common.loading')} />;
  if (detail.isError) return <Alert tone="danger">{detail.error.message}</Alert>;
  const { run, settlements } = detail.data;
  return (
    <section className="flex flex-col gap-3 rounded-md border border-border p-3" data-testid={ids.detail} aria-labelledby="agent-run-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="agent-run-title" ref={headingRef} tabIndex={-1} className="scroll-mt-20 text-lg font-semibold focus:outline-none">
          {t('agentsAdmin.runs.detailTitle', { job: t(`agentsAdmin.type.${run.job}`), period: run.periodKey })}
        </h2>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t('agentsAdmin.close')}
        </Button>
      </div>
      {run.error ? <Alert tone="danger">{run.error}</Alert> : null}
      {settlements.length === 0 ? (
        <p className="text-fg-muted">{t('agentsAdmin.settlements.empty')}</p>
      ) : (
        <SettlementsTable settlements={settlements} caption={t('agentsAdmin.runs.settlementsOf', { period: run.periodKey })} currency={currency} />
      )}
    </section>
  );
};

/** Settlement runs (scheduled, catch-up, staff) with their settlements, the manual re-run, and every settlement. */
export const SettlementRunsPage = () => {
  const { t } = useTranslation();
  const allowed = canUseSettlementRuns(useStaffRoles());
  const currency = useMerchantCurrency();
  const queryClient = useQueryClient();
  const [runDraft, setRunDraft] = useState<RunFilter>(emptyRunFilter);
  const [runFilter, setRunFilter] = useState<RunFilter>(emptyRunFilter);
  const [runPage, setRunPage] = useState(1);
  const [openRun, setOpenRun] = useState<number | null>(null);
  const [sDraft, setSDraft] = useState<SettlementFilter>(emptySettlementFilter);
  const [sFilter, setSFilter] = useState<SettlementFilter>(emptySettlementFilter);
  const [sPage, setSPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const runs = useQuery({
    queryKey: agentsKeys.settlementRuns.page(runFilter, runPage),
    queryFn: ({ signal }) => fetchSettlementRuns(runFilter, runPage, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
  const settlements = useQuery({
    queryKey: agentsKeys.settlements.page(sFilter, sPage),
    queryFn: ({ signal }) => fetchSettlements(sFilter, sPage, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });

  const header = <PageHeader title={t('agentsAdmin.runs.title')} description={t('agentsAdmin.runs.description')} actions={<AgentPolicyNote />} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );

  const runColumns = [
    t('agentsAdmin.runs.started'),
    t('agentsAdmin.runs.finished'),
    t('agentsAdmin.col.job'),
    t('agentsAdmin.col.period'),
    t('agentsAdmin.runs.trigger'),
    t('agentsAdmin.col.status'),
    t('agentsAdmin.runs.contracts'),
    t('agentsAdmin.runs.paid'),
    t('agentsAdmin.runs.runner'),
    t('content.actions'),
  ];

  return (
    <>
      {header}
      <div className="flex flex-col gap-4">
        <Card>
          {notice ? (
            <Alert tone="success" role="status">
              {notice}
            </Alert>
          ) : null}
          <RerunForm
            onRan={(detail) => {
              setNotice(
                t('agentsAdmin.rerun.done', { job: t(`agentsAdmin.type.${detail.run.job}`), period: detail.run.periodKey, count: detail.run.paidCount }),
              );
              setOpenRun(detail.run.id);
              void queryClient.invalidateQueries({ queryKey: agentsKeys.settlementRuns.all });
              void queryClient.invalidateQueries({ queryKey: agentsKeys.settlements.all });
            }}
          />
        </Card>
        <Card>
          <div className="flex flex-col gap-4">
            <h2 className="font-semibold">{t('agentsAdmin.runs.list')}</h2>
            <form
              className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]"
              onSubmit={(e) => {
                e.preventDefault();
                setRunFilter(runDraft);
                setRunPage(1);
              }}
            >
              <FilterSelect
                label={t('agentsAdmin.col.job')}
                anyLabel={t('agentsAdmin.any')}
                value={runDraft.job}
                options={boAgentSettlementJobs.map((j) => ({ value: j, label: t(`agentsAdmin.type.${j}`) }))}
                onChange={(job) => setRunDraft({ ...runDraft, job })}
                testId={ids.job}
              />
              <Field label={t('agentsAdmin.col.period')}>
                <Input
                  dir="ltr"
                  maxLength={20}
                  value={runDraft.periodKey}
                  onChange={(e) => setRunDraft({ ...runDraft, periodKey: e.target.value })}
                  data-testid={ids.periodFilter}
                />
              </Field>
              <div className="flex items-end pb-6 sm:pb-0">
                <Button type="submit">{t('agentsAdmin.apply')}</Button>
              </div>
            </form>
            <PagedTable<BoAgentSettlementRun>
              stickyActions
              query={runs}
              caption={t('agentsAdmin.runs.list')}
              columns={runColumns}
              empty={{ text: t('agentsAdmin.runs.empty'), testId: ids.empty }}
              testId={ids.table}
              onPage={setRunPage}
              row={(r) => (
                <TableRow key={r.id} data-testid={ids.row} data-run-id={r.id} className={openRun === r.id ? 'bg-primary/5' : undefined}>
                  <TimeCell at={r.startedAt} />
                  {r.finishedAt ? <TimeCell at={r.finishedAt} /> : <TableCell>—</TableCell>}
                  <TableCell>{t(`agentsAdmin.type.${r.job}`)}</TableCell>
                  <TableCell>
                    <span dir="ltr" className="font-mono text-xs">
                      {r.periodKey}
                    </span>
                  </TableCell>
                  <TableCell>
                    {r.trigger === 'staff' && r.staff ? t('agentsAdmin.runs.byStaff', { name: r.staff.username }) : t(`agentsAdmin.trigger.${r.trigger}`)}
                  </TableCell>
                  <TableCell>
                    <StatusBadge tone={runStatusTone[r.status]} label={t(`agentsAdmin.runStatus.${r.status}`)} />
                  </TableCell>
                  <TableCell>{r.contracts}</TableCell>
                  <AmountCell minor={r.paidAmount} currency={currency} />
                  <TableCell>
                    <span dir="ltr" className="font-mono text-xs">
                      {r.runner}
                    </span>
                  </TableCell>
                  <TableCell>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setOpenRun(r.id)}
                      aria-pressed={openRun === r.id}
                      aria-label={t('agentsAdmin.runs.openOf', { period: r.periodKey })}
                      data-testid={ids.open}
                    >
                      {t('agentsAdmin.open')}
                    </Button>
                  </TableCell>
                </TableRow>
              )}
            />
            {openRun === null ? null : <RunDetail id={openRun} currency={currency} onClose={() => setOpenRun(null)} />}
          </div>
        </Card>
        <Card>
          <div className="flex flex-col gap-4">
            <h2 className="font-semibold">{t('agentsAdmin.settlements.title')}</h2>
            <form
              className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto]"
              onSubmit={(e) => {
                e.preventDefault();
                setSFilter(sDraft);
                setSPage(1);
              }}
            >
              <FilterSelect
                label={t('agentsAdmin.col.type')}
                anyLabel={t('agentsAdmin.any')}
                value={sDraft.type}
                options={agentContractTypes.map((v) => ({ value: v, label: t(`agentsAdmin.type.${v}`) }))}
                onChange={(type) => setSDraft({ ...sDraft, type })}
                testId={ids.settlementType}
              />
              <FilterSelect
                label={t('agentsAdmin.col.status')}
                anyLabel={t('agentsAdmin.any')}
                value={sDraft.status}
                options={agentSettlementStatuses.map((v) => ({ value: v, label: t(`agentsAdmin.settlementStatus.${v}`) }))}
                onChange={(status) => setSDraft({ ...sDraft, status })}
                testId={ids.settlementStatus}
              />
              <Field label={t('agentsAdmin.contracts.account')}>
                <Input
                  type="search"
                  dir="ltr"
                  maxLength={50}
                  value={sDraft.account}
                  onChange={(e) => setSDraft({ ...sDraft, account: e.target.value })}
                  data-testid={ids.settlementAccount}
                />
              </Field>
              <Field label={t('agentsAdmin.col.period')}>
                <Input dir="ltr" maxLength={20} value={sDraft.periodKey} onChange={(e) => setSDraft({ ...sDraft, periodKey: e.target.value })} />
              </Field>
              <div className="flex items-end pb-6 lg:pb-0">
                <Button type="submit">{t('agentsAdmin.apply')}</Button>
              </div>
            </form>
            <PagedTable<BoAgentSettlement>
              query={settlements}
              caption={t('agentsAdmin.settlements.title')}
              columns={settlementColumns(t)}
              empty={{ text: t('agentsAdmin.settlements.empty'), testId: ids.settlementsEmpty }}
              testId={ids.settlementsTable}
              onPage={setSPage}
              row={(s) => <SettlementRow key={s.id} s={s} currency={currency} />}
            />
          </div>
        </Card>
      </div>
    </>
  );
};
