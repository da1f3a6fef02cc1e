import { pointRateSources, type PointRate, type PointRateSource } from '@gp/contracts';

/** The editor's grid: per level (null: default), per source, the text typed (points per 100.00; blank: inherit). */
export type RatesGrid = { levels: (number | null)[]; cells: Record<string, string> };

export const cellKey = (level: number | null, source: PointRateSource) => `${level ?? 'default'}:${source}`;

const bpPerPoint = 10_000;

/** Basis points as the points staff type ("1.5" for 15,000). */
export const pointsText = (bp: number): string => String(bp / bpPerPoint);

/** Points typed (up to four decimals, at most 1,000,000) as basis points; null when not a rate. */
export const parsePoints = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d{1,7}(\.\d{1,4})?$/.test(trimmed)) return null;
  const bp = Math.round(Number(trimmed) * bpPerPoint);
  return bp <= 10_000_000_000 ? bp : null;
};

export const gridOf = (rates: readonly PointRate[]): RatesGrid => {
  const levels = [null, ...[...new Set(rates.map((r) => r.vipLevel).filter((l): l is number => l !== null))].sort((a, b) => a - b)];
  const cells: Record<string, string> = {};
  for (const rate of rates) cells[cellKey(rate.vipLevel, rate.source)] = pointsText(rate.pointsBp);
  return { levels, cells };
};

/** The rates to save, or the cells that are not rates. A blank default is no rate (0); a blank level cell inherits. */
export const ratesOf = (grid: RatesGrid): { rates: PointRate[]; invalid: string[] } => {
  const rates: PointRate[] = [];
  const invalid: string[] = [];
  for (const level of grid.levels) {
    for (const source of pointRateSources) {
      const key = cellKey(level, source);
      const text = grid.cells[key]?.trim() ?? '';
      if (text === '') continue;
      const bp = parsePoints(text);
      if (bp === null) invalid.push(key);
      else rates.push({ vipLevel: level, source, pointsBp: bp });
    }
  }
  return { rates, invalid };
};
