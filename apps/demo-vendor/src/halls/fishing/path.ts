import type { Draws } from './seeded';

/**
 * How a fish crosses the world: a cubic Bézier curve from just outside one edge to just outside the
 * opposite edge, with its two inner control points at a third and two thirds of the way across.
 * Only arithmetic and square roots (both exactly rounded by IEEE 754) are used to build a path and
 * to place a fish on it, so a server and every browser compute the same points bit for bit.
 */

export const worldWidth = 1600;
export const worldHeight = 900;

/** Each control point lies within this distance, across the direction of travel, of the one before. */
export const maxBend = 200;
/** Kept between a fish's edge and the world's edge across the direction of travel. */
const edgePadding = 10;
/** Share of crossings that go top to bottom or bottom to top; the rest go side to side. */
const verticalShare = 0.2;
const lengthSamples = 32;

export type Point = { x: number; y: number };
export type Path = readonly [Point, Point, Point, Point];

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/**
 * Draws a crossing for a fish of this radius. Start and end are `radius` outside the world, so the
 * fish swims in and out rather than appearing. Across the direction of travel each point moves at
 * most `maxBend` from the one before, which bounds the path's length (see `maxPathLength`).
 */
export const drawPath = (draws: Draws, radius: number): Path => {
  const vertical = draws.unit() < verticalShare;
  const reverse = draws.unit() < 0.5;
  const along = vertical ? worldHeight : worldWidth;
  const across = vertical ? worldWidth : worldHeight;
  const low = radius + edgePadding;
  const high = across - radius - edgePadding;
  const bend = (from: number): number => clamp(from + (draws.unit() * 2 - 1) * maxBend, low, high);
  const first = low + draws.unit() * (high - low);
  // In draw order: each bend takes the next draw, so the order of these lines is part of the schedule.
  const second = bend(first);
  const third = bend(second);
  const acrossPoints = [first, second, third, bend(third)];
  const step = (along + 2 * radius) / 3;
  const forward = [-radius, step - radius, 2 * step - radius, along + radius];
  const alongPoints = reverse ? forward.map((value) => along - value) : forward;
  const points = alongPoints.map((value, i) => (vertical ? { x: acrossPoints[i]!, y: value } : { x: value, y: acrossPoints[i]! }));
  return [points[0]!, points[1]!, points[2]!, points[3]!];
};

const bezier = (a: number, b: number, c: number, d: number, u: number): number => {
  const v = 1 - u;
  return v * v * v * a + 3 * v * v * u * b + 3 * v * u * u * c + u * u * u * d;
};

const derivative = (a: number, b: number, c: number, d: number, u: number): number => {
  const v = 1 - u;
  return 3 * v * v * (b - a) + 6 * v * u * (c - b) + 3 * u * u * (d - c);
};

/** The point at parameter u in [0, 1]. */
export const pointOnPath = (path: Path, u: number): Point => {
  const [p0, p1, p2, p3] = path;
  return { x: bezier(p0.x, p1.x, p2.x, p3.x, u), y: bezier(p0.y, p1.y, p2.y, p3.y, u) };
};

/**
 * The path's length measured along `lengthSamples` chords: never more than the curve's true length,
 * which is never more than its control polygon's.
 */
export const pathLength = (path: Path): number => {
  const [p0, p1, p2, p3] = path;
  let length = 0;
  let px = p0.x;
  let py = p0.y;
  for (let i = 1; i <= lengthSamples; i += 1) {
    const u = i / lengthSamples;
    const x = bezier(p0.x, p1.x, p2.x, p3.x, u);
    const y = bezier(p0.y, p1.y, p2.y, p3.y, u);
    length += Math.sqrt((x - px) * (x - px) + (y - py) * (y - py));
    px = x;
    py = y;
  }
  return length;
};

/**
 * An upper bound on the length of any path drawn for this radius: the control polygon's three legs,
 * each at most one third of the crossing along and `maxBend` across. The ocean sizes its lanes by it.
 */
export const maxPathLength = (radius: number): number => {
  const along = Math.max(worldWidth, worldHeight) + 2 * radius;
  const leg = Math.sqrt((along / 3) ** 2 + maxBend ** 2);
  return 3 * leg;
};

/** Where a fish is and which way it faces (radians, for drawing only: `atan2` may differ in the last bit between engines). */
export type Placement = { x: number; y: number; angle: number };

export const placeOnPath = (path: Path, u: number): Placement => {
  const [p0, p1, p2, p3] = path;
  const point = pointOnPath(path, u);
  const dx = derivative(p0.x, p1.x, p2.x, p3.x, u);
  const dy = derivative(p0.y, p1.y, p2.y, p3.y, u);
  return { x: point.x, y: point.y, angle: Math.atan2(dy, dx) };
};
