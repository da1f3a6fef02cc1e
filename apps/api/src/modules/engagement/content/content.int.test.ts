import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '@gp/contracts';
import { systemActor } from '../../platform/audit';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { contentCalls } from './content.test-support';

let t: TestApp;
let editor: string;

const { get, send, create } = contentCalls(
  () => t,
  () => editor,
);
/** Narrows (or widens) the merchant's supported languages; the default language stays among them. */
const setSupported = async (supportedLanguages: LanguageCode[]) => {
  const doc = await t.services.settings.get('merchant');
  await t.services.settings.update('merchant', { ...doc.value, supportedLanguages }, doc.version, systemActor('test'));
};
const auditActions = async () => (await t.services.audit.list({ limit: 200 })).list.map((e) => `${e.action} ${e.target}`);

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.staffToken(['content']);
  // A promotion is filed under one of the managed categories (promotion-categories.int.test.ts).
  for (const code of ['NEW', 'DAILY', 'I18N', 'MISSING']) await create('promotionCategories', { code, name: code });
});
afterAll(async () => t.close());

describe('banners and notices', () => {
  it('list the banners of one group in sequence, enabled only', async () => {
    await create('banners', { groupName: 'w_home', url: '/lgw/art/banner/b2.svg', sequence: 2 });
    await create('banners', { groupName: 'w_home', url: '/lgw/art/banner/b1.svg', sequence: 1, linkageType: 'ROUTE', linkTarget: '/rng' });
    await create('banners', { groupName: 'w_home', url: '/lgw/art/banner/off.svg', enabled: false });
    await create('banners', { groupName: 'w_login', url: '/lgw/art/banner/login.svg' });
    const home = await get('/wps/content/banners?group=w_home');
    expect(home.list).toEqual([
      { url: '/lgw/art/banner/b1.svg', groupName: 'w_home', linkageType: 'ROUTE', linkTarget: '/rng', sequence: 1, headline: '', subline: '', cta: '' },
      { url: '/lgw/art/banner/b2.svg', groupName: 'w_home', linkageType: 'NONE', linkTarget: '', sequence: 2, headline: '', subline: '', cta: '' },
    ]);
    expect((await get('/wps/content/banners?group=w_pagcor')).list).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/wps/content/banners?group=w_nope' })).statusCode).toBe(400);
  });

  it('edit, list and delete notices with an audit entry for each change', async () => {
    const notice = await create('notices', { title: 'Hello', content: 'World' });
    const patched = await send('PATCH', `/bo/content/notices/${notice.id}`, { title: 'Hello again' });
    expect(patched.json().value).toMatchObject({ id: notice.id, title: 'Hello again', content: 'World' });
    expect((await get('/wps/content/notices')).list).toEqual([{ id: notice.id, title: 'Hello again', content: 'World' }]);
    expect((await get('/bo/content/notices?pageSize=10', bearer(editor))).total).toBe(1);
    const removed = await send('DELETE', `/bo/content/notices/${notice.id}`);
    expect(removed.json().value).toEqual({ id: notice.id });
    expect((await get('/wps/content/notices')).list).toEqual([]);
    const gone = await send('PATCH', `/bo/content/notices/${notice.id}`, { title: 'x' });
    expect([gone.statusCode, errorCodeOf(gone)]).toEqual([404, 'CONTENT_NOT_FOUND']);
    expect([(await send('DELETE', `/bo/content/notices/${notice.id}`)).statusCode]).toEqual([404]);
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        `content.notice.create notice:${notice.id}`,
        `content.notice.update notice:${notice.id}`,
        `content.notice.delete notice:${notice.id}`,
        'content.banner.create banner:1',
      ]),
    );
  });
});

describe('promotions', () => {
  it('list running promotions with sorted images, clean their HTML, and honour category and limit', async () => {
    const hour = 3_600_000;
    await create('promotions', {
      title: 'Welcome',
      category: 'NEW',
      announcementImages: [
        { url: '/b.svg', sequence: 2 },
        { url: '/a.svg', sequence: 1 },
      ],
      content: '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="javascript:alert(1)"><a href="https://example.com" target="_self">x</a>',
    });
    await create('promotions', { title: 'Later', category: 'NEW', content: '', startAt: new Date(Date.now() + hour).toISOString() });
    await create('promotions', { title: 'Over', category: 'NEW', content: '', endAt: new Date(Date.now() - hour).toISOString() });
    for (let i = 0; i < 7; i += 1) await create('promotions', { title: `Daily ${i}`, category: 'DAILY', content: '<b>ok</b>', sequence: 10 + i });
    const all = await get('/wps/content/promotions');
    expect(all.list.map((p: { title: string }) => p.title)).toEqual(['Welcome', ...Array.from({ length: 7 }, (_, i) => `Daily ${i}`)]);
    const welcome = all.list[0];
    expect(welcome.announcementImages.map((i: { url: string }) => i.url)).toEqual(['/a.svg', '/b.svg']);
    expect(welcome.content).toBe('<p>Hi</p><img /><a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect((await get('/wps/content/promotions?limit=6')).list).toHaveLength(6);
    expect((await get('/wps/content/promotions?category=NEW')).list).toHaveLength(1);
    const bad = await send('POST', '/bo/content/promotions', { title: 'x', category: 'NEW', content: '', startAt: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('announcements', () => {
  it('filter by type and audience, page by 9, and answer one with its cleaned HTML', async () => {
    for (let i = 0; i < 11; i += 1) await create('announcements', { type: 'PL', execution: 'B', title: `Visitors ${i}`, content: `<p>${i}</p>`, sequence: i });
    await create('announcements', {
      type: 'PU',
      execution: 'B',
      title: 'Popup for visitors',
      content: '<p style="color:red">x</p><iframe src="https://evil"></iframe>',
    });
    await create('announcements', { type: 'PU', execution: 'A', title: 'Popup for members', content: 'm' });
    await create('announcements', { type: 'H', execution: 'F', title: 'First login', content: 'f' });
    await create('announcements', { type: 'PL', execution: 'B', title: 'Hidden', content: 'h', enabled: false });

    const first = await get('/wps/relay/getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B&pageNo=1');
    expect([first.total, first.totalPages, first.pageSize, first.list.length]).toEqual([12, 2, 9, 9]);
    const second = await get('/wps/relay/getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B&pageNo=2');
    expect(second.list).toHaveLength(3);
    const onlyPopups = await get('/wps/relay/getListAnnouncements?types=PU&execution=B');
    expect(onlyPopups.list.map((a: { title: string }) => a.title)).toEqual(['Popup for visitors']);
    expect((await get('/wps/relay/getListAnnouncements?execution=A')).list.map((a: { title: string }) => a.title)).toEqual(['Popup for members']);
    expect((await get('/wps/relay/getListAnnouncements?execution=F&types=H')).list).toHaveLength(1);
    expect((await get('/wps/relay/getListAnnouncements')).total).toBe(12);

    const popup = onlyPopups.list[0];
    expect(await get(`/wps/relay/getAnnouncementContentV2?id=${popup.id}`)).toEqual({ id: popup.id, title: 'Popup for visitors', content: '<p>x</p>' });
    const missing = await t.app.inject({ method: 'GET', url: '/wps/relay/getAnnouncementContentV2?id=99999' });
    expect([missing.statusCode, errorCodeOf(missing)]).toEqual([404, 'CONTENT_NOT_FOUND']);
    for (const q of ['types=X', 'types=', 'execution=Z', 'platform=M', 'pageNo=0']) {
      expect((await t.app.inject({ method: 'GET', url: `/wps/relay/getListAnnouncements?${q}` })).statusCode, q).toBe(400);
    }
  });
});

describe('help centre', () => {
  it("answers each article in the caller's language, else a close relative, else English, else the merchant default (HI)", async () => {
    await create('helpArticles', { term: 'deposit', language: 'EN', category: 'payments', title: 'Deposit', content: '<p>EN</p>', sequence: 1 });
    await create('helpArticles', { term: 'deposit', language: 'CN', category: 'payments', title: '存款', content: '<p>CN</p>', sequence: 1 });
    await create('helpArticles', { term: 'deposit', language: 'HI', category: 'payments', title: 'जमा', content: '<p>HI</p>', sequence: 1 });
    await create('helpArticles', {
      term: 'rules',
      language: 'EN',
      category: 'games',
      title: 'Rules',
      content: '<script>x</script><p>EN only</p>',
      sequence: 2,
    });
    const dup = await send('POST', '/bo/content/helpArticles', { term: 'rules', language: 'EN', category: 'games', title: 'Again', content: '' });
    expect([dup.statusCode, errorCodeOf(dup)]).toEqual([409, 'CONFLICT']);

    const titles = async (q: string, headers: Record<string, string> = {}) =>
      (await get(`/wps/system/helpCenter?${q}`, headers)).list.map((a: { title: string; language: string }) => `${a.title}/${a.language}`);
    expect(await titles('lang=CN&device=WEB')).toEqual(['存款/CN', 'Rules/EN']);
    expect(await titles('lang=EN')).toEqual(['Deposit/EN', 'Rules/EN']);
    // Nothing in Japanese: English comes before the merchant's Hindi; Traditional Chinese readers get Simplified.
    expect(await titles('lang=JA')).toEqual(['Deposit/EN', 'Rules/EN']);
    expect(await titles('lang=TW')).toEqual(['存款/CN', 'Rules/EN']);
    expect(await titles('lang=NE')).toEqual(['जमा/HI', 'Rules/EN']);
    expect(await titles('', { 'accept-language': 'zh-CN' })).toEqual(['存款/CN', 'Rules/EN']);
    expect((await get('/wps/system/helpCenter?lang=EN')).list[1]).toEqual({
      term: 'rules',
      title: 'Rules',
      content: '<p>EN only</p>',
      category: 'games',
      language: 'EN',
    });
    // A term written in none of the preferred languages is still answered, in the language it has.
    await create('helpArticles', { term: 'vip', language: 'JA', category: 'games', title: 'VIP', content: '<p>JA</p>', sequence: 3 });
    expect(await titles('lang=CN')).toEqual(['存款/CN', 'Rules/EN', 'VIP/JA']);
    expect((await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter?device=APP' })).statusCode).toBe(400);
  });
});

describe('customer service and resources', () => {
  it('list enabled entries in position order, edited through the back office', async () => {
    const cs = await create('customerService', { csType: 'FACEBOOK', csPosition: 0, title: 'Facebook', path: 'https://facebook.com/x' });
    await create('customerService', { csType: 'LIVECHAT', csPosition: 5, title: 'Chat', path: 'https://chat', enabled: false });
    expect((await get('/wps/content/customerService')).list).toEqual([
      { csType: 'FACEBOOK', csPosition: 0, title: 'Facebook', path: 'https://facebook.com/x' },
    ]);
    const res = await create('resources', { name: 'WHATSAPP', labelNameEn: 'WhatsApp', resourceType: 'WHATSAPP', url: 'https://wa.me/1' });
    expect((await get('/wps/content/resources')).list).toEqual([
      { name: 'WHATSAPP', labelNameEn: 'WhatsApp', resourceType: 'WHATSAPP', url: 'https://wa.me/1' },
    ]);
    const dup = await send('POST', '/bo/content/resources', { name: 'WHATSAPP', labelNameEn: 'x', resourceType: 'x', url: 'x' });
    expect([dup.statusCode, errorCodeOf(dup)]).toEqual([409, 'CONFLICT']);
    await send('PATCH', `/bo/content/resources/${res.id}`, { enabled: false });
    expect((await get('/wps/content/resources')).list).toEqual([]);
    expect((await get('/wps/system/permission')).customerService).toHaveLength(1);
    await send('DELETE', `/bo/content/customerService/${cs.id}`);
    expect((await get('/wps/content/customerService')).list).toEqual([]);
    expect(await auditActions()).toEqual(
      expect.arrayContaining([`content.resource.update resource:${res.id}`, `content.customerService.delete customerService:${cs.id}`]),
    );
  });
});

describe('configured labels', () => {
  it("title customer-service entries and label resources in the caller's language, with the same fallbacks as content", async () => {
    const chat = await create('customerService', {
      csType: 'LIVECHAT',
      csPosition: 1,
      title: 'Live chat',
      language: 'EN',
      path: 'https://chat.example',
      translations: { VI: { title: 'Trò chuyện trực tuyến' }, HI: { title: 'लाइव चैट' }, CN: { title: '在线客服' } },
    });
    expect(chat).toMatchObject({ language: 'EN', translations: { VI: { title: 'Trò chuyện trực tuyến' } } });
    const titles = async (q: string) => (await get(`/wps/content/customerService${q}`)).list.map((c: { title: string }) => c.title);
    expect(await titles('?language=EN')).toEqual(['Live chat']);
    expect(await titles('?language=VI')).toEqual(['Trò chuyện trực tuyến']);
    expect(await titles('?language=TW')).toEqual(['在线客服']);
    expect(await titles('?language=AR')).toEqual(['Live chat']);
    const permission = async (lang: string) => get('/wps/system/permission', { 'accept-language': lang });
    expect((await permission('hi')).customerService.map((c: { title: string }) => c.title)).toEqual(['लाइव चैट']);
    expect((await permission('en')).customerService.map((c: { title: string }) => c.title)).toEqual(['Live chat']);

    const app = await create('resources', {
      name: 'APP',
      labelNameEn: 'App',
      language: 'EN',
      translations: { CN: { label: '应用' } },
      resourceType: 'APP',
      url: 'https://app.example',
    });
    expect((await get('/wps/content/resources?language=TW')).list[0].labelNameEn).toBe('应用');
    expect((await get('/wps/content/resources?language=HI')).list[0].labelNameEn).toBe('App');
    expect((await permission('zh-CN')).resources.map((r: { labelNameEn: string }) => r.labelNameEn)).toEqual(['应用']);
    await send('DELETE', `/bo/content/customerService/${chat.id}`);
    await send('DELETE', `/bo/content/resources/${app.id}`);
  });
});

describe('country codes and language', () => {
  it("list every ISO region with its dialing code, named in the caller's language", async () => {
    const en = (await get('/wps/system/countryCodes')).list;
    expect(en.length).toBeGreaterThanOrEqual(249);
    expect(en.find((c: { countryCode: string }) => c.countryCode === 'IN')).toEqual({ countryCode: 'IN', countryDialingCode: '91', name: 'India' });
    expect(en.find((c: { countryCode: string }) => c.countryCode === 'US').countryDialingCode).toBe('1');
    const zh = (await get('/wps/system/countryCodes', { 'accept-language': 'zh-CN' })).list;
    expect(zh.find((c: { countryCode: string }) => c.countryCode === 'CN').name).toBe('中国');
  });

  it('accepts a language the merchant supports and refuses others', async () => {
    // The demo supports every language: narrow the list to have one it refuses.
    await setSupported(['HI', 'EN', 'CN']);
    const ok = await t.app.inject({ method: 'POST', url: '/wps/member/language', payload: { language: 'CN' } });
    expect(ok.json()).toEqual({ code: '0', message: 'OK', value: { language: 'CN' } });
    const unsupported = await t.app.inject({ method: 'POST', url: '/wps/member/language', payload: { language: 'JA' } });
    expect([unsupported.statusCode, errorCodeOf(unsupported)]).toEqual([400, 'LANGUAGE_NOT_SUPPORTED']);
    const unknown = await t.app.inject({ method: 'POST', url: '/wps/member/language', payload: { language: 'XX' } });
    expect([unknown.statusCode, errorCodeOf(unknown)]).toEqual([400, 'VALIDATION_ERROR']);
    const hi = await t.app.inject({ method: 'POST', url: '/wps/member/language', headers: { 'accept-language': 'hi' }, payload: { language: 'JA' } });
    expect(hi.json().message).toBe('यह भाषा समर्थित नहीं है।');
    await setSupported([...languageCodes]);
    const all = await t.app.inject({ method: 'POST', url: '/wps/member/language', payload: { language: 'JA' } });
    expect(all.json().value).toEqual({ language: 'JA' });
  });
});

describe('translations', () => {
  const rowCount = async (table: 'content_notices' | 'content_promotions' | 'content_announcements') =>
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const titleOf = async (url: string, id: number, headers: Record<string, string> = {}) =>
    (await get(url, headers)).list.find((e: { id: number }) => e.id === id)?.title as string | undefined;

  it("answer notices in the caller's language, else a close relative, else English, else the merchant default (HI)", async () => {
    const both = await create('notices', {
      title: 'Hello',
      content: 'EN text',
      language: 'EN',
      translations: {
        HI: { title: 'नमस्ते', content: 'HI text' },
        CN: { title: '你好', content: 'CN text' },
        VI: { title: 'Xin chào', content: 'VI text' },
      },
    });
    const japanese = await create('notices', { title: 'Own', content: 'own', language: 'JA', translations: { CN: { title: '只有中文', content: '' } } });
    // Without a language, a new entry is written in the merchant's default (HI).
    const hindi = await create('notices', { title: 'हिंदी', content: 'hi', translations: { JA: { title: '日本語', content: '' } } });
    expect([both.language, japanese.language, hindi.language]).toEqual(['EN', 'JA', 'HI']);
    expect(both.translations.CN).toEqual({ title: '你好', content: 'CN text' });

    const notices = async (q: string, headers: Record<string, string> = {}) =>
      (await get(`/wps/content/notices${q}`, headers)).list as { id: number; title: string; content: string }[];
    const title = async (q: string, id: number) => (await notices(q)).find((n) => n.id === id)?.title;
    // English for English, never the merchant's Hindi.
    expect((await notices('?language=EN')).find((n) => n.id === both.id)).toEqual({ id: both.id, title: 'Hello', content: 'EN text' });
    expect((await notices('?language=VI')).find((n) => n.id === both.id)).toEqual({ id: both.id, title: 'Xin chào', content: 'VI text' });
    expect(await title('?language=CN', both.id)).toBe('你好');
    // Traditional Chinese is missing: Simplified is its close relative.
    expect(await title('?language=TW', both.id)).toBe('你好');
    // Arabic is missing and has no relative: English before the merchant default.
    expect(await title('?language=AR', both.id)).toBe('Hello');
    expect((await notices('', { 'accept-language': 'zh-CN' })).find((n) => n.id === both.id)?.title).toBe('你好');
    // The query's language wins over Accept-Language.
    expect((await notices('?language=HI', { 'accept-language': 'zh-CN' })).find((n) => n.id === both.id)?.title).toBe('नमस्ते');

    // No Arabic, no English: the merchant default, else the entry's own text.
    expect(await title('?language=AR', hindi.id)).toBe('हिंदी');
    expect(await title('?language=JA', hindi.id)).toBe('日本語');
    expect(await title('?language=AR', japanese.id)).toBe('Own');
    expect(await title('?language=TW', japanese.id)).toBe('只有中文');

    // Removing a translation through the back office brings the fallback back.
    const patched = await send('PATCH', `/bo/content/notices/${both.id}`, { translations: { HI: { title: 'नमस्ते', content: 'HI text' } } });
    expect(patched.json().value.translations).toEqual({ HI: { title: 'नमस्ते', content: 'HI text' } });
    expect(await title('?language=CN', both.id)).toBe('Hello');
    // Changing the own text's language changes what counts as English.
    await send('PATCH', `/bo/content/notices/${both.id}`, { language: 'FR' });
    expect(await title('?language=EN', both.id)).toBe('नमस्ते');
    for (const n of [both, japanese, hindi]) await send('DELETE', `/bo/content/notices/${n.id}`);
  });

  it('translate announcements and promotions, cleaning the HTML of every language', async () => {
    const a = await create('announcements', {
      type: 'PR',
      execution: 'A',
      title: 'Own',
      content: '<p>own</p>',
      language: 'EN',
      translations: { CN: { title: '公告', content: '<p onclick="x()">中文<script>alert(1)</script></p>' } },
    });
    expect(a.translations.CN.content).toBe('<p>中文</p>');
    expect(await titleOf('/wps/relay/getListAnnouncements?types=PR&execution=A&language=CN', a.id)).toBe('公告');
    expect(await titleOf('/wps/relay/getListAnnouncements?types=PR&execution=A&language=EN', a.id)).toBe('Own');
    expect(await get(`/wps/relay/getAnnouncementContentV2?id=${a.id}&language=CN`)).toEqual({ id: a.id, title: '公告', content: '<p>中文</p>' });
    expect(await get(`/wps/relay/getAnnouncementContentV2?id=${a.id}&language=TW`)).toEqual({ id: a.id, title: '公告', content: '<p>中文</p>' });
    expect(await get(`/wps/relay/getAnnouncementContentV2?id=${a.id}`, { 'accept-language': 'en' })).toEqual({ id: a.id, title: 'Own', content: '<p>own</p>' });

    const p = await create('promotions', {
      title: 'Promo',
      category: 'I18N',
      content: '<p>en</p>',
      language: 'EN',
      translations: { HI: { title: 'प्रोमो', content: '<img src="javascript:x">hi' }, VI: { title: 'Khuyến mãi', content: 'vi' } },
    });
    const promos = async (language: string) =>
      (await get(`/wps/content/promotions?category=I18N&language=${language}`)).list as { id: number; title: string; content: string }[];
    expect((await promos('HI'))[0]).toMatchObject({ id: p.id, title: 'प्रोमो', content: '<img />hi' });
    expect((await promos('VI'))[0]?.title).toBe('Khuyến mãi');
    // CN has no translation: English is next, before the merchant default (HI).
    expect((await promos('CN'))[0]?.title).toBe('Promo');
    await send('DELETE', `/bo/content/announcements/${a.id}`);
    await send('DELETE', `/bo/content/promotions/${p.id}`);
  });

  it("list, for the back office, which of the merchant's languages each entry lacks", async () => {
    expect(await get('/bo/content/languages', bearer(editor))).toEqual({ defaultLanguage: 'HI', supportedLanguages: [...languageCodes] });
    await setSupported(['HI', 'EN', 'CN', 'AR', 'VI']);
    try {
      expect(await get('/bo/content/languages', bearer(editor))).toEqual({ defaultLanguage: 'HI', supportedLanguages: ['HI', 'EN', 'CN', 'AR', 'VI'] });
      const n = await create('notices', {
        title: 'Hi',
        content: '',
        language: 'EN',
        translations: { HI: { title: 'x', content: '' }, CN: { title: 'y', content: '' } },
      });
      expect(n.missingLanguages).toEqual(['AR', 'VI']);
      const missingOf = async (path: string, id: number) =>
        (await get(`/bo/content/${path}?pageSize=200`, bearer(editor))).list.find((e: { id: number }) => e.id === id).missingLanguages;
      expect(await missingOf('notices', n.id)).toEqual(['AR', 'VI']);
      const done = await send('PATCH', `/bo/content/notices/${n.id}`, {
        translations: { HI: { title: 'x', content: '' }, CN: { title: 'y', content: '' }, AR: { title: 'z', content: '' }, VI: { title: 'w', content: '' } },
      });
      expect(done.json().value.missingLanguages).toEqual([]);
      expect(await missingOf('notices', n.id)).toEqual([]);
      const promo = await create('promotions', { title: 'P', category: 'MISSING', content: '', translations: { VI: { title: 'v', content: '' } } });
      expect([promo.language, await missingOf('promotions', promo.id)]).toEqual(['HI', ['EN', 'CN', 'AR']]);
      const ann = await create('announcements', { type: 'B', execution: 'A', title: 'A', content: '', language: 'AR' });
      expect(await missingOf('announcements', ann.id)).toEqual(['HI', 'EN', 'CN', 'VI']);
      await send('DELETE', `/bo/content/notices/${n.id}`);
      await send('DELETE', `/bo/content/promotions/${promo.id}`);
      await send('DELETE', `/bo/content/announcements/${ann.id}`);
    } finally {
      await setSupported([...languageCodes]);
    }
  });

  it('refuse an unknown language code or an empty translated title with 400, writing nothing', async () => {
    const notice = await create('notices', { title: 'Kept', content: 'kept' });
    const [notices, promotions, announcements] = await Promise.all([
      rowCount('content_notices'),
      rowCount('content_promotions'),
      rowCount('content_announcements'),
    ]);
    const auditBefore = (await auditActions()).length;
    const bad = [
      send('POST', '/bo/content/notices', { title: 'x', content: '', translations: { XX: { title: 'x', content: '' } } }),
      send('POST', '/bo/content/notices', { title: 'x', content: '', translations: { hi: { title: 'x', content: '' } } }),
      send('POST', '/bo/content/notices', { title: 'x', content: '', translations: { HI: { title: ' ', content: '' } } }),
      send('POST', '/bo/content/notices', { title: 'x', content: '', translations: { HI: { title: 'x'.repeat(201), content: '' } } }),
      send('POST', '/bo/content/promotions', { title: 'x', category: 'X', content: '', translations: { ZZ: { title: 'x', content: '' } } }),
      send('POST', '/bo/content/announcements', {
        type: 'PL',
        execution: 'B',
        title: 'x',
        content: '',
        translations: { CN: { title: 'x', content: '', extra: 1 } },
      }),
      send('PATCH', `/bo/content/notices/${notice.id}`, { title: 'Changed', translations: { XX: { title: 'x', content: '' } } }),
    ];
    // An unknown language code is an unknown key of `translations` (UNKNOWN_FIELD); the rest fail their field's limits.
    const codes = (await Promise.all(bad)).map((res) => `${res.statusCode} ${errorCodeOf(res)}`);
    expect(codes).toEqual([
      '400 UNKNOWN_FIELD',
      '400 UNKNOWN_FIELD',
      '400 VALIDATION_ERROR',
      '400 VALIDATION_ERROR',
      '400 UNKNOWN_FIELD',
      '400 UNKNOWN_FIELD',
      '400 UNKNOWN_FIELD',
    ]);
    expect([await rowCount('content_notices'), await rowCount('content_promotions'), await rowCount('content_announcements')]).toEqual([
      notices,
      promotions,
      announcements,
    ]);
    expect((await auditActions()).length).toBe(auditBefore);
    expect(await titleOf('/wps/content/notices', notice.id)).toBe('Kept');
    const player = await t.app.inject({ method: 'GET', url: '/wps/content/notices?language=XX' });
    expect([player.statusCode, errorCodeOf(player)]).toEqual([400, 'VALIDATION_ERROR']);
    await send('DELETE', `/bo/content/notices/${notice.id}`);
  });
});
