import { Table, TableBody, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import type { ReactNode } from 'react';

type RecordColumn = { title: string; end?: boolean };

export type RecordListProps<T> = {
  rows: T[];
  caption: string;
  columns: readonly RecordColumn[];
  testIds: { table: string; cards: string };
  /** A table row (from small screens up). */
  row: (item: T) => ReactNode;
  /** A card (phones). */
  card: (item: T) => ReactNode;
  /** Marks the table busy while a new page loads. */
  busy?: boolean;
};

/** Records as a table from small screens up and as a list of cards on phones. */
export const RecordList = <T,>({ rows, caption, columns, testIds, row, card, busy }: RecordListProps<T>) => (
  <>
    <div className="hidden sm:block" aria-busy={busy}>
      <Table caption={caption} data-testid={testIds.table}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.title} className={column.end ? 'text-end' : undefined}>
                {column.title}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{rows.map(row)}</TableBody>
      </Table>
    </div>
    <ul className="flex flex-col gap-2 sm:hidden" aria-label={caption} data-testid={testIds.cards}>
      {rows.map(card)}
    </ul>
  </>
);
