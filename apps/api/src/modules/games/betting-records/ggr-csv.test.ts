import { describe, expect, it } from 'vitest';
import { csvField, majorText } from './ggr-csv';

describe('GGR CSV pieces', () => {
  it('writes minor units as major units exactly', () => {
    expect([majorText(0), majorText(5), majorText(100), majorText(-12_345), majorText(9_007_199_254_740_991)]).toEqual([
      '0.00',
      '0.05',
      '1.00',
      '-123.45',
      '90071992547409.91',
    ]);
  });

  it('writes a sum past 2^53, which the report carries as digits, to the last unit', () => {
    expect([majorText('9007199254740993'), majorText('-123456789012345678901')]).toEqual(['90071992547409.93', '-1234567890123456789.01']);
  });

  it('quotes text with separators and keeps spreadsheets from running formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@sum')).toBe("'@sum");
  });
});
