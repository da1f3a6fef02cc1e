import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let editor: string;

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(editor), ...(payload === undefined ? {} : { payload: payload as object }) });
const create = async (payload: object) => {
  const res = await send('POST', '/bo/content/banners', { groupName: 'w_home', url: '/lgw/art/banner/x.svg', ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
type Words = { url: string; headline: string; subline: string; cta: string };
/** The home banners as a visitor reads them; `query` is the query string after the group. */
const home = async (query = '', headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/wps/content/banners?group=w_home${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.list as Words[];
};
const wordsOf = async (url: string, query = '', headers: Record<string, string> = {}) => {
  const banner = (await home(query, headers)).find((b) => b.url === url);
  return banner && { headline: banner.headline, subline: banner.subline, cta: banner.cta };
};
const bannerRows = async () =>
  (
    await t.database.db
      .selectFrom('content_banners')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
      .executeTakeFirstOrThrow()
  ).n;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.staffToken(['content']);
});
afterAll(async () => t.close());

describe('banner headlines', () => {
  it('store the words trimmed, in their language with translations, and list the missing languages', async () => {
    const banner = await create({
      url: '/lgw/art/banner/words.svg',
      linkageType: 'PROMOTION',
      linkTarget: '1',
      headline: '  Double your first deposit ',
      subline: 'A demo bonus ',
      cta: ' See the offer',
      language: 'EN',
      translations: {
        AR: { headline: ' ضاعف إيداعك الأول ', subline: 'مكافأة تجريبية', cta: 'اطّلع على العرض' },
        VI: { headline: 'Nhân đôi lần nạp đầu', cta: 'Xem ưu đãi' },
      },
    });
    expect(banner).toMatchObject({
      headline: 'Double your first deposit',
      subline: 'A demo bonus',
      cta: 'See the offer',
      language: 'EN',
      translations: {
        AR: { headline: 'ضاعف إيداعك الأول', subline: 'مكافأة تجريبية', cta: 'اطّلع على العرض' },
        VI: { headline: 'Nhân đôi lần nạp đầu', subline: '', cta: 'Xem ưu đãi' },
      },
    });
    // Every supported language but the own one and the translated ones is missing.
    expect(banner.missingLanguages).toContain('HI');
    expect(banner.missingLanguages.filter((code: string) => ['EN', 'AR', 'VI'].includes(code))).toEqual([]);

    const patched = await send('PATCH', `/bo/content/banners/${banner.id}`, {
      translations: { HI: { headline: 'पहली जमा पर दोगुना', subline: '', cta: 'ऑफ़र देखें' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().value.headline).toBe('Double your first deposit');
    expect(patched.json().value.missingLanguages).toEqual(expect.arrayContaining(['AR', 'VI']));
    expect(patched.json().value.missingLanguages).not.toContain('HI');
    expect(Object.keys(patched.json().value.translations)).toEqual(['HI']);
    await send('DELETE', `/bo/content/banners/${banner.id}`);
  });

  it("answer each banner's words in the visitor's language, with the documented fallbacks", async () => {
    const url = '/lgw/art/banner/fallback.svg';
    const banner = await create({
      url,
      headline: 'Play slots',
      subline: 'New every week',
      cta: 'Play now',
      language: 'EN',
      translations: {
        AR: { headline: 'العب السلوت', subline: 'جديد كل أسبوع', cta: 'العب الآن' },
        CN: { headline: '玩老虎机', subline: '', cta: '开始' },
      },
    });
    const english = { headline: 'Play slots', subline: 'New every week', cta: 'Play now' };
    expect(await wordsOf(url, '&language=EN')).toEqual(english);
    expect(await wordsOf(url, '&language=AR')).toEqual({ headline: 'العب السلوت', subline: 'جديد كل أسبوع', cta: 'العب الآن' });
    // Vietnamese is missing and has no relative: English, before the merchant's default (HI).
    expect(await wordsOf(url, '&language=VI')).toEqual(english);
    // Traditional Chinese is missing: Simplified is its close relative, taken whole (no English sub-line mixed in).
    expect(await wordsOf(url, '&language=TW')).toEqual({ headline: '玩老虎机', subline: '', cta: '开始' });
    // Without a query language, Accept-Language decides; the query wins over it.
    expect(await wordsOf(url, '', { 'accept-language': 'ar' })).toEqual({ headline: 'العب السلوت', subline: 'جديد كل أسبوع', cta: 'العب الآن' });
    expect(await wordsOf(url, '&language=EN', { 'accept-language': 'ar' })).toEqual(english);

    // Own text in Hindi, the merchant's default, with an Arabic translation: Vietnamese gets the Hindi.
    const hindiUrl = '/lgw/art/banner/hindi.svg';
    const hindi = await create({ url: hindiUrl, headline: 'स्लॉट खेलें', cta: 'खेलें', translations: { AR: { headline: 'العب' } } });
    expect(hindi.language).toBe('HI');
    expect(await wordsOf(hindiUrl, '&language=VI')).toEqual({ headline: 'स्लॉट खेलें', subline: '', cta: 'खेलें' });
    expect(await wordsOf(hindiUrl, '&language=AR')).toEqual({ headline: 'العب', subline: '', cta: '' });

    // An image-only banner has empty words in every language and lacks none.
    const plainUrl = '/lgw/art/banner/plain.svg';
    const plain = await create({ url: plainUrl });
    expect(plain.missingLanguages).toEqual([]);
    expect(await wordsOf(plainUrl, '&language=AR')).toEqual({ headline: '', subline: '', cta: '' });
    for (const b of [banner, hindi, plain]) await send('DELETE', `/bo/content/banners/${b.id}`);
  });

  it('refuse words over their limits, an empty translated headline, an unknown language or a NUL with 400, writing nothing', async () => {
    const kept = await create({ url: '/lgw/art/banner/kept.svg', headline: 'Kept' });
    const before = await bannerRows();
    const base = { groupName: 'w_home', url: '/lgw/art/banner/bad.svg' };
    const bad = await Promise.all([
      send('POST', '/bo/content/banners', { ...base, headline: 'x'.repeat(81) }),
      send('POST', '/bo/content/banners', { ...base, subline: 'x'.repeat(141) }),
      send('POST', '/bo/content/banners', { ...base, cta: 'x'.repeat(25) }),
      send('POST', '/bo/content/banners', { ...base, translations: { AR: { headline: '   ' } } }),
      send('POST', '/bo/content/banners', { ...base, translations: { AR: { headline: 'ok', cta: 'x'.repeat(25) } } }),
      send('POST', '/bo/content/banners', { ...base, translations: { XX: { headline: 'x' } } }),
      send('POST', '/bo/content/banners', { ...base, language: 'english' }),
      send('PATCH', `/bo/content/banners/${kept.id}`, { headline: 'y'.repeat(81) }),
    ]);
    expect(bad.map((res) => `${res.statusCode} ${errorCodeOf(res)}`)).toEqual([
      '400 VALIDATION_ERROR',
      '400 VALIDATION_ERROR',
      '400 VALIDATION_ERROR',
      '400 VALIDATION_ERROR',
      '400 VALIDATION_ERROR',
      '400 UNKNOWN_FIELD',
      '400 VALIDATION_ERROR',
      '400 VALIDATION_ERROR',
    ]);
    // Exactly at the limits is fine, after trimming.
    const full = await create({ url: '/lgw/art/banner/full.svg', headline: ` ${'h'.repeat(80)} `, subline: 's'.repeat(140), cta: 'c'.repeat(24) });
    expect([full.headline.length, full.subline.length, full.cta.length]).toEqual([80, 140, 24]);

    const nul = await send('POST', '/bo/content/banners', { ...base, headline: 'a\u0000b' });
    expect([nul.statusCode, errorCodeOf(nul)], nul.body).toEqual([400, 'INVALID_TEXT']);
    const nulTranslation = await send('PATCH', `/bo/content/banners/${kept.id}`, { translations: { AR: { headline: 'ok', cta: '\u0000' } } });
    expect([nulTranslation.statusCode, errorCodeOf(nulTranslation)]).toEqual([400, 'INVALID_TEXT']);

    expect(await bannerRows()).toBe(before + 1);
    expect((await home()).find((b) => b.url === '/lgw/art/banner/kept.svg')?.headline).toBe('Kept');
  });
});
