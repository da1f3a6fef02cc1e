import { sql, type Kysely } from 'kysely';

const previousNoticeKinds = [
  'deposit_credited',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'transfer_received',
  'contract_offered',
  'contract_accepted',
  'contract_rejected',
  'contract_terminated',
  'contract_auto_terminated',
  'contract_expired',
  'settlement_paid',
  'settlement_insufficient_funds',
  'dividend_confirmation_due',
  'account_frozen',
];
/** Every security-relevant change (password, mobile, email, TOTP, social link, payment password, payee) is told to the member. */
const noticeKinds = [...previousNoticeKinds, 'security_changed'];

const kindCheck = (kinds: readonly string[]) => sql`check (kind in (${sql.join(kinds.map((k) => sql.lit(k)))}))`;

/**
 * Security changes told to the member, and the payee cool-down:
 * - member notices gain the `security_changed` kind;
 * - `member_bank_accounts.confirmed_at`: when the member confirmed a new payee with the login
 *   password and a second factor, which makes it usable before the operator's cool-down ends.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table member_notices drop constraint if exists member_notices_kind_check`.execute(db);
  await sql`alter table member_notices add constraint member_notices_kind_check ${kindCheck(noticeKinds)}`.execute(db);
  await db.schema.alterTable('member_bank_accounts').addColumn('confirmed_at', 'timestamptz').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('member_bank_accounts').dropColumn('confirmed_at').execute();
  await sql`delete from member_notices where kind = 'security_changed'`.execute(db);
  await sql`alter table member_notices drop constraint if exists member_notices_kind_check`.execute(db);
  await sql`alter table member_notices add constraint member_notices_kind_check ${kindCheck(previousNoticeKinds)}`.execute(db);
};
