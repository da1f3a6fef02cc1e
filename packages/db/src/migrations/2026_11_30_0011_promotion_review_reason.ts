import { sql, type Kysely } from 'kysely';

/**
 * The player side of promotions, second slice:
 * - a claim held for staff review says why (`review_reason`: a member shares a device, an IP or a
 *   payout account with someone the promotion already paid), and is paid only when staff approve;
 * - a reload claim names the deposit it matched (`deposit_id`), so a deposit pays one bonus;
 * - a raffle claim keeps its draw (`draw`: the roll, the prize table's total weight, the prize), so
 *   the amount can be shown to come from the table;
 * - the `raffle` kind: a random prize from a configured table;
 * - each login event keeps the device id the player site computed, for the shared-device check.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table promotion_claims
    add column review_reason text constraint promotion_claims_review_reason check (char_length(review_reason) <= 200),
    add column deposit_id bigint references deposits (id),
    add column draw jsonb constraint promotion_claims_draw check (draw is null or jsonb_typeof(draw) = 'object')`.execute(db);
  await sql`create index promotion_claims_deposit on promotion_claims (deposit_id) where deposit_id is not null`.execute(db);
  await sql`alter table promotion_rules drop constraint promotion_rules_kind`.execute(db);
  await sql`alter table promotion_rules add constraint promotion_rules_kind
    check (kind in ('first_deposit', 'reload', 'signup', 'cashback_daily', 'cashback_weekly', 'rebate', 'apply', 'raffle'))`.execute(db);
  await sql`alter table member_login_events
    add column device_id text constraint member_login_events_device_id check (device_id ~ '^[A-Za-z0-9_-]{8,128}$')`.execute(db);
  await sql`create index member_login_events_device on member_login_events (device_id) where device_id is not null`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table member_login_events drop column device_id`.execute(db);
  await sql`delete from promotion_rules where kind = 'raffle'`.execute(db);
  await sql`alter table promotion_rules drop constraint promotion_rules_kind`.execute(db);
  await sql`alter table promotion_rules add constraint promotion_rules_kind
    check (kind in ('first_deposit', 'reload', 'signup', 'cashback_daily', 'cashback_weekly', 'rebate', 'apply'))`.execute(db);
  await sql`alter table promotion_claims drop column review_reason, drop column deposit_id, drop column draw`.execute(db);
};
