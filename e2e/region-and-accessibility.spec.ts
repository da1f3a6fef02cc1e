import { expect, type Browser, type BrowserContextOptions } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { openSignedInBackoffice } from './support/backoffice';
import { siteWide } from './support/site-wide';
import { newThemedContext } from './support/theme';

// axe needs a page of an explicit context, not of browser.newPage().
const openPage = async (browser: Browser, options: BrowserContextOptions = {}) => (await newThemedContext(browser, options)).newPage();

test('staff block a range and a visitor from it sees the region-block page with their IP', siteWide, async ({ browser }) => {
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

// One test per theme and width, each with its own time budget: a scan takes about 2 s on a quiet
// machine and 10-12 s late in a CI run on a slow two-core host, where all 24 in one test outlasted
// five minutes.
const backofficeCases = (['light', 'dark'] as const).flatMap((colorScheme) => ([360, 1280] as const).map((width) => ({ colorScheme, width })));

test.describe('back office screens pass axe and fit 360 px and desktop, light and dark', () => {
  test.describe.configure({ timeout: 300_000 });

  test('the sign-in screen', async ({ browser }) => {
    const page = await openPage(browser);
    await page.goto('/backoffice/');
    expect(await seriousViolations(page), 'sign-in').toEqual([]);
    await page.context().close();
  });

  for (const { colorScheme, width } of backofficeCases) {
    test(`${colorScheme} ${width}px`, async ({ browser }) => {
      const page = await openPage(browser, { colorScheme, viewport: { width, height: 800 } });
      await openSignedInBackoffice(page);
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
      await page.context().close();
    });
  }
});
