import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { unwrapEnvelope } from './unwrap-envelope';

const caught = (run: () => unknown): ApiError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
};

describe('unwrapEnvelope', () => {
  it('returns the value of a success envelope', () => {
    expect(unwrapEnvelope(200, { code: '0', message: 'OK', value: { status: 0 } }, 'fallback')).toEqual({ status: 0 });
    expect(unwrapEnvelope(200, { code: '0', message: 'OK', value: null }, 'fallback')).toBeNull();
  });

  it('throws the server code, translated message and details', () => {
    const body = { code: 'RATE_LIMITED', message: 'बहुत अधिक अनुरोध।', value: null, details: { seconds: 30 } };
    const error = caught(() => unwrapEnvelope(429, body, 'fallback'));
    expect(error).toMatchObject({ code: 'RATE_LIMITED', message: 'बहुत अधिक अनुरोध।', status: 429, details: { seconds: 30 } });
  });

  it('gives empty details when the server sends none', () => {
    expect(caught(() => unwrapEnvelope(401, { code: 'UNAUTHORIZED', message: 'Log in', value: null }, 'fallback')).details).toEqual({});
  });

  it('uses the fallback text when the body is no envelope', () => {
    expect(caught(() => unwrapEnvelope(502, undefined, 'Try again'))).toMatchObject({ code: 'BAD_RESPONSE', message: 'Try again', status: 502 });
    expect(caught(() => unwrapEnvelope(200, ['x'], 'Try again')).code).toBe('BAD_RESPONSE');
    expect(caught(() => unwrapEnvelope(500, { code: 'INTERNAL_ERROR', message: '' }, 'Try again')).message).toBe('Try again');
  });

  it('does not accept a success code on an error status', () => {
    expect(caught(() => unwrapEnvelope(500, { code: '0', message: 'OK', value: 1 }, 'Try again'))).toMatchObject({ code: 'BAD_RESPONSE', status: 500 });
  });
});
