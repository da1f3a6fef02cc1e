import { describe, expect, it } from 'vitest';
import { createOcean, fishAt, fishAtPoint, positionAt } from './engine';
import { createFishingController } from './fishing-controller';
import type { Welcome } from './frames';

const t0 = 1_800_000_000_000;
const welcome = (spendable = 100_000): Welcome => ({
  type: 'welcome',
  room: {
    id: 1,
    seed: 'controller',
    oceanVersion: 1,
    now: t0,
    seats: [{ seat: 0, name: '#0001', bulletCost: 100 }],
    captured: [],
    bulletCosts: [10, 20, 50, 100, 200, 500, 1000],
    rtpBasisPoints: 9_600,
    flushPolicy: { maxShots: 100, maxAgeMs: 10_000 },
    fireRate: { intervalMs: 100, burst: 10 },
    shotToleranceMs: 500,
  },
  you: { seat: 0, bulletCost: 100, currency: 'FUN', mode: 'demo', suspended: null, balance: spendable, spendable },
});

const setup = (spendable?: number) => {
  const sent: Record<string, unknown>[] = [];
  const refused: string[] = [];
  const controller = createFishingController({ onRefused: (code) => refused.push(code) });
  controller.setSender((frame) => {
    sent.push(frame as Record<string, unknown>);
    return true;
  });
  controller.onFrame(welcome(spendable), t0);
  const fish = fishAt(createOcean('controller'), t0).find((f) => f.spawnAt + f.lifetime > t0 + 5_000)!;
  return { controller, sent, refused, fish, shots: () => sent.filter((f) => f.type === 'shoot') };
};

describe('fishing controller', () => {
  it('measures the clock with a ping after the welcome', () => {
    const { controller, sent } = setup();
    expect(sent).toEqual([{ type: 'ping' }]);
    controller.onFrame({ type: 'pong', now: t0 + 5_000 }, Date.now());
    expect(Math.abs(controller.scene.offset - (t0 + 5_000 - Date.now()))).toBeLessThan(1_000);
  });

  it('sends a shot at the fish under a tap, with its id, the bullet and the aim', () => {
    const { controller, shots, fish } = setup();
    controller.setBulletCost(200);
    const local = t0 - controller.scene.offset;
    const at = positionAt(fish, t0);
    expect(controller.pointer(at.x, at.y, local)).toBe('fired');
    expect(shots()).toEqual([{ type: 'shoot', shotId: 1, fishId: fish.id, bulletCost: 200, angle: expect.any(Number), at: t0 }]);
  });

  it('fires at most once per fire interval however fast the player taps or auto-fire runs', () => {
    const { controller, shots } = setup();
    controller.setAuto(true);
    const local = t0 - controller.scene.offset;
    // Two seconds of frames at 60 a second, and a tap on the fire button every frame.
    for (let ms = 0; ms < 2_000; ms += 16) {
      controller.fireAtTarget(local + ms);
      controller.tick(local + ms, 16);
    }
    expect(shots().length).toBeGreaterThanOrEqual(20);
    expect(shots().length).toBeLessThanOrEqual(21);
  });

  it('does not fire what the player cannot pay, counting bullets still unanswered', () => {
    const { controller, shots, refused, fish } = setup(250);
    const local = t0 - controller.scene.offset;
    const tap = (ms: number) => {
      const at = positionAt(fish, t0 + ms);
      return controller.pointer(at.x, at.y, local + ms);
    };
    expect(tap(0)).toBe('fired');
    expect(tap(200)).toBe('fired');
    expect(tap(400)).toBe('funds');
    expect(shots()).toHaveLength(2);
    expect(refused).toEqual(['INSUFFICIENT_FUNDS']);
    controller.onFrame({ type: 'shot-ok', shotId: 1, fishId: fish.id, bulletCost: 100, captured: false, win: 0, balance: 150, spendable: 150 }, local + 500);
    expect(controller.available()).toBe(50);
  });

  it('stops firing once the wallet suspended the player', () => {
    const { controller, fish } = setup();
    controller.onFrame(
      {
        type: 'batch-void',
        roundId: 'r',
        code: 'PLAYER_BLOCKED',
        shots: 1,
        captures: 0,
        stakeNotTaken: 100,
        winNotPaid: 0,
        suspended: 'PLAYER_BLOCKED',
        balance: 1_000,
        spendable: 1_000,
      },
      t0,
    );
    const at = positionAt(fish, t0);
    expect(controller.pointer(at.x, at.y, t0 - controller.scene.offset)).toBe('idle');
  });

  it('holds back the cost of a bullet crossing open water and charges the cost it was fired with when it hits', () => {
    const { controller, shots } = setup(1_000);
    const local = t0 - controller.scene.offset;
    const ocean = createOcean('controller');
    // A point of open water: no fish under it.
    let open: { x: number; y: number } | null = null;
    for (let y = 100; y < 700 && !open; y += 50) {
      for (let x = 100; x < 1_500 && !open; x += 50) if (!fishAtPoint(fishAt(ocean, t0), x, y, t0)) open = { x, y };
    }
    controller.setBulletCost(200);
    expect(controller.pointer(open!.x, open!.y, local)).toBe('fired');
    expect(shots()).toEqual([]);
    expect(controller.available()).toBe(800);
    controller.setBulletCost(10);
    for (let ms = 16; ms < 3_000 && controller.scene.bullets.length > 0; ms += 16) controller.tick(local + ms, 16);
    // Either it met a fish (one shot at 200, still unanswered) or it left the ocean (nothing held back).
    expect(shots().every((f) => f.bulletCost === 200)).toBe(true);
    expect(controller.available()).toBe(1_000 - 200 * shots().length);
  });
});
