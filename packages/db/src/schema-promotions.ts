import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A JSON column with a database default: optional on insert. */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export type PromotionKind =
  'first_deposit' | 'reload' | 'signup' | 'cashback_daily' | 'cashback_weekly' | 'rebate' | 'apply' | 'raffle' | 'loyalty' | 'referral';
export type PromotionClaimStatus = 'signed_up' | 'applying' | 'processing' | 'issued' | 'claimed' | 'rejected';
export type WageringStatus = 'active' | 'met' | 'waived' | 'forfeited';

export type PromotionRulesTable = {
  /** The content_promotions row this rule belongs to (one rule per promotion). */
  promotion_id: number;
  kind: PromotionKind;
  /** Kind-specific parameters, checked by promotionParametersSchema in @gp/contracts. */
  parameters: JsonWithDefault<Record<string, unknown>>;
  member_types: Generated<number[]>;
  vip_levels: Generated<number[]>;
  new_members_only: Generated<boolean>;
  countries: Generated<string[]>;
  limit_per_day: number | null;
  limit_per_week: number | null;
  limit_lifetime: number | null;
  /** Minor units; null means no budget limit. */
  budget_total: bigint | null;
  budget_used: Generated<bigint>;
  /** The turnover multiple in basis points (10 000 = bets of once the bonus). */
  turnover_multiple_bp: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PromotionClaimsTable = {
  id: Generated<bigint>;
  promotion_id: number;
  member_id: bigint;
  period_key: string;
  status: PromotionClaimStatus;
  amount: Generated<bigint>;
  remark: string | null;
  image_urls: JsonWithDefault<string[]>;
  reviewer_id: number | null;
  reason: string | null;
  journal_id: bigint | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  reviewed_at: Date | null;
  /** The sha256 of an application's body: the same body again answers the first application. */
  request_hash: Generated<string | null>;
  /** Above the four-eyes threshold: the staff member who approved first, the amount and when; a second one pays. */
  first_approver_id: Generated<number | null>;
  first_approved_amount: Generated<bigint | null>;
  first_approved_at: Generated<Date | null>;
  /** Why a claim waits for staff review instead of paying (a shared device, IP or payout account). */
  review_reason: Generated<string | null>;
  /** The deposit a reload claim matched: one bonus per deposit. */
  deposit_id: Generated<bigint | null>;
  /** A raffle claim's draw: the roll, the prize table's total weight and the prize's index. */
  draw: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
};

/** A picture a member uploaded for an application: loose until an application takes it (claim_id). */
export type PromotionClaimImagesTable = {
  id: Generated<bigint>;
  token: string;
  member_id: bigint;
  claim_id: bigint | null;
  content_type: 'image/png' | 'image/jpeg';
  size: number;
  bytes: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
  created_at: Timestamp;
};

export type WageringRequirementsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  /** The journal that paid the bonus: bets posted after it count toward the requirement. */
  source_journal_id: bigint;
  amount_required: bigint;
  status: Generated<WageringStatus>;
  created_at: Timestamp;
  closed_at: Date | null;
};

/** The promotions engine and the money domain's wagering requirements (migration 2026_11_30_0007). */
export type PromotionTables = {
  promotion_rules: PromotionRulesTable;
  promotion_claims: PromotionClaimsTable;
  promotion_claim_images: PromotionClaimImagesTable;
  wagering_requirements: WageringRequirementsTable;
};
