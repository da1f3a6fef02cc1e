import type { CreditReport, CreditReportDay } from '@gp/contracts';
import { minorToDecimal } from '../../account/components/session/format-balance';

/** The statement's columns in order: the day, its opening, every line in and out, the totals, its closing. */
export const statementColumns = [
  'date',
  'opening',
  'deposit',
  'transferIn',
  'bonus',
  'win',
  'refund',
  'otherIn',
  'moneyIn',
  'withdrawal',
  'transferOut',
  'bet',
  'otherOut',
  'moneyOut',
  'closing',
] as const satisfies readonly (keyof CreditReportDay)[];

const cell = (value: string): string => (/[",\n\r]/.test(value) || /^[=+\-@\t]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The statement as CSV, one row a day oldest first, amounts as exact decimals (2 places, no
 * separators) so a spreadsheet reads them as numbers; headers in the visitor's language. A cell a
 * spreadsheet would read as a formula is quoted.
 */
export const statementCsv = (report: Pick<CreditReport, 'days'>, header: (column: (typeof statementColumns)[number]) => string): string => {
  const rows = [
    statementColumns.map((c) => cell(header(c))),
    ...report.days.map((day) => statementColumns.map((c) => (c === 'date' ? day.date : minorToDecimal(day[c])))),
  ];
  return `${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
};
