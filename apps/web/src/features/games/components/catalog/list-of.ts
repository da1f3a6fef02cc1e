/** Lists arrive bare or wrapped (`list`, `games`, `content`, `items`); this takes either. */
export const listOf = <T>(value: unknown, ...keys: string[]): T[] => {
  if (Array.isArray(value)) return value as T[];
  if (value && typeof value === 'object') {
    for (const key of [...keys, 'list', 'games', 'content', 'items', 'data']) {
      const inner = (value as Record<string, unknown>)[key];
      if (Array.isArray(inner)) return inner as T[];
    }
  }
  return [];
};
