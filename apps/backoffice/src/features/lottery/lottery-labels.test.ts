import { describe, expect, it } from 'vitest';
import { termsFieldLabel, termsGroupOf } from './lottery-labels';

describe('termsFieldLabel', () => {
  it('names each family’s fields', () => {
    expect(termsFieldLabel('betTypes.lo.odds')).toEqual([{ key: 'lottery.betType.lo' }, { key: 'lottery.terms.odds' }]);
    expect(termsFieldLabel('table.small.third')).toEqual([{ key: 'lottery.terms.size.small' }, { key: 'lottery.prize.third' }]);
    expect(termsFieldLabel('odds.first-last2')).toEqual([{ key: 'lottery.thaiKind.first-last2' }]);
    expect(termsFieldLabel('paytable.pick.3.2')).toEqual([{ key: 'lottery.paytable.pickHits', values: { pick: 3, hits: 2 } }]);
    expect(termsFieldLabel('paytable.sum.10')).toEqual([{ key: 'lottery.paytable.total', values: { total: 10 } }]);
    expect(termsFieldLabel('paytable.sum.big')).toEqual([{ key: 'lottery.paytable.sum' }, { key: 'lottery.side.big' }]);
    expect(termsFieldLabel('paytable.any.3')).toEqual([{ key: 'lottery.paytable.any', values: { picks: 3 } }]);
    expect(termsFieldLabel('paytable.anyTriple')).toEqual([{ key: 'lottery.paytable.anyTriple' }]);
  });

  it('groups them as the editor shows them', () => {
    expect(termsGroupOf('betTypes.lo.odds')).toBe('betTypes.lo');
    expect(termsGroupOf('paytable.pick.3.2')).toBe('paytable.pick.3');
    expect(termsGroupOf('paytable.triple')).toBe('paytable.single');
    expect(termsGroupOf('odds.exact6')).toBe('odds');
  });
});
