import { describe, expect, it } from 'vitest';
import { fieldIssuesOf } from './lottery-errors';

describe('fieldIssuesOf', () => {
  it('turns the lottery’s field problems into issues worded by code', () => {
    const details = {
      fields: [
        { path: 'terms.table.big.first', code: 'bad-odds' },
        { path: 'result.prizes.first.0', code: 'wrong-digits' },
        { path: 7, code: 'ignored' },
        'nonsense',
      ],
    };
    expect(fieldIssuesOf(details, (code) => `<${code}>`)).toEqual([
      { path: 'terms.table.big.first', message: '<bad-odds>' },
      { path: 'result.prizes.first.0', message: '<wrong-digits>' },
    ]);
    expect(fieldIssuesOf({ issues: [] }, String)).toEqual([]);
  });
});
