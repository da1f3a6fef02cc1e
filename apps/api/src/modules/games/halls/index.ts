// The shared games' lobby (live dealers, live chat, card rooms): other modules import only what this file exports.
export { createCardRoomsService } from './card-rooms.service';
export { createHallFeeds } from './hall-feeds';
export { hallsFeature } from './halls.feature';
export { createLiveChatService } from './live-chat.service';
export { createLiveModelsService } from './live-models.service';
