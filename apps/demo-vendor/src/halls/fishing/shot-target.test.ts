import { describe, expect, it } from 'vitest';
import { createOcean, fishAt, positionAt, spawnsBetween } from './ocean';
import { checkShotTarget, fishAtPoint, pruneCaptured, shotToleranceMs } from './shot-target';
import { speciesById } from './species';

const t0 = 1_780_000_000_000;
const ocean = createOcean('shots');
const fish = spawnsBetween(ocean, t0, t0 + 60_000)[0]!;
const end = fish.spawnAt + fish.lifetime;

describe('shot targets', () => {
  it('accepts a fish alive within the tolerance of the server time, and says why it refuses one', () => {
    const none = new Set<number>();
    expect(checkShotTarget(ocean, fish.id, fish.spawnAt + 1_000, none)).toEqual({ ok: true, fish });
    // Lag: the player fired while the fish was still on their screen.
    expect(checkShotTarget(ocean, fish.id, end + shotToleranceMs - 1, none).ok).toBe(true);
    expect(checkShotTarget(ocean, fish.id, end + shotToleranceMs, none)).toEqual({ ok: false, reason: 'gone' });
    expect(checkShotTarget(ocean, fish.id, fish.spawnAt - shotToleranceMs, none).ok).toBe(true);
    expect(checkShotTarget(ocean, fish.id, fish.spawnAt - shotToleranceMs - 1, none)).toEqual({ ok: false, reason: 'not-yet' });
    expect(checkShotTarget(ocean, fish.id, fish.spawnAt + 1_000, new Set([fish.id]))).toEqual({ ok: false, reason: 'captured' });
    expect(checkShotTarget(ocean, 1.5, t0, none)).toEqual({ ok: false, reason: 'no-such-fish' });
    expect(checkShotTarget(ocean, fish.id, end, none, 0)).toEqual({ ok: false, reason: 'gone' });
  });

  it('forgets captured fish once they could no longer be shot', () => {
    const captured = new Set([fish.id]);
    expect(pruneCaptured(ocean, captured, end + shotToleranceMs - 1)).toEqual(captured);
    expect(pruneCaptured(ocean, captured, end + shotToleranceMs)).toEqual(new Set());
  });

  it('finds the fish under a point, the nearest for its size where fish overlap', () => {
    const t = t0 + 30_000;
    const alive = fishAt(ocean, t);
    const target = alive[3]!;
    const at = positionAt(target, t);
    const hit = fishAtPoint(alive, at.x, at.y, t)!;
    expect(hit.id).toBe(target.id);
    const r = speciesById(target.species).radius;
    expect(fishAtPoint([target], at.x + r * 0.99, at.y, t)?.id).toBe(target.id);
    expect(fishAtPoint([target], at.x + r * 1.01, at.y, t)).toBeNull();
    expect(fishAtPoint(alive, -5_000, -5_000, t)).toBeNull();
  });
});
