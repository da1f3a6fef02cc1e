import { expect as baseExpect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { test } from './support/test';
import { openSignedInBackoffice } from './support/backoffice';
import { siteWide } from './support/site-wide';

// Registration and forgotten passwords in the player site: server-driven fields, SMS and email
// codes read from the back office outbox (the demo providers only store messages).

// A proof of work and a first query on a fresh embedded database can take a few seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const password = 'Secret2026';

const openPage = async (browser: Browser, options: BrowserContextOptions = {}) => {
  const page = await (await browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 800 }, ...options })).newPage();
  // Announcements closed this session, so no popup covers the forms.
  await page.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
  return page;
};

let cachedToken: string | undefined;
const staffHeaders = async (browser: Browser) => {
  if (!cachedToken) {
    const staff = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    await openSignedInBackoffice(staff);
    cachedToken = (await staff.evaluate(() => sessionStorage.getItem('bo_token'))) ?? undefined;
    await staff.context().close();
  }
  if (!cachedToken) throw new Error('no back office token');
  return { Authorization: `Bearer ${cachedToken}` };
};

type OutboxMessage = { channel: string; recipient: string; subject: string | null; body: string };

/** The newest outbox message to a recipient, waiting until it is there. */
const lastMessageTo = async (browser: Browser, page: Page, channel: 'sms' | 'email', recipient: string): Promise<OutboxMessage> => {
  const headers = await staffHeaders(browser);
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/bo/outbox?channel=${channel}&recipient=${encodeURIComponent(recipient)}&pageSize=5`, { headers });
      expect(res.ok(), await res.text()).toBe(true);
      found = ((await res.json()) as { value: { list: OutboxMessage[] } }).value.list.find((m) => m.recipient === recipient);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
};

/** Staff switch a registration field on or off through the settings API (the screen has its own tests). */
const setRegisterField = async (browser: Browser, page: Page, name: string, change: { enabled: boolean; required: boolean }) => {
  const headers = await staffHeaders(browser);
  const read = await page.request.get('/bo/settings/register', { headers });
  expect(read.ok()).toBe(true);
  const doc = ((await read.json()) as { value: { value: { fields: Record<string, object> }; version: number } }).value;
  const value = { ...doc.value, fields: { ...doc.value.fields, [name]: { ...doc.value.fields[name], ...change } } };
  const write = await page.request.put('/bo/settings/register', { headers, data: { value, version: doc.version } });
  expect(write.ok(), await write.text()).toBe(true);
};

const unique = () => String(Date.now()).slice(-8);

test('registers by mobile with the SMS code from the outbox and lands signed in on the home page', siteWide, async ({ browser }) => {
  const page = await openPage(browser);
  await page.goto('/register');
  const form = page.getByTestId('register-form');
  await expect(form).toBeVisible();
  // MOBILENUMREG3 is on in the seed: mobile is the default method, with the SMS code (REGMOBVERF3).
  await expect(form).toHaveAttribute('data-method', 'mobile');
  await expect(page.getByTestId('register-username')).toHaveCount(0);

  const mobile = `98${unique()}`;
  await page.getByTestId('register-mobile-country').selectOption('IN');
  await page.getByTestId('register-mobile').fill(mobile);
  const send = page.getByTestId('register-sms-code-send');
  await send.click();
  // Counting down expiredMinutes * 60 s: the button waits.
  await expect(send).toBeDisabled();
  await expect(send).toContainText(/\d:\d\d/);

  const sms = await lastMessageTo(browser, page, 'sms', `+91${mobile}`);
  const code = sms.body.match(/\b\d{6}\b/)?.[0];
  expect(code).toBeDefined();

  await page.getByTestId('register-sms-code').fill(code!);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-confirmPassword').fill(password);
  await page.getByTestId('register-terms').check();
  await page.getByTestId('register-age').check();
  await page.getByTestId('register-submit').click();

  await expect(page).toHaveURL(/\/$/, { timeout: 60_000 });
  await expect(page.getByTestId('register-popup')).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  await page.context().close();
});

test('shows each field problem in words next to its field, on blur and on submit', siteWide, async ({ browser }) => {
  const page = await openPage(browser);
  await page.goto('/register');
  await page.getByTestId('register-method-username').click();
  await expect(page.getByTestId('register-form')).toHaveAttribute('data-method', 'username');

  const username = page.getByTestId('register-username');
  await username.fill('9abc');
  await username.blur();
  await expect(page.getByText('Start with a letter, then letters and digits, 4-16 characters.')).toBeVisible();
  await expect(username).toHaveAttribute('aria-invalid', 'true');

  await username.fill('goodname1');
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-confirmPassword').fill('Different1');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Start with a letter, then letters and digits, 4-16 characters.')).toBeHidden();
  await expect(page.getByText('The entries are inconsistent.')).toBeVisible();
  await expect(page.getByText('Please read and accept the terms and conditions.')).toBeVisible();
  await expect(page.getByText('Please confirm that you are 18 or older.')).toBeVisible();
  // Focus goes to the first field with a problem.
  await expect(page.getByTestId('register-confirmPassword')).toBeFocused();
  await page.context().close();
});

test('forgot password by email sends the reset link, which sets a new password', siteWide, async ({ browser }) => {
  const page = await openPage(browser);
  // The email field is off in the seed; a merchant switches it on and the form follows.
  await setRegisterField(browser, page, 'email', { enabled: true, required: true });
  try {
    const username = `mail${unique()}`;
    const email = `${username}@example.com`;
    await page.goto('/register');
    await page.getByTestId('register-method-username').click();
    await page.getByTestId('register-username').fill(username);
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-confirmPassword').fill(password);
    await expect(page.getByTestId('register-email')).toHaveAttribute('type', 'email');
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-age').check();
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/$/, { timeout: 60_000 });
    await page.context().close();

    const visitor = await openPage(browser);
    await visitor.goto('/forgotPassword');
    // CHNGPASSVERIF3 is on in the seed: the mobile way comes first.
    await expect(visitor.getByTestId('forgot-forms')).toHaveAttribute('data-mode', 'mobile');
    await visitor.getByTestId('forgot-mode-email').click();
    await visitor.getByTestId('forgot-username').fill(username);
    await visitor.getByTestId('forgot-email').fill(`other-${email}`);
    await visitor.getByTestId('forgot-email-submit').click();
    await expect(visitor.getByTestId('forgot-error')).toContainText('No account has this username or email');

    await visitor.getByTestId('forgot-email').fill(email);
    await visitor.getByTestId('forgot-email-submit').click();
    await expect(visitor.getByTestId('forgot-email-sent')).toContainText(email);

    const mail = await lastMessageTo(browser, visitor, 'email', email);
    const link = mail.body.match(/\/resetPassword\?token=([A-Za-z0-9_-]+)/);
    expect(link).not.toBeNull();
    await visitor.goto(`/resetPassword?token=${link![1]}`);
    await visitor.getByTestId('reset-new-password').fill('Fresh2026x');
    await visitor.getByTestId('reset-confirm-password').fill('Fresh2026x');
    await visitor.getByTestId('reset-submit').click();
    await expect(visitor.getByTestId('reset-done')).toBeVisible();
    await visitor.getByTestId('reset-login').click();
    await expect(visitor).toHaveURL(/\/login$/);
    await visitor.context().close();
  } finally {
    const cleanup = await openPage(browser);
    await setRegisterField(browser, cleanup, 'email', { enabled: false, required: false });
    await cleanup.context().close();
  }
});
