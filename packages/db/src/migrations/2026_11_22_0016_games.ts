import { sql, type Kysely } from 'kysely';

/**
 * Games (issue 6): vendor credentials, launch tokens, game sessions, the vendor wallet calls
 * (DESIGN.md section 6), betting rounds, per-member aggregates, wager limits, favourites, recent.
 *
 * - `game_vendor_credentials`: one row per vendor: its HMAC secret (the previous one stays valid
 *   until `previous_secret_until` after a rotation), the IP allow-list (empty: any address) and the
 *   launch URL template the player is sent to.
 * - `game_launch_tokens`: single-use, 60 s, stored hashed; `authenticate` exchanges one for a session.
 * - `game_sessions`: what a vendor's sessionToken stands for (stored hashed).
 * - `game_transactions`: every bet, win and rollback by (vendor, txId), kept with the request hash
 *   and the first response so a replay answers the same and a changed replay is refused. A rollback
 *   of an unknown txId is stored too (`ref_tx_id` = the txId it cancels), so that bet is refused later.
 * - `game_rounds`: a round per vendor, round id and member: bet, win and refund totals and status.
 * - `member_game_hourly` / `member_game_daily`: per member, bucket (business time zone), vendor and
 *   game category; the figures points, VIP, missions and agent contracts read. Keyed by member, so a
 *   busy vendor never becomes one hot row.
 * - `member_wager_limits`: responsible-gaming wager limits per rolling window, same rules as deposit
 *   limits (lowering at once, raising after 24 hours); a bet past one is `LIMIT_EXCEEDED`.
 * - `member_favourite_games`, `member_recent_games`.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('game_vendor_credentials')
    .addColumn('vendor_id', 'integer', (c) => c.primaryKey().references('catalog_vendors.id'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_until', 'timestamptz')
    .addColumn('ip_allow_list', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('launch_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('game_launch_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('catalog_vendors.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('catalog_games.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('game_sessions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('catalog_vendors.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('catalog_games.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('game_sessions_member').on('game_sessions').columns(['member_id', 'created_at']).execute();

  await db.schema
    .createTable('game_rounds')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('catalog_vendors.id'))
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('game_id', 'integer', (c) => c.references('catalog_games.id'))
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('bet_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bet_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('win_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'closed', 'cancelled')`))
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('game_rounds_vendor_round_member', ['vendor_id', 'round_id', 'member_id'])
    .execute();
  await db.schema.createIndex('game_rounds_member').on('game_rounds').columns(['member_id', 'opened_at']).execute();
  await db.schema.createIndex('game_rounds_opened').on('game_rounds').columns(['opened_at']).execute();

  await db.schema
    .createTable('game_transactions')
    // platformTxId.
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('catalog_vendors.id'))
    .addColumn('tx_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('bet', 'win', 'rollback')`))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('round_pk', 'bigint', (c) => c.references('game_rounds.id'))
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`amount >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    // betTxId of a win, originalTxId of a rollback.
    .addColumn('ref_tx_id', 'text')
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb', (c) => c.notNull())
    .addColumn('journal_id', 'bigint', (c) => c.references('ledger_journals.id'))
    // Set on a bet when a rollback cancelled it.
    .addColumn('rolled_back_by', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('game_transactions_vendor_tx', ['vendor_id', 'tx_id'])
    .execute();
  await sql`create index game_transactions_rollback_ref on game_transactions (vendor_id, ref_tx_id) where action = 'rollback'`.execute(db);
  await db.schema.createIndex('game_transactions_round').on('game_transactions').columns(['round_pk']).execute();
  await db.schema.createIndex('game_transactions_member').on('game_transactions').columns(['member_id', 'created_at']).execute();

  for (const [table, bucket, bucketType] of [
    ['member_game_hourly', 'hour_start', 'timestamptz'],
    ['member_game_daily', 'day', 'date'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
      .addColumn(bucket, bucketType, (c) => c.notNull())
      .addColumn('vendor_id', 'integer', (c) => c.notNull().references('catalog_vendors.id'))
      .addColumn('game_type', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('bet_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('bet_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('refund_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('win_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('valid_bet', 'bigint', (c) => c.generatedAlwaysAs(sql`bet_amount - refund_amount`).stored())
      // The member's result: positive when the member won.
      .addColumn('profit_loss', 'bigint', (c) => c.generatedAlwaysAs(sql`win_amount - bet_amount + refund_amount`).stored())
      .addPrimaryKeyConstraint(`${table}_pk`, ['member_id', bucket, 'vendor_id', 'game_type', 'currency'])
      .execute();
    await db.schema.createIndex(`${table}_bucket`).on(table).columns([bucket, 'vendor_id']).execute();
  }

  await db.schema
    .createTable('member_wager_limits')
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('span', 'text', (c) => c.notNull().check(sql`span in ('day', 'week', 'month')`))
    .addColumn('amount', 'bigint', (c) => c.check(sql`amount is null or amount >= 0`))
    .addColumn('pending_amount', 'bigint', (c) => c.check(sql`pending_amount is null or pending_amount >= 0`))
    .addColumn('pending_effective_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_wager_limits_pk', ['member_id', 'span'])
    .addCheckConstraint('member_wager_limits_pending', sql`pending_amount is null or pending_effective_at is not null`)
    .execute();

  await db.schema
    .createTable('member_favourite_games')
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('catalog_games.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_favourite_games_pk', ['member_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('member_recent_games')
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('catalog_games.id'))
    .addColumn('played_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_recent_games_pk', ['member_id', 'game_id'])
    .execute();
  await db.schema.createIndex('member_recent_games_member').on('member_recent_games').columns(['member_id', 'played_at']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of [
    'member_recent_games',
    'member_favourite_games',
    'member_wager_limits',
    'member_game_daily',
    'member_game_hourly',
    'game_transactions',
    'game_rounds',
    'game_sessions',
    'game_launch_tokens',
    'game_vendor_credentials',
  ]) {
    await db.schema.dropTable(table).execute();
  }
};
