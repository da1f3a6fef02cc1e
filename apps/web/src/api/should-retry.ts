import { isApiError } from './api-error';

const maxRetries = 2;

/**
 * Retry only what may heal by itself: a lost connection or a server error. A 4xx answer or
 * maintenance will not change within seconds, and retrying would only delay the screen for it.
 */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= maxRetries) return false;
  if (!isApiError(error)) return true;
  if (error.code === 'MAINTENANCE' || error.code === 'REGION_RESTRICTED') return false;
  return error.status === 0 || error.status >= 500;
};
