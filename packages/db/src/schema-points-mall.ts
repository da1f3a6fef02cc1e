import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A JSON column with a database default: optional on insert. */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

/** The spec's redeem types: cash for points, discounts, life services, gifts. */
export type PointsMallRedeemType = 'cash' | 'discount' | 'life' | 'gift';
/** `refused` keeps a refused request's answer for its replays; the others are the spec's statuses. */
export type PointsMallRedemptionStatus = 'refused' | 'applying' | 'approved' | 'released' | 'rejected';

export type PointsMallGoodsTable = {
  id: Generated<number>;
  redeem_type: PointsMallRedeemType;
  name: string;
  description: Generated<string>;
  /** The language of name and description (a code of languages.ts). */
  language: Generated<string>;
  translations: JsonWithDefault<Partial<Record<string, { name: string; description: string }>>>;
  images: JsonWithDefault<string[]>;
  /** Items left; null is unlimited. Never below zero (a check constraint). */
  stock: number | null;
  limit_per_member: number | null;
  points_needed: bigint;
  /** Minor units: the cash paid for cash-for-points goods, the face value of the others. */
  amount_needed: Generated<bigint>;
  start_at: Date | null;
  end_at: Date | null;
  sort_order: Generated<number>;
  enabled: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PointsMallRedemptionsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  client_key: string;
  kind: 'redeem' | 'convert';
  goods_id: number | null;
  redeem_type: PointsMallRedeemType;
  item_name: Generated<string>;
  quantity: number;
  points: bigint;
  amount: Generated<bigint>;
  ratio: string | null;
  status: PointsMallRedemptionStatus;
  refusal_code: string | null;
  refusal_details: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  reason: string | null;
  claim_id: bigint | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  released_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PointsMallConfigTable = {
  id: Generated<boolean>;
  /** `convert_points` points are worth `convert_amount` minor units. */
  convert_points: Generated<number>;
  convert_amount: Generated<bigint>;
  convert_min_points: Generated<number>;
  /** The `loyalty` promotion whose bonuses pay conversions and cash-for-points goods. */
  promotion_id: number | null;
  updated_at: Timestamp;
  updated_by: string | null;
};

export type PointsMallTables = {
  points_mall_goods: PointsMallGoodsTable;
  points_mall_redemptions: PointsMallRedemptionsTable;
  points_mall_config: PointsMallConfigTable;
};
