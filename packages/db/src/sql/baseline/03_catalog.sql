-- The game catalogue (vendors, games, winners boards) and the site content (banners, notices, promotions,
-- announcements, help articles).

-- The catalogue's keyword search and the member search use trigram indexes.
create extension if not exists pg_trgm;

create table catalog_vendors (
  id serial primary key,
  code text not null unique,
  display_name text not null,
  game_type text not null check (game_type in ('RNG', 'BGS', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT')),
  logo_url text not null,
  enabled boolean not null default true,
  maintenance boolean not null default false,
  exclude_from_list boolean not null default false,
  sort_order integer not null default 0,
  updated_at timestamptz not null default now(),
  display_names jsonb not null default '{}'::jsonb check (jsonb_typeof(display_names) = 'object'::text),
  wallet_mode text not null default 'seamless'::text check (wallet_mode in ('seamless', 'transfer')),
  max_round_win bigint check ((max_round_win >= 1) AND (max_round_win <= '1000000000000000'::bigint))
);
create index catalog_vendors_type on catalog_vendors (game_type, sort_order, id);

create table catalog_games (
  id serial primary key,
  vendor_id integer not null references catalog_vendors(id),
  vassalage text not null,
  game_type text not null check (game_type in ('RNG', 'BGS', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT')),
  game_code text not null,
  game_name text not null,
  display_names jsonb not null default '{}'::jsonb,
  icon_url text not null,
  is_hot boolean not null default false,
  is_game text not null default 'GAME'::text check (is_game in ('GAME', 'VASSALAGE')),
  enabled boolean not null default true,
  maintenance boolean not null default false,
  sort_order integer not null default 0,
  search_text text not null,
  updated_at timestamptz not null default now()
);
create index catalog_games_hot on catalog_games (sort_order, id) where (enabled AND is_hot);
create index catalog_games_search on catalog_games using gin (search_text gin_trgm_ops);
create index catalog_games_type_order on catalog_games (game_type, sort_order, id) WHERE enabled;
create unique index catalog_games_vendor_code on catalog_games (vassalage, game_code);
create index catalog_games_vendor_order on catalog_games (vassalage, sort_order, id) WHERE enabled;

create table catalog_winners (
  id bigserial primary key,
  board text not null check (board in ('JACKPOT', 'BIGWIN')),
  customer_name text not null,
  win_amount bigint not null check (win_amount > 0),
  game_id integer not null references catalog_games(id),
  game_type text not null,
  won_at timestamptz not null default now()
);
create index catalog_winners_board on catalog_winners (board, win_amount DESC);

create table content_banners (
  id serial primary key,
  group_name text not null check (group_name in ('w_home', 'w_game', 'w_leftmenu', 'w_login', 'w_register', 'w_forget', 'w_pagcor')),
  url text not null,
  linkage_type text not null,
  link_target text not null default ''::text,
  sequence integer not null default 0,
  enabled boolean not null default true
);
create index content_banners_group on content_banners (group_name, sequence);

create table content_notices (
  id serial primary key,
  title text not null,
  content text not null,
  sequence integer not null default 0,
  enabled boolean not null default true,
  translations jsonb not null default '{}'::jsonb check (jsonb_typeof(translations) = 'object'::text)
);

create table content_promotions (
  id serial primary key,
  title text not null,
  category text not null,
  images jsonb not null,
  content text not null,
  start_at timestamptz,
  end_at timestamptz,
  sequence integer not null default 0,
  enabled boolean not null default true,
  translations jsonb not null default '{}'::jsonb check (jsonb_typeof(translations) = 'object'::text)
);

create table content_announcements (
  id serial primary key,
  type text not null check (type in ('B', 'PL', 'PU', 'PR', 'H')),
  platform text not null default 'W'::text,
  execution text not null check (execution in ('A', 'B', 'F')),
  title text not null,
  content text not null,
  sequence integer not null default 0,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  translations jsonb not null default '{}'::jsonb check (jsonb_typeof(translations) = 'object'::text)
);
create index content_announcements_audience on content_announcements (execution, type, sequence);

create table content_help_articles (
  id serial primary key,
  term text not null,
  language text not null,
  category text not null,
  title text not null,
  content text not null,
  sequence integer not null default 0,
  enabled boolean not null default true,
  constraint content_help_articles_term_language unique (term, language)
);
