/**
 * How many navigation items fit in one row of `available` pixels: all of them when they fit,
 * otherwise as many as fit beside the "More" button that takes the rest. `widths` are the items'
 * widths in order, `gap` the space between two neighbours. Half a pixel of slack absorbs the
 * rounding of fractional widths.
 */
export const fittingCount = (widths: readonly number[], moreWidth: number, available: number, gap: number): number => {
  const slack = 0.5;
  const all = widths.reduce((sum, width, i) => sum + width + (i > 0 ? gap : 0), 0);
  if (all <= available + slack) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available + slack) break;
    used += gap + width;
    count += 1;
  }
  return count;
};
