/**
 * The kinds of journal the platform posts. Records (transactionHistory) filter and label by these,
 * turnover counts `game_bet`, and personal profit nets `game_bet`, `game_win` and `game_refund`,
 * so a new kind is added here first. Game journals carry `metadata.gameType` (catalog category)
 * and `metadata.vendorCode`.
 */
export const journalKinds = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_payout',
  'transfer_upline',
  'transfer_downline',
  'vendor_transfer_in',
  'vendor_transfer_out',
  'adjustment',
  'bonus',
  'game_bet',
  'game_win',
  'game_refund',
] as const;

export type JournalKind = (typeof journalKinds)[number];
