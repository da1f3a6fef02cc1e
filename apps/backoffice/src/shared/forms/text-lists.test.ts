import { describe, expect, it } from 'vitest';
import { linesToList, listToLines, splitList, toNumber } from './text-lists';

describe('text lists', () => {
  it('splits lines, trimming and dropping blanks', () => {
    expect(linesToList(' 10.0.0.0/8 \r\n\n192.168.1.1\n  ')).toEqual(['10.0.0.0/8', '192.168.1.1']);
    expect(listToLines(['a', 'b'])).toBe('a\nb');
  });

  it('splits comma, space and CJK comma separated entries', () => {
    expect(splitList('1, 2 ,41;42，7、8')).toEqual(['1', '2', '41', '42', '7', '8']);
    expect(splitList('  ')).toEqual([]);
  });

  it('keeps a blank number blank (NaN) instead of zero', () => {
    expect(toNumber(' 4 ')).toBe(4);
    expect(toNumber('')).toBeNaN();
    expect(toNumber('x')).toBeNaN();
  });
});
