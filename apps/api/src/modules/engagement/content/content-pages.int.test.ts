import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { contentCalls } from './content.test-support';

let t: TestApp;
let editor: string;

const { get, send, create } = contentCalls(
  () => t,
  () => editor,
);
const outcome = async (res: ReturnType<typeof send>) => {
  const r = await res;
  return `${r.statusCode} ${r.statusCode === 200 ? 'OK' : errorCodeOf(r)}`;
};
const publicCall = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const pageRows = async () => (await t.database.db.selectFrom('content_pages').select('id').execute()).length;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.staffToken(['content']);
});
afterAll(async () => t.close());

describe('content pages in the back office', () => {
  it('create, list by kind, change and delete a page, audited, cleaned, with the languages it lacks', async () => {
    const page = await create('pages', {
      kind: 'blog',
      slug: 'first-post',
      title: 'First post',
      summary: 'One line',
      content: '<p onclick="x()">Hello<script>alert(1)</script></p>',
      language: 'EN',
      translations: { AR: { title: 'أول مقال', summary: 'سطر', content: '<p>مرحبا</p><img src="x" onerror="y">' } },
      publishedAt: daysAgo(1),
    });
    expect(page).toMatchObject({ kind: 'blog', slug: 'first-post', content: '<p>Hello</p>', enabled: true, coverUrl: null });
    expect(page.translations.AR.content).toBe('<p>مرحبا</p><img src="x" />');
    expect(page.missingLanguages).not.toContain('AR');
    expect(page.missingLanguages).toContain('HI');
    await create('pages', { kind: 'news', slug: 'first-post', title: 'Same slug, other kind' });

    const blogs = await get('/bo/content/pages?kind=blog&pageSize=50', bearer(editor));
    expect(blogs.list.map((p: { kind: string }) => p.kind)).toEqual(blogs.list.map(() => 'blog'));
    expect(blogs.list.map((p: { slug: string }) => p.slug)).toContain('first-post');
    const all = await get('/bo/content/pages?pageSize=200', bearer(editor));
    expect(all.total).toBeGreaterThan(blogs.total);

    const patched = await send('PATCH', `/bo/content/pages/${page.id}`, { title: 'First post, edited', coverUrl: '/lgw/uploads/cover.png' });
    expect(patched.json().value).toMatchObject({ id: page.id, title: 'First post, edited', coverUrl: '/lgw/uploads/cover.png', slug: 'first-post' });
    expect(await outcome(send('DELETE', `/bo/content/pages/${page.id}`))).toBe('200 OK');
    const actions = (await t.services.audit.list({ limit: 200 })).list.map((e) => `${e.action} ${e.target}`);
    expect(actions).toEqual(
      expect.arrayContaining([`content.page.create page:${page.id}`, `content.page.update page:${page.id}`, `content.page.delete page:${page.id}`]),
    );
  });

  it('refuse a bad slug, a duplicate slug of a kind, an unknown kind, NUL and oversize text with 400 or 409, writing nothing', async () => {
    const kept = await create('pages', { kind: 'news', slug: 'kept', title: 'Kept' });
    const before = await pageRows();
    const base = { kind: 'news', slug: 'fine', title: 'Fine' };
    expect(
      await Promise.all([
        outcome(send('POST', '/bo/content/pages', { ...base, slug: 'Upper-Case' })),
        outcome(send('POST', '/bo/content/pages', { ...base, slug: 'with space' })),
        outcome(send('POST', '/bo/content/pages', { ...base, slug: '../etc' })),
        outcome(send('POST', '/bo/content/pages', { ...base, slug: 'a'.repeat(81) })),
        outcome(send('POST', '/bo/content/pages', { ...base, kind: 'press' })),
        outcome(send('POST', '/bo/content/pages', { ...base, title: 'x'.repeat(201) })),
        outcome(send('POST', '/bo/content/pages', { ...base, summary: 'x'.repeat(301) })),
        outcome(send('POST', '/bo/content/pages', { ...base, content: 'x'.repeat(100_001) })),
        outcome(send('POST', '/bo/content/pages', { ...base, translations: { XX: { title: 'x', content: '' } } })),
        outcome(send('POST', '/bo/content/pages', { ...base, publishedAt: 'yesterday' })),
        outcome(send('POST', '/bo/content/pages', { ...base, title: 'a\u0000b' })),
        outcome(send('PATCH', `/bo/content/pages/${kept.id}`, { translations: { AR: { title: 'ok', content: '\u0000' } } })),
        outcome(send('PATCH', `/bo/content/pages/${kept.id}`, { slug: 'Bad Slug' })),
      ]),
    ).toEqual([
      '400 VALIDATION_ERROR',
      '400 VALIDATION_ERROR',
      '400 VALIDATION_ERROR',
      '400 VALIDATION_ERROR',
      '400 VALIDATION_ERROR',
      '400 VALIDATION_ERROR',
      '400 VALIDATION_ERROR',
      '400 VALIDATION_ERROR',
      '400 UNKNOWN_FIELD',
      '400 VALIDATION_ERROR',
      '400 INVALID_TEXT',
      '400 INVALID_TEXT',
      '400 VALIDATION_ERROR',
    ]);
    expect(await outcome(send('POST', '/bo/content/pages', { ...base, slug: 'kept' }))).toBe('409 CONFLICT');
    expect(await outcome(send('PATCH', '/bo/content/pages/999999', { title: 'x' }))).toBe('404 CONTENT_NOT_FOUND');
    expect(await pageRows()).toBe(before);
    expect((await t.database.db.selectFrom('content_pages').select('title').where('id', '=', kept.id).executeTakeFirstOrThrow()).title).toBe('Kept');
  });

  it('is for content staff only', async () => {
    const finance = await t.staffToken(['finance']);
    expect((await t.app.inject({ method: 'GET', url: '/bo/content/pages', headers: bearer(finance) })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/bo/content/pages', headers: bearer(finance), payload: { kind: 'blog', slug: 'x', title: 'x' } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/bo/content/pages' })).statusCode).toBe(401);
    const admin = await t.staffToken(['admin']);
    expect((await t.app.inject({ method: 'GET', url: '/bo/content/pages?kind=about', headers: bearer(admin) })).statusCode).toBe(200);
  });
});

describe('content pages for players', () => {
  type Card = { slug: string; title: string; summary: string; publishedAt: string };
  const cards = async (query: string, headers: Record<string, string> = {}) =>
    (await get(`/wps/content/pages?${query}`, headers)) as { list: Card[]; total: number; totalPages: number };

  it("list published, enabled pages of a kind newest first, paged, in the caller's language with the fallback", async () => {
    const texts = (title: string) => ({ title, summary: `${title}.`, content: `<p>${title}</p>` });
    await create('pages', {
      kind: 'blog',
      slug: 'older',
      ...texts('Older'),
      language: 'EN',
      translations: { AR: texts('أقدم'), CN: texts('较早') },
      publishedAt: daysAgo(3),
    });
    await create('pages', {
      kind: 'blog',
      slug: 'newer',
      ...texts('पुराना नहीं'),
      language: 'HI',
      translations: { EN: texts('Newer') },
      publishedAt: daysAgo(2),
    });
    await create('pages', { kind: 'blog', slug: 'draft', ...texts('Draft'), publishedAt: null });
    await create('pages', { kind: 'blog', slug: 'scheduled', ...texts('Scheduled'), publishedAt: new Date(Date.now() + 86_400_000).toISOString() });
    await create('pages', { kind: 'blog', slug: 'hidden', ...texts('Hidden'), publishedAt: daysAgo(1), enabled: false });

    const english = await cards('kind=blog&language=EN');
    expect(english.list.map((c) => [c.slug, c.title])).toEqual([
      ['newer', 'Newer'],
      ['older', 'Older'],
    ]);
    expect(english.list[0]!.summary).toBe('Newer.');
    // AR: its own translation, else English (before the merchant's Hindi).
    expect((await cards('kind=blog&language=AR')).list.map((c) => c.title)).toEqual(['Newer', 'أقدم']);
    // TW readers read CN; HI reads the page's own Hindi.
    expect((await cards('kind=blog&language=TW')).list.map((c) => c.title)).toEqual(['Newer', '较早']);
    expect((await cards('kind=blog&language=HI')).list.map((c) => c.title)).toEqual(['पुराना नहीं', 'Older']);
    expect((await cards('kind=blog', { 'accept-language': 'ar' })).list.map((c) => c.title)).toEqual(['Newer', 'أقدم']);

    const first = await cards('kind=blog&language=EN&pageSize=1');
    expect([first.total, first.totalPages, first.list[0]!.slug]).toEqual([2, 2, 'newer']);
    expect((await cards('kind=blog&language=EN&pageSize=1&pageNo=2')).list.map((c) => c.slug)).toEqual(['older']);
    expect((await cards('kind=news&language=EN')).list.map((c) => c.slug)).not.toContain('older');
  });

  it('show one page by kind and slug, or a single page by its kind; 404 for drafts, disabled, unknown or the wrong kind', async () => {
    await create('pages', {
      kind: 'licences',
      slug: 'licences',
      title: 'Licences',
      content: '<h2>Licence</h2><p>Demo only.</p>',
      language: 'EN',
      translations: { AR: { title: 'التراخيص', summary: '', content: '<p>عرض فقط.</p>' } },
      publishedAt: daysAgo(1),
    });
    const shown = await get('/wps/content/page?kind=licences&language=AR');
    expect(shown).toMatchObject({ kind: 'licences', slug: 'licences', title: 'التراخيص', content: '<p>عرض فقط.</p>', language: 'AR' });
    expect(await get('/wps/content/page?kind=licences&slug=licences&language=JA')).toMatchObject({ title: 'Licences', language: 'EN' });
    expect((await get('/wps/content/page?kind=blog&slug=older&language=EN')).content).toBe('<p>Older</p>');

    const missing = await Promise.all(
      [
        '/wps/content/page?kind=blog&slug=draft',
        '/wps/content/page?kind=blog&slug=scheduled',
        '/wps/content/page?kind=blog&slug=hidden',
        '/wps/content/page?kind=blog&slug=nothing-here',
        '/wps/content/page?kind=news&slug=older',
        '/wps/content/page?kind=about',
      ].map(async (url) => {
        const res = await publicCall(url);
        return `${res.statusCode} ${errorCodeOf(res)}`;
      }),
    );
    expect(missing).toEqual(missing.map(() => '404 CONTENT_NOT_FOUND'));
    expect((await publicCall('/wps/content/page?kind=blog&slug=hidden', { 'accept-language': 'ar' })).json().message).not.toBe('');
  });

  it('refuse a bad kind, slug, page or language with 400', async () => {
    const results = await Promise.all(
      [
        '/wps/content/pages?kind=press',
        '/wps/content/pages',
        '/wps/content/pages?kind=blog&pageNo=0',
        '/wps/content/pages?kind=blog&pageSize=51',
        '/wps/content/pages?kind=blog&language=XX',
        '/wps/content/page?kind=blog&slug=..%2Fetc',
        '/wps/content/page?kind=blog&slug=Upper',
        `/wps/content/page?kind=blog&slug=${'a'.repeat(81)}`,
        '/wps/content/page?kind=blog&slug=a%00b',
      ].map(async (url) => {
        const res = await publicCall(url);
        return `${res.statusCode} ${errorCodeOf(res)}`;
      }),
    );
    expect(results.map((r) => r.split(' ')[0])).toEqual(results.map(() => '400'));
  });
});
