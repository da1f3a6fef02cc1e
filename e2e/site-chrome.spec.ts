import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect as baseExpect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { languageCodes, languages } from '@gp/contracts';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { addSupportedLanguages, sidewaysOverflow, staffToken } from './support/cashier';
import { valueOf } from './support/member';
import { siteWide } from './support/site-wide';
import { newThemedContext } from './support/theme';

// The player site's chrome in every language: the brand is never cut off, the top navigation keeps
// to one row (what does not fit goes into "More"), help-centre headings and the /agent copy are
// translated, and operator text keeps its own direction inside a right-to-left page.
// These tests add languages to the merchant's list (and put it back), so they run on their own.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 300_000 });

type Catalog = Record<string, string>;
const siteCatalog = (tag: string): Catalog =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../packages/i18n/src/namespaces/site/${tag}.json`), 'utf8')) as Catalog;
const commonCatalog = (tag: string): Catalog =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../packages/i18n/src/namespaces/common/${tag}.json`), 'utf8')) as Catalog;
const tagOf = (code: string) => languages.find((l) => l.code === code)?.tag ?? 'en';

type Look = { lang: string; width: number; colorScheme?: 'light' | 'dark' };

/** A visitor's page in a language, announcements already dismissed this session. */
const openPage = async (browser: Browser, { lang, width, colorScheme = 'light' }: Look): Promise<Page> => {
  const context = await newThemedContext(browser, { locale: 'en-US', viewport: { width, height: 900 }, colorScheme, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.addInitScript((code) => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('lang', code);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  }, lang);
  return page;
};

const inLanguage = async (page: Page, lang: string) => {
  await expect(page.locator('html')).toHaveAttribute('lang', tagOf(lang));
  await page.evaluate(() => document.fonts.ready);
};

/** The top navigation's items once the game categories have arrived (each in the row or in More). */
const openNav = async (page: Page) => {
  await page.goto('/help');
  await expect(page.locator('[data-testid="nav-LIVE"], [data-testid="nav-more-LIVE"]')).toHaveCount(1);
};

type RowShape = { tops: number[]; outside: number; shown: number; inMore: number };
const rowShape = (page: Page): Promise<RowShape> =>
  page.getByTestId('top-nav').evaluate((list) => {
    const box = list.getBoundingClientRect();
    const items = [...list.children].map((item) => item.getBoundingClientRect());
    return {
      tops: items.map((r) => Math.round(r.top)),
      // Items drawn past either end of the bar (a row that overflows instead of wrapping).
      outside: items.filter((r) => r.left < box.left - 1 || r.right > box.right + 1).length,
      shown: list.querySelectorAll(':scope > li:not([data-testid="nav-more"])').length,
      inMore: list.querySelectorAll('[data-testid="nav-more-menu"] li').length,
    };
  });

const expectOneRow = (shape: RowShape, where: string) => {
  expect(shape.tops.length, where).toBeGreaterThan(3);
  expect(
    shape.tops.filter((top) => top !== shape.tops[0]),
    `${where}: every item on the first one's row`,
  ).toEqual([]);
  expect(shape.outside, `${where}: items drawn outside the bar`).toBe(0);
};

/** The x of the first and of the last character of an element's text, as drawn. */
const glyphEnds = (locator: Locator) =>
  locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.push(node as Text);
    const first = texts[0]!;
    const last = texts[texts.length - 1]!;
    const rectOf = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    const lastAt = last.data.trimEnd().length - 1;
    return { first: rectOf(first, first.data.length - first.data.trimStart().length).left, last: rectOf(last, lastAt).left, lastChar: last.data[lastAt] };
  });

test.describe('site chrome', siteWide, () => {
  // Not a browser context: those are closed after every test, and the list is put back after the last.
  let api: APIRequestContext | undefined;
  let restoreLanguages: (() => Promise<void>) | undefined;
  let token = '';
  test.beforeAll(async ({ browser, playwright }, testInfo) => {
    // Signing in to the back office (TOTP) can take a while on a busy machine.
    test.setTimeout(180_000);
    api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    token = await staffToken(browser);
    restoreLanguages = await addSupportedLanguages(api, token, [...languageCodes]);
  });
  test.afterAll(async () => {
    await restoreLanguages?.();
    await api?.dispose();
  });

  test('the top navigation keeps to one row in DE, RU and AR at 1366 and 1024 px, the rest in More', async ({ browser }) => {
    for (const lang of ['DE', 'RU', 'AR']) {
      const page = await openPage(browser, { lang, width: 1366 });
      await openNav(page);
      await inLanguage(page, lang);
      const start = await rowShape(page);
      const total = start.shown + start.inMore;
      for (const width of [1366, 1024]) {
        const where = `${lang} ${width}px`;
        // Resized in place: the row is measured again at run time, not counted once.
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(async () => (await rowShape(page)).tops.every((top, _, all) => top === all[0]), { message: where }).toBe(true);
        const shape = await rowShape(page);
        expectOneRow(shape, where);
        expect(shape.shown + shape.inMore, `${where}: every item in the row or in More`).toBe(total);
        if (width === 1024) expect(shape.inMore, `${where}: something moved into More`).toBeGreaterThan(0);
        expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
      }
      await page.context().close();
    }
  });

  test('the More menu works from the keyboard and leads to the pages it lists', async ({ browser }) => {
    const page = await openPage(browser, { lang: 'AR', width: 1024, colorScheme: 'dark' });
    await openNav(page);
    await inLanguage(page, 'AR');
    const button = page.getByTestId('nav-more-button');
    const menu = page.getByTestId('nav-more-menu');
    await expect(button).toHaveText(siteCatalog('ar')['navMore']!);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link').first()).toBeFocused();
    // The open menu stays inside the window in a right-to-left page.
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // Arrow Up opens the menu on its last item.
    await page.keyboard.press('ArrowUp');
    await expect(menu).toBeVisible();
    const link = menu.getByRole('link').last();
    const href = (await link.getAttribute('href')) ?? '';
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
    await expect(menu).toBeHidden();
  });

  test('the brand is never cut off at 360, 400 and 640 px, in every language', async ({ browser }) => {
    const page = await openPage(browser, { lang: 'EN', width: 360 });
    await page.goto('/help');
    for (const { code, tag } of languages) {
      await page.setViewportSize({ width: 360, height: 900 });
      await page.evaluate((c) => localStorage.setItem('lang', c), code);
      await page.goto('/help');
      await inLanguage(page, code);
      const brand = page.getByTestId('site-brand');
      await expect(brand, code).toHaveText(commonCatalog(tag)['siteName']!);
      // 360 is the narrowest phone; at 400 the register button joins, at 640 the language and theme controls.
      for (const width of [360, 400, 640]) {
        const where = `${code} ${width}px`;
        await page.setViewportSize({ width, height: 900 });
        const box = await brand.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { scroll: el.scrollWidth, client: el.clientWidth, left: r.left, right: r.right, width: document.documentElement.clientWidth };
        });
        expect(box.scroll, `${where}: brand scrollWidth`).toBeLessThanOrEqual(box.client);
        expect(box.left, `${where}: brand inside the window`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${where}: brand inside the window`).toBeLessThanOrEqual(box.width);
        expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    }
  });

  test('help-centre headings are translated; an unknown category shows as typed and English keeps its order in Arabic', async ({ browser, request }) => {
    const vi = siteCatalog('vi');
    const page = await openPage(browser, { lang: 'VI', width: 1366 });
    await page.goto('/help');
    await inLanguage(page, 'VI');
    const headings = page.getByTestId('help-section-heading');
    await expect(headings.first()).toBeVisible();
    const texts = (await headings.allTextContents()).map((s) => s.trim());
    expect(texts.filter((s) => ['account', 'payments', 'general', 'games'].includes(s.toLowerCase()))).toEqual([]);
    for (const key of ['account', 'payments', 'general', 'games']) expect(texts).toContain(vi[`helpCategory.${key}`]);
    await page.context().close();

    // An operator writes an Arabic-language article in a category of their own, with an English title.
    const term = `e2e-bidi-${Date.now()}`;
    const title = 'Read the VIP terms first.';
    const article = await valueOf<{ id: number }>(
      await request.post('/bo/content/helpArticles', {
        headers: { Authorization: `Bearer ${token}` },
        data: { term, language: 'AR', category: 'VIP club', title, content: '<p>Always read the terms.</p>', sequence: 99 },
      }),
    );
    try {
      const arabic = await openPage(browser, { lang: 'AR', width: 360, colorScheme: 'dark' });
      await arabic.goto('/help');
      await inLanguage(arabic, 'AR');
      await expect(arabic.getByTestId('help-section-heading').filter({ hasText: 'VIP club' })).toHaveText('VIP club');
      const link = arabic.getByTestId('help-article-link').filter({ hasText: title });
      await expect(link).toHaveText(title);
      expect(await link.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      // The full stop stays at the sentence's end (right of its first letter), not at the start of the line.
      const ends = await glyphEnds(link);
      expect(ends.lastChar).toBe('.');
      expect(ends.last).toBeGreaterThan(ends.first);
      await link.click();
      const modal = arabic.getByTestId('help-modal');
      await expect(modal).toContainText(title);
      expect(await seriousViolations(arabic)).toEqual([]);
      await arabic.context().close();
    } finally {
      await request.delete(`/bo/content/helpArticles/${article.id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  });

  test('the /agent copy follows the chosen language; the hours keep their order in Arabic', async ({ browser }) => {
    for (const lang of ['EN', 'VI']) {
      const copy = siteCatalog(tagOf(lang));
      const page = await openPage(browser, { lang, width: 1366 });
      await page.goto('/agent');
      await inLanguage(page, lang);
      await expect(page.getByTestId('agent-headline')).toHaveText(copy['agent.landing.headline']!);
      await expect(page.getByTestId('agent-marketing')).toContainText(copy['agent.landing.teamTitle']!);
      await expect(page.getByTestId('agent-marketing')).not.toContainText('工作日');
      await page.context().close();
    }

    const page = await openPage(browser, { lang: 'EN', width: 360 });
    await page.goto('/agent');
    await inLanguage(page, 'EN');
    // Switching the language on the page switches the copy with it.
    await page.getByTestId('language-select').selectOption('AR');
    await inLanguage(page, 'AR');
    await expect(page.getByTestId('agent-headline')).toHaveText(siteCatalog('ar')['agent.landing.headline']!);
    const hours = page.getByTestId('agent-hours').locator('bdi');
    await expect(hours).toHaveText('12:00–21:00');
    const ends = await glyphEnds(hours);
    expect(ends.last, '"12:00" is drawn before "21:00"').toBeGreaterThan(ends.first);
  });

  const looks = (['EN', 'AR'] as const).flatMap((lang) =>
    ([360, 1366] as const).flatMap((width) => (['light', 'dark'] as const).map((colorScheme) => ({ lang, width, colorScheme }))),
  );
  test('the help centre and /agent fit and pass axe at 360 and 1366 px, light and dark, LTR and RTL', async ({ browser }) => {
    for (const look of looks) {
      const page = await openPage(browser, look);
      for (const path of ['/help', '/agent']) {
        const where = `${path} ${look.lang} ${look.width}px ${look.colorScheme}`;
        await page.goto(path);
        await inLanguage(page, look.lang);
        await expect(page.getByTestId(path === '/help' ? 'help-section' : 'agent-marketing').first(), where).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.dir), where).toBe(look.lang === 'AR' ? 'rtl' : 'ltr');
        expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
        if (path === '/help' && look.width === 1366) expectOneRow(await rowShape(page), where);
        expect(await seriousViolations(page), where).toEqual([]);
      }
      await page.context().close();
    }
  });
});
