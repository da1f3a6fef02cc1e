// The catalog module's public surface: other modules import only what this file exports.
export { seededRandom } from './art';
export { createCatalogAdminService } from './catalog-admin.service';
export { createCatalogArtService } from './catalog-art.service';
export { catalogFeature } from './catalog.feature';
export { createCatalogService, maskName, pickDisplayName, toGameEntry } from './catalog.service';
export { searchTextOf } from './search-text';
export { createGameLaunchService } from './game-launch.service';
export { inHouseEngine } from './launch-url';
export { createGameListsService } from './game-lists.service';
export { createWinnersListService } from './winners-list.service';
