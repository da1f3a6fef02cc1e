import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
/** A JSON column with a database default: optional on insert. */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

/** Text per language code, e.g. { HI: { title, content } }. */
export type Translations<T> = Partial<Record<string, T>>;
export type TitledText = { title: string; content: string };
export type BannerText = { headline: string; subline: string; cta: string };

export type GameCategory = 'RNG' | 'BGS' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'LOTT' | 'ELOTT';

export type VendorWalletMode = 'seamless' | 'transfer';

export type CatalogVendorsTable = {
  id: Generated<number>;
  code: string;
  display_name: string;
  display_names: JsonWithDefault<Translations<string>>;
  game_type: GameCategory;
  logo_url: string;
  enabled: Generated<boolean>;
  maintenance: Generated<boolean>;
  exclude_from_list: Generated<boolean>;
  sort_order: Generated<number>;
  /** Seamless (main wallet) or transfer (a player wallet per vendor). */
  wallet_mode: Generated<VendorWalletMode>;
  /** The operator's maximum win per round, minor units; null: none. */
  max_round_win: bigint | null;
  /** The vendor wallet API version it speaks: '1.1' may call `adjust` (migration 2026_11_30_0027). */
  wallet_api_version: Generated<'1.0' | '1.1'>;
  updated_at: Timestamp;
};

export type CatalogGamesTable = {
  id: Generated<number>;
  vendor_id: number;
  vassalage: string;
  game_type: GameCategory;
  game_code: string;
  game_name: string;
  display_names: Json<Record<string, string>>;
  icon_url: string;
  is_hot: Generated<boolean>;
  is_game: Generated<'GAME' | 'VASSALAGE'>;
  enabled: Generated<boolean>;
  maintenance: Generated<boolean>;
  sort_order: Generated<number>;
  search_text: string;
  updated_at: Timestamp;
};

export type CatalogWinnersTable = {
  id: Generated<bigint>;
  board: 'JACKPOT' | 'BIGWIN';
  customer_name: string;
  win_amount: bigint;
  game_id: number;
  game_type: GameCategory;
  won_at: Timestamp;
};

export type ContentBannersTable = {
  id: Generated<number>;
  group_name: string;
  url: string;
  linkage_type: string;
  link_target: Generated<string>;
  sequence: Generated<number>;
  enabled: Generated<boolean>;
  /** The words over the backdrop, in `language`; empty for an image-only banner. */
  headline: Generated<string>;
  subline: Generated<string>;
  cta: Generated<string>;
  /** The language of headline, sub-line and call to action (a code of languages.ts). */
  language: string;
  translations: JsonWithDefault<Translations<BannerText>>;
};

export type ContentNoticesTable = {
  id: Generated<number>;
  title: string;
  content: string;
  /** The language of title and content (a code of languages.ts). */
  language: string;
  translations: JsonWithDefault<Translations<TitledText>>;
  sequence: Generated<number>;
  enabled: Generated<boolean>;
};

export type ContentPromotionsTable = {
  id: Generated<number>;
  title: string;
  category: string;
  images: Json<{ url: string; sequence: number }[]>;
  content: string;
  /** The language of title and content (a code of languages.ts). */
  language: string;
  translations: JsonWithDefault<Translations<TitledText>>;
  start_at: Date | null;
  end_at: Date | null;
  sequence: Generated<number>;
  enabled: Generated<boolean>;
};

export type ContentAnnouncementsTable = {
  id: Generated<number>;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  platform: Generated<string>;
  execution: 'A' | 'B' | 'F';
  title: string;
  content: string;
  /** The language of title and content (a code of languages.ts). */
  language: string;
  translations: JsonWithDefault<Translations<TitledText>>;
  sequence: Generated<number>;
  enabled: Generated<boolean>;
  created_at: Timestamp;
};

export type ContentHelpArticlesTable = {
  id: Generated<number>;
  term: string;
  language: string;
  category: string;
  title: string;
  content: string;
  sequence: Generated<number>;
  enabled: Generated<boolean>;
};

/** Game catalog and site content tables (sql/baseline/03_catalog.sql). */
export type CatalogTables = {
  catalog_vendors: CatalogVendorsTable;
  catalog_games: CatalogGamesTable;
  catalog_winners: CatalogWinnersTable;
  content_banners: ContentBannersTable;
  content_notices: ContentNoticesTable;
  content_promotions: ContentPromotionsTable;
  content_announcements: ContentAnnouncementsTable;
  content_help_articles: ContentHelpArticlesTable;
};
