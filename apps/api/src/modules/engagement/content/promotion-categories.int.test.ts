import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { contentCalls } from './content.test-support';

let t: TestApp;
let editor: string;

const { get, send, create } = contentCalls(
  () => t,
  () => editor,
);
const outcome = async (res: Promise<Awaited<ReturnType<typeof send>>>) => {
  const r = await res;
  return `${r.statusCode} ${r.statusCode === 200 ? 'OK' : errorCodeOf(r)}`;
};
const auditActions = async () => (await t.services.audit.list({ limit: 200 })).list.map((e) => `${e.action} ${e.target}`);
const publicList = async (query: string, headers: Record<string, string> = {}) =>
  (await get(`/wps/content/promotionCategories${query}`, headers)).list as { code: string; name: string; sequence: number }[];

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.staffToken(['content']);
});
afterAll(async () => t.close());

describe('promotion categories in the back office', () => {
  it('create, list, change and delete a category, audited, with the languages it lacks', async () => {
    const c = await create('promotionCategories', { code: 'WEEKLY', name: 'Weekly', language: 'EN', translations: { AR: { name: 'أسبوعية' } }, sequence: 3 });
    expect(c).toMatchObject({ code: 'WEEKLY', name: 'Weekly', language: 'EN', translations: { AR: { name: 'أسبوعية' } }, sequence: 3, enabled: true });
    expect(c.missingLanguages).not.toContain('AR');
    expect(c.missingLanguages).toContain('HI');
    const page = await get('/bo/content/promotionCategories?pageSize=50', bearer(editor));
    expect(page.list.map((r: { code: string }) => r.code)).toContain('WEEKLY');
    const patched = await send('PATCH', `/bo/content/promotionCategories/${c.id}`, { name: 'Every week', code: 'WEEK' });
    expect(patched.json().value).toMatchObject({ id: c.id, code: 'WEEK', name: 'Every week' });
    expect((await send('DELETE', `/bo/content/promotionCategories/${c.id}`)).json().value).toEqual({ id: c.id });
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        `content.promotionCategory.create promotionCategory:${c.id}`,
        `content.promotionCategory.update promotionCategory:${c.id}`,
        `content.promotionCategory.delete promotionCategory:${c.id}`,
      ]),
    );
  });

  it('refuse a malformed or duplicate code, an empty name and an unknown language', async () => {
    await create('promotionCategories', { code: 'TAKEN', name: 'Taken' });
    expect(
      await Promise.all([
        outcome(send('POST', '/bo/content/promotionCategories', { code: 'lower', name: 'x' })),
        outcome(send('POST', '/bo/content/promotionCategories', { code: 'WITH SPACE', name: 'x' })),
        outcome(send('POST', '/bo/content/promotionCategories', { code: 'A'.repeat(33), name: 'x' })),
        outcome(send('POST', '/bo/content/promotionCategories', { code: 'OK', name: ' ' })),
        outcome(send('POST', '/bo/content/promotionCategories', { code: 'OK', name: 'x', translations: { XX: { name: 'x' } } })),
      ]),
    ).toEqual(['400 VALIDATION_ERROR', '400 VALIDATION_ERROR', '400 VALIDATION_ERROR', '400 VALIDATION_ERROR', '400 UNKNOWN_FIELD']);
    expect(await outcome(send('POST', '/bo/content/promotionCategories', { code: 'TAKEN', name: 'Again' }))).toBe('409 CONFLICT');
  });

  it('is for content staff only', async () => {
    const finance = await t.staffToken(['finance']);
    const res = await t.app.inject({ method: 'GET', url: '/bo/content/promotionCategories', headers: bearer(finance) });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/bo/content/promotionCategories' })).statusCode).toBe(401);
  });
});

describe("a promotion's category", () => {
  it('must be one of the enabled categories, on create and on change', async () => {
    await create('promotionCategories', { code: 'LIVE', name: 'Live' });
    const off = await create('promotionCategories', { code: 'OFF', name: 'Off', enabled: false });
    const promo = await create('promotions', { title: 'Live promo', category: 'LIVE', content: '' });
    const unknown = await send('POST', '/bo/content/promotions', { title: 'x', category: 'NOPE', content: '' });
    expect([unknown.statusCode, errorCodeOf(unknown)]).toEqual([400, 'PROMOTION_CATEGORY_UNKNOWN']);
    expect(unknown.json().message).toMatch(/category/i);
    const hindi = await t.app.inject({
      method: 'POST',
      url: '/bo/content/promotions',
      headers: { ...bearer(editor), 'accept-language': 'hi' },
      payload: { title: 'x', category: 'NOPE', content: '' },
    });
    expect(hindi.json().message).toMatch(/श्रेणी/);
    expect(await outcome(send('POST', '/bo/content/promotions', { title: 'x', category: 'OFF', content: '' }))).toBe('400 PROMOTION_CATEGORY_UNKNOWN');
    expect(await outcome(send('PATCH', `/bo/content/promotions/${promo.id}`, { category: 'NOPE' }))).toBe('400 PROMOTION_CATEGORY_UNKNOWN');
    expect((await get(`/bo/content/promotions?pageSize=200`, bearer(editor))).list.find((p: { id: number }) => p.id === promo.id).category).toBe('LIVE');

    // Disabling a category in use is allowed; its promotions stay editable as long as they keep it.
    const live = (await get('/bo/content/promotionCategories?pageSize=200', bearer(editor))).list.find((c: { code: string }) => c.code === 'LIVE');
    expect(await outcome(send('PATCH', `/bo/content/promotionCategories/${live.id}`, { enabled: false }))).toBe('200 OK');
    expect(await outcome(send('PATCH', `/bo/content/promotions/${promo.id}`, { title: 'Still live', category: 'LIVE' }))).toBe('200 OK');
    await send('PATCH', `/bo/content/promotionCategories/${live.id}`, { enabled: true });
    await send('DELETE', `/bo/content/promotionCategories/${off.id}`);
  });

  it('keeps a category in use from being deleted or recoded', async () => {
    const used = await create('promotionCategories', { code: 'USED', name: 'Used' });
    const promo = await create('promotions', { title: 'Uses it', category: 'USED', content: '' });
    const refused = await send('DELETE', `/bo/content/promotionCategories/${used.id}`);
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([409, 'PROMOTION_CATEGORY_IN_USE']);
    expect(await outcome(send('PATCH', `/bo/content/promotionCategories/${used.id}`, { code: 'RENAMED' }))).toBe('409 PROMOTION_CATEGORY_IN_USE');
    expect(await outcome(send('PATCH', `/bo/content/promotionCategories/${used.id}`, { code: 'USED', name: 'Same code' }))).toBe('200 OK');
    await send('DELETE', `/bo/content/promotions/${promo.id}`);
    expect(await outcome(send('DELETE', `/bo/content/promotionCategories/${used.id}`))).toBe('200 OK');
  });
});

describe('promotion categories for players', () => {
  it("list the enabled ones in sequence, named in the visitor's language with the fallback", async () => {
    for (const row of (await get('/bo/content/promotionCategories?pageSize=200', bearer(editor))).list as { id: number }[]) {
      await send('PATCH', `/bo/content/promotionCategories/${row.id}`, { enabled: false });
    }
    await create('promotionCategories', {
      code: 'SLOTS',
      name: 'Slots',
      language: 'EN',
      translations: { AR: { name: 'السلوتس' }, CN: { name: '老虎机' } },
      sequence: 2,
    });
    await create('promotionCategories', { code: 'CASINO', name: 'कैसीनो', language: 'HI', translations: { EN: { name: 'Casino' } }, sequence: 1 });
    await create('promotionCategories', { code: 'HIDDEN', name: 'Hidden', enabled: false, sequence: 0 });

    expect(await publicList('?language=EN')).toEqual([
      { code: 'CASINO', name: 'Casino', sequence: 1 },
      { code: 'SLOTS', name: 'Slots', sequence: 2 },
    ]);
    // AR: its own translation where there is one, else English (before the merchant's HI).
    expect(await publicList('?language=AR')).toEqual([
      { code: 'CASINO', name: 'Casino', sequence: 1 },
      { code: 'SLOTS', name: 'السلوتس', sequence: 2 },
    ]);
    // TW readers read CN; HI is CASINO's own language.
    expect((await publicList('?language=TW')).map((c) => c.name)).toEqual(['Casino', '老虎机']);
    expect((await publicList('?language=HI')).map((c) => c.name)).toEqual(['कैसीनो', 'Slots']);
    expect((await publicList('', { 'accept-language': 'ar' })).map((c) => c.name)).toEqual(['Casino', 'السلوتس']);
    const bad = await t.app.inject({ method: 'GET', url: '/wps/content/promotionCategories?language=XX' });
    expect([bad.statusCode, errorCodeOf(bad)]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('rich text through the back office', () => {
  it("keeps the editor's HTML and strips scripts, handlers, styles and javascript: links", async () => {
    await create('promotionCategories', { code: 'RICH', name: 'Rich' });
    const editorHtml =
      '<h2>Title</h2><p><strong>Bold</strong> <em>italic</em> <u>under</u> <s>strike</s></p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>' +
      '<p><a target="_blank" rel="noopener noreferrer" href="https://example.com/x">link</a></p><img src="https://cdn.example.com/a.png" alt="A" />';
    const kept = await create('promotions', {
      title: 'Rich',
      category: 'RICH',
      content: editorHtml,
      translations: { AR: { title: 'غني', content: editorHtml } },
    });
    expect(kept.content).toBe(editorHtml);
    expect(kept.translations.AR.content).toBe(editorHtml);
    const dirty =
      '<p style="color:red" onclick="x()">a<script>alert(1)</script></p><img src="x.png" onerror="alert(1)">' +
      '<a href="javascript:alert(1)">j</a><a href="JaVaScRiPt:alert(1)">k</a><style>p{}</style><iframe src="https://evil.example"></iframe>';
    const cleaned = await create('promotions', { title: 'Dirty', category: 'RICH', content: dirty });
    expect(cleaned.content).toBe('<p>a</p><img src="x.png" /><a>j</a><a>k</a>');
    const patched = await send('PATCH', `/bo/content/promotions/${cleaned.id}`, { content: '<p>ok</p><svg onload="alert(1)"></svg>' });
    expect(patched.json().value.content).toBe('<p>ok</p>');
    const shown = (await get('/wps/content/promotions?category=RICH&language=EN')).list.map((p: { content: string }) => p.content);
    expect(shown).toEqual([editorHtml, '<p>ok</p>']);
  });
});
