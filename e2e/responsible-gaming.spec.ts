import { expect as baseExpect, type Browser } from '@playwright/test';
import { test } from './support/test';
import { encryptForServer, type PublicKeyResponse } from '@gp/contracts';
import { seriousViolations } from './support/axe';
import { memberPassword as password, registerMember, valueOf } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';

// Player protection in the member centre at phone width: deposit limits, the reality-check
// reminder, and a time-out that signs the player out and keeps them out.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const phonePage = (browser: Browser, token: string, options: { colorScheme?: 'light' | 'dark'; locale?: string } = {}) =>
  memberPage(browser, token, { locale: options.locale ?? 'en-US', viewport: phoneViewport, colorScheme: options.colorScheme ?? 'light' });

test('a member sets deposit limits, a raise waits 24 hours, and the page is accessible at 360 px', async ({ browser }) => {
  const probe = await browser.newContext();
  const { token } = await registerMember(probe.request, 'rg');
  const page = await phonePage(browser, token, { colorScheme: 'dark' });

  await page.goto('/member?page=responsibleGaming');
  await expect(page.getByTestId('responsible-gaming-page')).toBeVisible();
  await page.getByTestId('limit-input-day').fill('500');
  await page.getByTestId('deposit-limits-submit').click();
  await expect(page.getByTestId('deposit-limits-done')).toBeVisible();
  await expect(page.getByTestId('limit-status-day')).toContainText('500.00');
  await expect(page.getByTestId('limits-overall')).toContainText('500.00');

  await page.getByTestId('limit-input-day').fill('1,000');
  await page.getByTestId('deposit-limits-submit').click();
  await expect(page.getByTestId('limit-pending-day')).toContainText('1,000.00');
  await expect(page.getByTestId('limit-input-day')).toHaveValue('500.00');

  await page.getByTestId('limit-input-week').fill('12.345');
  await expect(page.getByTestId('deposit-limits-submit')).toBeDisabled();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
  await probe.close();
});

test('the reality check reminds at the chosen interval and can continue or log out', async ({ browser }) => {
  const probe = await browser.newContext();
  const { token } = await registerMember(probe.request, 'rc');
  const page = await phonePage(browser, token);
  await page.clock.install();

  await page.goto('/member?page=responsibleGaming');
  await page.getByTestId('reality-check-interval').selectOption('15');
  // The app-wide reminder schedules itself once it has re-read the interval: wait for that read.
  const reread = page.waitForResponse((r) => r.url().endsWith('/wps/member/protection/realityCheck') && r.request().method() === 'GET');
  await page.getByTestId('reality-check-submit').click();
  await expect(page.getByTestId('reality-check-done')).toBeVisible();
  await reread;

  await page.clock.fastForward('15:05');
  await expect(page.getByTestId('reality-check-dialog')).toBeVisible();
  await expect(page.getByTestId('reality-check-net')).toContainText('0.00');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('reality-check-continue').click();
  await expect(page.getByTestId('reality-check-dialog')).toBeHidden();

  await page.clock.fastForward('15:00');
  await expect(page.getByTestId('reality-check-dialog')).toBeVisible();
  await page.getByTestId('reality-check-logout').click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await page.context().close();
  await probe.close();
});

test('a time-out asks for confirmation and the password, signs the player out, and refuses the next login', async ({ browser }) => {
  const probe = await browser.newContext();
  const { username, token } = await registerMember(probe.request, 'to');
  const page = await phonePage(browser, token);
  await page.goto('/member?page=responsibleGaming');
  await expect(page.getByTestId('responsible-gaming-page')).toBeVisible();

  await page.getByTestId('timeOut-period').selectOption('7d');
  await page.getByTestId('timeOut-start').click();
  await expect(page.getByTestId('timeOut-warning')).toBeVisible();
  await page.getByTestId('timeOut-password').fill('NotMine2026');
  await page.getByTestId('timeOut-confirm').click();
  await expect(page.getByTestId('timeOut-section').getByTestId('form-error')).toBeVisible();
  await page.getByTestId('timeOut-password').fill(password);
  await page.getByTestId('timeOut-confirm').click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  const key = await valueOf<PublicKeyResponse>(await probe.request.get('/wps/system/publicKey'));
  const login = await probe.request.post('/wps/session/login', { data: await encryptForServer(key, { type: 'username', username, password }) });
  expect(login.status()).toBe(403);
  expect(((await login.json()) as { code: string }).code).toBe('TIME_OUT_ACTIVE');
  await page.context().close();
  await probe.close();
});
