/**
 * A small in-process cache for catalog answers that many players ask for at once (menus, vendor
 * lanes, hot list, counts). The back office clears it on every catalog change; other instances
 * see a change within `ttlMs`.
 */
export const createTtlCache = (ttlMs: number, maxEntries = 500) => {
  const entries = new Map<string, { value: unknown; at: number }>();
  let generation = 0;

  const get = async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value as T;
    const started = generation;
    const value = await load();
    // A load that raced a clear() may hold pre-change data: answer with it once, but do not keep it.
    if (started === generation && ttlMs > 0) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, at: Date.now() });
    }
    return value;
  };

  const clear = () => {
    generation += 1;
    entries.clear();
  };

  return { get, clear };
};
