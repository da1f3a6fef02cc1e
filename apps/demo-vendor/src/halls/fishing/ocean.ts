import { drawPath, maxPathLength, pathLength, placeOnPath, type Path, type Placement } from './path';
import { hashSeed, slotDraws } from './seeded';
import { species as allSpecies, type Species, type SpeciesId, type Tier } from './species';

/**
 * The ocean of a room: which fish swim where, as a pure function of (room seed, time). The server
 * sends a browser the seed once and both compute the same fish, so no positions travel per frame.
 *
 * The ocean is a set of lanes (not places: a lane is a queue in time). Each lane cuts time into
 * slots of a fixed period and holds at most one fish per slot, spawned and gone inside that slot,
 * so a lane never shows two fish at once: the number of fish on screen never exceeds the number of
 * lanes. A slot's fish is drawn from (seed, lane, slot) alone, so any moment, or any fish id, is
 * computed without replaying the past.
 *
 * Time is integer milliseconds on the room's clock (the server's epoch milliseconds work: slots
 * and ids stay far below 2^53). Changing the species table, the lane plan or the order of draws
 * changes every ocean: server and browsers must run the same `oceanVersion`.
 */
export const oceanVersion = 1;

export type Fish = {
  /** Unique in the ocean and stable: slot x lane count + lane. */
  id: number;
  species: SpeciesId;
  lane: number;
  /** First millisecond of its life; it starts just outside an edge. */
  spawnAt: number;
  /** Milliseconds from spawn to leaving the world past the opposite edge. */
  lifetime: number;
  path: Path;
};

type LanePlan = { tier: Tier; lanes: number; spawnChance: number; minPeriodMs: number };

/**
 * 18 small, 10 medium and 1 boss lane: at most 29 fish on screen, about 19 on average. The boss lane
 * spawns in half of its minute-long slots, so a boss crosses about every two minutes and never two
 * at once.
 */
const lanePlan: readonly LanePlan[] = [
  { tier: 'small', lanes: 18, spawnChance: 1, minPeriodMs: 0 },
  { tier: 'medium', lanes: 10, spawnChance: 1, minPeriodMs: 0 },
  { tier: 'boss', lanes: 1, spawnChance: 0.5, minPeriodMs: 60_000 },
];
/** Added to a lane's longest crossing, so a fish's spawn time within its slot always varies. */
const laneSlackMs = 1_000;

export type Lane = {
  index: number;
  tier: Tier;
  periodMs: number;
  offsetMs: number;
  spawnChance: number;
  pool: readonly Species[];
  poolWeight: number;
};

export type Ocean = { seed: string; seedHash: number; lanes: readonly Lane[] };

/** The longest a fish of this species can live: its longest possible path at its speed. */
export const maxLifetimeMs = (s: Species): number => Math.ceil((maxPathLength(s.radius) * 1000) / s.speed);

const lifetimeMs = (path: Path, s: Species): number => Math.ceil((pathLength(path) * 1000) / s.speed);

const buildLanes = (): Lane[] => {
  const lanes: Lane[] = [];
  for (const plan of lanePlan) {
    const pool = allSpecies.filter((s) => s.tier === plan.tier);
    const longest = Math.max(...pool.map(maxLifetimeMs));
    const periodMs = Math.max(plan.minPeriodMs, longest + laneSlackMs);
    for (let i = 0; i < plan.lanes; i += 1) {
      lanes.push({
        index: lanes.length,
        tier: plan.tier,
        periodMs,
        // Staggered so the lanes of a tier do not all turn over at the same moment.
        offsetMs: Math.floor((i * periodMs) / plan.lanes),
        spawnChance: plan.spawnChance,
        pool,
        poolWeight: pool.reduce((sum, s) => sum + s.weight, 0),
      });
    }
  }
  return lanes;
};

const lanes = buildLanes();

export const createOcean = (seed: string): Ocean => ({ seed, seedHash: hashSeed(seed), lanes });

const pick = (lane: Lane, roll: number): Species => {
  let left = roll;
  for (const s of lane.pool) {
    if (left < s.weight) return s;
    left -= s.weight;
  }
  return lane.pool[lane.pool.length - 1]!;
};

/** The fish of one slot of one lane, or null when the slot is empty. */
export const fishInSlot = (ocean: Ocean, lane: Lane, slot: number): Fish | null => {
  const draws = slotDraws(ocean.seedHash, lane.index, slot);
  if (draws.unit() >= lane.spawnChance) return null;
  const s = pick(lane, draws.int(lane.poolWeight));
  const path = drawPath(draws, s.radius);
  const lifetime = lifetimeMs(path, s);
  const slotStart = lane.offsetMs + slot * lane.periodMs;
  const spawnAt = slotStart + draws.int(lane.periodMs - lifetime + 1);
  return { id: slot * ocean.lanes.length + lane.index, species: s.id, lane: lane.index, spawnAt, lifetime, path };
};

export const isAlive = (fish: Fish, t: number): boolean => fish.spawnAt <= t && t < fish.spawnAt + fish.lifetime;

const slotAt = (lane: Lane, t: number): number => Math.floor((t - lane.offsetMs) / lane.periodMs);

/** The fish alive at time t, captured ones left out, in lane order. */
export const fishAt = (ocean: Ocean, t: number, captured: ReadonlySet<number> = new Set()): Fish[] => {
  const alive: Fish[] = [];
  for (const lane of ocean.lanes) {
    const fish = fishInSlot(ocean, lane, slotAt(lane, t));
    if (fish && isAlive(fish, t) && !captured.has(fish.id)) alive.push(fish);
  }
  return alive;
};

/** The fish with this id, or null when the id names an empty slot or no slot at all. */
export const fishById = (ocean: Ocean, id: number): Fish | null => {
  if (!Number.isSafeInteger(id)) return null;
  const count = ocean.lanes.length;
  const laneIndex = ((id % count) + count) % count;
  const lane = ocean.lanes[laneIndex]!;
  return fishInSlot(ocean, lane, (id - laneIndex) / count);
};

/** Every fish spawning in [from, to), by spawn time then id (captures are not the ocean's concern). */
export const spawnsBetween = (ocean: Ocean, from: number, to: number): Fish[] => {
  const spawned: Fish[] = [];
  for (const lane of ocean.lanes) {
    for (let slot = slotAt(lane, from); slot <= slotAt(lane, to - 1); slot += 1) {
      const fish = fishInSlot(ocean, lane, slot);
      if (fish && fish.spawnAt >= from && fish.spawnAt < to) spawned.push(fish);
    }
  }
  return spawned.sort((a, b) => a.spawnAt - b.spawnAt || a.id - b.id);
};

/** Where the fish is at time t; before its spawn it waits at its start, after its life at its end. */
export const positionAt = (fish: Fish, t: number): Placement => {
  const u = Math.min(1, Math.max(0, (t - fish.spawnAt) / fish.lifetime));
  return placeOnPath(fish.path, u);
};
