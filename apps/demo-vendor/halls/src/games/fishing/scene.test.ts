import { describe, expect, it } from 'vitest';
import { createOcean, fishAt, positionAt, speciesById } from './engine';
import { aimAngle, bulletSpeed, cannonAt, createScene, fishToDraw, launch, noteCapture, stepScene, type Scene } from './scene';

const sceneAt = (seed: string): Scene => {
  const scene = createScene();
  scene.ocean = createOcean(seed);
  scene.mySeat = 1;
  return scene;
};

describe('fishing scene', () => {
  it('places four cannons along the bottom and never aims one below the edge', () => {
    expect([0, 1, 2, 3].map((s) => cannonAt(s).x)).toEqual([200, 600, 1000, 1400]);
    expect(aimAngle(0, 200, 0)).toBeCloseTo(-Math.PI / 2);
    for (const [x, y] of [
      [2_000, 900],
      [-500, 900],
      [0, 2_000],
    ] as const) {
      const angle = aimAngle(0, x, y);
      expect(angle).toBeLessThan(0);
      expect(angle).toBeGreaterThan(-Math.PI);
    }
  });

  it('flies a bullet to its fish and shows the capture when it lands, not before', () => {
    const scene = sceneAt('scene-test');
    const t0 = 1_800_000_000_000;
    const fish = fishAt(scene.ocean!, t0).find((f) => f.spawnAt + f.lifetime > t0 + 3_000)!;
    const at = positionAt(fish, t0);
    launch(scene, 1, aimAngle(1, at.x, at.y), { fishId: fish.id, x: at.x, y: at.y }, true);
    noteCapture(scene, { fishId: fish.id, species: fish.species, seat: 1, win: 500 }, t0);
    expect(scene.effects).toEqual([]);
    expect(fishToDraw(scene, t0).some((f) => f.id === fish.id)).toBe(true);
    let t = t0;
    for (let n = 0; n < 80 && scene.bullets.length > 0; n += 1) {
      t += 16;
      stepScene(scene, t, 16, () => undefined);
    }
    expect(scene.bullets).toEqual([]);
    expect(scene.effects.map((e) => e.kind).sort()).toEqual(['capture', 'net']);
    expect(fishToDraw(scene, t).some((f) => f.id === fish.id)).toBe(false);
  });

  it("hits the first fish a player's bullet at open water meets, once", () => {
    const scene = sceneAt('open-water');
    const t0 = 1_800_000_000_000;
    const fish = fishAt(scene.ocean!, t0).find((f) => {
      const p = positionAt(f, t0);
      return p.y < 700 && p.x > 100 && p.x < 1500 && f.spawnAt + f.lifetime > t0 + 3_000;
    })!;
    const from = cannonAt(1);
    // Aim where the fish will be when the bullet gets there.
    let p = positionAt(fish, t0);
    for (let n = 0; n < 3; n += 1) p = positionAt(fish, t0 + (Math.hypot(p.x - from.x, p.y - from.y) / bulletSpeed) * 1_000);
    const angle = Math.atan2(p.y - from.y, p.x - from.x);
    launch(scene, 1, angle, { fishId: null, x: from.x + Math.cos(angle) * 2_000, y: from.y + Math.sin(angle) * 2_000 }, true);
    const hits: number[] = [];
    let t = t0;
    for (let n = 0; n < 120 && scene.bullets.length > 0; n += 1) {
      t += 8;
      stepScene(scene, t, 8, (_bullet, hit) => hits.push(hit.id));
    }
    expect(hits).toHaveLength(1);
    expect(speciesById(fish.species).radius).toBeGreaterThan(0);
  });

  it('shows a capture without a bullet in flight at once, and shakes only for a boss', () => {
    const scene = sceneAt('boss');
    noteCapture(scene, { fishId: 28, species: 'minnow', seat: 0, win: 20 }, 1_000);
    expect(scene.effects).toHaveLength(1);
    expect(scene.shakeUntil).toBe(0);
    noteCapture(scene, { fishId: 57, species: 'dragon-king', seat: 0, win: 30_000 }, 2_000);
    expect(scene.shakeUntil).toBe(2_600);
  });
});
