import { describe, expect, it } from 'vitest';
import { seedVendors } from '../../api/src/seed/catalog.seed-data';
import { slotVariants } from './engines/slot-variants';
import { gameNameOf, gameSetupOf } from './games';

describe('catalog games to engines', () => {
  it('maps live vendors to their tables, card rooms, fishing and cockfight to their shared games, RNG vendors to slots and single-player tables', () => {
    for (const [code] of seedVendors.LIVE) {
      expect(gameSetupOf(code, `${code}_0001`), code).toEqual({ engine: 'live', game: 'baccarat', tier: 0 });
      expect(gameSetupOf(code, `${code}_0002`), code).toEqual({ engine: 'live', game: 'roulette', tier: 0 });
      expect(gameSetupOf(code, `${code}_0003`), code).toEqual({ engine: 'live', game: 'dragon-tiger', tier: 0 });
      expect(gameSetupOf(code, `${code}_0004`), code).toEqual({ engine: 'live', game: 'baccarat', tier: 1 });
      expect(gameSetupOf(code, `${code}_0009`), code).toEqual({ engine: 'live', game: 'dragon-tiger', tier: 2 });
    }
    for (const [code] of seedVendors.PVP) expect(gameSetupOf(code, `${code}_0007`), code).toEqual({ engine: 'teen-patti' });
    for (const [code] of seedVendors.FISH) expect(gameSetupOf(code, `${code}_0007`), code).toEqual({ engine: 'fishing' });
    for (const [code] of seedVendors.COCKFIGHT) expect(gameSetupOf(code, `${code}_0001`), code).toEqual({ engine: 'cockfight' });
    for (const [code] of seedVendors.RNG) {
      expect(gameSetupOf(code, `${code}_0007`)?.engine, code).toBe('slot');
      expect(gameSetupOf(code, `${code}_0010`)?.engine, code).toBe('roulette');
      expect(gameSetupOf(code, `${code}_0015`)?.engine, code).toBe('baccarat');
    }
    for (const [code] of [...seedVendors.LOTT, ...seedVendors.ELOTT]) expect(gameSetupOf(code, `${code}_0007`)?.engine, code).toBe('slot');
  });

  it('opens the sportsbook on the ball games for sports vendors and on the e-sports titles for e-sports vendors', () => {
    for (const [code] of seedVendors.SPORTS) {
      expect(gameSetupOf(code, `${code}_0001`), code).toEqual({ engine: 'sportsbook', sports: ['football', 'basketball', 'tennis'] });
    }
    for (const [code] of seedVendors.ESPORTS) {
      expect(gameSetupOf(code, `${code}_0001`), code).toEqual({ engine: 'sportsbook', sports: ['esports'] });
    }
    expect(gameNameOf('FIELDLINE', 'FIELDLINE_0001', 'en')).toBe('Fieldline Sportsbook');
    expect(gameNameOf('FRAGZONE', 'FRAGZONE_0001', 'zh-CN')).toBe('Frag体育投注');
  });

  it('does not serve in-house games, unknown vendors or malformed codes', () => {
    for (const [code] of seedVendors.BGS) expect(gameSetupOf(code, `${code}_0001`)).toBeNull();
    expect(gameSetupOf('NOBODY', 'NOBODY_0001')).toBeNull();
    expect(gameSetupOf('LUMA', '<script>')).toBeNull();
  });

  it('gives a slot the same paytable, symbols and colours every time, and spreads them over the catalog', () => {
    const a = gameSetupOf('LUMA', 'LUMA_0042');
    const b = gameSetupOf('LUMA', 'LUMA_0042');
    expect(a).toEqual(b);
    const seen = { variants: new Set<string>(), skins: new Set<string>(), themes: new Set<string>() };
    for (let i = 1; i <= 660; i += 1) {
      const setup = gameSetupOf('LUMA', `LUMA_${String(i).padStart(4, '0')}`);
      if (setup?.engine !== 'slot') continue;
      seen.variants.add(setup.machine.variant.id);
      seen.skins.add(setup.skin.id);
      seen.themes.add(setup.theme.id);
    }
    expect(seen.variants.size).toBe(slotVariants.length);
    expect(seen.skins.size).toBe(4);
    expect(seen.themes.size).toBe(4);
  });

  it('names a game as the catalog does, in the page language, and never by its code', () => {
    expect(gameNameOf('AURORA_LIVE', 'AURORA_LIVE_0001', 'en')).toBe('Aurora Live Baccarat');
    expect(gameNameOf('AURORA_LIVE', 'AURORA_LIVE_0001', 'zh-CN')).toBe('Aurora真人百家乐');
    expect(gameNameOf('AURORA_LIVE', 'AURORA_LIVE_0002', 'en')).toMatch(/ Live Roulette$/);
    expect(gameNameOf('AURORA_LIVE', 'AURORA_LIVE_0003', 'hi')).toMatch(/ ड्रैगन टाइगर$/);
    // A code beyond the seeded games shows its vendor's name.
    expect(gameNameOf('PIXELMINT', 'PIXELMINT_9999', 'en')).toBe('Pixel Mint');
  });
});
