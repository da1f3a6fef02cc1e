import { describe, expect, it } from 'vitest';
import { createOcean, fishAt, fishById, fishInSlot, isAlive, maxLifetimeMs, oceanVersion, positionAt, spawnsBetween, type Fish } from './ocean';
import { speciesById } from './species';

const hour = 3_600_000;
/** A moment in 2026, on the server's epoch clock as a room would use it. */
const t0 = 1_780_000_000_000;

/** How many fish are alive at every moment of [from, to), by sweeping spawns and departures. */
const onScreen = (fishes: readonly Fish[], from: number, to: number): { min: number; max: number; mean: number } => {
  const events: [number, number][] = [];
  for (const f of fishes) events.push([f.spawnAt, 1], [f.spawnAt + f.lifetime, -1]);
  events.sort((a, b) => a[0] - b[0]);
  let i = 0;
  let alive = 0;
  while (i < events.length && events[i]![0] <= from) alive += events[i++]![1];
  let min = alive;
  let max = alive;
  let area = 0;
  let last = from;
  while (i < events.length && events[i]![0] < to) {
    const at = events[i]![0];
    area += alive * (at - last);
    last = at;
    // Every change at one instant together: a fish leaving as another arrives is no dip.
    while (i < events.length && events[i]![0] === at) alive += events[i++]![1];
    min = Math.min(min, alive);
    max = Math.max(max, alive);
  }
  area += alive * (to - last);
  return { min, max, mean: area / (to - from) };
};

describe('the ocean', () => {
  it('gives the same fish for the same seed and time in any process, and other fish for another seed', () => {
    const a = createOcean('room-7f3a');
    const b = createOcean('room-7f3a');
    for (let t = t0; t < t0 + 60_000; t += 1_000) expect(fishAt(a, t)).toEqual(fishAt(b, t));
    const other = fishAt(createOcean('room-7f3b'), t0 + 30_000).map((f) => f.path);
    expect(fishAt(a, t0 + 30_000).map((f) => f.path)).not.toEqual(other);
  });

  it('keeps its schedule (change it only with a new oceanVersion: browsers and servers must agree)', () => {
    expect(oceanVersion).toBe(1);
    const fish = fishAt(createOcean('golden'), t0)[0]!;
    expect({ id: fish.id, species: fish.species, spawnAt: fish.spawnAt, lifetime: fish.lifetime, start: fish.path[0] }).toMatchInlineSnapshot(`
      {
        "id": 3028098771,
        "lifetime": 11061,
        "spawnAt": 1779999996303,
        "species": "minnow",
        "start": {
          "x": -16,
          "y": 407.10112891718745,
        },
      }
    `);
  });

  it('finds every fish by its id, alive or not, and no fish where a slot is empty', () => {
    const ocean = createOcean('ids');
    const spawned = spawnsBetween(ocean, t0, t0 + 10 * 60_000);
    expect(new Set(spawned.map((f) => f.id)).size).toBe(spawned.length);
    for (const fish of spawned) expect(fishById(ocean, fish.id)).toEqual(fish);
    const bossLane = ocean.lanes.find((l) => l.tier === 'boss')!;
    const emptySlots = Array.from({ length: 20 }, (_, i) => i).filter((slot) => fishInSlot(ocean, bossLane, slot) === null);
    expect(emptySlots.length).toBeGreaterThan(0);
    expect(fishById(ocean, emptySlots[0]! * ocean.lanes.length + bossLane.index)).toBeNull();
    expect(fishById(ocean, 0.5)).toBeNull();
    // Before the epoch too: a room may run on any clock.
    const early = fishAt(ocean, -123_456);
    expect(early.length).toBeGreaterThan(0);
    for (const fish of early) expect(fishById(ocean, fish.id)).toEqual(fish);
  });

  it('lives each fish inside its lane slot, so a lane never shows two fish at once', () => {
    const ocean = createOcean('slots');
    const misfits: number[] = [];
    for (const fish of spawnsBetween(ocean, t0, t0 + hour)) {
      const lane = ocean.lanes[fish.lane]!;
      const slot = Math.floor((fish.spawnAt - lane.offsetMs) / lane.periodMs);
      const slotEnd = lane.offsetMs + (slot + 1) * lane.periodMs;
      const start = positionAt(fish, fish.spawnAt);
      const end = positionAt(fish, fish.spawnAt + fish.lifetime);
      const fits =
        fish.spawnAt + fish.lifetime <= slotEnd &&
        fish.lifetime <= maxLifetimeMs(speciesById(fish.species)) &&
        start.x === fish.path[0].x &&
        start.y === fish.path[0].y &&
        end.x === fish.path[3].x &&
        end.y === fish.path[3].y;
      if (!fits) misfits.push(fish.id);
    }
    expect(misfits).toEqual([]);
  });

  it('keeps at most 29 fish on screen and rarely under 10, about 19 on average, over six hours of three rooms', () => {
    for (const seed of ['a', 'room-2', 'ocean-three']) {
      const ocean = createOcean(seed);
      const from = t0;
      const to = t0 + 6 * hour;
      // Fish that spawned up to a boss slot before `from` may still be alive in it.
      const { min, max, mean } = onScreen(spawnsBetween(ocean, from - 120_000, to), from, to);
      expect(max, seed).toBeLessThanOrEqual(ocean.lanes.length);
      expect(ocean.lanes.length).toBe(29);
      expect(min, seed).toBeGreaterThanOrEqual(8);
      expect(mean, seed).toBeGreaterThan(17);
      expect(mean, seed).toBeLessThan(21);
      // The sweep and fishAt agree on what is alive.
      for (let t = from; t < from + 5 * 60_000; t += 7_919) {
        const alive = fishAt(ocean, t);
        expect(alive.every((f) => isAlive(f, t))).toBe(true);
        expect(alive.length).toBe(onScreen(spawnsBetween(ocean, t - 120_000, t + 1), t, t + 1).max);
      }
    }
  });

  it('brings bosses rarely: under 1% of spawns, 20 to 40 an hour, never two at once', () => {
    const ocean = createOcean('bosses');
    const spawned = spawnsBetween(ocean, t0, t0 + 6 * hour);
    const bosses = spawned.filter((f) => speciesById(f.species).tier === 'boss');
    expect(bosses.length / spawned.length).toBeLessThan(0.01);
    expect(bosses.length / 6).toBeGreaterThanOrEqual(20);
    expect(bosses.length / 6).toBeLessThanOrEqual(40);
    for (let i = 1; i < bosses.length; i += 1) expect(bosses[i]!.spawnAt).toBeGreaterThanOrEqual(bosses[i - 1]!.spawnAt + bosses[i - 1]!.lifetime);
    const kinds = new Set(bosses.map((f) => f.species));
    expect(kinds).toEqual(new Set(['killer-whale', 'golden-shark', 'dragon-king']));
  });

  it('leaves captured fish out', () => {
    const ocean = createOcean('captures');
    const alive = fishAt(ocean, t0);
    const gone = new Set([alive[0]!.id, alive[2]!.id]);
    expect(fishAt(ocean, t0, gone).map((f) => f.id)).toEqual(alive.filter((f) => !gone.has(f.id)).map((f) => f.id));
  });
});
