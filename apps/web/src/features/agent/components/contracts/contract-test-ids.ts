/**
 * data-testid values of the contract pages, for the Playwright suite. Rows and fields that repeat
 * carry an index or id suffix where noted (e.g. `${offerTierRate}-0`), and rows carry data-id.
 */
export const contractTestIds = {
  /** `${page}-${type}`, e.g. contract-page-daily_salary. */
  page: 'contract-page',
  held: 'contract-held',
  heldNone: 'contract-held-none',
  heldTerms: 'contract-held-terms',
  heldTerminate: 'contract-held-terminate',
  /** An offer waiting for the caller's answer; data-id = contract id. */
  offerCard: 'contract-offer-card',
  accept: 'contract-offer-accept',
  reject: 'contract-offer-reject',
  /** The dialogs' reason field and buttons. */
  dialogReason: 'contract-dialog-reason',
  dialogConfirm: 'contract-dialog-confirm',
  dialogCancel: 'contract-dialog-cancel',
  actionDone: 'contract-action-done',
  /** Contracts the caller gave: row (table) / card (phone), data-id = contract id, data-status. */
  givenRow: 'contract-given-row',
  givenCard: 'contract-given-card',
  givenTerminate: 'contract-given-terminate',
  givenWithdraw: 'contract-given-withdraw',
  givenStatusFilter: 'contract-given-status',
  offerForm: 'contract-offer-form',
  offerDownline: 'contract-offer-downline',
  offerDownlineSearch: 'contract-offer-downline-search',
  /** Tier fields: `${id}-${rowIndex}`. */
  offerTierMinActive: 'contract-offer-tier-active',
  offerTierMinBet: 'contract-offer-tier-bet',
  offerTierMinProfit: 'contract-offer-tier-profit',
  offerTierRate: 'contract-offer-tier-rate',
  offerRemoveTier: 'contract-offer-tier-remove',
  offerAddTier: 'contract-offer-tier-add',
  offerWinRate: 'contract-offer-win-rate',
  offerLossRate: 'contract-offer-loss-rate',
  offerMinSingleBet: 'contract-offer-single-bet',
  offerPeriod: 'contract-offer-period',
  offerEndsAt: 'contract-offer-ends-at',
  offerNote: 'contract-offer-note',
  offerSubmit: 'contract-offer-submit',
  offerSent: 'contract-offer-sent',
  /** Settlement history: row / card with data-id, data-status; the "how it was computed" toggle. */
  settlementRow: 'settlement-row',
  settlementCard: 'settlement-card',
  settlementAmount: 'settlement-amount',
  settlementStatus: 'settlement-status',
  settlementDetails: 'settlement-details',
  settlementRoleFilter: 'settlement-role',
  settlementEmpty: 'settlement-empty',
  /** Dividends awaiting the caller's confirmation: row with data-id. */
  confirmRow: 'dividend-confirm-row',
  confirmButton: 'dividend-confirm',
  refuseButton: 'dividend-refuse',
  /** Contract requests page. */
  requestsPage: 'contract-requests-page',
  requestsTabNew: 'contract-requests-tab-new',
  requestsTabTermination: 'contract-requests-tab-termination',
  sentOfferRow: 'contract-sent-offer',
  activeContractRow: 'contract-active-row',
  terminateButton: 'contract-terminate',
  historyRow: 'contract-history-row',
  historyType: 'contract-history-type',
  historyStatus: 'contract-history-status',
} as const;
