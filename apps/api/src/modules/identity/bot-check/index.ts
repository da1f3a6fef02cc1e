// The bot-check module's public surface: other modules import only what this file exports.
export { botCheckFeature } from './bot-check.feature';
export { createBotCheckService } from './bot-check.service';
export type { BotCheckService } from './bot-check.service';
