import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentContractTypes, agentRevenueGrouping, type AgentContractTypeName, type AgentRevenueGrouping, type AgentRevenueRow } from '@gp/contracts';
import { BarLineChart, Card, Field, Select } from '@gp/ui';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { ReportShell } from '../components/shared/report-shell';
import { ReportTable, type ReportColumn } from '../components/shared/report-table';
import { useAgentMoney, useAgentNumber } from '../components/shared/use-agent-money';
import { useReportFilters } from '../components/shared/use-report-filters';
import { FigureList, SignedMoney } from '../components/reports/figure-list';
import { reportTestIds as ids } from '../components/reports/report-test-ids';
import { revenueParams, revenueQuery, type RevenueFilter } from '../api/reports-api';
import { revenueChartData } from '../components/reports/revenue-chart-data';

/**
 * agentRevenueReport: the agent's contract income (paid to it) and expense (paid by it to its
 * downlines) by period and contract type, with a chart, totals per type and a CSV export.
 */
export const RevenueReportPage = () => {
  const { t } = useTranslation();
  const token = useSessionToken();
  const money = useAgentMoney();
  const number = useAgentNumber();
  const state = useReportFilters<RevenueFilter>({ groupBy: 'day', type: '' }, 'last7');
  const page = useQuery(revenueQuery(token, state.resolved, state.filters, state.pageNo));
  const data = page.data;
  const typeName = (type: AgentContractTypeName) => t(`agentContracts:type.${type}`);
  const chart = data ? revenueChartData(data.chart, typeName, { expense: t('agentContracts:revenue.expense'), net: t('agentContracts:revenue.net') }) : null;

  const columns: ReportColumn<AgentRevenueRow>[] = [
    { id: 'period', header: t('agentContracts:revenue.period'), cell: (r) => <span className="whitespace-nowrap font-medium">{r.period}</span> },
    { id: 'type', header: t('agentContracts:revenue.type'), cell: (r) => typeName(r.type) },
    { id: 'income', header: t('agentContracts:revenue.income'), numeric: true, cell: (r) => money(r.income) },
    { id: 'incomeDue', header: t('agentContracts:revenue.incomeDue'), numeric: true, cell: (r) => money(r.incomeDue) },
    { id: 'expense', header: t('agentContracts:revenue.expense'), numeric: true, cell: (r) => money(r.expense) },
    { id: 'expenseDue', header: t('agentContracts:revenue.expenseDue'), numeric: true, cell: (r) => money(r.expenseDue) },
    { id: 'net', header: t('agentContracts:revenue.net'), numeric: true, cell: (r) => <SignedMoney minor={r.net} money={money} /> },
  ];

  return (
    <div className="flex flex-col gap-2">
      <ReportShell
        testId={ids.revenue}
        state={state}
        csv={state.resolved && { report: 'revenue', query: revenueParams(state.resolved, state.filters), days: state.resolved }}
        filters={
          <>
            <Field label={t('agentContracts:revenue.groupBy')} className="sm:w-40">
              <Select
                value={state.filters.groupBy}
                options={agentRevenueGrouping.options.map((g) => ({ value: g, label: t(`agentContracts:revenue.grouping.${g}`) }))}
                onChange={(e) => state.setFilters({ ...state.filters, groupBy: e.target.value as AgentRevenueGrouping })}
                data-testid={ids.revenueGroupBy}
              />
            </Field>
            <Field label={t('agentContracts:revenue.type')} className="sm:w-52">
              <Select
                value={state.filters.type}
                placeholder={t('agentContracts:revenue.allTypes')}
                options={agentContractTypes.map((ty) => ({ value: ty, label: typeName(ty) }))}
                onChange={(e) => state.setFilters({ ...state.filters, type: e.target.value as AgentContractTypeName | '' })}
                data-testid={ids.revenueType}
              />
            </Field>
          </>
        }
        summary={
          data ? (
            <div className="flex flex-col gap-3">
              <FigureList
                label={t('agentContracts:revenue.totals')}
                figures={[
                  {
                    id: 'income',
                    label: t('agentContracts:revenue.income'),
                    value: money(data.totals.income),
                    testId: ids.revenueIncome,
                    dataValue: data.totals.income,
                  },
                  { id: 'incomeDue', label: t('agentContracts:revenue.incomeDue'), value: money(data.totals.incomeDue) },
                  {
                    id: 'expense',
                    label: t('agentContracts:revenue.expense'),
                    value: money(data.totals.expense),
                    testId: ids.revenueExpense,
                    dataValue: data.totals.expense,
                  },
                  { id: 'expenseDue', label: t('agentContracts:revenue.expenseDue'), value: money(data.totals.expenseDue) },
                  {
                    id: 'net',
                    label: t('agentContracts:revenue.net'),
                    value: <SignedMoney minor={data.totals.net} money={money} />,
                    testId: ids.revenueNet,
                    dataValue: data.totals.net,
                    tone: 'strong',
                  },
                ]}
              />
              {data.byType.length > 0 ? (
                <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('agentContracts:revenue.byType')}>
                  {data.byType.map((b) => (
                    <li
                      key={b.type}
                      className="rounded-md border border-border px-3 py-2 text-sm"
                      data-testid={`${ids.revenueByType}-${b.type}`}
                      data-income={b.income}
                      data-expense={b.expense}
                    >
                      <span className="block font-medium">{typeName(b.type)}</span>
                      <span className="block text-xs text-fg-muted">
                        {t('agentContracts:revenue.typeLine', { income: money(b.income), expense: money(b.expense) })}
                      </span>
                      <span className="block">
                        <SignedMoney minor={b.net} money={money} />
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {chart && chart.labels.length > 0 ? (
                <Card>
                  <BarLineChart
                    title={t('agentContracts:revenue.chart')}
                    labels={chart.labels}
                    bars={chart.bars}
                    line={chart.line}
                    formatValue={money}
                    formatTick={number}
                    texts={{ labelHeader: t('agentContracts:revenue.period'), showTable: t('agentContracts:revenue.showTable') }}
                    testId={ids.revenueChart}
                  />
                </Card>
              ) : null}
            </div>
          ) : null
        }
      >
        <ReportTable
          caption={t('agentContracts:revenue.title')}
          columns={columns}
          rows={data?.content}
          rowKey={(r) => `${r.period}-${r.type}`}
          isPending={page.isFetching || (state.resolved === null && state.problem === null)}
          error={page.error}
          onRetry={() => void page.refetch()}
          emptyText={t('agentContracts:revenue.empty')}
          page={data ? { pageNum: data.pageNum, totalPages: data.totalPages, onPage: state.setPageNo } : undefined}
          testId={ids.revenueTable}
        />
        <p className="text-xs text-fg-muted">{t('agentContracts:revenue.note')}</p>
      </ReportShell>
    </div>
  );
};
