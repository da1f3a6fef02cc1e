import { describe, expect, it } from 'vitest';
import { landingAngle } from './wheel-angle';

describe('the wheel landing angle', () => {
  it('puts the middle of the drawn segment under the pointer after whole turns forward', () => {
    for (const [current, index, count] of [
      [0, 0, 6],
      [0, 5, 6],
      [1234, 2, 6],
      [90, 1, 4],
    ] as const) {
      const angle = landingAngle(current, index, count);
      expect(angle - current).toBeGreaterThanOrEqual(5 * 360);
      const segment = 360 / count;
      // The pointer sits at 0 degrees; the segment's middle, turned by the angle, must land there.
      expect(((((index + 0.5) * segment + angle) % 360) + 360) % 360).toBeCloseTo(0, 6);
    }
  });
});
