// The wallet module's public surface: other modules import only what this file exports.
export { createAdjustmentsService } from './adjustments.service';
export { createMemberTransferService } from './member-transfer.service';
export { createMemberWalletService } from './member-wallet.service';
export { createVendorWalletService } from './vendor-wallets.service';
export { walletFeature } from './wallet.feature';
export { createWalletService } from './wallet.service';
