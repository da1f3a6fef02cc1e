import { describe, expect, it } from 'vitest';
import { csvRowLimit, toCsv, type CsvColumn } from './agent-csv';
import { daysOf, gmtOffsetOf } from './agent-period';

type Row = { name: string | null; amount: number; count: number };
const columns: CsvColumn<Row>[] = [
  { header: 'name', text: (r) => r.name },
  { header: 'amount', money: (r) => r.amount },
  { header: 'count', text: (r) => r.count },
];

describe('agent centre CSV', () => {
  it('writes a header, major units with two decimals, quotes and neutralises formulas', () => {
    const csv = toCsv(columns, [
      { name: 'plain', amount: 12_345, count: 3 },
      { name: '=1+2', amount: -5, count: 0 },
      { name: '+cmd', amount: 0, count: 1 },
      { name: '-2', amount: 100, count: 1 },
      { name: '@SUM(A1)', amount: 1, count: 1 },
      { name: 'a,"b"\nc', amount: -123_456_789, count: 2 },
      { name: null, amount: 99, count: 1 },
    ]);
    expect(csv.truncated).toBe(false);
    expect(csv.text.split('\r\n')).toEqual([
      'name,amount,count',
      'plain,123.45,3',
      "'=1+2,-0.05,0",
      "'+cmd,0.00,1",
      "'-2,1.00,1",
      "'@SUM(A1),0.01,1",
      '"a,""b""\nc",-1234567.89,2',
      ',0.99,1',
      '',
    ]);
  });

  it('keeps at most the row limit and says so in a last comment line', () => {
    const rows = Array.from({ length: csvRowLimit + 1 }, (_, i) => ({ name: `r${i}`, amount: i, count: i }));
    const csv = toCsv(columns, rows, [{ name: 'total', amount: 1, count: 1 }]);
    const lines = csv.text.trimEnd().split('\r\n');
    expect(csv.truncated).toBe(true);
    expect(lines).toHaveLength(1 + csvRowLimit + 1 + 1);
    expect(lines.at(-2)).toBe('total,0.01,1');
    expect(lines.at(-1)).toMatch(/^# truncated: first 10000 rows/);
  });
});

describe('agent centre periods', () => {
  it('names the GMT offset of a zone and lists the business days a period touches', () => {
    const at = new Date('2026-11-22T00:00:00Z');
    expect(gmtOffsetOf('Asia/Kolkata', at)).toEqual({ gmtOffset: 'GMT+05:30', offsetMinutes: 330 });
    expect(gmtOffsetOf('America/New_York', at)).toEqual({ gmtOffset: 'GMT-05:00', offsetMinutes: -300 });
    expect(gmtOffsetOf('UTC', at)).toEqual({ gmtOffset: 'GMT+00:00', offsetMinutes: 0 });
    // 18:30Z is midnight in Kolkata: [Nov 20 18:30Z, Nov 22 18:30Z) is exactly Nov 21 and Nov 22 there.
    expect(daysOf('Asia/Kolkata', { from: new Date('2026-11-20T18:30:00Z'), to: new Date('2026-11-22T18:30:00Z') })).toEqual(['2026-11-21', '2026-11-22']);
    expect(daysOf('Asia/Kolkata', { from: new Date('2026-11-20T18:29:00Z'), to: new Date('2026-11-20T18:31:00Z') })).toEqual(['2026-11-20', '2026-11-21']);
  });
});
