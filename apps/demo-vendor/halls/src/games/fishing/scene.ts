import { fishAt, fishAtPoint, fishById, positionAt, speciesById, worldHeight, worldWidth, type Fish, type Ocean, type SpeciesId } from './engine';

/**
 * What the canvas draws besides the fish (which come from the ocean and the clock): the cannons'
 * aim, bullets in flight and capture effects. Plain mutable data, stepped once per animation frame;
 * the page's React state keeps only what the controls show.
 */

export const seatCount = 4;
/** World units per second: the longest shot, corner to corner, lands in about a second. */
export const bulletSpeed = 1_800;
const captureEffectMs = 1_400;
const netEffectMs = 350;

export const cannonAt = (seat: number): { x: number; y: number } => ({ x: (worldWidth * (2 * seat + 1)) / (2 * seatCount), y: worldHeight - 14 });

/** A cannon points upwards, never below the bottom edge: from just above one side to just above the other. */
export const aimAngle = (seat: number, x: number, y: number): number => {
  const from = cannonAt(seat);
  const angle = Math.atan2(y - from.y, x - from.x);
  const edge = 0.08;
  if (angle > 0) return angle > Math.PI / 2 ? -Math.PI + edge : -edge;
  return Math.min(-edge, Math.max(-Math.PI + edge, angle));
};

export type Bullet = {
  seat: number;
  x: number;
  y: number;
  angle: number;
  /** The fish it flies to, or null for a bullet fired at open water (it hits whatever it meets). */
  fishId: number | null;
  mine: boolean;
  /** What the player's own bullet at open water will cost when it hits: held back from what can still be fired. */
  cost: number;
  /** Ends here when its fish is gone: the last place the fish was seen. */
  tx: number;
  ty: number;
};

export type Effect =
  | { kind: 'capture'; x: number; y: number; at: number; win: number; species: SpeciesId; seat: number; mine: boolean }
  | { kind: 'net'; x: number; y: number; at: number; seat: number };

export type Scene = {
  ocean: Ocean | null;
  /** The room's clock less this browser's. */
  offset: number;
  /** Captured fish: not shot at, and not drawn once their capture shows. */
  captured: Set<number>;
  /** Captures waiting for the bullet that made them to land, so the fish does not vanish before the hit. */
  awaiting: Map<number, Effect & { kind: 'capture' }>;
  angles: number[];
  mySeat: number | null;
  bullets: Bullet[];
  effects: Effect[];
  /** Until when the screen shakes (a boss capture), on the room's clock. */
  shakeUntil: number;
};

export const createScene = (): Scene => ({
  ocean: null,
  offset: 0,
  captured: new Set(),
  awaiting: new Map(),
  angles: Array.from({ length: seatCount }, () => -Math.PI / 2),
  mySeat: null,
  bullets: [],
  effects: [],
  shakeUntil: 0,
});

export const roomNow = (scene: Scene, localNow: number = Date.now()): number => localNow + scene.offset;

/** The fish on screen now: alive, and not yet shown as captured. */
export const fishOnScreen = (scene: Scene, t: number): Fish[] => (scene.ocean ? fishAt(scene.ocean, t, scene.captured) : []);

/** Adds a bullet from a seat's cannon towards a fish (followed in flight) or a point. */
export const launch = (
  scene: Scene,
  seat: number,
  angle: number,
  target: { fishId: number | null; x: number; y: number },
  mine: boolean,
  cost: number = 0,
): void => {
  const from = cannonAt(seat);
  scene.angles[seat] = angle;
  // From the muzzle, not the pivot.
  scene.bullets.push({
    seat,
    x: from.x + Math.cos(angle) * 70,
    y: from.y + Math.sin(angle) * 70,
    angle,
    fishId: target.fishId,
    mine,
    cost,
    tx: target.x,
    ty: target.y,
  });
};

const showCapture = (scene: Scene, effect: Effect & { kind: 'capture' }, t: number, x: number = effect.x, y: number = effect.y) => {
  scene.effects.push({ ...effect, x, y, at: t });
  if (speciesById(effect.species).tier === 'boss') scene.shakeUntil = t + 600;
};

/** A capture: the fish stops being a target at once and disappears when a bullet of its capturer lands (or soon anyway). */
export const noteCapture = (scene: Scene, capture: { fishId: number; species: SpeciesId; seat: number; win: number }, t: number): void => {
  scene.captured.add(capture.fishId);
  const fish = scene.ocean ? fishById(scene.ocean, capture.fishId) : null;
  const at = fish ? positionAt(fish, t) : { x: worldWidth / 2, y: worldHeight / 2 };
  const effect = {
    kind: 'capture' as const,
    x: at.x,
    y: at.y,
    at: t,
    win: capture.win,
    species: capture.species,
    seat: capture.seat,
    mine: capture.seat === scene.mySeat,
  };
  const inFlight = scene.bullets.some((b) => b.fishId === capture.fishId && b.seat === capture.seat);
  if (inFlight) scene.awaiting.set(capture.fishId, effect);
  else showCapture(scene, effect, t);
};

/** The fish to draw: alive, and either not captured or captured with the capturing bullet still on its way. */
export const fishToDraw = (scene: Scene, t: number): Fish[] =>
  scene.ocean ? fishAt(scene.ocean, t).filter((f) => !scene.captured.has(f.id) || scene.awaiting.has(f.id)) : [];

/**
 * Moves bullets on by `dt` ms at room time t. A bullet at a fish follows it and lands on it; a
 * bullet at open water flies straight and, if it is the player's, hits the first fish it meets:
 * `onHit` gets that fish (the page sends the shot then). Returns nothing; mutates the scene.
 */
export const stepScene = (scene: Scene, t: number, dt: number, onHit: (bullet: Bullet, fish: Fish) => void): void => {
  const step = (bulletSpeed * dt) / 1000;
  const targets = fishOnScreen(scene, t);
  const kept: Bullet[] = [];
  for (const bullet of scene.bullets) {
    if (bullet.fishId !== null) {
      const fish = scene.ocean ? fishById(scene.ocean, bullet.fishId) : null;
      if (fish && (!scene.captured.has(fish.id) || scene.awaiting.has(fish.id))) {
        const at = positionAt(fish, t);
        bullet.tx = at.x;
        bullet.ty = at.y;
      }
      const dx = bullet.tx - bullet.x;
      const dy = bullet.ty - bullet.y;
      const distance = Math.hypot(dx, dy);
      if (distance <= step) {
        scene.effects.push({ kind: 'net', x: bullet.tx, y: bullet.ty, at: t, seat: bullet.seat });
        const waiting = scene.awaiting.get(bullet.fishId);
        if (waiting && waiting.seat === bullet.seat) {
          scene.awaiting.delete(bullet.fishId);
          showCapture(scene, waiting, t, bullet.tx, bullet.ty);
        }
        continue;
      }
      bullet.angle = Math.atan2(dy, dx);
      bullet.x += (dx / distance) * step;
      bullet.y += (dy / distance) * step;
      kept.push(bullet);
      continue;
    }
    bullet.x += Math.cos(bullet.angle) * step;
    bullet.y += Math.sin(bullet.angle) * step;
    if (bullet.x < -40 || bullet.x > worldWidth + 40 || bullet.y < -40) continue;
    if (bullet.mine) {
      const hit = fishAtPoint(targets, bullet.x, bullet.y, t);
      if (hit) {
        bullet.fishId = hit.id;
        onHit(bullet, hit);
      }
    }
    kept.push(bullet);
  }
  scene.bullets = kept;
  // A capture whose bullet never lands (a reload, a missed frame) still shows, a moment later.
  for (const [id, effect] of scene.awaiting) {
    if (t - effect.at < 1_200) continue;
    scene.awaiting.delete(id);
    const fish = scene.ocean ? fishById(scene.ocean, id) : null;
    const at = fish ? positionAt(fish, t) : effect;
    showCapture(scene, effect, t, at.x, at.y);
  }
  scene.effects = scene.effects.filter((e) => t - e.at < (e.kind === 'capture' ? captureEffectMs : netEffectMs));
};

export const effectDuration = { capture: captureEffectMs, net: netEffectMs } as const;

/** The fish the player would hit by tapping this world point, or the nearest fish to that point within reach. */
export const fishUnder = (scene: Scene, x: number, y: number, t: number): Fish | null => fishAtPoint(fishOnScreen(scene, t), x, y, t);

/** Auto-fire's target when the player has none: the fish nearest to their cannon. */
export const nearestFish = (scene: Scene, seat: number, t: number): Fish | null => {
  const from = cannonAt(seat);
  let best: Fish | null = null;
  let bestDistance = Infinity;
  for (const fish of fishOnScreen(scene, t)) {
    const at = positionAt(fish, t);
    // Only fish well inside the world: one at the edge may leave before the bullet lands.
    if (at.x < 40 || at.x > worldWidth - 40 || at.y < 40 || at.y > worldHeight - 120) continue;
    const distance = Math.hypot(at.x - from.x, at.y - from.y);
    if (distance < bestDistance) {
      best = fish;
      bestDistance = distance;
    }
  }
  return best;
};
