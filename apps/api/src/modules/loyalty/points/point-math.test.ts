import { pointCategoryOf } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { effectiveRates } from './point-rates';
import { pointsFor, rateLabel } from './point-math';

describe('points math', () => {
  it('earns whole points per 100.00 at a basis-point rate, rounded down', () => {
    expect(pointsFor(10_000n, 10_000n)).toBe(1n);
    expect(pointsFor(24_000n, 10_000n)).toBe(2n);
    expect(pointsFor(12_000n, 20_000n)).toBe(2n);
    expect(pointsFor(10_000n, 15_000n)).toBe(1n);
    expect(pointsFor(100_000n, 15_000n)).toBe(15n);
    expect(pointsFor(1n, 10_000_000_000n)).toBe(100n);
  });

  it('earns nothing from nothing, a negative amount or a zero rate', () => {
    expect(pointsFor(0n, 10_000n)).toBe(0n);
    expect(pointsFor(-500n, 10_000n)).toBe(0n);
    expect(pointsFor(9_999_999n, 0n)).toBe(0n);
  });

  it('shows a rate as points per 100.00', () => {
    expect(rateLabel(10_000)).toBe('1');
    expect(rateLabel(15_000)).toBe('1.5');
    expect(rateLabel(125)).toBe('0.0125');
    expect(rateLabel(0)).toBe('0');
  });

  it('takes a level rate over the default, and the default over none', () => {
    const rows = [
      { vip_level: null, source: 'rng' as const, points_bp: 10_000n },
      { vip_level: null, source: 'live' as const, points_bp: 5_000n },
      { vip_level: 2, source: 'rng' as const, points_bp: 30_000n },
    ];
    expect(effectiveRates(rows, 2)).toEqual({ live: 5_000, lottery: 0, pvp: 0, rng: 30_000, sports: 0, deposit: 0 });
    expect(effectiveRates(rows, 0)).toMatchObject({ rng: 10_000 });
  });

  it('maps every game type to its points category', () => {
    expect(['LIVE', 'LOTT', 'ELOTT', 'PVP', 'RNG', 'BGS', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT'].map(pointCategoryOf)).toEqual([
      'live',
      'lottery',
      'lottery',
      'pvp',
      'rng',
      'rng',
      'rng',
      'sports',
      'sports',
      'sports',
    ]);
    expect(pointCategoryOf('rng')).toBe('rng');
    expect(pointCategoryOf('POKER')).toBeNull();
  });
});
