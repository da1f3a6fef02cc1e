import { createHash } from 'node:crypto';
import type { GameCategory } from '@gp/contracts';
// The demo vendor serves the demo catalog, so it reads the same vendor list the API seeds from.
import { seedVendors } from '../../api/src/seed/catalog.seed-data';
import { seedEngineOf } from '../../api/src/seed/catalog.seed-engines';
import { seedGameNameOf } from '../../api/src/seed/catalog.seed-names';
import type { VendorLanguage } from './i18n';
import { tierOf, type LiveGameKind } from './halls/live/live-game';
import type { SportKey } from './sports/feed/types';
import { slotMachine, type SlotMachine } from './engines/slot';
import { slotSkins, slotThemes, slotVariants, type SlotSkin } from './engines/slot-variants';

/** Which engine a catalog game runs on, with its look for slots and the sports a sportsbook shows. */
export type GameSetup =
  | { engine: 'slot'; machine: SlotMachine; skin: SlotSkin; theme: (typeof slotThemes)[number] }
  | { engine: 'roulette' }
  | { engine: 'baccarat' }
  | { engine: 'sportsbook'; sports: readonly SportKey[] }
  /** A live table everyone who opens this game sits at; `tier` scales its limits. */
  | { engine: 'live'; game: LiveGameKind; tier: 0 | 1 | 2 }
  | { engine: 'teen-patti' }
  | { engine: 'fishing' }
  | { engine: 'cockfight' };

/** The engines whose games are shared by every player in them, played over the vendor's socket. */
export const hallEngines: ReadonlySet<GameSetup['engine']> = new Set(['live', 'teen-patti', 'fishing', 'cockfight']);

/** A sports vendor's book covers the ball games; an e-sports vendor's the e-sports titles. */
const sportsbookSports: Partial<Record<GameCategory, readonly SportKey[]>> = {
  SPORTS: ['football', 'basketball', 'tennis'],
  ESPORTS: ['esports'],
};

const seededVendors = (Object.entries(seedVendors) as [GameCategory, [string, string, number][]][]).flatMap(([category, vendors]) =>
  vendors.map(([code, name]) => ({ code, name, category })),
);
const categoryOfVendor = new Map<string, GameCategory>(seededVendors.map((v) => [v.code, v.category]));
const vendorNames = new Map<string, string>(seededVendors.map((v) => [v.code, v.name]));

/**
 * The seed's names are in English (0), Hindi (1) and Chinese (2). Readers of a close relative read
 * those, as the platform's own fallbacks have it (Nepali and Marathi read Hindi, traditional Chinese
 * reads simplified); everyone else reads the English one.
 */
const nameIndex: Partial<Record<VendorLanguage, 1 | 2>> = { hi: 1, ne: 1, mr: 1, 'zh-CN': 2, 'zh-TW': 2 };

/**
 * The name a player sees on the game's page: the catalog's name of the game, as a vendor knows its
 * own titles (the platform seeds its catalog from the same names), never the game code. A code
 * beyond the seeded games shows the vendor's name.
 */
export const gameNameOf = (vendorCode: string, gameCode: string, language: VendorLanguage): string =>
  seedGameNameOf(vendorCode, gameCode)?.[nameIndex[language] ?? 0] ?? vendorNames.get(vendorCode) ?? '';

const machines = slotVariants.map(slotMachine);

const liveGames = { 'live-baccarat': 'baccarat', 'live-roulette': 'roulette', 'dragon-tiger': 'dragon-tiger' } as const;

/**
 * Maps every (vendorCode, gameCode) of the catalog to an engine, deterministically, by the rule the
 * seed names games after (catalog.seed-engines.ts): live vendors' games are live tables, card rooms,
 * fishing and cockfight vendors run their shared game, sports and e-sports vendors open the
 * sportsbook on their sports, and the rest are slots (paytable, symbols and colours from a hash of
 * the game code) or single-player tables. In-house (BGS) games and unknown vendors are not served
 * here: null.
 */
export const gameSetupOf = (vendorCode: string, gameCode: string): GameSetup | null => {
  const category = categoryOfVendor.get(vendorCode);
  if (!category || category === 'BGS') return null;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(gameCode)) return null;
  // The seed names each entry after this engine (catalog.seed-engines.ts), so both read one rule.
  const gameNumber = Number(/(\d+)$/.exec(gameCode)?.[1] ?? '1');
  const engine = seedEngineOf(category, vendorCode, gameNumber);
  if (engine === 'roulette' || engine === 'baccarat' || engine === 'teen-patti' || engine === 'fishing' || engine === 'cockfight') return { engine };
  if (engine === 'live-baccarat' || engine === 'live-roulette' || engine === 'dragon-tiger')
    return { engine: 'live', game: liveGames[engine], tier: tierOf(gameNumber) };
  if (engine === 'sportsbook') return { engine, sports: sportsbookSports[category] ?? [] };
  const hash = createHash('sha256').update(`${vendorCode}:${gameCode}`).digest();
  return {
    engine: 'slot',
    machine: machines[hash[0]! % machines.length]!,
    skin: slotSkins[hash[1]! % slotSkins.length]!,
    theme: slotThemes[hash[2]! % slotThemes.length]!,
  };
};

/**
 * The tables a live vendor features in the lobby's model list: its first `perVendor` games (with
 * three games and three limit tiers, nine cover every table kind at every limit).
 */
export const featuredLiveTables = (perVendor = 9): { vendorCode: string; gameCode: string; game: LiveGameKind }[] =>
  seededVendors
    .filter((v) => v.category === 'LIVE')
    .flatMap((v) =>
      Array.from({ length: perVendor }, (_, n) => {
        const gameCode = `${v.code}_${String(n + 1).padStart(4, '0')}`;
        const setup = gameSetupOf(v.code, gameCode);
        return setup?.engine === 'live' ? [{ vendorCode: v.code, gameCode, game: setup.game }] : [];
      }).flat(),
    );
