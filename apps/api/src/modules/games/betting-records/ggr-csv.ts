import type { BoGgrReport, MinorTotal } from '@gp/contracts';

/**
 * Minor units as major units with two decimals, exactly (no floating point): -12345 -> "-123.45".
 * A report's sum past 2^53 arrives as its decimal digits, which BigInt reads without rounding.
 */
export const majorText = (minor: MinorTotal): string => {
  const value = BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** RFC 4180 field; a leading = + - @ is prefixed with ' so a spreadsheet never runs it as a formula. */
export const csvField = (text: string): string => {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const header = ['day', 'vendor_code', 'vendor_name', 'currency', 'bets', 'bet_amount', 'refund_amount', 'valid_bet', 'win_amount', 'ggr', 'rounds', 'players'];

type Figures = BoGgrReport['totals'][number];

/** Text fields are quoted and guarded; figures are our own digits and go out as they are. */
const figureFields = (f: Figures): string[] => [
  csvField(f.currency),
  String(f.betCount),
  majorText(f.betAmount),
  majorText(f.refundAmount),
  majorText(f.validBet),
  majorText(f.winAmount),
  majorText(f.ggr),
  String(f.rounds),
  String(f.players),
];

/**
 * The report as CSV (amounts in major units): a row per day and vendor, then a row per vendor for
 * the period (day "total") and the period total per currency (vendor "ALL").
 */
export const ggrCsv = (report: BoGgrReport): string => {
  const lines = [header];
  for (const r of report.rows) lines.push([r.day, csvField(r.vendorCode), csvField(r.vendorName), ...figureFields(r)]);
  for (const v of report.vendors) lines.push(['total', csvField(v.vendorCode), csvField(v.vendorName), ...figureFields(v)]);
  for (const t of report.totals) lines.push(['total', 'ALL', '', ...figureFields(t)]);
  return `${lines.map((fields) => fields.join(',')).join('\r\n')}\r\n`;
};
