/**
 * Query parameters of the in-house game routes, read without zod: the router imports this file, and
 * the first route's JavaScript budget has no room for schema code.
 */

export const bgsEngines = ['dice', 'limbo', 'mines', 'plinko', 'crash'] as const;
export type BgsEngineName = (typeof bgsEngines)[number];

export const isBgsEngine = (value: string): value is BgsEngineName => (bgsEngines as readonly string[]).includes(value);

/** `/bgs/play/$engine?game=HOUSE_DICE&mode=demo`: the catalog game code and fun-money play. */
export type BgsPlaySearch = { game?: string; mode?: 'demo' };

const text = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.length > 200 ? undefined : trimmed;
};

export const bgsPlaySearch = (search: Record<string, unknown>): BgsPlaySearch => {
  const kept: BgsPlaySearch = {};
  const game = text(search.game);
  if (game) kept.game = game;
  if (search.mode === 'demo') kept.mode = 'demo';
  return kept;
};

/**
 * `/bgs/verify?betId=…` prefills from a settled bet; the raw inputs (seeds, nonce, the game and its
 * parameters) allow a link that needs no server at all, such as a demo bet's.
 */
const bgsVerifyFields = ['betId', 'serverSeed', 'clientSeed', 'nonce', 'target', 'direction', 'targetMultiplier', 'mines', 'rows', 'risk'] as const;
export type BgsVerifySearch = { engine?: BgsEngineName } & { [K in (typeof bgsVerifyFields)[number]]?: string };

export const bgsVerifySearch = (search: Record<string, unknown>): BgsVerifySearch => {
  const kept: BgsVerifySearch = {};
  for (const name of bgsVerifyFields) {
    const value = text(search[name]);
    if (value !== undefined) kept[name] = value;
  }
  const engine = text(search.engine);
  if (engine && isBgsEngine(engine)) kept.engine = engine;
  return kept;
};
