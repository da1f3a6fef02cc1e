// The lottery module's public surface: other modules import only what this file exports.
export { createLotteryServices } from './lottery.wiring';
export { lotteryFeature } from './lottery.feature';
export type { LotteryServices, LotteryWiring } from './lottery.wiring';
export type { LotteryWalletPort } from './lottery-wallet';
export { defaultLotteryGames, lotteryVendorCodes } from './lottery-defaults';
export type { DefaultLotteryGame } from './lottery-defaults';
export { installLotteryGames } from './lottery-install';
