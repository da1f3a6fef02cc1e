import { describe, expect, it } from 'vitest';
import {
  blankSheet,
  parseSheetCsv,
  parseSheetFile,
  parseSheetJson,
  resultOf,
  sheetLayoutOf,
  sheetPlaceOf,
  sheetProblems,
  type SheetLayout,
} from './lottery-sheet';

const layout = (family: 'vn' | '4d' | 'thai', region?: string): SheetLayout => {
  const found = sheetLayoutOf(family, region ? { region } : {});
  if (!found) throw new Error('no layout');
  return found;
};

const fourDSheet = {
  first: '0042',
  second: '1234',
  third: '9876',
  starter: ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010'],
  consolation: ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009', '1010'],
};

const northPrizes = {
  special: ['12345'],
  first: ['23456'],
  second: ['34567', '45678'],
  third: ['00001', '00002', '00003', '00004', '00005', '00006'],
  fourth: ['0001', '0002', '0003', '0004'],
  fifth: ['1001', '1002', '1003', '1004', '1005', '1006'],
  sixth: ['001', '002', '003'],
  seventh: ['01', '02', '03', '04'],
};

describe('sheetLayoutOf', () => {
  it('lays a Vietnam sheet out in its region’s print order', () => {
    expect(layout('vn', 'north').slots.map((s) => `${s.key}:${s.count}x${s.digits}`)).toEqual([
      'special:1x5',
      'first:1x5',
      'second:2x5',
      'third:6x5',
      'fourth:4x4',
      'fifth:6x4',
      'sixth:3x3',
      'seventh:4x2',
    ]);
    expect(layout('vn', 'south').slots[0]).toEqual({ key: 'eighth', count: 1, digits: 2, single: false });
  });

  it('has no sheet for the e-lottery or a Vietnam game without a region', () => {
    expect(sheetLayoutOf('elott', { game: 'keno' })).toBeNull();
    expect(sheetLayoutOf('vn', {})).toBeNull();
  });
});

describe('resultOf', () => {
  it('wraps Vietnam prizes and keeps every number a string', () => {
    const sheet = layout('vn', 'north');
    const form = { ...blankSheet(sheet), ...northPrizes };
    expect(resultOf(sheet, form)).toEqual({ prizes: northPrizes });
    expect(sheetProblems(sheet, form)).toEqual([]);
  });

  it('sends 4D and Thai single prizes as strings and trims what was typed', () => {
    const sheet = layout('4d');
    const form = { ...blankSheet(sheet), ...Object.fromEntries(Object.entries(fourDSheet).map(([k, v]) => [k, Array.isArray(v) ? v : [` ${v} `]])) };
    expect(resultOf(sheet, form)).toEqual(fourDSheet);
    const thai = layout('thai');
    expect(resultOf(thai, { first: ['123456'], front3: ['001', '002'], last3: ['998', '999'], last2: ['07'] })).toEqual({
      first: '123456',
      front3: ['001', '002'],
      last3: ['998', '999'],
      last2: '07',
    });
  });

  it('reports blank and wrong places with the server’s checks', () => {
    const sheet = layout('4d');
    const form = blankSheet(sheet);
    form.first = ['42'];
    const problems = sheetProblems(sheet, form);
    expect(problems).toContainEqual({ slot: 'first', index: null, code: 'bad-number', severity: 'error' });
    expect(problems).toContainEqual({ slot: 'starter', index: 3, code: 'bad-number', severity: 'error' });
    const vn = layout('vn', 'north');
    const vnForm = { ...blankSheet(vn), ...northPrizes, seventh: ['01', '2', '03', '04'] };
    expect(sheetProblems(vn, vnForm)).toEqual([{ slot: 'seventh', index: 1, code: 'wrong-digits', severity: 'error' }]);
  });
});

describe('sheetPlaceOf', () => {
  it('places the server’s paths', () => {
    expect(sheetPlaceOf('result.prizes.first.0')).toEqual({ slot: 'first', index: 0 });
    expect(sheetPlaceOf('result.starter.3')).toEqual({ slot: 'starter', index: 3 });
    expect(sheetPlaceOf('result.last2')).toEqual({ slot: 'last2', index: null });
  });
});

describe('parseSheetJson', () => {
  it('reads the result as sent, with or without the wrappers', () => {
    const sheet = layout('vn', 'north');
    for (const text of [
      JSON.stringify({ prizes: northPrizes }),
      JSON.stringify(northPrizes),
      JSON.stringify({ result: { region: 'north', prizes: northPrizes } }),
    ]) {
      const read = parseSheetJson(sheet, text);
      expect(read.issues).toEqual([]);
      expect(resultOf(sheet, read.form)).toEqual({ prizes: northPrizes });
    }
  });

  it('pads JSON numbers back to the prize’s digits', () => {
    const read = parseSheetJson(layout('4d'), JSON.stringify({ ...fourDSheet, first: 42, starter: fourDSheet.starter.map(Number) }));
    expect(read.issues).toEqual([]);
    expect(resultOf(layout('4d'), read.form)).toEqual(fourDSheet);
  });

  it('names what it could not place', () => {
    const sheet = layout('thai');
    expect(parseSheetJson(sheet, 'not json').issues).toEqual([{ code: 'not-json' }]);
    expect(parseSheetJson(sheet, '[1,2]').issues).toEqual([{ code: 'not-sheet' }]);
    const read = parseSheetJson(sheet, JSON.stringify({ first: '123456', front3: ['001', '002', '003'], bonus: '1', last2: true }));
    expect(read.issues).toEqual([
      { code: 'bad-value', slot: 'last2' },
      { code: 'too-many', slot: 'front3' },
      { code: 'unknown-prize', slot: 'bonus' },
    ]);
    expect(read.form).toEqual({ first: ['123456'], front3: ['001', '002'], last3: ['', ''], last2: [''] });
  });
});

describe('parseSheetCsv', () => {
  it('reads one row per prize, a header, quoted cells and the names sheets use', () => {
    const sheet = layout('vn', 'north');
    const csv = [
      'prize,numbers',
      'ĐB,12345',
      'G1,23456',
      'second,34567,45678',
      'third,00001,00002,00003',
      'third,"00004",00005,00006',
      'fourth,0001,0002,0003,0004',
      'fifth,1001,1002,1003,1004,1005,1006',
      'sixth,001,002,003',
      'seventh,01,02,03,04',
      '',
    ].join('\r\n');
    const read = parseSheetCsv(sheet, `\uFEFF${csv}`);
    expect(read.issues).toEqual([]);
    expect(resultOf(sheet, read.form)).toEqual({ prizes: northPrizes });
    expect(sheetProblems(sheet, read.form)).toEqual([]);
  });

  it('leaves missing numbers blank and reports unknown prizes', () => {
    const sheet = layout('4d');
    const read = parseSheetCsv(sheet, 'first,0042\nsecond,1234\njackpot,1\nstarter,0001,0002');
    expect(read.issues).toEqual([{ code: 'unknown-prize', slot: 'jackpot' }]);
    expect(read.form.first).toEqual(['0042']);
    expect(read.form.third).toEqual(['']);
    expect(read.form.starter?.slice(0, 3)).toEqual(['0001', '0002', '']);
    expect(parseSheetCsv(sheet, '\n\n').issues).toEqual([{ code: 'empty' }]);
  });

  it('chooses the parser by the file', () => {
    const sheet = layout('4d');
    expect(parseSheetFile(sheet, 'sheet.json', JSON.stringify(fourDSheet)).form.first).toEqual(['0042']);
    expect(parseSheetFile(sheet, 'sheet.csv', 'first,0042').form.first).toEqual(['0042']);
    expect(parseSheetFile(sheet, 'sheet.txt', '{"first":"0042"}').form.first).toEqual(['0042']);
  });
});
