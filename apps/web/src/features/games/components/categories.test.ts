import { describe, expect, it } from 'vitest';
import type { GameMenu } from './catalog/catalog-types';
import { homeRowTypes, navEntries, orderCategories, usesLargeMenu } from './categories';

const vendors = (type: GameMenu['gameType'], n: number) =>
  Array.from({ length: n }, (_, i) => ({
    vassalage: `${type}${i}`,
    displayName: `${type} ${i}`,
    gameType: type,
    logoUrl: '',
    maintenance: false,
    sortOrder: i,
  }));
const menu = (type: GameMenu['gameType'], n: number): GameMenu => ({
  gameType: type,
  path: `/${type.toLowerCase()}`,
  page: 'list',
  large: n > 10,
  vendors: vendors(type, n),
});

const labels = (entries: ReturnType<typeof navEntries>) => entries.map((e) => (e.kind === 'fixed' ? e.id : e.kind === 'bingo' ? 'bingo' : e.category.gameType));

describe('category order', () => {
  it('puts ESPORTS and COCKFIGHT after SPORTS and BGS after RNG', () => {
    expect(orderCategories(['ESPORTS', 'BGS', 'LIVE', 'SPORTS', 'COCKFIGHT', 'RNG', 'PVP'])).toEqual([
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'RNG',
      'BGS',
      'PVP',
    ]);
  });

  it('leaves the list alone when the anchors are missing', () => {
    expect(orderCategories(['ESPORTS', 'BGS', 'LIVE'])).toEqual(['ESPORTS', 'BGS', 'LIVE']);
  });
});

describe('top navigation', () => {
  it('always lists home, hot and promotions', () => {
    expect(labels(navEntries([], ['EN']))).toEqual(['home', 'hot', 'promotions']);
  });

  it('lists a category only when it has a vendor, in category order', () => {
    const entries = navEntries([menu('RNG', 3), menu('LIVE', 0), menu('SPORTS', 1), menu('ESPORTS', 2), menu('BGS', 1), menu('ELOTT', 1)], ['EN']);
    expect(labels(entries)).toEqual(['home', 'hot', 'promotions', 'ELOTT', 'SPORTS', 'ESPORTS', 'RNG', 'BGS']);
  });

  it('adds bingo only when language TY is supported', () => {
    expect(labels(navEntries([], ['EN', 'TY']))).toContain('bingo');
    expect(labels(navEntries([], ['EN', 'HI']))).not.toContain('bingo');
  });

  it('uses the large drop menu above 10 vendors', () => {
    expect(usesLargeMenu(10)).toBe(false);
    expect(usesLargeMenu(11)).toBe(true);
    const [rng] = navEntries([menu('RNG', 11)], []).filter((e) => e.kind === 'category');
    expect(rng?.kind === 'category' && rng.large).toBe(true);
    const [live] = navEntries([menu('LIVE', 10)], []).filter((e) => e.kind === 'category');
    expect(live?.kind === 'category' && live.large).toBe(false);
  });

  it('hides ESPORTS from the home rows', () => {
    expect(homeRowTypes).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS']);
  });
});
