import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { openSignedInBackoffice } from './support/backoffice';
import { test } from './support/test';

// Staff re-run yesterday of a daily cashback promotion from Promotions > Cashback runs (behind a
// confirmation), and the run opens with its totals and members. The screen passes axe and fits
// 360 px in light and dark, left to right and in Arabic.

// axe needs a page of an explicit context, not of browser.newPage().
const openPage = async (browser: Browser, options: BrowserContextOptions) => (await browser.newContext(options)).newPage();

/** Yesterday in the business time zone (Asia/Kolkata, UTC+05:30, the API's default): an ended day. */
const yesterdayKey = () => new Date(Date.now() + 330 * 60_000 - 86_400_000).toISOString().slice(0, 10);

/** A disabled daily cashback promotion with its rule, made through the staff API (disabled: the player site never lists it). */
const cashbackPromotion = async (page: Page): Promise<number> => {
  const token = await page.evaluate(() => sessionStorage.getItem('bo_token'));
  const headers = { Authorization: `Bearer ${token ?? ''}` };
  const stamp = Date.now().toString(36).toUpperCase();
  const created = await page.request.post('/bo/content/promotions', {
    headers,
    data: { title: `Cashback ${stamp}`, category: 'DAILY', content: '<p>Cashback</p>', sequence: 999, enabled: false },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = ((await created.json()) as { value: { id: number } }).value.id;
  const rule = await page.request.put(`/bo/promotions/${id}/rule`, {
    headers,
    data: {
      parameters: { kind: 'cashback_daily', rates: [{ category: null, vipLevel: null, rateBp: 500 }], cap: null },
      eligibility: { memberTypes: [], vipLevels: [], newMembersOnly: false, countries: [], limitPerDay: null, limitPerWeek: null, limitLifetime: null },
      budgetTotal: null,
      turnoverMultipleBp: 10_000,
    },
  });
  expect(rule.status(), await rule.text()).toBe(200);
  return id;
};

const checkScreen = async (page: Page, where: string) => {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), where).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
};

test.describe('promotion runs in the back office', () => {
  test.describe.configure({ timeout: 300_000 });

  test('staff re-run a cashback day and read the run at 360 px, light and dark, in English and Arabic', async ({ browser }) => {
    const page = await openPage(browser, { viewport: { width: 360, height: 800 }, colorScheme: 'light' });
    await openSignedInBackoffice(page);
    const promotionId = await cashbackPromotion(page);

    await page.getByTestId('nav-toggle').click();
    await page.getByTestId('nav-promotion-runs').click();
    await expect(page.getByTestId('main')).toBeVisible();
    await page.getByTestId('promotion-runs-rerun-promotion').fill(String(promotionId));
    await page.getByTestId('promotion-runs-rerun-key').fill('W49-2026');
    await expect(page.getByTestId('promotion-runs-rerun-submit')).toBeDisabled();
    await page.getByTestId('promotion-runs-rerun-key').fill(yesterdayKey());
    await page.getByTestId('promotion-runs-rerun-submit').click();
    await page.getByTestId('promotion-runs-rerun-confirm').click();
    await expect(page.getByTestId('promotion-runs-feedback')).toBeVisible();
    const detail = page.getByTestId('promotion-runs-detail');
    await expect(detail).toBeVisible();
    await expect(page.getByTestId('promotion-runs-totals')).toBeVisible();
    await expect(page.getByTestId('promotion-runs-row').first()).toBeVisible();
    await checkScreen(page, 'runs at 360 px, light');

    // The same screen in Arabic: right to left, still within 360 px.
    await page.getByTestId('nav-toggle').click();
    await page.getByTestId('language-select').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('nav-toggle').click();
    await checkScreen(page, 'runs at 360 px, light, Arabic');
    await page.context().close();

    const dark = await openPage(browser, { viewport: { width: 360, height: 800 }, colorScheme: 'dark' });
    await openSignedInBackoffice(dark);
    await dark.goto('/backoffice/promotions/runs');
    await expect(dark.getByTestId('promotion-runs-row').first()).toBeVisible();
    expect(await dark.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await dark.getByTestId('promotion-runs-open').first().click();
    await expect(dark.getByTestId('promotion-runs-detail')).toBeVisible();
    await checkScreen(dark, 'runs at 360 px, dark');
  });
});
