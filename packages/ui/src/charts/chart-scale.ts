/** Chart arithmetic without the DOM: value scale, stacking, label thinning. Unit-tested. */

export type ChartDatum = { label: string; value: number };

/** A named series; its data are matched to the chart's labels by `label` (a missing label is 0). */
export type ChartSeries = { id: string; name: string; data: readonly ChartDatum[] };

export type ValueScale = { min: number; max: number; ticks: number[] };

/** 1, 2, 2.5 or 5 times a power of ten: the step a reader can count in. */
const niceStep = (rough: number): number => {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
};

/**
 * A value axis that always includes zero (bars grow from it) and ends on round ticks, with about
 * `count` intervals. Integer data keep integer ticks.
 */
export const niceScale = (lowest: number, highest: number, count = 4): ValueScale => {
  const min = Math.min(0, lowest);
  const max = Math.max(0, highest);
  if (min === max) return { min: 0, max: 1, ticks: [0, 1] };
  const step = Math.max(1, niceStep((max - min) / count));
  const start = Math.floor(min / step) * step;
  const end = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = start; v <= end + step / 2; v += step) ticks.push(Math.round(v));
  return { min: start, max: end, ticks };
};

/** The series' values in label order; labels a series lacks are 0. */
export const valuesByLabel = (labels: readonly string[], series: ChartSeries): number[] => {
  const byLabel = new Map<string, number>();
  for (const d of series.data) byLabel.set(d.label, (byLabel.get(d.label) ?? 0) + d.value);
  return labels.map((l) => byLabel.get(l) ?? 0);
};

export type StackedSegment = { seriesIndex: number; from: number; to: number; value: number };

/**
 * Stacks bars per label: positive values upwards from zero, negative ones downwards (a loss day
 * reads as a bar below the axis, never as a hole in the stack).
 */
export const stackSeries = (labels: readonly string[], series: readonly ChartSeries[]): StackedSegment[][] => {
  const values = series.map((s) => valuesByLabel(labels, s));
  return labels.map((_, i) => {
    let up = 0;
    let down = 0;
    const segments: StackedSegment[] = [];
    values.forEach((column, seriesIndex) => {
      const value = column[i] ?? 0;
      if (value === 0) return;
      if (value > 0) {
        segments.push({ seriesIndex, from: up, to: up + value, value });
        up += value;
      } else {
        segments.push({ seriesIndex, from: down, to: down + value, value });
        down += value;
      }
    });
    return segments;
  });
};

/** The lowest and highest point the bars' stacks and the line reach. */
export const extentOf = (stacks: readonly StackedSegment[][], line: readonly number[]): { lowest: number; highest: number } => {
  let lowest = 0;
  let highest = 0;
  for (const segments of stacks)
    for (const s of segments) {
      lowest = Math.min(lowest, s.from, s.to);
      highest = Math.max(highest, s.from, s.to);
    }
  for (const v of line) {
    lowest = Math.min(lowest, v);
    highest = Math.max(highest, v);
  }
  return { lowest, highest };
};

/** Every how many labels one is written under the axis, so at most `room` fit. */
export const labelStep = (labelCount: number, room: number): number => Math.max(1, Math.ceil(labelCount / Math.max(1, room)));
