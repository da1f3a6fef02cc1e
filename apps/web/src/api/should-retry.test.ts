import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './should-retry';

describe('shouldRetry', () => {
  it('retries lost connections and server errors, at most twice', () => {
    expect(shouldRetry(0, new ApiError('NETWORK_ERROR', '', 0))).toBe(true);
    expect(shouldRetry(1, new ApiError('INTERNAL_ERROR', '', 500))).toBe(true);
    expect(shouldRetry(2, new ApiError('INTERNAL_ERROR', '', 500))).toBe(false);
  });

  it('does not retry answers that will not change soon', () => {
    expect(shouldRetry(0, new ApiError('UNAUTHORIZED', '', 401))).toBe(false);
    expect(shouldRetry(0, new ApiError('MAINTENANCE', '', 503))).toBe(false);
    expect(shouldRetry(0, new ApiError('REGION_RESTRICTED', '', 403))).toBe(false);
  });
});
