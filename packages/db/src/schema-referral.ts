import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type ReferralRewardRule = 'first_deposit' | 'valid_bets';
/** `paid` through the promotions engine, `held` as a claim for staff review, `refused` (self-excluded referrer). */
export type ReferralRewardStatus = 'paid' | 'held' | 'refused';

export type ReferralSettingsTable = {
  id: number;
  enabled: Generated<boolean>;
  promotion_id: number | null;
  first_deposit_amount: Generated<bigint>;
  first_deposit_min: Generated<bigint>;
  valid_bets_amount: Generated<bigint>;
  valid_bets_figure: Generated<bigint>;
  turnover_multiple_bp: Generated<number>;
  link_limit: Generated<number>;
  /** Hold a reward for staff when the referee shares a device, an IP or a payout account with the referrer. */
  identity_review: Generated<boolean>;
  updated_at: Timestamp;
};

export type ReferralLinksTable = {
  id: Generated<bigint>;
  member_id: bigint;
  code: string;
  label: string | null;
  is_default: Generated<boolean>;
  created_at: Timestamp;
};

export type ReferralLinkClicksTable = { link_id: bigint; day: ColumnType<Date, string, string>; visitor: string; created_at: Timestamp };

export type ReferralsTable = { referee_id: bigint; referrer_id: bigint; link_id: bigint; created_at: Timestamp };

export type ReferralRewardsTable = {
  id: Generated<bigint>;
  referee_id: bigint;
  referrer_id: bigint;
  link_id: bigint;
  rule: ReferralRewardRule;
  amount: bigint;
  status: ReferralRewardStatus;
  claim_id: bigint | null;
  reason: string | null;
  created_at: Timestamp;
};

export type ReferralRunLeasesTable = { name: string; holder: string; expires_at: Date };

export type ReferralTables = {
  referral_settings: ReferralSettingsTable;
  referral_links: ReferralLinksTable;
  referral_link_clicks: ReferralLinkClicksTable;
  referrals: ReferralsTable;
  referral_rewards: ReferralRewardsTable;
  referral_run_leases: ReferralRunLeasesTable;
};
