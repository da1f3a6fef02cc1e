/**
 * The rotation (degrees, clockwise) that brings the middle of segment `index` of `count` under the
 * pointer at the top, turning forward from `current` by at least `turns` whole turns.
 */
export const landingAngle = (current: number, index: number, count: number, turns = 5): number => {
  const segment = 360 / count;
  const target = (((-(index + 0.5) * segment) % 360) + 360) % 360;
  const now = ((current % 360) + 360) % 360;
  const forward = (target - now + 360) % 360;
  return current + turns * 360 + forward;
};
