import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient, type ApiClientOptions } from './create-api-client';

type Call = { input: string; init: RequestInit };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const setup = (respond: () => Promise<Response>, overrides: Partial<ApiClientOptions> = {}) => {
  const calls: Call[] = [];
  const client = createApiClient({
    fetch: (input, init) => {
      calls.push({ input, init });
      return respond();
    },
    languageTag: () => 'hi',
    token: () => null,
    fallbackMessage: () => 'Could not reach the service',
    ...overrides,
  });
  return { client, calls };
};

const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);

describe('createApiClient', () => {
  it('unwraps the value and sends the language on every call', async () => {
    const { client, calls } = setup(async () => json(200, { code: '0', message: 'OK', value: { status: 1 } }));
    await expect(client.get('/wps/system/status')).resolves.toEqual({ status: 1 });
    expect(calls[0]?.input).toBe('/wps/system/status');
    expect(headersOf(calls[0]).get('Accept-Language')).toBe('hi');
    expect(headersOf(calls[0]).has('Authorization')).toBe(false);
  });

  it('sends the session token and a JSON body', async () => {
    const { client, calls } = setup(async () => json(200, { code: '0', message: 'OK', value: true }), { token: () => 'tkn' });
    await client.post('/wps/thing', { a: 1 });
    expect(headersOf(calls[0]).get('Authorization')).toBe('Bearer tkn');
    expect(headersOf(calls[0]).get('Content-Type')).toBe('application/json');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"a":1}');
  });

  it('sends DELETE without a body or a content type (a JSON type with no body is a 400)', async () => {
    const { client, calls } = setup(async () => json(200, { code: '0', message: 'OK', value: true }));
    await client.delete('/wps/thing?id=1');
    expect(calls[0]?.init.method).toBe('DELETE');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(headersOf(calls[0]).has('Content-Type')).toBe(false);
  });

  it('runs the parse function over the value', async () => {
    const { client } = setup(async () => json(200, { code: '0', message: 'OK', value: '42' }));
    await expect(client.get('/x', { parse: (v) => Number(v) })).resolves.toBe(42);
  });

  it('throws the typed error of an error envelope', async () => {
    const { client } = setup(async () => json(503, { code: 'MAINTENANCE', message: '系统维护中。', value: null, details: { endTime: null } }));
    const error = await client.get('/wps/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'MAINTENANCE', message: '系统维护中。', status: 503, details: { endTime: null } });
  });

  it('tells onServerError of every error envelope before the caller, and of nothing else', async () => {
    const seen: string[] = [];
    const refused = setup(async () => json(403, { code: 'PASSWORD_CHANGE_REQUIRED', message: 'Change it', value: null }), {
      onServerError: (e) => seen.push(e.code),
    });
    await expect(refused.client.get('/wps/v2/wallets/balance')).rejects.toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', status: 403 });
    const fine = setup(async () => json(200, { code: '0', message: 'OK', value: 1 }), { onServerError: (e) => seen.push(e.code) });
    await fine.client.get('/wps/member/info');
    expect(seen).toEqual(['PASSWORD_CHANGE_REQUIRED']);
  });

  it('turns a network failure into NETWORK_ERROR with the client text', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('/wps/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0, message: 'Could not reach the service' });
  });

  it('lets an abort through unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    const { client } = setup(() => Promise.reject(abort));
    await expect(client.get('/wps/x', { signal: controller.signal })).rejects.toBe(abort);
  });

  it('reports a body that is not JSON as BAD_RESPONSE', async () => {
    const { client } = setup(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.get('/wps/x')).rejects.toMatchObject({ code: 'BAD_RESPONSE', status: 502 });
  });
});
