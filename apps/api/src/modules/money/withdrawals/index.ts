// The withdrawals module's public surface: other modules import only what this file exports.
export { withdrawalsFeature } from './withdrawals.feature';
export { createWithdrawalServices } from './withdrawals.wiring';
export { countOpenDisputes, withdrawalFigures } from './withdrawal-figures.repository';
export { membersSharingPayee } from './shared-payee.repository';
