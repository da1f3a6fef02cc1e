import { translate } from '@gp/i18n/server';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPassword, registerMember, sealed } from '../testing/member-client';
import { changedTables, tableCounter, type TableCounts } from '../testing/table-counts';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;
let member: string;
let counts: () => Promise<TableCounts>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.staffToken(['admin']);
  member = (await registerMember(t)).token;
  counts = await tableCounter(t.database.db);
});
afterAll(async () => t.close());

/**
 * An opened E-call envelope spends its nonce whatever the answer (so a refused call cannot be replayed
 * once its refusal no longer holds): the one row a refused request may leave.
 */
const spentEnvelope = (change: string) => change.startsWith('envelope_nonces:');

/** Sends the request and proves it wrote nothing, in any table but the spent envelope's nonce. */
const refused = async (request: InjectOptions) => {
  const before = await counts();
  const res = await t.app.inject(request);
  expect(
    changedTables(before, await counts()).filter((change) => !spentEnvelope(change)),
    `${request.method} ${request.url}: ${res.body}`,
  ).toEqual([]);
  return res;
};

/** The 400 INVALID_TEXT envelope naming the field. */
const expectInvalidText = (res: Awaited<ReturnType<typeof refused>>, field: string) => {
  expect([res.statusCode, errorCodeOf(res)], res.body).toEqual([400, 'INVALID_TEXT']);
  expect(res.json().details).toEqual({ field });
};

const notice = (fields: Record<string, unknown>) => ({ title: 'Title', content: 'Text', ...fields });
const staffJson = (payload: string): InjectOptions => ({
  method: 'POST',
  url: '/bo/content/notices',
  headers: { ...bearer(admin), 'content-type': 'application/json' },
  payload,
});

describe('NUL bytes and lone surrogates are refused before anything reads them', () => {
  it('in a path segment', async () => {
    expectInvalidText(await refused({ method: 'GET', url: '/lgw/art/game/a%00.svg' }), 'params.file');
  });

  it('in the query of a public, a member, an agent and a staff route', async () => {
    expectInvalidText(await refused({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?vassalage=%00' }), 'querystring.vassalage');
    expectInvalidText(await refused({ method: 'GET', url: '/wps/content/promotions?category=a%00b' }), 'querystring.category');
    expectInvalidText(await refused({ method: 'GET', url: '/wps/member/bettingRecord?category=%00', headers: bearer(member) }), 'querystring.category');
    expectInvalidText(await refused({ method: 'GET', url: '/bo/audit?action=%00', headers: bearer(admin) }), 'querystring.action');
    // A repeated parameter arrives as an array.
    expectInvalidText(await refused({ method: 'GET', url: '/bo/audit?actor=a&actor=%00', headers: bearer(admin) }), 'querystring.actor.1');
  });

  it('in a body field, as a NUL or as a lone surrogate of either half', async () => {
    expectInvalidText(await refused(staffJson(JSON.stringify(notice({ title: 'a\u0000b' })))), 'body.title');
    // JSON.stringify would write the same escapes; spelt out so the test does not depend on it.
    expectInvalidText(await refused(staffJson('{"title":"T","content":"x\\ud800"}')), 'body.content');
    expectInvalidText(await refused(staffJson('{"title":"\\udc00T","content":"x"}')), 'body.title');
  });

  it('in a nested body field and in an object key', async () => {
    expectInvalidText(
      await refused(staffJson(JSON.stringify(notice({ translations: { EN: { title: 'ok', content: '\u0000' } } })))),
      'body.translations.EN.content',
    );
    expectInvalidText(
      await refused(staffJson(JSON.stringify(notice({ translations: { 'E\u0000N': { title: 'ok', content: 'ok' } } })))),
      'body.translations.E\ufffdN',
    );
    expectInvalidText(await refused(staffJson('{"title":"T","content":"x","\\ud83d":1}')), 'body.\ufffd');
  });

  it('inside an encrypted (E) body, once the envelope is opened', async () => {
    const register = async (fields: Record<string, unknown>) =>
      refused({
        method: 'PUT',
        url: '/wps/member/register',
        payload: await sealed(t, {
          username: 'textguard1',
          password: memberPassword,
          confirmPassword: memberPassword,
          terms: true,
          ageConfirmed: true,
          ...fields,
        }),
      });
    expectInvalidText(await register({ username: 'text\u0000guard' }), 'body.username');
    expectInvalidText(await register({ password: `${memberPassword}\ud800` }), 'body.password');
  });

  it("in the vendor wallet API path, answered in that API's own shape", async () => {
    const res = await refused({
      method: 'POST',
      url: '/gw/v1/%00/balance',
      headers: { 'content-type': 'application/json', 'x-signature': '00' },
      payload: '{}',
    });
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'INVALID_REQUEST', message: 'INVALID_TEXT' }]);
  });

  it("answers in the caller's language", async () => {
    const res = await refused({ method: 'GET', url: '/wps/content/promotions?category=%00', headers: { 'accept-language': 'hi-IN' } });
    expect(res.json().message).toBe(translate('hi', 'errors', 'INVALID_TEXT'));
    expect(res.json().message).not.toBe(translate('en', 'errors', 'INVALID_TEXT'));
  });

  it('keeps accepting well-formed text, surrogate pairs included', async () => {
    const res = await t.app.inject(staffJson(JSON.stringify(notice({ title: 'Jackpot \u{1F3B0} \u0915\u094D\u0937 \ud83d\ude00' }))));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('headers read before the guard cannot carry such text into a query', () => {
  it('treats a NUL in a bearer token as no token, and in Accept-Language as no preference', async () => {
    const token = await refused({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${'A'.repeat(30)}\u0000` } });
    expect([token.statusCode, errorCodeOf(token)]).toEqual([401, 'UNAUTHORIZED']);
    const staff = await refused({ method: 'GET', url: '/bo/audit', headers: { authorization: `Bearer \u0000${'A'.repeat(42)}` } });
    expect([staff.statusCode, errorCodeOf(staff)]).toEqual([401, 'UNAUTHORIZED']);
    const visitor = await refused({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameList',
      headers: { authorization: 'Bearer \ud800', 'accept-language': 'h\u0000i' },
    });
    expect(visitor.statusCode).toBe(200);
  });
});
