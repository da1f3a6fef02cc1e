import { sql, type Kysely } from 'kysely';

const categories = `('RNG', 'BGS', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT')`;

/** Game catalog (vendors, games, winners) and site content (banners, notices, promotions, announcements, help). */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Trigram search over game names; a trusted extension on PostgreSQL 13+, bundled with PGlite.
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('catalog_vendors')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull().check(sql.raw(`game_type in ${categories}`)))
    .addColumn('logo_url', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('maintenance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('exclude_from_list', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('catalog_vendors_type').on('catalog_vendors').columns(['game_type', 'sort_order', 'id']).execute();

  await db.schema
    .createTable('catalog_games')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('catalog_vendors.id'))
    .addColumn('vassalage', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull().check(sql.raw(`game_type in ${categories}`)))
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('display_names', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('icon_url', 'text', (c) => c.notNull())
    .addColumn('is_hot', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_game', 'text', (c) => c.notNull().defaultTo('GAME').check(sql`is_game in ('GAME', 'VASSALAGE')`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('maintenance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    // Lower-cased names in every language and the code: what the keyword search matches.
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index catalog_games_vendor_code on catalog_games (vassalage, game_code)`.execute(db);
  // The list pages: by category or by vendor, in display order, enabled games only.
  await sql`create index catalog_games_type_order on catalog_games (game_type, sort_order, id) where enabled`.execute(db);
  await sql`create index catalog_games_vendor_order on catalog_games (vassalage, sort_order, id) where enabled`.execute(db);
  await sql`create index catalog_games_hot on catalog_games (sort_order, id) where enabled and is_hot`.execute(db);
  await sql`create index catalog_games_search on catalog_games using gin (search_text gin_trgm_ops)`.execute(db);

  // Winner boards. Until the games issue records real wins, the seed writes fictional entries here.
  await db.schema
    .createTable('catalog_winners')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('board', 'text', (c) => c.notNull().check(sql`board in ('JACKPOT', 'BIGWIN')`))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('win_amount', 'bigint', (c) => c.notNull().check(sql`win_amount > 0`))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('catalog_games.id'))
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('won_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('catalog_winners_board').on('catalog_winners').columns(['board', 'win_amount desc']).execute();

  await db.schema
    .createTable('content_banners')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('group_name', 'text', (c) => c.notNull().check(sql`group_name in ('w_home', 'w_game', 'w_leftmenu', 'w_login', 'w_register', 'w_forget', 'w_pagcor')`))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('linkage_type', 'text', (c) => c.notNull())
    .addColumn('link_target', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('content_banners_group').on('content_banners').columns(['group_name', 'sequence']).execute();

  await db.schema
    .createTable('content_notices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('content_promotions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('images', 'jsonb', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('start_at', 'timestamptz')
    .addColumn('end_at', 'timestamptz')
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('content_announcements')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('B', 'PL', 'PU', 'PR', 'H')`))
    .addColumn('platform', 'text', (c) => c.notNull().defaultTo('W'))
    .addColumn('execution', 'text', (c) => c.notNull().check(sql`execution in ('A', 'B', 'F')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('content_announcements_audience').on('content_announcements').columns(['execution', 'type', 'sequence']).execute();

  await db.schema
    .createTable('content_help_articles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addUniqueConstraint('content_help_articles_term_language', ['term', 'language'])
    .execute();
};

export const down = async (): Promise<void> => {
  throw new Error('the catalog migration is not reversible');
};
