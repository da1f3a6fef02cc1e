// The payments module's public surface: other modules import only what this file exports.
export { manualProviderCode } from './payment-providers';
export type { PaymentProviders } from './payment-providers';
export { paymentsFeature } from './payments.feature';
export { createPaymentServices } from './payments.wiring';
export type { ProviderAdapter } from './provider-adapter';
export { sandboxProviderCode } from './sandbox-provider';
export { depositFigures } from './deposit-figures.repository';
export { firstCreditedDeposit } from './first-deposit.repository';
export { latestCreditedDeposits } from './credited-deposits.repository';
