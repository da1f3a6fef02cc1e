import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawPath, maxBend, maxPathLength, pathLength, placeOnPath, pointOnPath, worldHeight, worldWidth } from './path';
import { slotDraws } from './seeded';
import { species } from './species';

describe('fish paths', () => {
  it('enter just outside one edge, leave just outside the opposite one, stay inside across, and are no longer than the bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff_ffff }), fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(...species), (seedHash, slot, s) => {
        const path = drawPath(slotDraws(seedHash, 0, slot), s.radius);
        const [start, , , end] = path;
        const r = s.radius;
        const sideToSide = Math.abs(end.x - start.x) === worldWidth + 2 * r && (start.x === -r || start.x === worldWidth + r);
        const topToBottom = Math.abs(end.y - start.y) === worldHeight + 2 * r && (start.y === -r || start.y === worldHeight + r);
        // Exactly one of the two: opposite edges, just outside.
        if (sideToSide === topToBottom) return false;
        const acrossOf = (p: { x: number; y: number }): number => (sideToSide ? p.y : p.x);
        const size = sideToSide ? worldHeight : worldWidth;
        for (let i = 0; i <= 20; i += 1) {
          const across = acrossOf(pointOnPath(path, i / 20));
          if (across < r || across > size - r) return false;
        }
        for (let i = 1; i < 4; i += 1) if (Math.abs(acrossOf(path[i]!) - acrossOf(path[i - 1]!)) > maxBend) return false;
        const length = pathLength(path);
        return length <= maxPathLength(r) && length >= (sideToSide ? worldWidth : worldHeight) + 2 * r;
      }),
      { numRuns: 1_000 },
    );
  });

  it('places a fish at the ends and faces it along its way', () => {
    const path = drawPath(slotDraws(42, 3, 9), 30);
    expect(placeOnPath(path, 0)).toMatchObject(path[0]);
    expect(placeOnPath(path, 1)).toMatchObject(path[3]);
    const { angle } = placeOnPath(path, 0.5);
    const ahead = pointOnPath(path, 0.51);
    const here = pointOnPath(path, 0.5);
    expect(Math.cos(angle) * (ahead.x - here.x) + Math.sin(angle) * (ahead.y - here.y)).toBeGreaterThan(0);
  });
});
