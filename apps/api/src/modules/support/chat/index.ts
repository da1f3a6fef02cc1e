// Live chat's public surface: other modules import only what this file exports.
export { liveChatFeature } from './chat.feature';
export { createLiveChatService } from './chat.service';
export type { LiveChatService } from './chat.service';
export { createChatBusSlot } from './chat-bus';
export { createChatImageStore } from './chat-images';
