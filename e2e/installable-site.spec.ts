import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { creditByAdjustment, sidewaysOverflow, staffToken } from './support/cashier';
import { registerMember } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';
import { newThemedContext } from './support/theme';

// The installable site end to end: the manifest and its icons, the service worker (registered after
// load, the offline page on a failed page load, never an API answer from its cache), the app
// download page with its QR codes and drawn install guides in English and Arabic, the side menu's
// download item, the winners list and the credit report; axe on each at 360 px, light, dark and
// Arabic right to left.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const visitor = async (browser: Browser, theme: 'light' | 'dark', options: { lang?: string; width?: number } = {}): Promise<Page> => {
  const context = await newThemedContext(browser, { locale: 'en-US', colorScheme: theme, viewport: { width: options.width ?? 360, height: 780 } });
  const page = await context.newPage();
  await page.addInitScript((lang) => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
    if (lang) localStorage.setItem('lang', lang);
  }, options.lang ?? null);
  return page;
};

const checkPage = async (page: Page, where: string) => {
  expect(await seriousViolations(page), where).toEqual([]);
  expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
};

/** The pathnames of everything the service worker's caches hold. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.sort();
  });

test('the site installs: manifest and icons, a worker that shows the offline page and never answers the API from a cache', async ({ browser }) => {
  const page = await visitor(browser, 'light');
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const app = (await manifest.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(app).toMatchObject({ name: 'GP Gaming', short_name: 'GP Gaming', display: 'standalone', theme_color: '#0c0a14' });
  expect(app.start_url.startsWith('/')).toBe(true);
  for (const wanted of [
    { sizes: '192x192', purpose: 'any' },
    { sizes: '512x512', purpose: 'any' },
    { sizes: '512x512', purpose: 'maskable' },
  ]) {
    expect(app.icons, JSON.stringify(wanted)).toContainEqual(expect.objectContaining(wanted));
  }
  for (const icon of app.icons) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
  }

  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // Registered once the page has loaded; it takes over the page at once (clients.claim).
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
  expect(scriptUrl).toMatch(/\/sw\.js$/);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Signed in or not, after pages and API calls, the cache holds the offline page's files and nothing else.
  await page.goto('/winners');
  await expect(page.getByTestId('winner-row').first()).toBeVisible();
  expect(await cachedPaths(page)).toEqual(['/favicon.svg', '/offline.css', '/offline.html', '/offline.js']);

  await page.context().setOffline(true);
  await page.goto('/member?page=transferFund');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.locator('h1')).toHaveText('You are offline');
  // An API call made offline fails: the worker answers none from a cache.
  const apiCall = await page.evaluate(() =>
    fetch('/wps/system/permission').then(
      (res) => `answered ${res.status}`,
      () => 'failed',
    ),
  );
  expect(apiCall).toBe('failed');
  await checkPage(page, 'offline page light');

  // The visitor's language and theme: Arabic, right to left, dark.
  await page.evaluate(() => {
    localStorage.setItem('lang', 'AR');
    localStorage.setItem('theme', 'dark');
  });
  await page.reload();
  await expect(page.locator('h1')).toHaveText('أنت غير متصل');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await checkPage(page, 'offline page Arabic dark');

  // Back online, the offline page reloads itself: the same address is the real page again (a visitor
  // is sent from the member centre to sign in, over the home page).
  await page.context().setOffline(false);
  await expect(page.getByTestId('offline-page')).toBeHidden();
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('the download page shows install guides with QR codes of 120 px in English and Arabic, reached from the side menu', async ({ browser }) => {
  const desktop = await visitor(browser, 'light', { width: 1280 });
  await desktop.goto('/');
  await desktop.getByTestId('side-download').click();
  const popup = desktop.getByTestId('download-popup');
  for (const key of ['IOS', 'ANDROID']) {
    const qr = popup.getByTestId(`qr-${key}`).getByRole('img');
    await expect(qr).toHaveAttribute('src', /^data:image\/png/);
    expect(await qr.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.width, img.height])).toEqual([120, 120, 120]);
  }
  await popup.getByTestId('download-guides').click();
  await expect(desktop).toHaveURL(/\/download$/);
  await expect(desktop.getByTestId('download-page')).toBeVisible();
  await desktop.context().close();

  for (const theme of ['light', 'dark'] as const) {
    const page = await visitor(browser, theme);
    // The Android QR code of the seed leads here.
    await page.goto('/download?platform=android');
    const guide = page.getByTestId('download-page');
    await expect(guide).toHaveAttribute('data-platform', 'android');
    await expect(guide.locator('section').first()).toHaveAttribute('data-testid', 'install-guide-android');
    for (const platform of ['ios', 'android']) {
      await expect(page.getByTestId(`install-step-${platform}`)).toHaveCount(4);
      const qr = page.getByTestId(`install-qr-${platform}`).getByRole('img');
      await expect(qr).toHaveAttribute('src', /^data:image\/png/);
      expect(await qr.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.width, img.height])).toEqual([120, 120, 120]);
    }
    await expect(page.getByTestId('phone-screen-ios-3')).toContainText('Add to Home Screen');
    await expect(page.getByTestId('phone-screen-android-3')).toContainText('Install app');
    await expect(page.getByTestId('phone-screen-ios-4')).toContainText('Add');
    await checkPage(page, `download page ${theme} 360`);
    await page.context().close();
  }

  const arabic = await visitor(browser, 'dark', { lang: 'AR' });
  await arabic.goto('/download?platform=ios');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByRole('heading', { level: 1 })).toHaveText('ثبّت التطبيق');
  await expect(arabic.getByTestId('phone-screen-ios-3')).toContainText('إضافة إلى الشاشة الرئيسية');
  await expect(arabic.getByTestId('phone-screen-android-3')).toContainText('تثبيت التطبيق');
  await expect(arabic.getByTestId('install-step-ios').first()).toContainText('افتح هذا الموقع في Safari.');
  await checkPage(arabic, 'download page Arabic dark 360');
});

test('the winners list pages the recent big wins with masked names, and filters by board', async ({ browser }) => {
  const page = await visitor(browser, 'light');
  await page.goto('/winners');
  const rows = page.getByTestId('winner-row');
  await expect(rows).toHaveCount(20);
  for (const name of await page.getByTestId('winner-name').allTextContents()) expect(name).toContain('***');
  await checkPage(page, 'winners light 360');
  const firstName = await page.getByTestId('winner-name').first().textContent();
  await page.getByTestId('winners-pager-next').click();
  await expect(page.getByTestId('winners-pager-label')).toContainText('2');
  await expect(rows.first()).toBeVisible();
  await page.getByTestId('winners-board').selectOption('JACKPOT');
  await expect(page.getByTestId('winners-pager-label')).toContainText('1');
  await expect(rows.first()).toHaveAttribute('data-board', 'JACKPOT');
  for (const board of await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-board')))) expect(board).toBe('JACKPOT');
  expect(firstName).toBeTruthy();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(rows.first()).toBeVisible();
  await checkPage(page, 'winners dark 360');
  await page.context().close();

  const arabic = await visitor(browser, 'dark', { lang: 'AR' });
  await arabic.goto('/');
  await arabic.getByTestId('board-BIGWIN-all').click();
  await expect(arabic).toHaveURL(/\/winners$/);
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByTestId('winner-row').first()).toBeVisible();
  await checkPage(arabic, 'winners Arabic dark 360');
});

test("the credit report is the member's statement by day, downloadable as CSV", async ({ browser }) => {
  const probe = await browser.newContext();
  const { token, username } = await registerMember(probe.request, 'credit');
  await creditByAdjustment(probe.request, await staffToken(browser), username, 50_000);

  const page = await memberPage(browser, token, { viewport: phoneViewport, colorScheme: 'light' });
  await page.goto('/member');
  await page.getByTestId('member-menu-button').click();
  await page.getByTestId('member-menu-creditReport').click();
  await expect(page).toHaveURL(/\/creditReport$/);
  const days = page.getByTestId('credit-report-day');
  await expect(days).toHaveCount(7);
  const today = days.first();
  await expect(today.getByTestId('statement-opening')).toHaveText('₹0.00');
  await expect(today.getByTestId('statement-otherIn')).toHaveText('₹500.00');
  await expect(today.getByTestId('statement-closing')).toHaveText('₹500.00');
  await expect(page.getByTestId('credit-report-total').getByTestId('statement-moneyIn')).toHaveText('₹500.00');
  await checkPage(page, 'credit report light 360');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('credit-report-csv').click()]);
  const csv = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv).toHaveLength(8);
  expect(csv[0]).toBe(
    'Date,Opening balance,Deposits,Transfers in,Bonuses,Wins,Refunded bets,Other credits,Money in,Withdrawals,Transfers out,Bets,Other debits,Money out,Closing balance',
  );
  expect(csv.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},0\.00,0\.00,0\.00,0\.00,0\.00,0\.00,500\.00,500\.00,0\.00,0\.00,0\.00,0\.00,0\.00,500\.00$/);

  await page.getByTestId('credit-period-preset').selectOption('past30');
  await expect(days).toHaveCount(30);
  // More than 90 days is refused with the server's message.
  await page.getByTestId('credit-period-preset').selectOption('custom');
  await page.getByTestId('credit-period-from').fill('2026-01-01');
  await page.getByTestId('credit-period-to').fill('2026-06-30');
  await expect(page.getByRole('alert')).toBeVisible();
  await page.context().close();

  const arabic = await memberPage(browser, token, { viewport: phoneViewport, colorScheme: 'dark' });
  await arabic.addInitScript(() => localStorage.setItem('lang', 'AR'));
  await arabic.goto('/creditReport');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByTestId('credit-report-day')).toHaveCount(7);
  await checkPage(arabic, 'credit report Arabic dark 360');
  await probe.close();
});
