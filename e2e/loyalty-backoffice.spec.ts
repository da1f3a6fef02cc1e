import { expect } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { openBackofficeScreen } from './support/backoffice';
import { sidewaysOverflow } from './support/cashier';

// Every loyalty screen of the back office on a 360 px phone, in light English and dark Arabic (right
// to left): it opens, passes axe and does not scroll sideways. The suites of each feature use the
// screens; this one is the matrix.

const screens = [
  '/loyalty/point-rates',
  '/loyalty/points-mall',
  '/loyalty/vip',
  '/loyalty/missions',
  '/loyalty/leaderboards',
  '/loyalty/wheel',
  '/loyalty/envelopes',
  '/loyalty/cost',
];

// One test per look, each with its own budget: eight screens scanned by axe on a busy two-core host.
test.describe('the loyalty back-office screens pass axe and fit 360 px', () => {
  test.describe.configure({ timeout: 300_000 });

  for (const look of [
    { colorScheme: 'light', tag: 'en', dir: 'ltr' },
    { colorScheme: 'dark', tag: 'ar', dir: 'rtl' },
  ] as const) {
    test(`${look.colorScheme}, ${look.tag}`, async ({ browser }) => {
      const context = await browser.newContext({ locale: 'en-US', colorScheme: look.colorScheme, viewport: { width: 360, height: 800 } });
      await context.addInitScript((tag) => localStorage.setItem('bo_lang', tag), look.tag);
      const page = await context.newPage();
      for (const path of screens) {
        const where = `${path} at 360 px, ${look.colorScheme}, ${look.tag}`;
        await openBackofficeScreen(page, path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html'), where).toHaveAttribute('dir', look.dir);
        expect(await seriousViolations(page), where).toEqual([]);
        expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
      }
      await context.close();
    });
  }
});
