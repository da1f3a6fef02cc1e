import { describe, expect, it } from 'vitest';
import { rangeOf } from './spin-history';

const table = {
  version: 3,
  totalWeight: 10,
  createdAt: '2026-11-30T00:00:00.000Z',
  prizes: [1, 3, 6].map((weight, index) => ({ index, kind: 'none' as const, value: 0, weight, chanceBp: weight * 1000, labels: { EN: `p${index}` } })),
};

describe('the rolls a prize covers', () => {
  it('runs from the weights before it to its own weight more, the way the server draws', () => {
    expect(rangeOf(table, 0)).toEqual({ from: 0, to: 1 });
    expect(rangeOf(table, 1)).toEqual({ from: 1, to: 4 });
    expect(rangeOf(table, 2)).toEqual({ from: 4, to: 10 });
  });
});
