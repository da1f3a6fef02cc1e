import type { ReactNode } from 'react';
import { AgentPeriodFilter } from './agent-period-filter';
import { CsvButton } from './csv-button';
import type { CsvRequest } from '../../api/csv-api';
import type { ReportFilters } from './use-report-filters';

export type ReportShellProps<F> = {
  /** On the shell's root; the period filter's ids are `<testId>-period-preset|from|to`, the CSV button `<testId>-csv`. */
  testId: string;
  /** From `useReportFilters`: the period filter reads and sets it. */
  state: ReportFilters<F>;
  /** The report's own filter fields, shown after the period (wrap each in a `Field`). */
  filters?: ReactNode;
  /** What the CSV button exports (usually the list's path and query without paging); null hides nothing, it disables. */
  csv?: CsvRequest | null;
  /** Summary cards or totals above the table. */
  summary?: ReactNode;
  /** The table (a `ReportTable`) or any other body. */
  children: ReactNode;
};

/**
 * The common layout of an agent-centre report: a filter row (period + the report's own fields +
 * the CSV button at the end), an optional summary, then the body. Typical use:
 *
 * ```tsx
 * const state = useReportFilters({ account: '' });
 * const list = useQuery(myQuery(token, state.resolved && { ...state.resolved, ...state.filters, pageNo: state.pageNo }));
 * <ReportShell testId="my-report" state={state} csv={state.resolved && { report, query: { ...state.resolved }, days: state.resolved }}>
 *   <ReportTable ... page={{ pageNum, totalPages, onPage: state.setPageNo }} />
 * </ReportShell>
 * ```
 */
export const ReportShell = <F,>({ testId, state, filters, csv, summary, children }: ReportShellProps<F>) => (
  <div className="flex flex-col gap-4" data-testid={testId}>
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <AgentPeriodFilter value={state.period} onChange={state.setPeriod} problem={state.problem} testId={`${testId}-period`} />
      {filters}
      {csv !== undefined ? (
        <div className="sm:ms-auto">
          <CsvButton request={csv} testId={`${testId}-csv`} />
        </div>
      ) : null}
    </div>
    {summary}
    {children}
  </div>
);
