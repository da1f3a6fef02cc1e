import { describe, expect, it } from 'vitest';
import { artSvg } from './art';
import { likePattern } from './catalog.repository';
import { maskName, pickDisplayName } from './catalog.service';
import { createTtlCache } from '../../../lib/ttl-cache';

describe('generated art', () => {
  it('delegates to the art library: deterministic per key, the vendor name escaped', () => {
    const dragon = { name: 'Golden Dragon', category: 'RNG', vendorCode: 'LUMA', vendorName: 'Luma Reels' };
    expect(artSvg('game', '42', dragon)).toBe(artSvg('game', '42', dragon));
    expect(artSvg('game', '42', dragon)).not.toBe(artSvg('game', '43', dragon));
    expect(artSvg('vendor', 'x', { name: '<&>' })).toContain('&#60;&#38;&#62;');
    expect(artSvg('banner', 'w_home-1')).toContain('width="1200"');
  });
});

describe('catalog helpers', () => {
  it('mask winner names to the first two and last characters', () => {
    expect(maskName('abcdef9')).toBe('ab***9');
    expect(maskName('abcd')).toBe('ab***d');
    expect(maskName('abc')).toBe('a***');
    expect(maskName('')).toBe('***');
  });

  it('pick the display name in the language, else English, else the game name', () => {
    expect(pickDisplayName({ EN: 'Dragon', CN: '龙' }, 'x', 'CN')).toBe('龙');
    expect(pickDisplayName({ EN: 'Dragon' }, 'x', 'HI')).toBe('Dragon');
    expect(pickDisplayName({}, 'x', 'HI')).toBe('x');
  });

  it('take LIKE pattern characters in a keyword literally', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('cache until cleared, and do not keep a load that raced a clear', async () => {
    const cache = createTtlCache(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    cache.clear();
    expect(await cache.get('k', load)).toBe(2);
    let release!: () => void;
    const slow = cache.get('k2', () => new Promise<number>((r) => (release = () => r(99))));
    cache.clear();
    release();
    expect(await slow).toBe(99);
    expect(await cache.get('k2', load)).toBe(3);
  });
});
