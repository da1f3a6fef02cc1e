import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { test } from './support/test';
import { openBackofficeScreen } from './support/backoffice';
import { staffToken } from './support/cashier';
import { valueOf } from './support/member';
import { siteWide } from './support/site-wide';

// The operator's default theme: dark for a first visit whatever the device prefers, light once the
// operator chooses it in the back office, already on the first paint (the served HTML carries it),
// and the visitor's own toggle above both. It changes what every visitor sees, so it runs on its own.

type Site = { value: Record<string, unknown> & { defaultTheme: string }; version: number };

const setDefaultTheme = async (request: APIRequestContext, token: string, theme: string) => {
  const headers = { Authorization: `Bearer ${token}` };
  const site = await valueOf<Site>(await request.get('/bo/settings/site', { headers }));
  await valueOf(await request.put('/bo/settings/site', { headers, data: { value: { ...site.value, defaultTheme: theme }, version: site.version } }));
};

/** A first-time visitor (nothing stored) whose device asks for `colorScheme`; the API's permission call never answers. */
const firstVisit = async (browser: Browser, colorScheme: 'light' | 'dark') => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, colorScheme, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('ANONYMOUS_POPUP', '1'));
  // The theme script is inline (allowed by its hash in the CSP): a refused script would be reported here.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  // Without the permission response only the served HTML can tell the page the operator's choice.
  await page.route('**/wps/system/permission', (route) => route.abort());
  await page.goto('/help');
  return page;
};

test('the player site opens in the operator default theme, and the visitor toggle wins', siteWide, async ({ browser, request }) => {
  const dark = await firstVisit(browser, 'light');
  await expect(dark.locator('html')).toHaveClass(/dark/);
  await expect(dark.locator('html')).toHaveAttribute('data-theme-default', 'dark');
  expect(await dark.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  // The app keeps retrying the blocked call; this page has shown what it had to.
  await dark.context().close();

  const token = await staffToken(browser);
  try {
    // Staff choose light on the back office's site settings screen.
    const staff = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await openBackofficeScreen(staff, '/site');
    await staff.getByTestId('site-default-theme').selectOption('light');
    await staff.getByTestId('site-save').click();
    await expect(staff.getByTestId('settings-saved')).toBeVisible();
    await staff.context().close();

    // The API caches settings for a moment; the next served page carries the new choice.
    await expect.poll(async () => (await request.get('/help')).text()).toContain('data-theme-default="light"');
    const light = await firstVisit(browser, 'dark');
    await expect(light.locator('html')).not.toHaveClass(/dark/);
    await expect(light.locator('html')).toHaveAttribute('data-theme', 'light');

    // Now with the app running (it waits for the permission response before it shows the page).
    await light.unroute('**/wps/system/permission');
    await light.reload();
    await expect(light.locator('html')).not.toHaveClass(/dark/);
    await light.getByTestId('theme-toggle').click();
    await expect(light.locator('html')).toHaveClass(/dark/);
    await light.reload();
    await expect(light.locator('html')).toHaveClass(/dark/);
  } finally {
    await setDefaultTheme(request, token, 'dark');
  }
});
