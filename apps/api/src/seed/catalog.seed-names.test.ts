import { gameCategories } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { gameSetupOf } from '../../../demo-vendor/src/games';
import { inHouseEngine } from '../modules/games/catalog';
import { seedGameRows } from './catalog.seed';
import { engineWords, kindsWithoutEngine, seedVendors } from './catalog.seed-data';
import { seedEngines, type SeedEngine } from './catalog.seed-engines';
import { seedGameNameOf } from './catalog.seed-names';

// The whole demo catalog, as the seed writes it (ids and flags do not matter to names).
const vendors = gameCategories.flatMap((game_type) => seedVendors[game_type].map(([code, display_name]) => ({ id: 0, code, display_name, game_type })));
const rows = seedGameRows(vendors, {}, () => 0.5);

/** What a launch opens: the site's own page for in-house vendors, else the demo vendor's engine. */
const launchedEngine = (vendorCode: string, gameCode: string): string | null => {
  const inHouse = inHouseEngine(vendorCode);
  if (inHouse) return inHouse;
  const setup = gameSetupOf(vendorCode, gameCode);
  if (setup?.engine !== 'live') return setup?.engine ?? null;
  return setup.game === 'dragon-tiger' ? 'dragon-tiger' : `live-${setup.game}`;
};

const languages = [
  ['EN', 0],
  ['HI', 1],
  ['CN', 2],
] as const;

/** Chinese names are written without spaces; the others match whole words. */
const carries = (name: string, word: string, language: 'EN' | 'HI' | 'CN') => (language === 'CN' ? name.includes(word) : ` ${name} `.includes(` ${word} `));

describe('seeded game names', () => {
  it('name every entry, in every language, after the engine it launches and no other kind of game', () => {
    expect(rows.length).toBeGreaterThanOrEqual(10_000);
    const wrong: string[] = [];
    for (const row of rows) {
      const engine = launchedEngine(row.vassalage, row.game_code);
      expect(engine, row.game_code).not.toBeNull();
      // Slots of the slots category carry a theme ("Golden Dragon Megaways"); every other entry says its kind.
      const expected = engine === 'slot' && row.game_type === 'RNG' ? [] : [engine];
      const names = JSON.parse(String(row.display_names)) as Record<string, string>;
      expect(names.EN).toBe(row.game_name);
      for (const [language, i] of languages) {
        const name = names[language]!;
        // "Live Roulette" carries "Roulette": a word inside the engine's own is no other kind.
        const kinds = seedEngines.filter(
          (e) => carries(name, engineWords[e][i], language) && (e === engine || !engineWords[engine as SeedEngine][i].includes(engineWords[e][i])),
        );
        const lies = kindsWithoutEngine.filter((k) => carries(name, k[i], language)).map((k) => k[0]);
        if (JSON.stringify(kinds) !== JSON.stringify(expected) || lies.length > 0) {
          wrong.push(`${row.game_code} (${engine}) ${language} "${name}": ${[...kinds, ...lies].join(', ') || 'no kind word'}`);
        }
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('gives the demo vendor the names the catalog was seeded with, whatever the number of games seeded', () => {
    const small = seedGameRows(vendors, { gamesPerVendor: 3 }, () => 0.5);
    for (const row of [...small, ...rows.filter((_, i) => i % 97 === 0)]) {
      expect(seedGameNameOf(row.vassalage, row.game_code)?.[0], row.game_code).toBe(row.game_name);
    }
    expect(seedGameNameOf('LUMA', 'LUMA_9999')).toBeNull();
    expect(seedGameNameOf('LUMA', 'NOVA_SPIN_0001')).toBeNull();
  });

  it('names a live vendor card after the table behind it', () => {
    const card = rows.find((r) => r.game_code === 'AURORA_LIVE_0001')!;
    expect(card).toMatchObject({ is_game: 'VASSALAGE', game_name: 'Aurora Live Baccarat' });
  });
});
