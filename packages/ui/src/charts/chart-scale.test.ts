import { describe, expect, it } from 'vitest';
import { extentOf, labelStep, niceScale, stackSeries, valuesByLabel } from './chart-scale';

describe('chart scale', () => {
  it('includes zero and ends on round ticks', () => {
    expect(niceScale(0, 97)).toEqual({ min: 0, max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(-30, 170)).toEqual({ min: -50, max: 200, ticks: [-50, 0, 50, 100, 150, 200] });
    expect(niceScale(5, 5).ticks[0]).toBe(0);
    expect(niceScale(0, 0)).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(niceScale(0, 3).ticks.every(Number.isInteger)).toBe(true);
  });

  it('matches series to labels and stacks positives up and negatives down', () => {
    const labels = ['d1', 'd2', 'd3'];
    const a = {
      id: 'a',
      name: 'A',
      data: [
        { label: 'd1', value: 10 },
        { label: 'd2', value: -4 },
      ],
    };
    const b = {
      id: 'b',
      name: 'B',
      data: [
        { label: 'd1', value: 5 },
        { label: 'd2', value: 3 },
        { label: 'x', value: 99 },
      ],
    };
    expect(valuesByLabel(labels, b)).toEqual([5, 3, 0]);
    const stacks = stackSeries(labels, [a, b]);
    expect(stacks[0]).toEqual([
      { seriesIndex: 0, from: 0, to: 10, value: 10 },
      { seriesIndex: 1, from: 10, to: 15, value: 5 },
    ]);
    expect(stacks[1]).toEqual([
      { seriesIndex: 0, from: 0, to: -4, value: -4 },
      { seriesIndex: 1, from: 0, to: 3, value: 3 },
    ]);
    expect(stacks[2]).toEqual([]);
    expect(extentOf(stacks, [20, -1])).toEqual({ lowest: -4, highest: 20 });
  });

  it('thins axis labels to the room there is', () => {
    expect(labelStep(7, 8)).toBe(1);
    expect(labelStep(92, 8)).toBe(12);
    expect(labelStep(0, 8)).toBe(1);
  });
});
