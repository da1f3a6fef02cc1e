import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

const clock = () => {
  let at = 1_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
};

describe('ttl cache', () => {
  it('loads a key once while fresh, again once expired', async () => {
    const time = clock();
    const cache = createTtlCache<number>({ ttlMs: 10_000, now: time.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    time.advance(9_999);
    expect(await cache.get('a', load)).toBe(1);
    time.advance(1);
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('shares one load between callers arriving while it runs, and counts the TTL from its answer', async () => {
    const time = clock();
    const cache = createTtlCache<string>({ ttlMs: 5_000, now: time.now });
    let release: (value: string) => void = () => undefined;
    let loads = 0;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = cache.get('k', load);
    time.advance(60_000);
    const second = cache.get('k', load);
    release('answer');
    expect(await Promise.all([first, second])).toEqual(['answer', 'answer']);
    time.advance(4_999);
    expect(await cache.get('k', load)).toBe('answer');
    expect(loads).toBe(1);
  });

  it('keeps no failed load', async () => {
    const cache = createTtlCache<string>({ ttlMs: 5_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('stays within its size, dropping expired entries first, then the oldest', async () => {
    const time = clock();
    const cache = createTtlCache<number>({ ttlMs: 1_000, now: time.now, maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => 1);
    time.advance(1_000);
    await cache.get('d', async () => 2);
    expect(cache.size()).toBe(1);
    for (const key of ['e', 'f', 'g']) await cache.get(key, async () => 3);
    expect(cache.size()).toBe(3);
    let reloaded = false;
    await cache.get('d', async () => {
      reloaded = true;
      return 4;
    });
    expect(reloaded).toBe(true);
  });
});
