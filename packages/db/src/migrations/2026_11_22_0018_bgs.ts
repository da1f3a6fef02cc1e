import { sql, type Kysely } from 'kysely';

/**
 * In-house provably fair games (issue 6 point 4, DESIGN.md section 7; apps/api/src/modules/bgs).
 *
 * - `bgs_seed_pairs`: per member one active pair (partial unique index): the server seed (secret until
 *   the pair is rotated, then `revealed_at` is set and it is shown), its SHA-256, the client seed and
 *   the next nonce. A nonce is taken with one UPDATE ... RETURNING, so parallel bets never share one.
 * - `bgs_crash_rounds`: the shared crash rounds, each with its own server seed (hash published when
 *   betting opens, seed revealed at the crash) and its crash point.
 * - `bgs_bets`: one row per bet, wallet round id = the bet id (txIds `bet:{id}`, `win:{id}`).
 *   status: pending (nonce taken, debit not confirmed) -> open (debit confirmed; mines and crash
 *   while playing) -> won | lost (outcome fixed) ; `wallet_settled` turns true once the win call
 *   (payout, possibly 0, roundClosed) is acknowledged, so a sweep can resend what a crash interrupted.
 *   A refused debit deletes its pending row.
 * - `bgs_crash_lease`: one row; the API instance holding an unexpired lease runs the crash rounds.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('bgs_seed_pairs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('next_nonce', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`next_nonce >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revealed_at', 'timestamptz')
    .execute();
  await sql`create unique index bgs_seed_pairs_active on bgs_seed_pairs (member_id) where revealed_at is null`.execute(db);
  await db.schema.createIndex('bgs_seed_pairs_member').on('bgs_seed_pairs').columns(['member_id', 'id']).execute();

  await db.schema
    .createTable('bgs_crash_rounds')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('crash_point', 'bigint', (c) => c.notNull().check(sql`crash_point >= 100`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('betting').check(sql`status in ('betting', 'running', 'crashed')`))
    .addColumn('betting_ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('crashed_at', 'timestamptz')
    .addColumn('growth_per_ms', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index bgs_crash_rounds_open on bgs_crash_rounds (id) where status <> 'crashed'`.execute(db);

  await db.schema
    .createTable('bgs_bets')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('game', 'text', (c) => c.notNull().check(sql`game in ('dice', 'limbo', 'mines', 'plinko', 'crash')`))
    .addColumn('vendor_code', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('payout', 'bigint', (c) => c.check(sql`payout >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'open', 'won', 'lost')`))
    .addColumn('wallet_settled', 'boolean', (c) => c.notNull().defaultTo(false))
    // Seeds: a member's pair (dice, limbo, mines, plinko) or a crash round's.
    .addColumn('seed_pair_id', 'bigint', (c) => c.references('bgs_seed_pairs.id'))
    .addColumn('crash_round_id', 'bigint', (c) => c.references('bgs_crash_rounds.id'))
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'bigint', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('outcome', 'jsonb')
    // Mines: tiles revealed so far; crash: the multiplier cashed out at (hundredths).
    .addColumn('revealed', sql`smallint[]`, (c) => c.notNull().defaultTo(sql`'{}'::smallint[]`))
    .addColumn('cashed_out_at', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .addCheckConstraint('bgs_bets_seed', sql`(seed_pair_id is null) <> (crash_round_id is null)`)
    .execute();
  // One bet per nonce of a pair, one bet per member per crash round.
  await sql`create unique index bgs_bets_pair_nonce on bgs_bets (seed_pair_id, nonce) where seed_pair_id is not null`.execute(db);
  await sql`create unique index bgs_bets_crash_member on bgs_bets (crash_round_id, member_id) where crash_round_id is not null`.execute(db);
  await db.schema.createIndex('bgs_bets_member').on('bgs_bets').columns(['member_id', 'id']).execute();
  await sql`create index bgs_bets_unsettled on bgs_bets (id) where not wallet_settled`.execute(db);
  // At most one open mines round per member.
  await sql`create unique index bgs_bets_open_mines on bgs_bets (member_id) where game = 'mines' and status in ('pending', 'open')`.execute(db);

  await db.schema
    .createTable('bgs_crash_lease')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('bgs_crash_lease').ifExists().execute();
  await db.schema.dropTable('bgs_bets').ifExists().execute();
  await db.schema.dropTable('bgs_crash_rounds').ifExists().execute();
  await db.schema.dropTable('bgs_seed_pairs').ifExists().execute();
};
