import type { GameCategory } from '@gp/contracts';
import { adjectives, engineWords, nouns, seaNouns, seedVendors, suffixes } from './catalog.seed-data';
import { seedEngineOf } from './catalog.seed-engines';

/** A name in English, Hindi and Chinese (the seed's display_names EN, HI, CN). */
export type Words = [string, string, string];

/** Categories whose first entry is the vendor's own card (is_game VASSALAGE), a tile named for the vendor. */
const vendorCardCategories: ReadonlySet<GameCategory> = new Set(['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);

export const isVendorCard = (category: GameCategory, gameNumber: number): boolean => gameNumber === 1 && vendorCardCategories.has(category);

/**
 * FNV-1a into mulberry32. Each game draws its words from a stream of its own (vendor and number), so
 * its name never depends on how many games were seeded before it: the demo vendor names a game the
 * same way without seeding anything, and a small test catalog has the full catalog's names.
 */
const randomOf = (key: string): (() => number) => {
  let a = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) a = Math.imul(a ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const phrase = (parts: Words[]): Words => {
  const join = (i: 0 | 1 | 2, sep: string) =>
    parts
      .map((p) => p[i])
      .filter(Boolean)
      .join(sep);
  return [join(0, ' '), join(1, ' '), join(2, '')];
};

/**
 * A seeded entry's name, after the engine that actually opens (catalog.seed-engines.ts), never after
 * a kind of game that is not there:
 * - the slots category: a theme and a suffix, "Golden Dragon Megaways";
 * - the other slot entries (lottery), whose own kind has no engine here: a theme ending in "Slots",
 *   "Electric Tiger Slots", so the tile says plainly that a slot opens;
 * - fishing: a sea theme and the engine's word, "Electric Shark Fishing";
 * - table, card room and in-house games: an adjective and the engine's word, "Lucky Roulette", "Crystal Dice";
 * - a vendor's own card: the vendor's first word and the engine's, "Aurora Live Baccarat".
 */
export const seedGameName = (category: GameCategory, vendor: { code: string; displayName: string }, gameNumber: number): Words => {
  const engine = seedEngineOf(category, vendor.code, gameNumber);
  const kind = engineWords[engine];
  if (isVendorCard(category, gameNumber)) {
    const brand = vendor.displayName.split(' ')[0]!;
    return phrase([[brand, brand, brand], kind]);
  }
  const rnd = randomOf(`${vendor.code}:${gameNumber}`);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  if (engine === 'fishing') return phrase([pick(adjectives), pick(seaNouns), kind]);
  if (engine !== 'slot') return phrase([pick(adjectives), kind]);
  if (category === 'RNG') return phrase([pick(adjectives), pick(nouns), pick(suffixes)]);
  return phrase([pick(adjectives), pick(nouns), kind]);
};

const seededVendors = new Map(
  (Object.entries(seedVendors) as [GameCategory, [string, string, number][]][]).flatMap(([category, vendors]) =>
    vendors.map(([code, displayName, count]) => [code, { category, code, displayName, count }] as const),
  ),
);

/** The seeded name of a game by its codes (`LUMA_0042` is LUMA's game 42); null when the seed has no such game. */
export const seedGameNameOf = (vendorCode: string, gameCode: string): Words | null => {
  const vendor = seededVendors.get(vendorCode);
  const digits = gameCode.slice(vendorCode.length + 1);
  if (!vendor || gameCode !== `${vendorCode}_${digits}` || !/^\d{4}$/.test(digits)) return null;
  const number = Number(digits);
  return number >= 1 && number <= vendor.count ? seedGameName(vendor.category, vendor, number) : null;
};
