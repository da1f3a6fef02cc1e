import { expect, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import type { BoDashboard } from '@gp/contracts';
import { seriousViolations } from './support/axe';
import { openBackofficeScreen, openSignedInBackoffice } from './support/backoffice';
import { test } from './support/test';

// axe needs a page of an explicit context, not of browser.newPage().
const openPage = async (browser: Browser, options: BrowserContextOptions = {}) => (await browser.newContext(options)).newPage();
const laptop = { width: 1366, height: 768 };

/** The dashboard the page itself was answered, read off the wire while it loads. */
const openDashboard = async (page: Page): Promise<BoDashboard> => {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/bo/dashboard' && r.request().method() === 'GET');
  await openSignedInBackoffice(page);
  const body = (await (await answer).json()) as { value: BoDashboard };
  await expect(page.getByTestId('dashboard')).toBeVisible();
  return body.value;
};

/** The amount (minor units) and the order count a figure shows in one currency, from the page's data attributes. */
const minorShown = (tile: Locator, currency: string) => tile.locator(`[data-currency="${currency}"] [data-minor]`).first().getAttribute('data-minor');
const countShown = (tile: Locator, currency: string) => tile.locator(`[data-currency="${currency}"] [data-count]`).first().getAttribute('data-count');

test.describe('the back office dashboard at 1366 px', () => {
  test.describe.configure({ timeout: 120_000 });

  test('is the first screen after sign-in and shows the figures the API gave it', async ({ browser }) => {
    const page = await openPage(browser, { viewport: laptop });
    const data = await openDashboard(page);
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await expect(page.getByTestId('nav-dashboard')).toHaveAttribute('aria-current', 'page');
    const { currency } = data;

    // The demo admin sees every part: cashier figures, play and alerts.
    expect(data.cashier).not.toBeNull();
    expect(data.games).not.toBeNull();
    for (const name of ['depositsToday', 'depositsPending', 'withdrawalsToday', 'withdrawalsPending'] as const) {
      const tally = data.cashier![name].find((x) => x.currency === currency)!;
      const tile = page.getByTestId(`dashboard-${name}`);
      expect([await minorShown(tile, currency), await countShown(tile, currency)], name).toEqual([String(tally.amount), String(tally.count)]);
    }
    for (const name of ['ggrToday', 'ggrWeek'] as const) {
      const total = data.games![name].find((x) => x.currency === currency)!;
      expect(await minorShown(page.getByTestId(`dashboard-${name}`), currency), name).toBe(String(total.ggr));
    }
    await expect(page.getByTestId('dashboard-activePlayersToday').locator('[data-count]')).toHaveAttribute(
      'data-count',
      String(data.games!.activePlayersToday),
    );
    await expect(page.getByTestId('dashboard-newMembersToday').locator('[data-count]')).toHaveAttribute('data-count', String(data.newMembersToday));

    // The demo's seeded week leaves the house ahead, with play on most days of the trend.
    expect(Number(data.games!.ggrWeek.find((x) => x.currency === currency)!.ggr)).toBeGreaterThan(0);
    expect(data.games!.days.filter((d) => d.currency === currency).length).toBeGreaterThanOrEqual(6);
    await expect(page.getByTestId('dashboard-ggr-trend')).toBeVisible();

    // Alerts name what waits and link to the screen that resolves it; none means a plain sentence.
    if (data.alerts.length === 0) await expect(page.getByTestId('dashboard-no-alerts')).toBeVisible();
    for (const alert of data.alerts) await expect(page.getByTestId(`dashboard-alert-${alert.kind}`)).toHaveAttribute('href', /\/backoffice\/cashier\//);
    await page.context().close();
  });

  test("keeps every table's actions on screen, the round explorer's included", async ({ browser }) => {
    const page = await openPage(browser, { viewport: laptop });
    for (const screen of ['/games/rounds', '/games/vendors', '/catalog/vendors', '/cashier/payment-methods', '/agents/contracts']) {
      await openBackofficeScreen(page, screen);
      const tables = page.getByTestId('main').locator('table');
      await expect(tables.first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const misplaced = await page.evaluate((width) => {
        const out: string[] = [];
        for (const table of document.querySelectorAll('main table')) {
          const box = table.parentElement!.getBoundingClientRect();
          for (const control of table.querySelectorAll('button, a[href]')) {
            const r = control.getBoundingClientRect();
            if (r.width === 0) continue;
            if (r.left < box.left - 1 || r.right > box.right + 1 || r.right > width)
              out.push(`${control.textContent ?? ''} at ${Math.round(r.left)}-${Math.round(r.right)}`);
          }
        }
        return out;
      }, laptop.width);
      expect(misplaced, `${screen}: controls outside the table's box or the window`).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        `${screen} scrolls sideways`,
      ).toBeLessThanOrEqual(0);
    }

    // The round explorer fits without scrolling sideways at all.
    await openBackofficeScreen(page, '/games/rounds');
    const rounds = page.getByTestId('rounds-table');
    await expect(rounds.locator('[data-testid="round-row"]').first()).toBeVisible();
    expect(await rounds.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    for (const open of await page.getByTestId('round-open').all()) {
      const box = (await open.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(laptop.width);
    }
    await page.context().close();
  });

  test('brings a detail opened below the list into view, with the focus on its heading', async ({ browser }) => {
    const page = await openPage(browser, { viewport: laptop });
    await openBackofficeScreen(page, '/games/rounds');
    const opens = page.getByTestId('round-open');
    await expect(opens.last()).toBeVisible();

    // From the keyboard: the last row's button, then Enter.
    await opens.last().focus();
    await page.keyboard.press('Enter');
    const heading = page.getByTestId('round-detail').getByRole('heading', { level: 2 });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();

    // With the mouse, another row: its detail replaces the first and comes into view again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(heading).not.toBeInViewport();
    const first = page.getByTestId('round-row').first();
    await first.getByTestId('round-open').click();
    await expect(page.getByTestId('round-detail')).toHaveAttribute('data-round-id', (await first.getAttribute('data-round-id'))!);
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    await page.context().close();
  });
});

test.describe('the dashboard passes axe at 360 px', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const colorScheme of ['light', 'dark'] as const) {
    test(colorScheme, async ({ browser }) => {
      const page = await openPage(browser, { colorScheme, viewport: { width: 360, height: 800 } });
      await openDashboard(page);
      await expect(page.getByTestId('dashboard-ggrWeek')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
      expect(await seriousViolations(page), `dashboard at 360 px, ${colorScheme}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'scrolls sideways').toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }
});
