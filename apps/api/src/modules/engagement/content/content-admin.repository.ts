import type { Executor } from '@gp/db';
import { sql, type Kysely } from 'kysely';

/** The tables the back office edits row by row through the generic content editor. */
export type ContentTableName =
  | 'content_banners'
  | 'content_notices'
  | 'content_announcements'
  | 'content_promotions'
  | 'content_promotion_categories'
  | 'content_help_articles'
  | 'resources'
  | 'customer_service_entries'
  | 'content_pages';

export type LooseRow = Record<string, unknown>;
// One query shape serves nine tables; each entity's mapping (content-entities.ts) restores the types.
type LooseDb = Kysely<Record<ContentTableName, LooseRow & { id: number }>>;
const loose = (db: Executor): LooseDb => db as unknown as LooseDb;

/** Equal-to filters on columns, for an entity listed in parts (content pages by kind). */
export type ContentRowFilter = Record<string, string | number | boolean>;

/** `order`: column names, each optionally followed by ' desc'. */
export const listContentRows = (db: Executor, table: ContentTableName, order: string[], limit: number, offset: number, filter: ContentRowFilter = {}) => {
  let q = loose(db).selectFrom(table).selectAll();
  for (const [column, value] of Object.entries(filter)) q = q.where(sql.ref(column), '=', value);
  for (const entry of order) {
    const [column = entry, direction] = entry.split(' ');
    q = q.orderBy(direction === 'desc' ? sql`${sql.ref(column)} desc nulls first` : sql.ref(column));
  }
  return q.orderBy('id').limit(limit).offset(offset).execute();
};

export const countContentRows = async (db: Executor, table: ContentTableName, filter: ContentRowFilter = {}) => {
  let q = loose(db)
    .selectFrom(table)
    .select(sql<number>`count(*)::int4`.as('n'));
  for (const [column, value] of Object.entries(filter)) q = q.where(sql.ref(column), '=', value);
  return (await q.executeTakeFirstOrThrow()).n;
};

export const findContentRow = (db: Executor, table: ContentTableName, id: number) =>
  loose(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();

export const insertContentRow = (db: Executor, table: ContentTableName, row: Record<string, unknown>) =>
  loose(db)
    .insertInto(table)
    .values(row as LooseRow & { id: number })
    .returningAll()
    .executeTakeFirstOrThrow();

export const updateContentRow = (db: Executor, table: ContentTableName, id: number, set: Record<string, unknown>) =>
  loose(db).updateTable(table).set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

export const deleteContentRow = (db: Executor, table: ContentTableName, id: number) => loose(db).deleteFrom(table).where('id', '=', id).executeTakeFirst();
