import { describe, expect, it } from 'vitest';
import type { CreditReportDay } from '@gp/contracts';
import { statementColumns, statementCsv } from './statement-csv';

const day = (date: string, fields: Partial<CreditReportDay>): CreditReportDay => ({
  date,
  opening: 0,
  deposit: 0,
  transferIn: 0,
  bonus: 0,
  win: 0,
  refund: 0,
  otherIn: 0,
  moneyIn: 0,
  withdrawal: 0,
  transferOut: 0,
  bet: 0,
  otherOut: 0,
  moneyOut: 0,
  closing: 0,
  ...fields,
});

describe('statement CSV', () => {
  it('writes a header row and one exact row a day', () => {
    const csv = statementCsv(
      {
        days: [
          day('2026-11-29', { deposit: 150_000, moneyIn: 150_000, closing: 150_000 }),
          day('2026-11-30', { opening: 150_000, bet: 2_550, moneyOut: 2_550, closing: 147_450 }),
        ],
      },
      (c) => c,
    );
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(statementColumns.join(','));
    expect(lines[1]).toBe('2026-11-29,0.00,1500.00,0.00,0.00,0.00,0.00,0.00,1500.00,0.00,0.00,0.00,0.00,0.00,1500.00');
    expect(lines[2]).toBe('2026-11-30,1500.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,25.50,0.00,25.50,1474.50');
  });

  it('keeps sums past 2^53 exact and quotes headers a spreadsheet would misread', () => {
    const csv = statementCsv({ days: [day('2026-11-30', { win: '12345678901234567890' })] }, (c) =>
      c === 'date' ? 'Date, "day"' : c === 'opening' ? '=1+1' : c,
    );
    const [header, row] = csv.trimEnd().split('\r\n');
    expect(header!.startsWith('"Date, ""day""","=1+1",')).toBe(true);
    expect(row).toContain(',123456789012345678.90,');
  });
});
