import { describe, expect, it } from 'vitest';
import { seedVendors } from '../../../seed/catalog.seed-data';
import { seedGameName } from '../../../seed/catalog.seed-names';
import { gameArtSvg, motifs, pickMotif, renderArt, sceneArtSvg, vendorLogoSvg, type MotifName } from './index';
import { xmlProblems } from './xml-check.test-support';

const game = (key: string, name: string, category = 'RNG', vendorCode = 'PIXELMINT', vendorName = 'Pixel Mint') =>
  gameArtSvg({ key, name, category, vendorCode, vendorName });

/** Every seeded vendor's first games, as the catalog names them. */
const seededGames = Object.entries(seedVendors).flatMap(([category, vendors]) =>
  vendors.flatMap(([code, displayName, count]) =>
    Array.from({ length: Math.min(count, 25) }, (_, i) => ({
      key: `${code}-${i + 1}`,
      name: seedGameName(category as keyof typeof seedVendors, { code, displayName }, i + 1)[0],
      category,
      vendorCode: code,
      vendorName: displayName,
    })),
  ),
);

describe('generated game art', () => {
  it('is the same picture for the same game, and another for another game', () => {
    expect(game('42', 'Golden Dragon Megaways')).toBe(game('42', 'Golden Dragon Megaways'));
    expect(game('42', 'Golden Dragon Megaways')).not.toBe(game('43', 'Golden Dragon Megaways'));
    expect(renderArt('game', '7', { name: 'Lucky Roulette', category: 'LIVE', vendorCode: 'AURORA_LIVE' })).toBe(
      renderArt('game', '7', { name: 'Lucky Roulette', category: 'LIVE', vendorCode: 'AURORA_LIVE' }),
    );
  });

  it('is well-formed SVG with no text, under 6 KB, for every seeded vendor', () => {
    for (const g of seededGames) {
      const svg = gameArtSvg(g);
      expect(xmlProblems(svg), g.name).toEqual([]);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"')).toBe(true);
      expect(svg).not.toContain('<text');
      expect(Buffer.byteLength(svg), g.name).toBeLessThan(6 * 1024);
    }
  });

  it('draws a dragon for a dragon, and the game kind before the theme', () => {
    expect(pickMotif('Golden Dragon Megaways', 'RNG', '1')).toBe('dragon');
    expect(pickMotif('dragon', 'RNG', '1')).toBe('dragon');
    expect(pickMotif('Lucky Roulette', 'LIVE', '1')).toBe('roulette');
    expect(pickMotif('Crystal Dice', 'BGS', '1')).toBe('dice');
    expect(['cards', 'chips']).toContain(pickMotif('Lucky Baccarat', 'LIVE', '1'));
    expect(pickMotif('Electric Shark Slots', 'FISH', '1')).toBe('shark');
    expect(pickMotif('Electric Seahorse Slots', 'FISH', '1')).toBe('fish');
    expect(pickMotif('Fieldline Slots', 'SPORTS', '1')).toBe('football');
    expect(game('9', 'Blazing Dragon Rush')).toBe(game('9', 'Blazing Dragon Rush'));
  });

  it('can reach every motif from a name or a category', () => {
    const examples: [string, string][] = [
      ['Golden Dragon', 'RNG'],
      ['Wild Tiger Spins', 'RNG'],
      ['Sacred Phoenix', 'RNG'],
      ['Lucky Koi Slots', 'FISH'],
      ['Wild Shark Slots', 'FISH'],
      ['Brave Octopus Slots', 'FISH'],
      ['Giant Pearl Slots', 'FISH'],
      ['Misty Lotus', 'RNG'],
      ['Sabong Roulette', 'COCKFIGHT'],
      ['Hidden Gem', 'RNG'],
      ['Jolly Fruit', 'RNG'],
      ['Happy Treasure', 'RNG'],
      ['Brave Castle', 'RNG'],
      ['Twin Star', 'RNG'],
      ['Misty Moon', 'RNG'],
      ['Cosmic Wolf', 'RNG'],
      ['Swift Volcano', 'RNG'],
      ['Thunder Bison', 'RNG'],
      ['Lucky Panda', 'RNG'],
      ['Jolly Candy', 'RNG'],
      ['Ancient Pharaoh', 'RNG'],
      ['Swift Rocket', 'RNG'],
      ['Crystal Dice', 'BGS'],
      ['Velvet Baccarat', 'LIVE'],
      ['Lucky Roulette', 'PVP'],
      ['Brave Limbo', 'BGS'],
      ['Number Slots', 'LOTT'],
      ['Goalpost Slots', 'SPORTS'],
      ['Frag Slots', 'ESPORTS'],
    ];
    const reached = new Set(examples.map(([name, category]) => pickMotif(name, category, name)));
    expect([...reached].sort()).toEqual((Object.keys(motifs) as MotifName[]).sort());
  });

  it('varies a vendor row: twelve games of one vendor use several motifs and no two identical tiles', () => {
    const row = seededGames.filter((g) => g.vendorCode === 'LUMA').slice(0, 12);
    expect(new Set(row.map((g) => pickMotif(g.name, g.category, g.key))).size).toBeGreaterThanOrEqual(6);
    expect(new Set(row.map((g) => gameArtSvg(g))).size).toBe(12);
  });

  it('draws something sensible for a game with an unknown or empty name', () => {
    for (const name of ['', '秘密 龙虎', 'Zzyzx']) expect(xmlProblems(game('5', name, 'NEW'))).toEqual([]);
  });
});

describe('generated vendor logos', () => {
  it('carry the display name, escaped, and never the code', () => {
    const svg = vendorLogoSvg('PIXELMINT', 'Pixel Mint');
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain('>Pixel<tspan');
    expect(svg).toContain('> Mint</tspan>');
    expect(svg).not.toContain('PIXELMINT');
    expect(svg).toContain('width="240" height="96"');
    const odd = vendorLogoSvg('ODD_CO', 'Tom & "Jerry\'s" <Slots>');
    expect(xmlProblems(odd)).toEqual([]);
    expect(odd).toContain('Tom<tspan');
    expect(odd).toContain('&#38; &#34;Jerry&#39;s&#34; &#60;Slots&#62;');
    expect(odd).not.toContain('ODD_CO');
  });

  it('fit a long name and stay deterministic', () => {
    const long = vendorLogoSvg('LONG', 'Extraordinarily Long Vendor Name');
    expect(long).toContain('textLength="140"');
    expect(long).toBe(vendorLogoSvg('LONG', 'Extraordinarily Long Vendor Name'));
    expect(renderArt('vendor', 'PIXELMINT', { name: 'Pixel Mint' })).toBe(vendorLogoSvg('PIXELMINT', 'Pixel Mint'));
  });
});

describe('generated banners and promotions', () => {
  it('are well-formed, text-free, deterministic and small', () => {
    for (const [kind, key] of [
      ['banner', 'w_home-1'],
      ['banner', 'w_home-2'],
      ['promo', 'p-1'],
      ['promo', 'welcome'],
    ] as const) {
      const svg = sceneArtSvg(kind, key);
      expect(xmlProblems(svg)).toEqual([]);
      expect(svg).not.toContain('<text');
      expect(svg).toBe(renderArt(kind, key));
      expect(Buffer.byteLength(svg)).toBeLessThan(10 * 1024);
    }
    expect(sceneArtSvg('banner', 'a')).toContain('width="1200" height="400"');
    expect(sceneArtSvg('promo', 'a')).toContain('width="600" height="300"');
  });
});

describe('the XML check itself', () => {
  it('catches what it should', () => {
    expect(xmlProblems('<svg><g></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg a="1" a="2"/>')).not.toEqual([]);
    expect(xmlProblems('<svg>&nope</svg>')).not.toEqual([]);
    expect(xmlProblems('<svg/><svg/>')).not.toEqual([]);
    expect(xmlProblems('<svg a="x"><text>A &#38; B</text></svg>')).toEqual([]);
  });
});
