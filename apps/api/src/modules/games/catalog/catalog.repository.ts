import type { GameCategory } from '@gp/contracts';
import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export type GameFilter = {
  gameType?: GameCategory | undefined;
  vassalage?: string | undefined;
  /** The category list pages leave out vendors flagged excludeFromList. */
  skipExcludedVendors?: boolean;
  hotOnly?: boolean;
};

/** What a game card needs; the games module (launch, favourites, recent) selects the same. */
export const gameColumns = [
  'g.id',
  'g.game_name',
  'g.display_names',
  'g.game_code',
  'g.game_type',
  'g.vassalage',
  'g.icon_url',
  'g.is_hot',
  'g.is_game',
  'g.maintenance',
  'g.sort_order',
] as const;

/** `%`, `_` and `\` in a keyword are literal characters, not patterns. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const filtered = (db: Executor, f: GameFilter) =>
  db
    .selectFrom('catalog_games as g')
    .innerJoin('catalog_vendors as v', 'v.id', 'g.vendor_id')
    .where('g.enabled', '=', true)
    .where('v.enabled', '=', true)
    .$if(Boolean(f.gameType), (q) => q.where('g.game_type', '=', f.gameType!))
    .$if(Boolean(f.vassalage), (q) => q.where('g.vassalage', '=', f.vassalage!))
    .$if(Boolean(f.skipExcludedVendors), (q) => q.where('v.exclude_from_list', '=', false))
    .$if(Boolean(f.hotOnly), (q) => q.where('g.is_hot', '=', true));

/** The player's view: enabled games of enabled vendors, in display order. */
export const listGames = (db: Executor, f: GameFilter, limit: number, offset: number) =>
  filtered(db, f).select(gameColumns).orderBy('g.sort_order').orderBy('g.id').limit(limit).offset(offset).execute();

/** Every game a keyword search may return, in display order, with its search text (search-index.ts). */
export const listSearchableGames = (db: Executor) =>
  filtered(db, {}).select(gameColumns).select('g.search_text').orderBy('g.sort_order').orderBy('g.id').execute();

export const countGames = async (db: Executor, f: GameFilter): Promise<number> => {
  const row = await filtered(db, f)
    .select(sql<number>`count(*)::int4`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
};

export type GameRow = Awaited<ReturnType<typeof listGames>>[number];

/** Enabled vendors in display order, each with whether it has an enabled game (`has_games`). */
export const listEnabledVendors = (db: Executor) =>
  db
    .selectFrom('catalog_vendors as v')
    .select(['v.id', 'v.code', 'v.display_name', 'v.display_names', 'v.game_type', 'v.logo_url', 'v.maintenance', 'v.exclude_from_list', 'v.sort_order'])
    .select((eb) =>
      eb.exists(eb.selectFrom('catalog_games as g').select('g.id').whereRef('g.vendor_id', '=', 'v.id').where('g.enabled', '=', true)).as('has_games'),
    )
    .where('v.enabled', '=', true)
    .orderBy('v.sort_order')
    .orderBy('v.id')
    .execute();

export type VendorRow = Awaited<ReturnType<typeof listEnabledVendors>>[number];

/** What a game's picture is drawn from: its name, category and vendor. */
export const findGameNameForArt = (db: Executor, id: number) =>
  db
    .selectFrom('catalog_games as g')
    .innerJoin('catalog_vendors as v', 'v.id', 'g.vendor_id')
    .select(['g.game_name', 'g.game_type', 'v.code as vendor_code', 'v.display_name as vendor_name'])
    .where('g.id', '=', id)
    .executeTakeFirst();

export const findVendorNameForArt = (db: Executor, code: string) =>
  db.selectFrom('catalog_vendors').select(['display_name']).where('code', '=', code).executeTakeFirst();

export const listWinners = (db: Executor, board: 'JACKPOT' | 'BIGWIN', gameType: GameCategory | null, limit: number) => {
  let q = db
    .selectFrom('catalog_winners as w')
    .innerJoin('catalog_games as g', 'g.id', 'w.game_id')
    .select(['w.customer_name', 'w.win_amount', 'g.id', 'g.game_name', 'g.display_names', 'g.icon_url'])
    .where('w.board', '=', board);
  if (gameType) q = q.where('w.game_type', '=', gameType);
  return q.orderBy('w.win_amount', 'desc').orderBy('w.id').limit(limit).execute();
};

export const hasCatalog = async (db: Executor): Promise<boolean> => Boolean(await db.selectFrom('catalog_vendors').select('id').limit(1).executeTakeFirst());
