import { describe, expect, it } from 'vitest';
import { zoomFor } from './draw-ocean';
import { worldWidth } from './engine';

/** CSS pixels of a 24-unit label on a canvas `cssWidth` wide at a pixel ratio. */
const labelPx = (cssWidth: number, ratio: number) => {
  const scale = (cssWidth * ratio) / worldWidth;
  return (24 * zoomFor(scale, ratio) * scale) / ratio;
};

describe('ocean drawing sizes', () => {
  it('keeps labels readable on a 360 px phone at any pixel ratio, and life-size on a wide screen', () => {
    for (const ratio of [1, 2, 3]) {
      expect(labelPx(344, ratio)).toBeGreaterThanOrEqual(10.9);
      expect(zoomFor((1_024 * ratio) / worldWidth, ratio)).toBe(1);
    }
    // Never more than 2.2 times: a tiny canvas does not fill with cannons.
    expect(zoomFor(100 / worldWidth, 1)).toBe(2.2);
  });
});
