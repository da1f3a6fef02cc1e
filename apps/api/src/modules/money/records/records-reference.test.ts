import { describe, expect, it } from 'vitest';
import { referenceOf } from './records.service';

describe('record references', () => {
  it('prefers the named reference, then the order number, then the journal key', () => {
    expect(referenceOf({ reference: 'PROMO-1', orderNo: 'D1' }, 'bonus:1')).toBe('PROMO-1');
    expect(referenceOf({ orderNo: 'D20261121001' }, 'deposit:1:credit')).toBe('D20261121001');
    expect(referenceOf({ reference: '  ', orderNo: 7 }, 'adjustment:3')).toBe('adjustment:3');
  });
});
