import type { FeedbackRequest } from '@gp/contracts';
import { api } from '../../../api/api-client';

/** PUT /wps/feedback: a member sends as themselves (their token goes along); a visitor leaves a contact. */
export const sendFeedback = (body: FeedbackRequest) => api.put('/wps/feedback', { body });
