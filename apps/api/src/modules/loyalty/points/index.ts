// The points module's public surface: other modules import only what this file exports.
export { pointsBalanceOf, postPoints } from './post-points';
export type { PostedPoints, PostPointsInput } from './post-points';
export { pointRatesFor } from './point-rates';
export { pointsFeature } from './points.feature';
export { createPointsServices } from './points.wiring';
export type { RedemptionStatusLookup } from './points-member.service';
export { pointsByDay } from './points-by-day.repository';
export type { PointsDayRow } from './points-by-day.repository';
