// The feedback module's public surface: other modules import only what this file exports.
export { feedbackFeature } from './feedback.feature';
export { createFeedbackAdminService, createFeedbackService } from './feedback.service';
export type { FeedbackAdminService, FeedbackService } from './feedback.service';
