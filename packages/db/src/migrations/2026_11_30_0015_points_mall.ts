import { sql, type Kysely } from 'kysely';

/**
 * The points mall (docs/loyalty.md, Points mall):
 * - `points_mall_goods`: what members redeem points for, of the spec's four redeem types, with
 *   names in every language, images, stock (null: unlimited; a check keeps it at zero or more, so a
 *   race can never sell an item that is not there), a per-member limit and an active window;
 * - `points_mall_redemptions`: one row per member and client key, for redemptions of goods and for
 *   conversions of points to cash, refusals included, so a replayed request answers as it did first;
 * - `points_mall_config`: one row: the conversion ratio, its minimum and the `loyalty` promotion that
 *   pays cash (conversions and cash-for-points goods).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table points_mall_goods (
    id integer generated always as identity primary key,
    redeem_type text not null constraint points_mall_goods_type check (redeem_type in ('cash', 'discount', 'life', 'gift')),
    name text not null constraint points_mall_goods_name check (char_length(name) between 1 and 120),
    description text not null default '' constraint points_mall_goods_description check (char_length(description) <= 4000),
    language text not null default 'EN',
    translations jsonb not null default '{}'::jsonb constraint points_mall_goods_translations check (jsonb_typeof(translations) = 'object'),
    images jsonb not null default '[]'::jsonb constraint points_mall_goods_images check (jsonb_typeof(images) = 'array'),
    stock integer constraint points_mall_goods_stock check (stock >= 0),
    limit_per_member integer constraint points_mall_goods_limit check (limit_per_member > 0),
    points_needed bigint not null constraint points_mall_goods_points check (points_needed > 0),
    amount_needed bigint not null default 0 constraint points_mall_goods_amount check (amount_needed >= 0),
    start_at timestamptz,
    end_at timestamptz,
    sort_order integer not null default 0,
    enabled boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint points_mall_goods_cash_amount check (redeem_type <> 'cash' or amount_needed > 0),
    constraint points_mall_goods_window check (end_at is null or start_at is null or end_at > start_at)
  )`.execute(db);
  await sql`create index points_mall_goods_list on points_mall_goods (redeem_type, sort_order, id)`.execute(db);

  await sql`create table points_mall_redemptions (
    id bigint generated always as identity primary key,
    member_id bigint not null references members (id),
    client_key text not null constraint points_mall_redemptions_client_key check (char_length(client_key) between 1 and 64),
    kind text not null constraint points_mall_redemptions_kind check (kind in ('redeem', 'convert')),
    goods_id integer references points_mall_goods (id),
    redeem_type text not null constraint points_mall_redemptions_type check (redeem_type in ('cash', 'discount', 'life', 'gift')),
    item_name text not null default '',
    quantity integer not null constraint points_mall_redemptions_quantity check (quantity > 0),
    points bigint not null constraint points_mall_redemptions_points check (points >= 0),
    amount bigint not null default 0 constraint points_mall_redemptions_amount check (amount >= 0),
    ratio text,
    status text not null constraint points_mall_redemptions_status check (status in ('refused', 'applying', 'approved', 'released', 'rejected')),
    refusal_code text,
    refusal_details jsonb,
    reason text constraint points_mall_redemptions_reason check (char_length(reason) <= 500),
    claim_id bigint,
    reviewed_by text,
    reviewed_at timestamptz,
    released_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint points_mall_redemptions_once unique (member_id, client_key)
  )`.execute(db);
  await sql`create index points_mall_redemptions_member on points_mall_redemptions (member_id, id desc)`.execute(db);
  await sql`create index points_mall_redemptions_queue on points_mall_redemptions (status, id)`.execute(db);
  await sql`create index points_mall_redemptions_goods on points_mall_redemptions (goods_id, member_id) where goods_id is not null`.execute(db);

  await sql`create table points_mall_config (
    id boolean primary key default true constraint points_mall_config_one check (id),
    convert_points integer not null default 100 constraint points_mall_config_points check (convert_points > 0),
    convert_amount bigint not null default 100 constraint points_mall_config_amount check (convert_amount > 0),
    convert_min_points integer not null default 100 constraint points_mall_config_min check (convert_min_points > 0),
    promotion_id integer,
    updated_at timestamptz not null default now(),
    updated_by text
  )`.execute(db);
  await sql`insert into points_mall_config (id) values (true)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop table points_mall_config`.execute(db);
  await sql`drop table points_mall_redemptions`.execute(db);
  await sql`drop table points_mall_goods`.execute(db);
};
