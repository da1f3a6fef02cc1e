import { sql, type Kysely } from 'kysely';

/**
 * The referral programme (docs/referral.md):
 * - `referral_settings`: one row: whether the programme is on, the promotion of kind `referral` its
 *   rewards are paid from, the two reward rules and the links a member may hold;
 * - `referral_links`: a member's codes: the default one every member gets and the labelled links
 *   they add;
 * - `referral_link_clicks`: one row per link, day and visitor (a hash), so a click counts once a day;
 * - `referrals`: who brought whom, bound at registration, never to oneself;
 * - `referral_rewards`: one row per referee and reward rule, so a reward is decided once.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table referral_settings (
    id smallint primary key constraint referral_settings_one check (id = 1),
    enabled boolean not null default false,
    promotion_id integer references content_promotions (id),
    first_deposit_amount bigint not null default 0 constraint referral_settings_fd_amount check (first_deposit_amount >= 0),
    first_deposit_min bigint not null default 0 constraint referral_settings_fd_min check (first_deposit_min >= 0),
    valid_bets_amount bigint not null default 0 constraint referral_settings_vb_amount check (valid_bets_amount >= 0),
    valid_bets_figure bigint not null default 0 constraint referral_settings_vb_figure check (valid_bets_figure >= 0),
    turnover_multiple_bp integer not null default 10000 constraint referral_settings_turnover check (turnover_multiple_bp between 0 and 10000000),
    link_limit integer not null default 20 constraint referral_settings_link_limit check (link_limit between 1 and 100),
    identity_review boolean not null default true,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`insert into referral_settings (id) values (1)`.execute(db);

  await sql`create table referral_links (
    id bigint generated always as identity primary key,
    member_id bigint not null references members (id),
    code text not null constraint referral_links_code check (code ~ '^[A-Z0-9]{6,16}$'),
    label text constraint referral_links_label check (char_length(label) between 1 and 40),
    is_default boolean not null default false,
    created_at timestamptz not null default now(),
    constraint referral_links_code_unique unique (code),
    constraint referral_links_default_label check (is_default or label is not null)
  )`.execute(db);
  await sql`create unique index referral_links_one_default on referral_links (member_id) where is_default`.execute(db);
  await sql`create index referral_links_member on referral_links (member_id, id)`.execute(db);
  await sql`create unique index referral_links_label on referral_links (member_id, lower(label)) where label is not null`.execute(db);

  await sql`create table referral_link_clicks (
    link_id bigint not null references referral_links (id),
    day date not null,
    visitor text not null constraint referral_link_clicks_visitor check (visitor ~ '^[0-9a-f]{64}$'),
    created_at timestamptz not null default now(),
    constraint referral_link_clicks_pk primary key (link_id, day, visitor)
  )`.execute(db);

  await sql`create table referrals (
    referee_id bigint primary key references members (id),
    referrer_id bigint not null references members (id),
    link_id bigint not null references referral_links (id),
    created_at timestamptz not null default now(),
    constraint referrals_not_self check (referee_id <> referrer_id)
  )`.execute(db);
  await sql`create index referrals_referrer on referrals (referrer_id, created_at desc)`.execute(db);
  await sql`create index referrals_link on referrals (link_id)`.execute(db);

  await sql`create table referral_rewards (
    id bigint generated always as identity primary key,
    referee_id bigint not null references referrals (referee_id),
    referrer_id bigint not null references members (id),
    link_id bigint not null references referral_links (id),
    rule text not null constraint referral_rewards_rule check (rule in ('first_deposit', 'valid_bets')),
    amount bigint not null constraint referral_rewards_amount check (amount > 0),
    status text not null constraint referral_rewards_status check (status in ('paid', 'held', 'refused')),
    claim_id bigint,
    reason text constraint referral_rewards_reason check (char_length(reason) <= 200),
    created_at timestamptz not null default now(),
    constraint referral_rewards_once unique (referee_id, rule)
  )`.execute(db);
  await sql`create index referral_rewards_referrer on referral_rewards (referrer_id, id desc)`.execute(db);
  await sql`create index referral_rewards_link on referral_rewards (link_id)`.execute(db);

  await sql`create table referral_run_leases (
    name text primary key,
    holder text not null,
    expires_at timestamptz not null
  )`.execute(db);

  await sql`alter table promotion_rules drop constraint promotion_rules_kind`.execute(db);
  await sql`alter table promotion_rules add constraint promotion_rules_kind
    check (kind in ('first_deposit', 'reload', 'signup', 'cashback_daily', 'cashback_weekly', 'rebate', 'apply', 'raffle', 'loyalty', 'referral'))`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`delete from promotion_rules where kind = 'referral'`.execute(db);
  await sql`alter table promotion_rules drop constraint promotion_rules_kind`.execute(db);
  await sql`alter table promotion_rules add constraint promotion_rules_kind
    check (kind in ('first_deposit', 'reload', 'signup', 'cashback_daily', 'cashback_weekly', 'rebate', 'apply', 'raffle', 'loyalty'))`.execute(db);
  await sql`drop table referral_run_leases`.execute(db);
  await sql`drop table referral_rewards`.execute(db);
  await sql`drop table referrals`.execute(db);
  await sql`drop table referral_link_clicks`.execute(db);
  await sql`drop table referral_links`.execute(db);
  await sql`drop table referral_settings`.execute(db);
};
