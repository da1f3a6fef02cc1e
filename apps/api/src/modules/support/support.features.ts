import type { Feature } from '../feature';
import { liveChatFeature } from './chat';
import { feedbackFeature } from './feedback';

/** The support domain's features (players talking to the operator's staff), registered in this order. */
export const supportFeatures: readonly Feature[] = [liveChatFeature, feedbackFeature];
