import type { Feature } from '../../feature';
import { feedbackAdminRoutes } from './feedback.admin.routes';
import { feedbackRoutes } from './feedback.routes';

export const feedbackFeature: Feature = async (app, { services, config }) => {
  await app.register(feedbackRoutes, { feedback: services.feedback, config });
  await app.register(feedbackAdminRoutes, { feedbackAdmin: services.feedbackAdmin });
};
