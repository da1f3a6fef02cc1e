import type { CallFailure } from '@gp/api-client';
import i18next from 'i18next';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiErrorOf, noteFailure } from './api-failure';
import { onSessionLost } from './session-lost';

const failure = (parts: Partial<CallFailure>): CallFailure => ({
  kind: 'server',
  method: 'GET',
  path: '/bo/auth/me',
  status: 400,
  code: 'VALIDATION_ERROR',
  message: 'Check the form',
  details: {},
  retryAfter: null,
  authenticated: true,
  ...parts,
});

describe('apiErrorOf', () => {
  it('keeps the server code, message, status and Retry-After', () => {
    const error = apiErrorOf(failure({ status: 429, code: 'RATE_LIMITED', message: 'Slow down', retryAfter: 30 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Slow down', retryAfter: 30, issues: [] });
  });

  it('reads the issues of a validation error, dropping malformed ones', () => {
    const details = { issues: [{ path: 'value.defaultLanguage', message: 'Pick one' }, { path: 3, message: 'x' }, 'nonsense'] };
    expect(apiErrorOf(failure({ details })).issues).toEqual([{ path: 'value.defaultLanguage', message: 'Pick one' }]);
  });

  it('makes NETWORK_ERROR and UNEXPECTED_RESPONSE with the generic texts', () => {
    expect(apiErrorOf(failure({ kind: 'network', status: 0, code: 'NETWORK_ERROR', message: null }))).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: i18next.t('error.network'),
    });
    expect(apiErrorOf(failure({ kind: 'bad-response', status: 502, code: 'BAD_RESPONSE', message: null }))).toMatchObject({
      status: 502,
      code: 'UNEXPECTED_RESPONSE',
      message: i18next.t('error.unexpected'),
    });
  });
});

describe('noteFailure', () => {
  const lost = vi.fn();
  const stop = onSessionLost(lost);
  afterEach(() => lost.mockClear());
  afterAll(stop);

  it('reports a lost session on a 401 UNAUTHORIZED or SESSION_EXPIRED of a call with a token', () => {
    noteFailure(failure({ status: 401, code: 'SESSION_EXPIRED' }));
    noteFailure(failure({ status: 401, code: 'UNAUTHORIZED' }));
    expect(lost).toHaveBeenCalledTimes(2);
  });

  it('leaves a wrong password, a call without a token and other refusals alone', () => {
    noteFailure(failure({ status: 401, code: 'INVALID_CREDENTIALS' }));
    noteFailure(failure({ status: 401, code: 'UNAUTHORIZED', authenticated: false }));
    noteFailure(failure({ status: 403, code: 'FORBIDDEN' }));
    expect(lost).not.toHaveBeenCalled();
  });
});
