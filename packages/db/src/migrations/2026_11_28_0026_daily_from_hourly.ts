import { sql, type Kysely } from 'kysely';
import { gameWalletBucketsV1 } from './2026_11_22_0017_game_wallet';
import { gameWalletCallV3 } from './2026_11_27_0023_game_wallet_call_lean';
import { replaceOnce } from './replace-once';

/**
 * A business day's game figures are the sum of its hours. Hour buckets are local hours of the
 * business time zone, so a local day is a whole number of them: the wallet now writes only the
 * hourly bucket, in place (one aggregate table and one function call fewer on every bet, win and
 * refund: 2.60 M -> 2.42 M instructions a call, BENCHMARKS.md "2026-11-28"), and
 * `member_game_days(zone, from, to)` gives the daily figures of the days [from, to).
 * member_game_daily's rows are already in member_game_hourly (the wallet wrote both), so it is dropped.
 */

/** Adds figures to the member's bucket of the hour holding `at` (an SQL expression). */
const addToHour = (at: string, figures: string) => `insert into member_game_hourly as h (member_id, hour_start, vendor_id, game_type, currency, bet_count, bet_amount, refund_amount, win_amount)
        values (v_member, date_trunc('hour', ${at} at time zone v_zone) at time zone v_zone, v_vendor, v_game_type, v_currency, ${figures})
        on conflict (member_id, hour_start, vendor_id, game_type, currency) do update
        set bet_count = h.bet_count + excluded.bet_count, bet_amount = h.bet_amount + excluded.bet_amount,
          refund_amount = h.refund_amount + excluded.refund_amount, win_amount = h.win_amount + excluded.win_amount;`;

/** game_wallet_call as migration 0023 wrote it, with each game_wallet_buckets() call replaced by the hourly upsert. */
export const gameWalletCallV4 = [
  ['perform game_wallet_buckets(v_member, v_now, v_zone, v_vendor, v_game_type, v_currency, 1, v_amount, 0, 0);', addToHour('v_now', '1, v_amount, 0, 0')],
  ['perform game_wallet_buckets(v_member, v_now, v_zone, v_vendor, v_game_type, v_currency, 0, 0, 0, v_amount);', addToHour('v_now', '0, 0, 0, v_amount')],
  // In the bet's own hour, so a day's valid bet stays that day's.
  ['perform game_wallet_buckets(v_member, v_bet.created_at, v_zone, v_vendor, v_game_type, v_currency, 0, 0, v_delta, 0);', addToHour('v_bet.created_at', '0, 0, v_delta, 0')],
].reduce((text, [from, to]) => replaceOnce(text, from as string, to as string), gameWalletCallV3);

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql.raw(gameWalletCallV4).execute(db);
  await sql`drop function game_wallet_buckets(bigint, timestamptz, text, int, text, text, int, bigint, bigint, bigint)`.execute(db);
  await sql`drop table member_game_daily`.execute(db);
  // A plain SQL function, inlined into the query that calls it: the hours of [from, to) come off
  // the hourly buckets' (hour_start, vendor_id) index, and a caller's filters on the grouping
  // columns (vendor, currency, member) reach the scan.
  await sql`
    create function member_game_days(p_zone text, p_from date, p_to date)
    returns table (member_id bigint, day date, vendor_id int, game_type text, currency text, bet_count int, bet_amount bigint,
      refund_amount bigint, win_amount bigint, valid_bet bigint, profit_loss bigint)
    language sql stable as $$
      select h.member_id, (h.hour_start at time zone p_zone)::date, h.vendor_id, h.game_type, h.currency,
        sum(h.bet_count)::int4, sum(h.bet_amount)::int8, sum(h.refund_amount)::int8, sum(h.win_amount)::int8,
        sum(h.valid_bet)::int8, sum(h.profit_loss)::int8
      from member_game_hourly h
      where h.hour_start >= p_from::timestamp at time zone p_zone and h.hour_start < p_to::timestamp at time zone p_zone
      group by 1, 2, 3, 4, 5
    $$`.execute(db);
};

/** The daily table comes back filled from the hours, in the zone the application runs in. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  const zone = process.env.BUSINESS_TIME_ZONE ?? 'Asia/Kolkata';
  await sql`drop function member_game_days(text, date, date)`.execute(db);
  await sql`
    create table member_game_daily (
      member_id bigint not null references members (id),
      day date not null,
      vendor_id integer not null references catalog_vendors (id),
      game_type text not null,
      currency text not null,
      bet_count integer not null default 0,
      bet_amount bigint not null default 0,
      refund_amount bigint not null default 0,
      win_amount bigint not null default 0,
      valid_bet bigint generated always as (bet_amount - refund_amount) stored,
      profit_loss bigint generated always as (win_amount - bet_amount + refund_amount) stored,
      constraint member_game_daily_pk primary key (member_id, day, vendor_id, game_type, currency)
    )`.execute(db);
  await sql`create index member_game_daily_bucket on member_game_daily (day, vendor_id)`.execute(db);
  await sql`
    insert into member_game_daily (member_id, day, vendor_id, game_type, currency, bet_count, bet_amount, refund_amount, win_amount)
    select h.member_id, (h.hour_start at time zone ${zone})::date, h.vendor_id, h.game_type, h.currency,
      sum(h.bet_count), sum(h.bet_amount), sum(h.refund_amount), sum(h.win_amount)
    from member_game_hourly h group by 1, 2, 3, 4, 5`.execute(db);
  await sql.raw(gameWalletBucketsV1).execute(db);
  await sql.raw(gameWalletCallV3).execute(db);
};
