import type { GameCategory } from '@gp/contracts';
import type { CatalogGamesTable, CatalogVendorsTable, Executor } from '@gp/db';
import { sql, type Insertable, type Updateable } from 'kysely';
import { likePattern } from './catalog.repository';

export const listAllVendors = (db: Executor) =>
  db
    .selectFrom('catalog_vendors as v')
    // One grouped pass over the games rather than a count per vendor (there is no index on vendor_id).
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('catalog_games')
          .select(['vendor_id', sql<number>`count(*)::int4`.as('n')])
          .groupBy('vendor_id')
          .as('g'),
      (join) => join.onRef('g.vendor_id', '=', 'v.id'),
    )
    .selectAll('v')
    .select('g.n as game_count')
    .orderBy('v.game_type')
    .orderBy('v.sort_order')
    .orderBy('v.id')
    .execute();

export const findVendorByCode = (db: Executor, code: string) => db.selectFrom('catalog_vendors').selectAll().where('code', '=', code).executeTakeFirst();
export const findVendorById = (db: Executor, id: number) => db.selectFrom('catalog_vendors').selectAll().where('id', '=', id).executeTakeFirst();

export const insertVendor = (db: Executor, row: Insertable<CatalogVendorsTable>) =>
  db.insertInto('catalog_vendors').values(row).returningAll().executeTakeFirstOrThrow();
export const updateVendor = (db: Executor, id: number, set: Updateable<CatalogVendorsTable>) =>
  db
    .updateTable('catalog_vendors')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export type AdminGameFilter = {
  gameType?: GameCategory | undefined;
  vassalage?: string | undefined;
  keyword?: string | undefined;
  enabled?: boolean | undefined;
  isHot?: boolean | undefined;
};

const adminFiltered = (db: Executor, f: AdminGameFilter) => {
  let q = db.selectFrom('catalog_games');
  if (f.gameType) q = q.where('game_type', '=', f.gameType);
  if (f.vassalage) q = q.where('vassalage', '=', f.vassalage);
  if (f.keyword) q = q.where(sql<boolean>`search_text like ${likePattern(f.keyword.toLowerCase())}`);
  if (f.enabled !== undefined) q = q.where('enabled', '=', f.enabled);
  if (f.isHot !== undefined) q = q.where('is_hot', '=', f.isHot);
  return q;
};

export const listAllGames = (db: Executor, f: AdminGameFilter, limit: number, offset: number) =>
  adminFiltered(db, f).selectAll().orderBy('game_type').orderBy('sort_order').orderBy('id').limit(limit).offset(offset).execute();

export const countAllGames = async (db: Executor, f: AdminGameFilter) =>
  (
    await adminFiltered(db, f)
      .select(sql<number>`count(*)::int4`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

export const findGameById = (db: Executor, id: number) => db.selectFrom('catalog_games').selectAll().where('id', '=', id).executeTakeFirst();

export const insertGames = (db: Executor, rows: Insertable<CatalogGamesTable>[]) => db.insertInto('catalog_games').values(rows).returningAll().execute();
export const updateGame = (db: Executor, id: number, set: Updateable<CatalogGamesTable>) =>
  db
    .updateTable('catalog_games')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
