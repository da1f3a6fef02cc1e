// The gateway module's public surface: other modules import only what this file exports.
export { createGameWalletService, isRetryable } from './game-wallet.service';
export type { GameWalletService, PreparedBet, TrustedBet, TrustedRollback, TrustedWin, TrustedWinBatch, TrustedWinCall } from './game-wallet.service';
export { gatewayFeature } from './gateway.feature';
export { createVendorAdminService } from './vendor-admin.service';
export { walletRefusalError } from './wallet-refusal';
