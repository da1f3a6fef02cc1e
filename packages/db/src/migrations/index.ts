import type { Migration } from 'kysely';
import type { FunctionSnapshots } from '../sql/function-snapshots';
import * as baseline from './2026_11_30_0001_baseline';
import * as bankIfsc from './2026_11_30_0003_bank_ifsc';
import * as contentLanguage from './2026_11_30_0004_content_language';
import * as bannerHeadlines from './2026_11_30_0005_banner_headlines';
import * as promotionCategories from './2026_11_30_0006_promotion_categories';
import * as promotionEngine from './2026_11_30_0007_promotion_engine';
import * as memberVipCountry from './2026_11_30_0008_member_vip_country';
import * as promotionRuns from './2026_11_30_0009_promotion_runs';
import * as promotionClaimReviews from './2026_11_30_0010_promotion_claim_reviews';
import * as promotionReviewReason from './2026_11_30_0011_promotion_review_reason';
import * as promotionBonusJournals from './2026_11_30_0012_promotion_bonus_journals';
import * as loyaltyPoints from './2026_11_30_0013_loyalty_points';
import * as loyaltyAccrual from './2026_11_30_0014_loyalty_accrual';
import * as pointsMall from './2026_11_30_0015_points_mall';
import * as vipLevels from './2026_11_30_0016_vip_levels';
import * as missionsLeaderboards from './2026_11_30_0017_missions_leaderboards';
import * as envelopesWheel from './2026_11_30_0018_envelopes_wheel';
import * as referral from './2026_11_30_0019_referral';
import * as inbox from './2026_11_30_0020_inbox';
import * as feedbackAffiliate from './2026_11_30_0021_feedback_affiliate';
import * as liveChat from './2026_11_30_0022_live_chat';
import * as contentPages from './2026_11_30_0023_content_pages';
import * as winnersRecent from './2026_11_30_0024_winners_recent';
import * as gameWalletWinBatch from './2026_11_30_0025_game_wallet_win_batch';
import * as lottery from './2026_11_30_0026_lottery';
import * as gameWalletAdjust from './2026_11_30_0027_game_wallet_adjust';
import * as sportsBets from './2026_11_30_0028_sports_bets';
import * as outboxQueued from './2026_12_01_0029_outbox_queued';
import * as gameWalletSetBatch from './2026_12_01_0030_game_wallet_set_batch';
import * as ledgerChecksPerStatement from './2026_12_01_0031_ledger_checks_per_statement';

/** Every migration, by its timestamped name; Kysely runs them in name order. */
export const migrations: Record<string, Migration & { functions?: FunctionSnapshots }> = {
  '2026_11_30_0001_baseline': baseline,
  '2026_11_30_0003_bank_ifsc': bankIfsc,
  '2026_11_30_0004_content_language': contentLanguage,
  '2026_11_30_0005_banner_headlines': bannerHeadlines,
  '2026_11_30_0006_promotion_categories': promotionCategories,
  '2026_11_30_0007_promotion_engine': promotionEngine,
  '2026_11_30_0008_member_vip_country': memberVipCountry,
  '2026_11_30_0009_promotion_runs': promotionRuns,
  '2026_11_30_0010_promotion_claim_reviews': promotionClaimReviews,
  '2026_11_30_0011_promotion_review_reason': promotionReviewReason,
  '2026_11_30_0012_promotion_bonus_journals': promotionBonusJournals,
  '2026_11_30_0013_loyalty_points': loyaltyPoints,
  '2026_11_30_0014_loyalty_accrual': loyaltyAccrual,
  '2026_11_30_0015_points_mall': pointsMall,
  '2026_11_30_0016_vip_levels': vipLevels,
  '2026_11_30_0017_missions_leaderboards': missionsLeaderboards,
  '2026_11_30_0018_envelopes_wheel': envelopesWheel,
  '2026_11_30_0019_referral': referral,
  '2026_11_30_0020_inbox': inbox,
  '2026_11_30_0021_feedback_affiliate': feedbackAffiliate,
  '2026_11_30_0022_live_chat': liveChat,
  '2026_11_30_0023_content_pages': contentPages,
  '2026_11_30_0024_winners_recent': winnersRecent,
  '2026_11_30_0025_game_wallet_win_batch': gameWalletWinBatch,
  '2026_11_30_0026_lottery': lottery,
  '2026_11_30_0027_game_wallet_adjust': gameWalletAdjust,
  '2026_11_30_0028_sports_bets': sportsBets,
  '2026_12_01_0029_outbox_queued': outboxQueued,
  '2026_12_01_0030_game_wallet_set_batch': gameWalletSetBatch,
  '2026_12_01_0031_ledger_checks_per_statement': ledgerChecksPerStatement,
};
