import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, cx } from '@gp/ui';
import { Pager } from '../../../cashier/components/records/pager';
import { QueryState } from '../../../../shared/query-state';

/** One column of a report table. */
export type ReportColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Numbers and money: aligned to the end, tabular digits, no wrapping. */
  numeric?: boolean;
};

export type ReportTableProps<T> = {
  caption: string;
  columns: readonly ReportColumn<T>[];
  /** The page's rows; undefined while nothing has arrived yet. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  /**
   * True while an answer is on its way. Pass `query.isFetching` (not `isPending`): a query disabled
   * because the period is incomplete stays pending forever and would spin without end.
   */
  isPending: boolean;
  error: Error | null;
  onRetry?: () => void;
  emptyText?: string;
  /** A totals row under the body, by column id (columns without an entry stay blank). */
  totals?: Partial<Record<string, ReactNode>>;
  /** Paging of the answer (pageNum / totalPages as the API returns them). */
  page?: { pageNum: number; totalPages: number; onPage: (page: number) => void };
  /** `<testId>` on the table, `<testId>-row` on each row, `<testId>-pager` on the pager. */
  testId: string;
};

/**
 * A paged report table with its loading, error and empty states. On narrow screens the table
 * scrolls sideways inside its box (the page itself never does).
 */
export const ReportTable = <T,>({ caption, columns, rows, rowKey, isPending, error, onRetry, emptyText, totals, page, testId }: ReportTableProps<T>) => {
  const { t } = useTranslation('agent');
  const list = rows ?? [];
  const state = (
    <QueryState
      isPending={isPending && rows === undefined}
      error={rows === undefined ? error : null}
      isEmpty={rows !== undefined && list.length === 0}
      onRetry={onRetry}
      emptyText={emptyText ?? t('report.empty')}
    />
  );
  return (
    <div className="flex flex-col gap-3">
      {state}
      {/* A refetch that failed while older rows are on screen: say so above them. */}
      {rows !== undefined && error ? <QueryState isPending={false} error={error} isEmpty={false} onRetry={onRetry} /> : null}
      {list.length > 0 ? (
        <Table caption={caption} data-testid={testId} aria-busy={isPending || undefined}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableHeaderCell key={c.id} className={cx(c.numeric && 'text-end')}>
                  {c.header}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((row) => (
              <TableRow key={rowKey(row)} data-testid={`${testId}-row`}>
                {columns.map((c) => (
                  <TableCell key={c.id} className={cx(c.numeric && 'whitespace-nowrap text-end tabular-nums')}>
                    {c.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {totals ? (
              <TableRow className="bg-muted font-semibold" data-testid={`${testId}-totals`}>
                {columns.map((c, index) => (
                  <TableCell key={c.id} className={cx(c.numeric && 'whitespace-nowrap text-end tabular-nums')}>
                    {totals[c.id] ?? (index === 0 ? t('report.totals') : null)}
                  </TableCell>
                ))}
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      ) : null}
      {page ? <Pager pageNum={page.pageNum} totalPages={page.totalPages} onPage={page.onPage} testId={`${testId}-pager`} /> : null}
    </div>
  );
};
