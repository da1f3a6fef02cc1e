import { describe, expect, it } from 'vitest';
import { endOfDayIso, formatBusinessTime, formatCount, formatRate, parseCount, parseRate, rateToInput } from './contract-format';

describe('formatRate', () => {
  it('shows basis points as a percentage with two decimals', () => {
    expect(formatRate(150, 'en')).toBe('1.50%');
    expect(formatRate(1, 'en')).toBe('0.01%');
    expect(formatRate(10_000, 'en')).toBe('100.00%');
    expect(formatRate(0, 'en')).toBe('0.00%');
    expect(formatRate(1234, 'en')).toBe('12.34%');
  });

  it('follows the language', () => {
    expect(formatRate(150, 'de')).toBe('1,50\u00a0%');
  });
});

describe('rateToInput / parseRate', () => {
  it('round-trips rates', () => {
    for (const bp of [1, 50, 150, 999, 10_000]) expect(parseRate(rateToInput(bp))).toBe(bp);
    expect(rateToInput(150)).toBe('1.50');
    expect(rateToInput(5)).toBe('0.05');
  });

  it('reads percentages with up to two decimals', () => {
    expect(parseRate('1.5')).toBe(150);
    expect(parseRate(' 2 ')).toBe(200);
    expect(parseRate('0,25')).toBe(25);
    expect(parseRate('100')).toBe(10_000);
  });

  it('refuses zero, more than 100 %, three decimals and text', () => {
    for (const text of ['0', '0.00', '100.01', '1.234', 'abc', '', '-1', '1e2']) expect(parseRate(text)).toBeNull();
  });
});

describe('parseCount / formatCount', () => {
  it('reads whole counts in range', () => {
    expect(parseCount('0')).toBe(0);
    expect(parseCount('25')).toBe(25);
    expect(parseCount('1000000')).toBe(1_000_000);
    expect(parseCount('1000001')).toBeNull();
    expect(parseCount('2.5')).toBeNull();
    expect(parseCount('')).toBeNull();
  });

  it('formats with separators', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
  });
});

describe('endOfDayIso', () => {
  it('is the midnight closing the chosen day in the business zone', () => {
    expect(endOfDayIso('2030-05-17', 330)).toBe('2030-05-18T00:00:00+05:30');
    expect(endOfDayIso('2030-12-31', -180)).toBe('2031-01-01T00:00:00-03:00');
  });

  it('uses the browser zone while the business zone is unknown', () => {
    const end = new Date(endOfDayIso('2030-05-17', null) ?? '');
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([2030, 4, 18, 0, 0]);
  });

  it('is null for an empty or malformed day', () => {
    expect(endOfDayIso('', 0)).toBeNull();
    expect(endOfDayIso('17/05/2030', 0)).toBeNull();
    expect(endOfDayIso('2030-13-45', 0)).toBeNull();
  });
});

describe('formatBusinessTime', () => {
  it('shows the instant in the business time zone', () => {
    expect(formatBusinessTime('2026-11-22T00:00:00Z', 'en', 'Asia/Kolkata')).toBe('Nov 22, 2026, 5:30 AM');
    expect(formatBusinessTime('2026-11-22T00:00:00Z', 'en', 'UTC')).toBe('Nov 22, 2026, 12:00 AM');
  });

  it('falls back for an unknown zone and returns bad input unchanged', () => {
    expect(formatBusinessTime('2026-11-22T00:00:00Z', 'en', 'Not/AZone')).toMatch(/2026/);
    expect(formatBusinessTime('garbage', 'en', 'UTC')).toBe('garbage');
  });
});
