import { sql, type Kysely } from 'kysely';

const noticeKinds = ['deposit_credited', 'deposit_failed', 'withdrawal_approved', 'withdrawal_rejected', 'transfer_received'];

/**
 * Vendor wallet mode (DESIGN.md section 4): `seamless` (the default) plays from the main wallet;
 * `transfer` gives the player a wallet per vendor, filled and emptied by wallet transfers.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('catalog_vendors')
    .addColumn('wallet_mode', 'text', (c) => c.notNull().defaultTo('seamless').check(sql`wallet_mode in ('seamless', 'transfer')`))
    .execute();
  // A member who receives a transfer (from a downline or an upline agent) is told, like a deposit.
  await sql`alter table member_notices drop constraint if exists member_notices_kind_check`.execute(db);
  await sql`alter table member_notices add constraint member_notices_kind_check check (kind in (${sql.join(noticeKinds.map((k) => sql.lit(k)))}))`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table member_notices drop constraint if exists member_notices_kind_check`.execute(db);
  await sql`alter table member_notices add constraint member_notices_kind_check check (kind in (${sql.join(noticeKinds.slice(0, 4).map((k) => sql.lit(k)))}))`.execute(db);
  await db.schema.alterTable('catalog_vendors').dropColumn('wallet_mode').execute();
};
