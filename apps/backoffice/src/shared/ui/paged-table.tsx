import type { ReactNode } from 'react';
import { HeadedTable } from './headed-table';
import { ListState } from './list-state';
import { Pager } from './pager';

export type PagedRows<T> = { list: T[]; pageNo: number; totalPages: number; total: number };

type PagedQuery<T> = {
  data: PagedRows<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
};

export type PagedTableProps<T> = {
  query: PagedQuery<T>;
  caption: string;
  columns: readonly string[];
  empty: { text: string; testId: string };
  testId: string;
  onPage: (pageNo: number) => void;
  row: (item: T) => ReactNode;
  /** The last column holds the row's actions (see CashierTable). */
  stickyActions?: boolean;
};

/** One page of a list: loading / failure / empty states, the table when there are rows, then the pager. */
export const PagedTable = <T,>({ query, caption, columns, empty, testId, onPage, row, stickyActions }: PagedTableProps<T>) => {
  const rows = query.data?.list ?? [];
  return (
    <>
      <ListState query={query} empty={rows.length === 0} emptyText={empty.text} emptyTestId={empty.testId} />
      {rows.length > 0 ? (
        <HeadedTable caption={caption} testId={testId} columns={columns} stickyActions={stickyActions}>
          {rows.map(row)}
        </HeadedTable>
      ) : null}
      {query.data ? (
        <Pager pageNo={query.data.pageNo} totalPages={query.data.totalPages} total={query.data.total} busy={query.isFetching} onPage={onPage} />
      ) : null}
    </>
  );
};
