import type { LotteryAdminGame } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { leavesOf, placeProblems, termsFormOf, termsRequestOf } from './lottery-terms';

type TermsGame = Pick<LotteryAdminGame, 'family' | 'terms' | 'schedule'>;

describe('leavesOf', () => {
  it('walks objects and arrays to their numbers', () => {
    expect(leavesOf({ pick: { 1: [0, 3_800] }, first: 1_000 })).toEqual([
      ['pick.1.0', 0],
      ['pick.1.1', 3_800],
      ['first', 1_000],
    ]);
  });
});

describe('Vietnam terms', () => {
  const game: TermsGame = {
    family: 'vn',
    schedule: { region: 'north' },
    terms: { betTypes: { lo: { odds: 80_000, pointPrice: 27_000 }, de: { odds: 95_000, pointPrice: 1_000 } } },
  };

  it('shows odds and point prices as decimals, offered types only filled', () => {
    const form = termsFormOf(game);
    expect(form.values['betTypes.lo.odds']).toBe('80');
    expect(form.values['betTypes.lo.pointPrice']).toBe('27');
    expect(form.values['betTypes.xien-2.odds']).toBe('');
    expect(form.offered).toMatchObject({ lo: true, de: true, 'xien-2': false });
  });

  it('sends the offered types in thousandths, exactly', () => {
    const form = termsFormOf(game);
    form.values['betTypes.lo.odds'] = '99.5';
    form.offered['xien-2'] = true;
    form.values['betTypes.xien-2.odds'] = '17';
    form.values['betTypes.xien-2.pointPrice'] = '1';
    form.offered.de = false;
    form.values['betTypes.de.odds'] = 'not read';
    expect(termsRequestOf(form)).toEqual({
      ok: true,
      terms: { betTypes: { lo: { odds: 99_500, pointPrice: 27_000 }, 'xien-2': { odds: 17_000, pointPrice: 1_000 } } },
    });
  });

  it('names the fields it cannot read', () => {
    const form = termsFormOf(game);
    form.values['betTypes.lo.odds'] = '1.2345';
    form.values['betTypes.de.pointPrice'] = '';
    expect(termsRequestOf(form)).toEqual({ ok: false, invalid: ['betTypes.lo.odds', 'betTypes.de.pointPrice'] });
  });
});

describe('4D, Thai and e-lottery terms', () => {
  it('keeps the 4D table’s shape', () => {
    const table = {
      big: { first: 2_500_000, second: 1_000_000, third: 500_000, starter: 180_000, consolation: 60_000 },
      small: { first: 3_500_000, second: 2_000_000, third: 1_000_000 },
    };
    const form = termsFormOf({ family: '4d', schedule: {}, terms: { table } });
    expect(form.values['table.big.first']).toBe('2500');
    form.values['table.small.third'] = '1000.5';
    expect(termsRequestOf(form)).toEqual({ ok: true, terms: { table: { ...table, small: { ...table.small, third: 1_000_500 } } } });
  });

  it('starts a game without terms from an empty table of its family', () => {
    const form = termsFormOf({ family: 'thai', schedule: {}, terms: {} });
    expect(Object.keys(form.values)).toEqual(['odds.exact6', 'odds.front3', 'odds.last3', 'odds.last2', 'odds.first-last3', 'odds.first-last2']);
  });

  it('keeps a paytable’s arrays as arrays', () => {
    const form = termsFormOf({ family: 'elott', schedule: { game: '11x5' }, terms: {} });
    expect(form.values['paytable.first']).toBeDefined();
    const keno = termsFormOf({ family: 'elott', schedule: { game: 'keno' }, terms: {} });
    keno.values['paytable.pick.1.1'] = '3.9';
    const sent = termsRequestOf(keno);
    if (!sent.ok) throw new Error('refused');
    const pick = (sent.terms.paytable as { pick: Record<string, number[]> }).pick;
    expect(pick['1']).toEqual([0, 3_900]);
    expect(Array.isArray(pick['9'])).toBe(true);
  });
});

describe('placeProblems', () => {
  it('puts each server problem on its field or the first field of its group', () => {
    const fields = ['table.big.first', 'table.big.second', 'table.small.first'];
    const placed = placeProblems(
      [
        { path: 'terms.table.big.second', message: 'bad odds' },
        { path: 'terms.table.small', message: 'invalid' },
        { path: 'terms', message: 'empty' },
        { path: 'terms.table.huge', message: 'unknown' },
      ],
      fields,
      'terms',
    );
    expect(placed.byField).toEqual({ 'table.big.second': 'bad odds', 'table.small.first': 'invalid' });
    expect(placeProblems([{ path: 'body.schedule.extraDates.2', message: 'bad date' }], ['schedule.extraDates', 'schedule'], '').byField).toEqual({
      'schedule.extraDates': 'bad date',
    });
    expect(placed.unplaced).toEqual([
      { path: '', message: 'empty' },
      { path: 'table.huge', message: 'unknown' },
    ]);
  });
});
