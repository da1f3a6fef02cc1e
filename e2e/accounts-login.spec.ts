import { expect as baseExpect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test } from './support/test';
import type { WalletBalance } from '@gp/contracts';
import { memberPassword as password, registerMember as registerApiMember, valueOf } from './support/member';

// Accounts in the player site: login modal, captcha after a failure, free demo (trial) and the
// "needs a real account" guard, balance in the header, logout with confirmation.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** A visitor and member who already closed this session's announcement popups. */
const openQuietPage = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
  return page;
};

/** Registers a member through the API and returns the account and its balance currency symbol. */
const registerMember = async (request: APIRequestContext): Promise<{ username: string; currencySymbol: string }> => {
  const { username, token } = await registerApiMember(request, 'e2e');
  const balance = await valueOf<WalletBalance>(await request.get('/wps/v2/wallets/balance', { headers: { Authorization: `Bearer ${token}` } }));
  return { username, currencySymbol: balance.currencySymbol };
};

const openLogin = async (page: Page) => {
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
};

test('a registered member logs in through the modal, sees name and balance, and logs out after confirming', async ({ browser }) => {
  const page = await openQuietPage(browser);
  const { username, currencySymbol } = await registerMember(page.request);

  await openLogin(page);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  // Show/hide reveals the password as text.
  await page.getByTestId('password-toggle').click();
  await expect(page.getByTestId('login-password')).toHaveAttribute('type', 'text');
  await page.getByTestId('login-submit').click();

  await expect(page.getByTestId('login-popup')).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-user-name')).toHaveText(username);
  const balance = page.getByTestId('header-balance-value');
  await expect(balance).toContainText('0.00');
  await expect(balance).toContainText(currencySymbol);
  await expect(page.getByTestId('header-login')).toHaveCount(0);
  await expect(page.getByTestId('trial-badge')).toHaveCount(0);

  // The hide toggle shows stars instead of the amount, and back.
  await page.getByTestId('header-balance-toggle').click();
  await expect(balance).toHaveText('******');
  await page.getByTestId('header-balance-toggle').click();
  await expect(balance).toContainText('0.00');

  // Logout asks first; cancelling keeps the member signed in.
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-logout').click();
  const confirm = page.getByRole('dialog', { name: 'Log out?' });
  await expect(confirm).toBeVisible();
  await page.getByTestId('logout-cancel').click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('header-user-name')).toHaveText(username);

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('header-user-area')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await page.context().close();
});

test('a wrong password shows the server message and then the captcha box', async ({ browser }) => {
  const page = await openQuietPage(browser);
  const { username } = await registerMember(page.request);
  await openLogin(page);
  await expect(page.getByTestId('login-captcha')).toHaveCount(0);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();

  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page.getByTestId('login-captcha')).toBeVisible();
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  // Still a visitor.
  await expect(page.getByTestId('header-login')).toBeVisible();
  await page.context().close();
});

test('free demo signs in as trial, and a member page shows the needs-a-real-account dialog', async ({ browser }) => {
  const page = await openQuietPage(browser);
  await openLogin(page);
  await page.getByTestId('free-demo').click();
  await expect(page.getByTestId('login-popup')).toBeHidden({ timeout: 60_000 });
  await expect(page.getByTestId('trial-badge')).toBeVisible();

  await page.goto('/transferFund');
  const dialog = page.getByRole('dialog', { name: 'A real account is needed' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('member-page')).toHaveCount(0);
  await page.getByTestId('real-account-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  // From within the app the player stays on the page they were on.
  await page.goto('/hot');
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-transactionHistory').click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/hot$/);
  await page.context().close();
});
