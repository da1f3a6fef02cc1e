import { expect as baseExpect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { openSignedInBackoffice } from './support/backoffice';
import { siteWide } from './support/site-wide';
import { newThemedContext } from './support/theme';

// Player site: routes, chrome, home page from the seed, list pages, language, theme, axe.

// The seeded catalog has 10,000+ games on an embedded database; first queries of a fresh run can
// take a few seconds, so waits are longer than the default (they still end as soon as they pass).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const openPage = async (browser: Browser, options: BrowserContextOptions = {}) =>
  (await newThemedContext(browser, { locale: 'en-US', viewport: { width: 1366, height: 900 }, ...options })).newPage();

/** A visitor who already closed the announcement popup this session, so it does not cover the page. */
const openQuietPage = async (browser: Browser, options: BrowserContextOptions = {}) => {
  const page = await openPage(browser, options);
  await page.addInitScript(() => sessionStorage.setItem('ANONYMOUS_POPUP', '1'));
  return page;
};

/**
 * Scrolls down a screen at a time until the footer is there: the rows and the footer are drawn as
 * they come near, so a jump to the end would pass the rows by.
 */
const scrollToFooter = async (page: Page) => {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollBy(0, window.innerHeight));
        return page.getByTestId('site-footer').count();
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(1);
};

const staffToken = async (browser: Browser): Promise<string> => {
  const staff = await openPage(browser);
  await openSignedInBackoffice(staff);
  const token = await staff.evaluate(() => sessionStorage.getItem('bo_token'));
  await staff.context().close();
  if (!token) throw new Error('no back office token');
  return token;
};

type BoVendor = { id: number; vassalage: string; gameType: string; enabled: boolean };

let cachedToken: string | undefined;
const staffHeaders = async (browser: Browser) => {
  cachedToken ??= await staffToken(browser);
  return { Authorization: `Bearer ${cachedToken}` };
};

/**
 * Staff change the merchant's languages through the settings API (the screen has its own tests).
 * The demo supports every language; tests add the ones they need and leave them, since removing
 * one would narrow the list for tests running at the same time or after.
 */
const setSupportedLanguages = async (browser: Browser, codes: { add?: string[]; remove?: string[] }) => {
  const headers = await staffHeaders(browser);
  const context = await browser.newContext();
  const read = await context.request.get('/bo/settings/merchant', { headers });
  expect(read.ok()).toBe(true);
  const document = ((await read.json()) as { value: { value: { supportedLanguages: string[] }; version: number } }).value;
  const languages = new Set(document.value.supportedLanguages);
  for (const code of codes.add ?? []) languages.add(code);
  for (const code of codes.remove ?? []) languages.delete(code);
  const write = await context.request.put('/bo/settings/merchant', {
    headers,
    data: { value: { ...document.value, supportedLanguages: [...languages] }, version: document.version },
  });
  expect(write.ok(), await write.text()).toBe(true);
  await context.close();
};

test('the home page renders every section from the seed', async ({ browser }) => {
  const page = await openQuietPage(browser);
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('notice-item').first()).toBeVisible();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('promotion-carousel')).toBeVisible();
  await expect(page.getByTestId('hot-carousel')).toBeVisible();
  await expect(page.getByTestId('jackpot-amount')).toHaveText(/^2[01],\d{3},\d{3}\.\d{2}$/);
  await expect(page.getByTestId('winner-board-JACKPOT').getByTestId('winner-entry').first()).toBeVisible();
  const biggest = page.getByTestId('winner-board-BIGWIN').getByTestId('winner-entry');
  await expect(biggest.first()).toBeVisible();
  expect(await biggest.count()).toBeLessThanOrEqual(9);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  // The category rows are drawn on the way down.
  await scrollToFooter(page);
  for (const row of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS']) await expect(page.getByTestId(`home-row-${row}`)).toBeVisible();
  await expect(page.getByTestId('home-row-ESPORTS')).toHaveCount(0);
  const rng = page.getByTestId('home-row-RNG');
  expect(await rng.getByTestId('game-card').count()).toBeLessThanOrEqual(12);
  await expect(rng.getByTestId('carousel-next')).toBeVisible();
  await expect(page.getByTestId('footer-vendors')).toBeVisible();
  await expect(page.getByTestId('scroll-to-top')).toBeVisible();

  // Footer social links: only those with a resource (seed: Telegram, Facebook, WhatsApp), in a new tab.
  const social = page.getByTestId('footer-social').getByRole('link');
  await expect(social).toHaveCount(3);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(page.getByTestId('social-TIKTOK')).toHaveCount(0);

  // A notice opens its modal; the popup closes only by its button.
  // By keyboard: the strip moves (and may have carried the first notice out of its clip), focus stops it.
  await page.getByTestId('notice-item').first().focus();
  await page.keyboard.press('Enter');
  const notice = page.getByTestId('notice-modal');
  await expect(notice).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.classList.contains('overflow-hidden'))).toBe(true);
  await page.mouse.click(5, 5);
  await expect(notice).toBeVisible();
  await notice.getByTestId('popup-close').click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.classList.contains('overflow-hidden'))).toBe(false);

  // Download QR codes are data-URL images of 120 px (the seed's iOS and Android install guides).
  await page.getByTestId('side-download').click();
  await expect(page.getByTestId('download-popup')).toBeVisible();
  await expect(page.getByTestId('qr-IOS').getByRole('img')).toHaveAttribute('src', /^data:image\/png/);
  await page.getByTestId('download-popup').getByTestId('popup-close').click();
});

test('announcements pop up once a session for visitors', async ({ browser }) => {
  const page = await openPage(browser);
  await page.goto('/');
  const popup = page.getByTestId('announcement-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('announcement-list').getByRole('button').first()).toBeVisible();
  await expect(popup.getByTestId('announcement-content')).not.toBeEmpty();
  await popup.getByTestId('popup-close').click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).toBe('1');
  await page.reload();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(popup).toBeHidden();
});

test('the top navigation opens vendor menus by hover and keyboard, large above 10 vendors', async ({ browser }) => {
  const page = await openQuietPage(browser);
  await page.goto('/');
  const nav = page.getByTestId('top-nav');
  for (const id of ['home', 'hot', 'promotions']) await expect(nav.getByTestId(`nav-${id}`)).toBeVisible();

  await nav.getByTestId('nav-RNG').hover();
  const rngMenu = page.getByTestId('nav-menu-RNG');
  await expect(rngMenu).toBeVisible();
  expect(await rngMenu.getByRole('link').count()).toBeGreaterThan(10);
  await expect(rngMenu).toHaveAttribute('data-size', 'large');
  await page.mouse.move(1300, 880);
  await expect(rngMenu).toBeHidden();

  await nav.getByTestId('nav-LIVE').getByRole('link').first().focus();
  const liveMenu = page.getByTestId('nav-menu-LIVE');
  await expect(liveMenu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(liveMenu).toBeHidden();

  // Choosing a vendor opens the list page filtered by it.
  await nav.getByTestId('nav-RNG').hover();
  const vendorLink = rngMenu.getByRole('link').first();
  const vendorName = (await vendorLink.textContent()) ?? '';
  await vendorLink.click();
  await expect(page).toHaveURL(/\/rng\?vassalage=/);
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  // Tiles name the vendor as the menu does, never by its code.
  for (const card of (await page.getByTestId('game-card').all()).slice(0, 5)) await expect(card.getByTestId('game-vendor')).toHaveText(vendorName);
  expect(vendorName.length).toBeGreaterThan(0);
});

test('the nav hides a category whose vendors are all disabled, and bingo follows language TY', siteWide, async ({ browser }) => {
  const auth = await staffHeaders(browser);
  const player = await openQuietPage(browser);
  const list = await player.request.get('/bo/catalog/vendors', { headers: auth });
  expect(list.ok()).toBe(true);
  const vendors = ((await list.json()) as { value: { list: BoVendor[] } }).value.list.filter((v) => v.gameType === 'COCKFIGHT' && v.enabled);
  expect(vendors.length).toBeGreaterThan(0);

  await player.goto('/');
  await expect(player.getByTestId('nav-COCKFIGHT')).toBeVisible();
  for (const v of vendors) expect((await player.request.patch(`/bo/catalog/vendors/${v.id}`, { headers: auth, data: { enabled: false } })).ok()).toBe(true);
  await player.reload();
  await expect(player.getByTestId('nav-SPORTS')).toBeVisible();
  await expect(player.getByTestId('nav-COCKFIGHT')).toHaveCount(0);
  for (const v of vendors) await player.request.patch(`/bo/catalog/vendors/${v.id}`, { headers: auth, data: { enabled: true } });

  // The demo offers every language, Filipino (TY) among them: bingo goes with it and comes back.
  const bingo = player.locator('[data-testid="nav-bingo"], [data-testid="nav-more-bingo"]');
  await expect(bingo).toHaveCount(1);
  await setSupportedLanguages(browser, { remove: ['TY'] });
  await player.reload();
  await expect(player.getByTestId('nav-SPORTS')).toBeVisible();
  await expect(bingo).toHaveCount(0);
  await setSupportedLanguages(browser, { add: ['TY'] });
  await player.reload();
  await expect(bingo).toHaveCount(1);
  await expect(player.getByTestId('nav-COCKFIGHT')).toBeVisible();
});

test('game pages hide the side menu; other pages show it', async ({ browser }) => {
  const page = await openQuietPage(browser);
  await page.goto('/seamless');
  await expect(page.getByTestId('soon-page')).toBeVisible();
  await expect(page.locator('main')).toHaveAttribute('data-side-menu', 'hidden');
  await expect(page.getByTestId('side-menu')).toHaveCount(0);

  await page.evaluate(() => sessionStorage.setItem('token', 'e2e-visitor-token'));
  await page.goto('/lottery?gameCode=VN1');
  await expect(page.getByTestId('page-title')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);

  await page.goto('/live');
  await expect(page.getByTestId('game-list-page')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toBeVisible();
});

test('a visitor opening a login-required route is sent to /login; register keeps the referral code', async ({ browser }) => {
  const page = await openQuietPage(browser);
  for (const path of ['/member', '/favorite', '/recent', '/pointMall', '/vnLottery?gameCode=X']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-popup')).toBeVisible();
  }
  // The agent centre sends anyone who is not a signed-in agent to the agent login page.
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await page.goto('/login');
  await expect(page.getByTestId('login-popup').getByTestId('login-username')).toBeVisible();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.getByTestId('login-popup').getByTestId('popup-close').click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/register?referralCode=FRIEND42');
  await expect(page.getByTestId('register-popup')).toBeVisible();
  // The popup keeps the code in an effect, which runs after the popup is painted.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('referralCode'))).toBe('FRIEND42');

  await page.goto('/agent');
  await expect(page.getByTestId('agent-page')).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);

  for (const path of ['/index', '/index.html', '/home']) {
    await page.goto(path);
    await expect(page.getByTestId('home-page')).toBeVisible();
  }
});

test('a game list page filters by vendor chip, loads more on scroll and searches the catalog', async ({ browser }) => {
  const page = await openQuietPage(browser);
  const firstPage = page.waitForRequest((r) => r.url().includes('GCSGAME_gameList') && r.url().includes('gameType=RNG'));
  await page.goto('/rng');
  const query = new URL((await firstPage).url()).searchParams;
  expect([query.get('pageSize'), query.get('pageNo')]).toEqual(['20', '1']);
  const cards = page.getByTestId('game-card');
  await expect(cards.first()).toBeVisible();
  // Pages of 20; more arrive as the end of the list scrolls into view.
  await expect.poll(async () => (await cards.count()) % 20).toBe(0);
  const before = await cards.count();
  await page.getByTestId('list-sentinel').scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBeGreaterThan(before);

  const chip = page.getByTestId('vendor-chips').getByRole('link').nth(1);
  const vendorName = (await chip.textContent()) ?? '';
  await chip.click();
  await expect(page).toHaveURL(/vassalage=/);
  await expect(page.getByTestId('game-card').first().getByTestId('game-vendor')).toHaveText(vendorName);

  const firstName = (await page.getByTestId('game-card').first().locator('h3').textContent()) ?? '';
  await page.getByTestId('game-search').fill(firstName);
  await expect(page.getByTestId('search-results').getByTestId('game-card').first()).toContainText(firstName);
});

test('switching to Hindi translates and tells the server; Arabic mirrors the layout', siteWide, async ({ browser }) => {
  await setSupportedLanguages(browser, { add: ['AR'] });
  const page = await openQuietPage(browser);
  await page.goto('/');
  await expect(page.getByTestId('nav-home')).toHaveText('Home');
  const told = page.waitForRequest((r) => r.url().endsWith('/wps/member/language') && r.method() === 'POST');
  const hotAgain = page.waitForRequest((r) => r.url().includes('GCSGAME_hotGamesV2') && r.url().includes('language=HI'));
  await page.getByTestId('language-select').selectOption('HI');
  expect((await told).postDataJSON()).toEqual({ language: 'HI' });
  await hotAgain;
  await expect(page.getByTestId('nav-home')).toHaveText('होम');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.getByTestId('language-select').selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const side = await page.getByTestId('side-menu').boundingBox();
  const main = await page.locator('main').boundingBox();
  expect(side && main && side.x > main.x).toBe(true);
  await page.getByTestId('language-select').selectOption('EN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the theme switch flips between light and dark', async ({ browser }) => {
  const page = await openQuietPage(browser, { colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

// The full matrix: every theme and direction at phone and desktop widths. Reduced motion stops the
// carousels, as it does for a visitor who asks for it, so the page holds still while axe reads it.
const axeCases = (['EN', 'AR'] as const).flatMap((lang) =>
  (['light', 'dark'] as const).flatMap((colorScheme) => ([360, 1366] as const).map((width) => ({ lang, colorScheme, width }))),
);

// One test per case (each with its own time budget): a scan of the long home page at phone width
// costs tens of seconds on a loaded two-core machine, and the matrix as one test could outlast any one limit.
test.describe('home, a game list page and the account popups pass axe in light and dark, LTR and RTL, and fit 360 px', () => {
  test.describe.configure({ timeout: 420_000 });
  test.beforeAll(async ({ browser }) => setSupportedLanguages(browser, { add: ['AR'] }));

  for (const { lang, colorScheme, width } of axeCases) {
    test(`${lang} ${colorScheme} ${width}px`, async ({ browser }, testInfo) => {
      const page = await openQuietPage(browser, { colorScheme, reducedMotion: 'reduce', viewport: { width, height: 900 } });
      await page.addInitScript((code) => localStorage.setItem('lang', code), lang);
      for (const path of ['/', '/rng']) {
        const where = `${path} ${lang} ${colorScheme} ${width}px`;
        await page.goto(path);
        await expect(page.getByTestId(path === '/' ? 'banner-carousel' : 'game-list-page')).toBeVisible();
        await expect(page.getByTestId('game-card').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: testInfo.outputPath(`${path === '/' ? 'home' : 'rng'}-${lang}-${colorScheme}-${width}.png`) });
        await scrollToFooter(page);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.dir), where).toBe(lang === 'AR' ? 'rtl' : 'ltr');
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), where).toBe(colorScheme === 'dark');
        // axe once per theme and direction, at phone width: a scan of the long home page costs tens of
        // seconds on a loaded two-core machine, and the desktop layout has the same elements and colours.
        if (width === 360) expect(await seriousViolations(page), where).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
      }
      // The account popups at phone width (the widest ones fit a desktop by construction).
      if (width === 360) {
        for (const [path, testId] of [
          ['/login', 'login-popup'],
          ['/register', 'register-popup'],
          ['/forgotPassword', 'forgot-forms'],
        ] as const) {
          const where = `${path} ${lang} ${colorScheme} ${width}px`;
          await page.goto(path);
          await expect(page.getByTestId(testId), where).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect(await seriousViolations(page), where).toEqual([]);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
        }
      }
      await page.context().close();
    });
  }
});
