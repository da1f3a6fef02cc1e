/** Journal kinds the ledger posts (apps/api/src/modules/ledger/journal-kinds.ts), for the filter. */
export const ledgerKinds = [
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

export type LedgerKind = (typeof ledgerKinds)[number];

export const isKnownLedgerKind = (kind: string): kind is LedgerKind => (ledgerKinds as readonly string[]).includes(kind);
