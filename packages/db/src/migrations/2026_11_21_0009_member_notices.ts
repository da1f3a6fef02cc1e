import { sql, type Kysely } from 'kysely';

/**
 * Member notices (SPEC.md section 4, status lists): deposit credited or failed, withdrawal approved
 * or rejected. A notice is written in the same transaction as the money event it reports, so a
 * player is never told about money that did not move.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('member_notices')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('deposit_credited', 'deposit_failed', 'withdrawal_approved', 'withdrawal_rejected')`),
    )
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('member_notices_member').on('member_notices').columns(['member_id', 'id']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('member_notices').execute();
};
