import { fishById, positionAt, type Fish, type Ocean } from './ocean';
import { speciesById } from './species';

/**
 * How far (ms) a shot's time may be from a fish's life and still count: the player saw the fish on a
 * screen that runs some way behind or ahead of the server's clock. A fish is shot at in the middle of
 * the screen, far from the edges where it is born and leaves, so a small window only forgives lag.
 */
export const shotToleranceMs = 500;

/**
 * Why a shot has no target. None of these is charged: the bullet never left the server's books.
 * - `no-such-fish`: the id names no fish (an empty slot, or not an id of this ocean);
 * - `not-yet`: the fish spawns later than the tolerance allows;
 * - `gone`: it swam out of the world before the tolerance;
 * - `captured`: another bullet (anyone's) captured it first.
 */
export type NoTarget = 'no-such-fish' | 'not-yet' | 'gone' | 'captured';

export type ShotTarget = { ok: true; fish: Fish } | { ok: false; reason: NoTarget };

/**
 * Whether the fish a player says they hit can be shot at server time `at`: it exists, has not been
 * captured, and some moment of its life lies within `toleranceMs` of `at`. The server's own clock
 * decides, not the player's, so a client cannot reach back to a fish long gone.
 */
export const checkShotTarget = (ocean: Ocean, fishId: number, at: number, captured: ReadonlySet<number>, toleranceMs: number = shotToleranceMs): ShotTarget => {
  const fish = fishById(ocean, fishId);
  if (!fish) return { ok: false, reason: 'no-such-fish' };
  if (captured.has(fish.id)) return { ok: false, reason: 'captured' };
  if (fish.spawnAt > at + toleranceMs) return { ok: false, reason: 'not-yet' };
  if (fish.spawnAt + fish.lifetime <= at - toleranceMs) return { ok: false, reason: 'gone' };
  return { ok: true, fish };
};

/**
 * The captured ids worth keeping at time `now`: a fish past its life (and the tolerance) is refused
 * as `gone` anyway, so the server can drop it and keep the set small.
 */
export const pruneCaptured = (ocean: Ocean, captured: ReadonlySet<number>, now: number, toleranceMs: number = shotToleranceMs): Set<number> => {
  const kept = new Set<number>();
  for (const id of captured) {
    const fish = fishById(ocean, id);
    if (fish && fish.spawnAt + fish.lifetime > now - toleranceMs) kept.add(id);
  }
  return kept;
};

/**
 * The fish under a world point at time t, for the screen to turn a bullet's flight into a fish id:
 * where fish overlap, the one whose centre is nearest for its size; null if none.
 */
export const fishAtPoint = (fishes: readonly Fish[], x: number, y: number, t: number): Fish | null => {
  let best: Fish | null = null;
  let bestReach = 1;
  for (const fish of fishes) {
    const { radius } = speciesById(fish.species);
    const at = positionAt(fish, t);
    const reach = ((at.x - x) ** 2 + (at.y - y) ** 2) / (radius * radius);
    if (reach > bestReach) continue;
    best = fish;
    bestReach = reach;
  }
  return best;
};
