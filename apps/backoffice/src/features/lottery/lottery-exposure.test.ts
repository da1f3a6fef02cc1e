import { describe, expect, it } from 'vitest';
import { exposureChartData, exposureChartMax } from './lottery-exposure';

const names = { liability: 'Liability', limit: 'Limit' };

describe('exposureChartData', () => {
  it('draws a bar per number and the limit as a line', () => {
    const chart = exposureChartData(
      {
        drawId: '1',
        numberLimit: 500,
        numbers: [
          { number: '07', liability: 800 },
          { number: '42', liability: 300 },
        ],
      },
      names,
    );
    expect(chart.labels).toEqual(['07', '42']);
    expect(chart.bars[0]?.data).toEqual([
      { label: '07', value: 800 },
      { label: '42', value: 300 },
    ]);
    expect(chart.line?.data).toEqual([
      { label: '07', value: 500 },
      { label: '42', value: 500 },
    ]);
  });

  it('draws no line without a limit and only the highest numbers', () => {
    const numbers = Array.from({ length: 100 }, (_, i) => ({ number: String(i).padStart(2, '0'), liability: 1000 - i }));
    const chart = exposureChartData({ drawId: '1', numberLimit: null, numbers }, names);
    expect(chart.line).toBeUndefined();
    expect(chart.labels).toHaveLength(exposureChartMax);
    expect(chart.labels[0]).toBe('00');
  });
});
