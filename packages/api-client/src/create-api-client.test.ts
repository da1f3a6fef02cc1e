import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, type CallFailure } from './api-error';
import { createApiClient, type ApiClientOptions } from './create-api-client';
import type { components } from './schema';

type Answer = { status?: number; body?: unknown; text?: string; headers?: Record<string, string> };

const envelope = (value: unknown) => ({ code: '0', message: 'OK', value });
const refusal = (code: string, message: string, details?: Record<string, unknown>) => ({ code, message, value: null, ...(details ? { details } : {}) });

/** A client over a stubbed fetch that answers `answer` and keeps every request it was sent. */
const setup = (answer: Answer | Error, options: Partial<ApiClientOptions> = {}) => {
  const sent: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    sent.push(request);
    // As a real fetch does: an aborted signal rejects with its reason, an AbortError.
    if (request.signal.aborted) throw request.signal.reason;
    if (answer instanceof Error) throw answer;
    const text = answer.text ?? JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { 'content-type': 'application/json', ...answer.headers } });
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch,
    languageTag: () => 'th-TH',
    token: () => null,
    fallbackMessage: () => 'offline text',
    ...options,
  });
  return { client, sent, fetch };
};

const publicKey: components['schemas']['PublicKeyResponse'] = { kty: 'RSA', n: 'n', e: 'AQAB', alg: 'RSA-OAEP-256', kid: 'k1' };

describe('createApiClient', () => {
  it('returns the envelope value, typed from the document', async () => {
    const { client, sent } = setup({ body: envelope(publicKey) });
    const key = await client.get('/wps/system/publicKey');
    expectTypeOf(key).toEqualTypeOf<components['schemas']['PublicKeyResponse']>();
    expect(key).toEqual(publicKey);
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.url).toBe('http://api.test/wps/system/publicKey');
  });

  it('sends the language, the bearer token when there is one, and JSON', async () => {
    const { client, sent } = setup({ body: envelope({}) }, { token: () => 'tok-1' });
    await client.post('/wps/member/bankAccounts/{id}/confirm/send', { params: { path: { id: 7 } }, body: { method: 'sms' } });
    const request = sent[0]!;
    expect(request.url).toBe('http://api.test/wps/member/bankAccounts/7/confirm/send');
    expect(request.headers.get('Accept-Language')).toBe('th-TH');
    expect(request.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({ method: 'sms' });
  });

  it('sends no Authorization without a token', async () => {
    const { client, sent } = setup({ body: envelope(publicKey) });
    await client.get('/wps/system/publicKey');
    expect(sent[0]!.headers.has('Authorization')).toBe(false);
  });

  it('leaves empty, null and undefined query values out', async () => {
    const { client, sent } = setup({ body: envelope({ list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 }) });
    await client.get('/bo/catalog/games', { params: { query: { keyword: '', vassalage: undefined, gameType: 'RNG', pageNo: 2 } } });
    expect(new URL(sent[0]!.url).search).toBe('?gameType=RNG&pageNo=2');
  });

  it('returns what parse makes of the value', async () => {
    const { client } = setup({ body: envelope(publicKey) });
    const kid = await client.get('/wps/system/publicKey', { parse: (value) => value.kid.toUpperCase() });
    expectTypeOf(kid).toEqualTypeOf<string>();
    expect(kid).toBe('K1');
  });

  it('seals the body of a sealed call with sealBody', async () => {
    const sealBody = vi.fn(async (body: unknown) => ({ sealed: JSON.stringify(body) }));
    const { client, sent } = setup({ body: envelope({ token: 't' }) }, { sealBody });
    await client.post('/wps/session/login', { body: { type: 'username', username: 'ann', password: 'pw' }, sealed: true });
    expect(await sent[0]!.json()).toEqual({ sealed: JSON.stringify({ type: 'username', username: 'ann', password: 'pw' }) });
  });

  it('refuses a sealed call when the client cannot seal', async () => {
    const { client, fetch } = setup({ body: envelope(null) });
    await expect(client.post('/wps/session/login', { body: { type: 'username', username: 'ann', password: 'pw' }, sealed: true })).rejects.toThrow(
      /no sealBody/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  it('throws the server code, message, status and details as ApiError', async () => {
    const { client } = setup({ status: 409, body: refusal('VERSION_CONFLICT', 'Changed meanwhile', { version: 3 }) });
    const error = await client.get('/wps/system/publicKey').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VERSION_CONFLICT', message: 'Changed meanwhile', status: 409, details: { version: 3 }, retryAfter: null });
  });

  it('reads Retry-After, in seconds or as a date', async () => {
    const seconds = await setup({ status: 429, body: refusal('RATE_LIMITED', 'Slow down'), headers: { 'Retry-After': '30' } })
      .client.get('/wps/system/publicKey')
      .catch((e: unknown) => e);
    expect(seconds).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 30 });
    const at = new Date(Date.now() + 90_000).toUTCString();
    const dated = await setup({ status: 503, body: refusal('MAINTENANCE', 'Closed'), headers: { 'Retry-After': at } })
      .client.get('/wps/system/publicKey')
      .catch((e: unknown) => e);
    expect((dated as ApiError).retryAfter).toBeGreaterThan(80);
  });

  it('makes NETWORK_ERROR with the fallback message when no answer comes', async () => {
    const { client } = setup(new TypeError('Failed to fetch'));
    await expect(client.get('/wps/system/publicKey')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0, message: 'offline text' });
  });

  it('lets an abort through unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client } = setup({ body: envelope(publicKey) });
    const error = await client.get('/wps/system/publicKey', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('makes BAD_RESPONSE of an answer that is no envelope', async () => {
    const { client } = setup({ status: 502, text: '<html>Bad gateway</html>', headers: { 'content-type': 'text/html' } });
    await expect(client.get('/wps/system/publicKey')).rejects.toMatchObject({ code: 'BAD_RESPONSE', status: 502, message: 'offline text' });
  });

  it('makes BAD_RESPONSE of a value parse refuses, with the refusal as cause', async () => {
    const refusalOfParse = new Error('kid missing');
    const { client } = setup({ body: envelope({}) });
    const error = await client
      .get('/wps/system/publicKey', {
        parse: () => {
          throw refusalOfParse;
        },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_RESPONSE', status: 200 });
    expect((error as Error).cause).toBe(refusalOfParse);
  });

  it('tells onFailure of every failure, with whether the call carried a token', async () => {
    const failures: CallFailure[] = [];
    const { client } = setup(
      { status: 401, body: refusal('SESSION_EXPIRED', 'Sign in again') },
      { token: () => 'old', onFailure: (failure) => failures.push(failure) },
    );
    await client.delete('/wps/member/bankAccounts/{id}', { params: { path: { id: 3 } } }).catch(() => undefined);
    expect(failures).toEqual([
      expect.objectContaining({
        kind: 'server',
        method: 'DELETE',
        path: '/wps/member/bankAccounts/{id}',
        status: 401,
        code: 'SESSION_EXPIRED',
        authenticated: true,
      }),
    ]);
  });

  it('throws what createError makes of the failure', async () => {
    class ScreenError extends Error {}
    const { client } = setup(
      { status: 403, body: refusal('FORBIDDEN', 'No') },
      { createError: (failure) => new ScreenError(`${failure.code}:${failure.message}`) },
    );
    const error = await client.get('/wps/system/publicKey').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScreenError);
    expect((error as Error).message).toBe('FORBIDDEN:No');
  });
});

describe('blob', () => {
  it('GETs the bytes of a path with its parameters, the language and the token', async () => {
    const { client, sent } = setup(
      { text: 'a,b\n1,2', headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="ggr.csv"' } },
      { token: () => 'tok-1' },
    );
    const csv = await client.blob('/bo/games/ggr.csv', { params: { query: { from: '2026-01-01', to: '2026-01-31', vendorCode: '' } } });
    expectTypeOf(csv.blob).toEqualTypeOf<Blob>();
    expect(await csv.blob.text()).toBe('a,b\n1,2');
    expect(csv.headers.get('Content-Disposition')).toBe('attachment; filename="ggr.csv"');
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.url).toBe('http://api.test/bo/games/ggr.csv?from=2026-01-01&to=2026-01-31');
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(sent[0]!.headers.get('Accept-Language')).toBe('th-TH');
    expect(sent[0]!.headers.has('Accept')).toBe(false);
  });

  it('fills the path parameters', async () => {
    const { client, sent } = setup({ text: 'png', headers: { 'content-type': 'image/png' } });
    await client.blob('/bo/deposits/{id}/proofs/{index}', { params: { path: { id: 4, index: 2 } } });
    expect(sent[0]!.url).toBe('http://api.test/bo/deposits/4/proofs/2');
  });

  it('makes a failure of an error envelope, told to onFailure with the document path', async () => {
    const failures: CallFailure[] = [];
    const { client } = setup(
      { status: 401, body: refusal('SESSION_EXPIRED', 'Sign in again') },
      { token: () => 'old', onFailure: (failure) => failures.push(failure) },
    );
    const error = await client.blob('/bo/deposits/{id}/proofs/{index}', { params: { path: { id: 4, index: 1 } } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Sign in again', status: 401 });
    expect(failures).toEqual([
      expect.objectContaining({ kind: 'server', method: 'GET', path: '/bo/deposits/{id}/proofs/{index}', status: 401, authenticated: true }),
    ]);
  });

  it('reads a refusal sent as an envelope with a 2xx status, and refuses a JSON answer that is no refusal', async () => {
    const json = { 'content-type': 'application/json' };
    await expect(setup({ text: JSON.stringify(refusal('FORBIDDEN', 'No')), headers: json }).client.blob('/bo/games/ggr.csv')).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'No',
    });
    await expect(setup({ text: JSON.stringify(envelope([])), headers: json }).client.blob('/bo/games/ggr.csv')).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it('makes BAD_RESPONSE of a failure that is no envelope, and NETWORK_ERROR when no answer comes', async () => {
    const proof = { params: { path: { id: 4, index: 1 } } };
    await expect(setup({ status: 502, text: 'Bad gateway' }).client.blob('/bo/deposits/{id}/proofs/{index}', proof)).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      status: 502,
    });
    await expect(setup(new TypeError('Failed to fetch')).client.blob('/bo/deposits/{id}/proofs/{index}', proof)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
    });
  });
});

describe('form', () => {
  it('POSTs a FormData as multipart, with the token, and reads the envelope', async () => {
    const { client, sent } = setup({ body: envelope({ url: '/uploads/a.png' }) }, { token: () => 'tok-1' });
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'a.png');
    const answer = await client.post('/wps/deposit/proofs', { form });
    expect(answer).toEqual({ url: '/uploads/a.png' });
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(await sent[0]!.text()).toContain('filename="a.png"');
  });
});

describe('types from the document', () => {
  it('requires the parameters and body an operation has, of their types', () => {
    const { client } = setup({ body: envelope(null) });
    // @ts-expect-error: the path needs its id
    void client.delete('/wps/member/bankAccounts/{id}').catch(() => undefined);
    // @ts-expect-error: no such path
    void client.get('/wps/no/such/path').catch(() => undefined);
    // @ts-expect-error: the path has no GET
    void client.get('/wps/session/login').catch(() => undefined);
    // @ts-expect-error: the body needs its method
    void client.post('/wps/member/bankAccounts/{id}/confirm/send', { params: { path: { id: 1 } } }).catch(() => undefined);
    // @ts-expect-error: no such method to confirm by
    void client.post('/wps/member/bankAccounts/{id}/confirm/send', { params: { path: { id: 1 } }, body: { method: 'fax' } }).catch(() => undefined);
    // @ts-expect-error: the id is a number
    void client.delete('/wps/member/bankAccounts/{id}', { params: { path: { id: 'one' } } }).catch(() => undefined);
    // @ts-expect-error: a proof needs its deposit and index
    void client.blob('/bo/deposits/{id}/proofs/{index}').catch(() => undefined);
    // @ts-expect-error: the path has no GET
    void client.blob('/wps/session/login').catch(() => undefined);
    expect(true).toBe(true);
  });
});
