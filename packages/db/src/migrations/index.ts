import * as platform from './2026_11_21_0001_platform';
import * as ledger from './2026_11_21_0002_ledger';
import * as catalog from './2026_11_21_0003_catalog';
import * as contentI18n from './2026_11_21_0004_content_i18n';
import * as messaging from './2026_11_21_0006_messaging';
import * as accounts from './2026_11_21_0005_accounts';
import * as botCheck from './2026_11_21_0007_bot_check';
import * as memberSecurity from './2026_11_21_0008_member_security';
import * as notices from './2026_11_21_0009_member_notices';
import * as ledgerPost from './2026_11_21_0010_ledger_post';
import * as payments from './2026_11_21_0011_payments';
import * as withdrawals from './2026_11_21_0012_withdrawals';
import * as playerProtection from './2026_11_21_0013_player_protection';
import * as walletAdjustments from './2026_11_21_0014_wallet_adjustments';
import * as vendorWallets from './2026_11_21_0015_vendor_wallets';
import * as games from './2026_11_22_0016_games';
import * as gameWallet from './2026_11_22_0017_game_wallet';
import * as bgs from './2026_11_22_0018_bgs';
import * as memberTree from './2026_11_22_0019_member_tree';
import * as gameHotPathKeys from './2026_11_22_0020_game_hot_path_keys';
import * as agentContracts from './2026_11_22_0021_agent_contracts';
import * as gameWalletGroup from './2026_11_27_0022_game_wallet_group';
import * as gameWalletCallLean from './2026_11_27_0023_game_wallet_call_lean';
import * as cheaperWalletGuards from './2026_11_27_0024_cheaper_wallet_guards';
import * as gameWalletSingleCall from './2026_11_27_0025_game_wallet_single_call';
import * as dailyFromHourly from './2026_11_28_0026_daily_from_hourly';
import * as ledgerPostWallet from './2026_11_28_0027_ledger_post_wallet';
import * as gameWalletCalls from './2026_11_28_0028_game_wallet_calls';
import * as moneyLimits from './2026_11_29_0029_money_limits';
import * as walletRefusalsKept from './2026_11_29_0030_wallet_refusals_kept';
import * as staffSecurity from './2026_11_29_0031_staff_security';
import * as sendAndEnvelopeGuards from './2026_11_29_0033_send_and_envelope_guards';
import * as guessCounters from './2026_11_29_0032_guess_counters';
import * as memberLinkCodes from './2026_11_29_0036_member_link_codes';
import * as socialLinkSecurity from './2026_11_29_0035_social_link_security';
import * as securityChanges from './2026_11_29_0034_security_changes';

/** Every migration, by its timestamped name; Kysely runs them in name order. */
export const migrations = {
  '2026_11_21_0001_platform': platform,
  '2026_11_21_0002_ledger': ledger,
  '2026_11_21_0003_catalog': catalog,
  '2026_11_21_0004_content_i18n': contentI18n,
  '2026_11_21_0006_messaging': messaging,
  '2026_11_21_0005_accounts': accounts,
  '2026_11_21_0007_bot_check': botCheck,
  '2026_11_21_0008_member_security': memberSecurity,
  '2026_11_21_0009_member_notices': notices,
  '2026_11_21_0010_ledger_post': ledgerPost,
  '2026_11_21_0011_payments': payments,
  '2026_11_21_0012_withdrawals': withdrawals,
  '2026_11_21_0013_player_protection': playerProtection,
  '2026_11_21_0014_wallet_adjustments': walletAdjustments,
  '2026_11_21_0015_vendor_wallets': vendorWallets,
  '2026_11_22_0016_games': games,
  '2026_11_22_0017_game_wallet': gameWallet,
  '2026_11_22_0018_bgs': bgs,
  '2026_11_22_0019_member_tree': memberTree,
  '2026_11_22_0020_game_hot_path_keys': gameHotPathKeys,
  '2026_11_22_0021_agent_contracts': agentContracts,
  '2026_11_27_0022_game_wallet_group': gameWalletGroup,
  '2026_11_27_0023_game_wallet_call_lean': gameWalletCallLean,
  '2026_11_27_0024_cheaper_wallet_guards': cheaperWalletGuards,
  '2026_11_27_0025_game_wallet_single_call': gameWalletSingleCall,
  '2026_11_28_0026_daily_from_hourly': dailyFromHourly,
  '2026_11_28_0027_ledger_post_wallet': ledgerPostWallet,
  '2026_11_28_0028_game_wallet_calls': gameWalletCalls,
  '2026_11_29_0029_money_limits': moneyLimits,
  '2026_11_29_0030_wallet_refusals_kept': walletRefusalsKept,
  '2026_11_29_0031_staff_security': staffSecurity,
  '2026_11_29_0033_send_and_envelope_guards': sendAndEnvelopeGuards,
  '2026_11_29_0032_guess_counters': guessCounters,
  '2026_11_29_0036_member_link_codes': memberLinkCodes,
  '2026_11_29_0035_social_link_security': socialLinkSecurity,
  '2026_11_29_0034_security_changes': securityChanges,
};
