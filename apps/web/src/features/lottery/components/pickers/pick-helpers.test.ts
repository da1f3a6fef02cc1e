import { describe, expect, it } from 'vitest';
import { twoDigitPool, oneDigitPool } from '../slip/game-terms';
import { quickSet, randomDigits, randomPicks, readDigits, readManyDigits, togglePick } from './pick-helpers';

describe('togglePick', () => {
  it('adds and removes a pick', () => {
    expect(togglePick(['01'], '02', 3)).toEqual(['01', '02']);
    expect(togglePick(['01', '02'], '01', 3)).toEqual(['02']);
  });
  it('refuses a pick past the limit but still removes one', () => {
    expect(togglePick(['01', '02'], '03', 2)).toEqual(['01', '02']);
    expect(togglePick(['01', '02'], '02', 2)).toEqual(['01']);
  });
});

describe('quickSet', () => {
  it('splits 00-99 into big 50-99 and small 00-49', () => {
    const big = quickSet(twoDigitPool, 'big');
    expect(big).toHaveLength(50);
    expect(big[0]).toBe('50');
    expect(quickSet(twoDigitPool, 'small').at(-1)).toBe('49');
  });
  it('takes the odd and the even numbers', () => {
    expect(quickSet(twoDigitPool, 'odd').slice(0, 3)).toEqual(['01', '03', '05']);
    expect(quickSet(oneDigitPool, 'even')).toEqual(['0', '2', '4', '6', '8']);
    expect(quickSet(oneDigitPool, 'big')).toEqual(['5', '6', '7', '8', '9']);
  });
});

describe('random picks', () => {
  it('draws distinct picks with the given source', () => {
    const first = () => 0;
    expect(randomPicks(['1', '2', '3', '4'], 3, first)).toEqual(['1', '2', '3']);
    const last = (n: number) => n - 1;
    expect(randomPicks(['1', '2', '3', '4'], 2, last)).toEqual(['4', '3']);
    expect(randomPicks(['1', '2'], 5, first)).toEqual(['1', '2']);
  });
  it('keeps leading zeros in random digits', () => {
    expect(randomDigits(4, () => 0)).toBe('0000');
    expect(randomDigits(3, (n) => n - 1)).toBe('999');
  });
});

describe('typed numbers', () => {
  it('reads exactly the wanted digits', () => {
    expect(readDigits(' 0042 ', 4)).toBe('0042');
    expect(readDigits('42', 4)).toBeNull();
    expect(readDigits('12a4', 4)).toBeNull();
  });
  it('reads several at once, dropping repeats and flagging bad ones', () => {
    expect(readManyDigits('123, 456 123;789', 3)).toEqual({ numbers: ['123', '456', '789'], rejected: false });
    expect(readManyDigits('123 45', 3)).toEqual({ numbers: ['123'], rejected: true });
  });
});
