import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { databaseRetryAfterSeconds, registerErrorHandler } from './error-handler';
import { registerLanguage } from './language';

const withCode = (code: string, message: string) => Object.assign(new Error(message), { code });

// The real handler on a bare Fastify app: each route fails the way a query does when the database goes away.
const app = Fastify({ logger: false });
registerLanguage(app);
registerErrorHandler(app, null);
const failures: Record<string, () => unknown> = {
  shutdown: () => withCode('57P01', 'terminating connection due to administrator command'),
  refused: () => withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
  wrapped: () => new AppError('INTERNAL_ERROR', { cause: new Error('Connection terminated unexpectedly') }),
  notReady: () => new AppError('NOT_READY', { cause: withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432') }),
  bug: () => new TypeError('x is not a function'),
};
for (const [name, failure] of Object.entries(failures)) {
  app.get(`/${name}`, async () => {
    throw failure();
  });
}
afterAll(() => app.close());

describe('the error handler when the database is away', () => {
  it.each(['shutdown', 'refused', 'wrapped'])('answers %s with 503 SERVICE_UNAVAILABLE and Retry-After', async (name) => {
    const res = await app.inject({ method: 'GET', url: `/${name}`, headers: { 'accept-language': 'de' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(databaseRetryAfterSeconds));
    const body = res.json();
    expect(body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', value: null, details: { retryAfterSeconds: databaseRetryAfterSeconds } });
    // Translated, not the code echoed back.
    expect(body.message).not.toBe('SERVICE_UNAVAILABLE');
  });

  it('keeps a readiness refusal NOT_READY', async () => {
    const res = await app.inject({ method: 'GET', url: '/notReady' });
    expect([res.statusCode, res.json().code]).toEqual([503, 'NOT_READY']);
  });

  it('still answers a fault of ours with 500 INTERNAL_ERROR', async () => {
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect([res.statusCode, res.json().code, res.headers['retry-after']]).toEqual([500, 'INTERNAL_ERROR', undefined]);
  });
});
