import { createHash } from 'node:crypto';
import type { GameCategory } from '@gp/contracts';
// The demo vendor serves the demo catalog, so it reads the same vendor list the API seeds from.
import { seedVendors } from '../../api/src/seed/catalog.seed-data';
import { slotMachine, type SlotMachine } from './engines/slot';
import { slotSkins, slotThemes, slotVariants, type SlotSkin } from './engines/slot-variants';

/** Which engine a catalog game runs on, with its look for slots. */
export type GameSetup =
  { engine: 'slot'; machine: SlotMachine; skin: SlotSkin; theme: (typeof slotThemes)[number] } | { engine: 'roulette' } | { engine: 'baccarat' };

const categoryOfVendor = new Map<string, GameCategory>(
  (Object.entries(seedVendors) as [GameCategory, [string, string, number][]][]).flatMap(([category, vendors]) =>
    vendors.map(([code]) => [code, category] as const),
  ),
);

/** Table-style vendors (live dealers, player-versus-player, cockfight halls) get the table games. */
const tableCategories: ReadonlySet<GameCategory> = new Set(['LIVE', 'PVP', 'COCKFIGHT']);

const machines = slotVariants.map(slotMachine);

/**
 * Maps every (vendorCode, gameCode) of the catalog to an engine, deterministically: table vendors'
 * games alternate roulette (odd game number) and baccarat (even); everything else is a slot whose
 * paytable, symbols and colours come from a hash of the game code. In-house (BGS) games and
 * unknown vendors are not served here: null.
 */
export const gameSetupOf = (vendorCode: string, gameCode: string): GameSetup | null => {
  const category = categoryOfVendor.get(vendorCode);
  if (!category || category === 'BGS') return null;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(gameCode)) return null;
  if (tableCategories.has(category)) {
    const number = Number(/(\d+)$/.exec(gameCode)?.[1] ?? '1');
    return { engine: number % 2 === 1 ? 'roulette' : 'baccarat' };
  }
  const hash = createHash('sha256').update(`${vendorCode}:${gameCode}`).digest();
  return {
    engine: 'slot',
    machine: machines[hash[0]! % machines.length]!,
    skin: slotSkins[hash[1]! % slotSkins.length]!,
    theme: slotThemes[hash[2]! % slotThemes.length]!,
  };
};
