import { expect } from 'vitest';
import { bearer, type TestApp } from '../../../testing/test-app';

type Method = 'POST' | 'PATCH' | 'DELETE';

/**
 * The calls the content tests make: a public read, a staff write and a staff create. The app and
 * the editor's token come through getters because a test file opens them in beforeAll.
 */
export const contentCalls = (app: () => TestApp, editorToken: () => string) => {
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app().app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().value;
  };
  const send = (method: Method, url: string, payload?: unknown) =>
    app().app.inject({ method, url, headers: bearer(editorToken()), ...(payload === undefined ? {} : { payload: payload as object }) });
  const create = async (path: string, payload: unknown) => {
    const res = await send('POST', `/bo/content/${path}`, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };
  return { get, send, create };
};
