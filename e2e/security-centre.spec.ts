import { expect as baseExpect, type Browser } from '@playwright/test';
import { test } from './support/test';
import { Secret, TOTP } from 'otpauth';
import { memberPassword as password, registerMember } from './support/member';
import { newThemedContext } from './support/theme';

// The player's security centre at phone width, and the agent login page.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const phonePage = async (browser: Browser, token: string | null, colorScheme: 'light' | 'dark' = 'light') => {
  const context = await newThemedContext(browser, { locale: 'en-US', viewport: { width: 360, height: 780 }, colorScheme });
  const page = await context.newPage();
  await page.addInitScript((t) => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
    if (t) sessionStorage.setItem('token', t);
  }, token);
  return page;
};

test('a member sets a payment password and an authenticator in the security centre at 360 px', async ({ browser }) => {
  const probe = await browser.newContext();
  const { username, token } = await registerMember(probe.request, 'sec');
  const page = await phonePage(browser, token, 'dark');

  await page.goto('/securityCenter');
  await expect(page).toHaveURL(/\/member\?page=securityCenter$/);
  await expect(page.getByTestId('security-centre')).toBeVisible();
  await expect(page.getByTestId('security-account')).toHaveText(username);
  await expect(page.getByTestId('login-history')).toContainText('Registration');
  // A member who registered with a password has no provider account linked yet.
  await expect(page.getByTestId('security-social').getByTestId('social-links-none')).toHaveText('No provider account is linked.');

  // Nothing pushes the page sideways: wide tables scroll inside their own box.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await expect(page.getByTestId('security-payment-status')).toHaveText('Not set');
  await page.getByTestId('payment-login-password').fill('NotMine2026');
  await page.getByTestId('new-payment-password').fill('135790');
  await page.getByTestId('confirm-payment-password').fill('135790');
  await page.getByTestId('payment-password-submit').click();
  await expect(page.getByTestId('security-payment').getByTestId('form-error')).toHaveText(
    'The account or password is incorrect. Check both and try again, or reset your password.',
  );
  await page.getByTestId('payment-login-password').fill(password);
  await page.getByTestId('payment-password-submit').click();
  await expect(page.getByTestId('payment-password-done')).toBeVisible();
  await expect(page.getByTestId('security-payment-status')).toHaveText('Set');

  await page.getByTestId('totp-enrol').click();
  await expect(page.getByTestId('security-totp').getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  const code = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
  await page.getByTestId('totp-code').fill(code);
  await page.getByTestId('totp-confirm').click();
  await expect(page.getByTestId('security-totp-status')).toHaveText('On');
  await expect(page.getByTestId('totp-disable-form')).toBeVisible();
  await page.context().close();
  await probe.close();
});

test('the agent page shows its copy in the chosen language and refuses a non-agent', async ({ browser }) => {
  const probe = await browser.newContext();
  const { username } = await registerMember(probe.request, 'sec');
  const page = await phonePage(browser, null);

  // A visitor who opens the agent centre is sent to the agent login page.
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByTestId('agent-page')).toBeVisible();
  // The marketing copy follows the interface language (English here), like the rest of the page.
  await expect(page.getByTestId('agent-headline')).toHaveText('Become our partner agent and start earning with ease');
  await expect(page.getByTestId('agent-hours')).toHaveText('Enquiry hours: Weekdays 12:00–21:00');
  await expect(page.getByTestId('agent-marketing')).not.toContainText('工作日');
  await expect(page.getByTestId('agent-marketing')).not.toHaveAttribute('lang', /.+/);

  await page.getByTestId('agent-login-username').fill(username);
  await page.getByTestId('agent-login-password').fill(password);
  await page.getByTestId('agent-login-submit').click();
  await expect(page.getByTestId('agent-login-error')).toHaveText('Only agents can sign in here. Players sign in on the main site.');
  await expect(page).toHaveURL(/\/agent$/);
  await page.context().close();
  await probe.close();
});
