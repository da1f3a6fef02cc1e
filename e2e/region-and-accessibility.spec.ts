import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { openSignedInBackoffice } from './support/backoffice';

// axe needs a page of an explicit context, not of browser.newPage().
const openPage = async (browser: Browser, options: BrowserContextOptions = {}) => (await browser.newContext(options)).newPage();

test('staff block a range and a visitor from it sees the region-block page with their IP', async ({ browser }) => {
  const staff = await openPage(browser);
  await openSignedInBackoffice(staff);
  await staff.getByTestId('nav-region').click();
  await staff.getByTestId('region-blocked-ips').fill('127.0.0.0/8');
  await staff.getByTestId('region-save').click();
  await expect(staff.getByTestId('settings-saved')).toBeVisible();

  const player = await openPage(browser, { locale: 'en-US' });
  await player.goto('/');
  await expect(player.getByTestId('region-block-page')).toBeVisible();
  await expect(player.getByTestId('region-block-ip')).toContainText('127.0.0.1');
  expect(await seriousViolations(player)).toEqual([]);

  await staff.getByTestId('region-blocked-ips').fill('');
  await staff.getByTestId('region-save').click();
  await expect(staff.getByTestId('settings-saved')).toBeVisible();
  await player.reload();
  await expect(player.getByTestId('region-block-page')).toHaveCount(0);
});

test('back office screens pass axe and fit 360 px and desktop, light and dark', async ({ browser }) => {
  // 24 axe scans; on a loaded two-core CI machine they take minutes, not the default minute.
  test.setTimeout(300_000);
  const page = await openPage(browser);
  await page.goto('/backoffice/');
  expect(await seriousViolations(page), 'sign-in').toEqual([]);
  await openSignedInBackoffice(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.evaluate(() => localStorage.removeItem('theme'));
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.reload();
      for (const screen of ['status', 'region', 'merchant', 'whitelabel', 'site', 'audit']) {
        const where = `${screen} at ${width} px, ${colorScheme}`;
        if (width < 768) await page.getByTestId('nav-toggle').click();
        await page.getByTestId(`nav-${screen}`).click();
        await expect(page.getByTestId('main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), where).toBe(colorScheme === 'dark');
        expect(await seriousViolations(page), where).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    }
  }
});
