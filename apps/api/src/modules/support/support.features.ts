import type { Feature } from '../feature';

/** The support domain's features (players talking to the operator's staff), registered in this order. */
export const supportFeatures: readonly Feature[] = [];
