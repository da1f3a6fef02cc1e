import { describe, expect, it } from 'vitest';
import { listOf } from './list-of';

describe('listOf', () => {
  it('takes a bare list or the first wrapped one', () => {
    expect(listOf([1, 2])).toEqual([1, 2]);
    expect(listOf({ list: [1] })).toEqual([1]);
    expect(listOf({ games: [2], totalPages: 1 })).toEqual([2]);
    expect(listOf({ menus: [3] }, 'menus')).toEqual([3]);
  });

  it('answers an empty list for anything else', () => {
    expect(listOf(null)).toEqual([]);
    expect(listOf({ list: 'x' })).toEqual([]);
    expect(listOf(7)).toEqual([]);
  });
});
