import type { FastifyReply } from 'fastify';
import { csvField, majorText } from '../../games/betting-records';

/** Most rows a CSV export carries; more are cut and the file says so. */
export const csvRowLimit = 10_000;

/** A column: its header and how a row fills it. `money` figures are minor units, written as major units. */
export type CsvColumn<Row> = { header: string; text: (row: Row) => string | number | null } | { header: string; money: (row: Row) => number };

const cell = <Row>(column: CsvColumn<Row>, row: Row): string => {
  if ('money' in column) return majorText(column.money(row));
  const value = column.text(row);
  if (value === null) return '';
  // Numbers are our own digits; text may come from members (accounts, nicknames, labels): quoted and guarded.
  return typeof value === 'number' ? String(value) : csvField(value);
};

/**
 * RFC 4180 text with a header row (CRLF). Given more than `csvRowLimit` rows it keeps the first
 * ones and ends with a comment line, so a cut file is never mistaken for a whole one.
 */
export const toCsv = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[], extra: readonly Row[] = []): { text: string; truncated: boolean } => {
  const truncated = rows.length > csvRowLimit;
  const kept = truncated ? rows.slice(0, csvRowLimit) : rows;
  const lines = [columns.map((c) => csvField(c.header)).join(',')];
  for (const row of [...kept, ...extra]) lines.push(columns.map((c) => cell(c, row)).join(','));
  if (truncated) lines.push(`# truncated: first ${csvRowLimit} rows only; narrow the period or filters`);
  return { text: `${lines.join('\r\n')}\r\n`, truncated };
};

/** Sends a CSV download; `x-truncated: true` when rows were cut. */
export const sendCsv = (reply: FastifyReply, filename: string, csv: { text: string; truncated: boolean }) => {
  void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
  if (csv.truncated) void reply.header('x-truncated', 'true');
  return reply.send(csv.text);
};

/** A filename stamp from the period: 2026-11-01_2026-11-08. */
export const periodStamp = (period: { from: Date; to: Date }): string => `${period.from.toISOString().slice(0, 10)}_${period.to.toISOString().slice(0, 10)}`;
