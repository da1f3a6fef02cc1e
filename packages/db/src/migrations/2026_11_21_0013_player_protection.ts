import { sql, type Kysely } from 'kysely';

/**
 * Deposit limits, self-exclusion, time-out, reality check (responsible-gaming rules).
 *
 * - `member_deposit_limits`: one row per member and rolling window (`span`). `amount` is the limit in force
 *   (NULL: none). A raise or removal waits 24 hours in `pending_amount` / `pending_effective_at`
 *   (`pending_effective_at` set and `pending_amount` NULL means "remove"); it is applied lazily on
 *   the next read once due.
 * - `member_exclusions`: append-only periods (self-exclusion or time-out). Nothing shortens one:
 *   there is no update path, and a trigger refuses UPDATE and DELETE.
 * - `member_protection_settings`: the reality-check interval the player chose.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('member_deposit_limits')
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('span', 'text', (c) => c.notNull().check(sql`span in ('day', 'week', 'month')`))
    .addColumn('amount', 'bigint', (c) => c.check(sql`amount is null or amount >= 0`))
    .addColumn('pending_amount', 'bigint', (c) => c.check(sql`pending_amount is null or pending_amount >= 0`))
    .addColumn('pending_effective_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_deposit_limits_pk', ['member_id', 'span'])
    .addCheckConstraint('member_deposit_limits_pending', sql`pending_amount is null or pending_effective_at is not null`)
    .execute();

  await db.schema
    .createTable('member_exclusions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('self_exclusion', 'time_out')`))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('member_exclusions_order', sql`ends_at > starts_at`)
    .execute();
  await db.schema.createIndex('member_exclusions_member').on('member_exclusions').columns(['member_id', 'ends_at']).execute();
  // Nobody (player, staff, a buggy service) may shorten or lift a period once taken.
  await sql`
    create function member_exclusions_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'member_exclusions is append-only';
    end $$`.execute(db);
  await sql`
    create trigger member_exclusions_no_change before update or delete on member_exclusions
    for each row execute function member_exclusions_append_only()`.execute(db);

  await db.schema
    .createTable('member_protection_settings')
    .addColumn('member_id', 'bigint', (c) => c.primaryKey().references('members.id'))
    .addColumn('reality_check_minutes', 'integer', (c) => c.check(sql`reality_check_minutes is null or reality_check_minutes > 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('member_protection_settings').execute();
  await db.schema.dropTable('member_exclusions').execute();
  await sql`drop function member_exclusions_append_only()`.execute(db);
  await db.schema.dropTable('member_deposit_limits').execute();
};
