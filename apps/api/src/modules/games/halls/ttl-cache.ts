/**
 * A small in-memory cache of answers that expire: each key's value is loaded once, callers arriving
 * while it loads share that load, and the value serves until `ttlMs` after it arrived. A failed
 * load (a rejection) is not kept. Per process: several API instances each ask the vendor themselves,
 * which at one request per key and TTL is nothing to a vendor.
 */
export type TtlCache<T> = {
  get: (key: string, load: () => Promise<T>) => Promise<T>;
  clear: () => void;
  size: () => number;
};

type Entry<T> = { value: Promise<T>; expiresAt: number };

export const createTtlCache = <T>(options: { ttlMs: number; now?: () => number; maxEntries?: number }): TtlCache<T> => {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1_000;
  const entries = new Map<string, Entry<T>>();

  const dropExpired = (at: number) => {
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  };

  const get = (key: string, load: () => Promise<T>): Promise<T> => {
    const at = now();
    const cached = entries.get(key);
    if (cached && cached.expiresAt > at) return cached.value;
    if (entries.size >= maxEntries) dropExpired(at);
    // Still full: the oldest goes (a Map iterates in insertion order).
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    // While loading the entry never expires: everyone asking meanwhile waits for the same answer.
    const entry: Entry<T> = { value: load(), expiresAt: Number.POSITIVE_INFINITY };
    entries.set(key, entry);
    entry.value.then(
      () => {
        entry.expiresAt = now() + options.ttlMs;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry.value;
  };

  return { get, clear: () => entries.clear(), size: () => entries.size };
};
