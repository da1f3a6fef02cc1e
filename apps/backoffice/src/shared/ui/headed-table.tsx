import { TableBody, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import type { ReactNode } from 'react';
import { CashierTable } from './cashier-table';

export type HeadedTableProps = { caption: string; testId: string; columns: readonly string[]; children: ReactNode; stickyActions?: boolean };

/** A cashier table with one header row of column titles; the rows come as children. */
export const HeadedTable = ({ caption, testId, columns, children, stickyActions }: HeadedTableProps) => (
  <CashierTable caption={caption} data-testid={testId} stickyActions={stickyActions}>
    <TableHead>
      <TableRow>
        {columns.map((title) => (
          <TableHeaderCell key={title}>{title}</TableHeaderCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>{children}</TableBody>
  </CashierTable>
);
