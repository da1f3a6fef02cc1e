// The leaderboards module's public surface: other modules import only what this file exports.
export { leaderboardsFeature } from './leaderboards.feature';
export { createLeaderboardsService } from './leaderboards.service';
export type { LeaderboardsService, LeaderboardsDeps } from './leaderboards.service';
export { createLeaderboardsAdminService } from './leaderboards-admin.service';
export type { LeaderboardsAdminService } from './leaderboards-admin.service';
export { createBoardRunsService } from './board-runs.service';
export type { BoardRunsService, BoardRunsDeps } from './board-runs.service';
export { createLeaderboardServices } from './leaderboards-services';
