import { expect as baseExpect, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { test } from './support/test';
import { openSignedInBackoffice } from './support/backoffice';
import { memberPassword as password, registerMember } from './support/member';

// Signing in keeps: a member registered by mobile sees their username and signs in with the number
// typed any way; a signed-in member stays signed in in a new tab (and with remember-me after the tab
// is closed), and signing out ends it everywhere; one popup at a time; the trial's way to
// registration; no page a visitor or member walks answers an error. All at a phone's width.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const phone = { width: 390, height: 844 } as const;

const newContext = (browser: Browser): Promise<BrowserContext> => browser.newContext({ locale: 'en-US', viewport: phone });

/** A page whose announcements were already closed this session, so nothing covers the forms. */
const quietPage = async (context: BrowserContext): Promise<Page> => {
  await context.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
  return context.newPage();
};

let staffToken: string | undefined;
const staffHeaders = async (browser: Browser) => {
  if (!staffToken) {
    const staff = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } })).newPage();
    await openSignedInBackoffice(staff);
    staffToken = (await staff.evaluate(() => sessionStorage.getItem('bo_token'))) ?? undefined;
    await staff.context().close();
  }
  if (!staffToken) throw new Error('no back office token');
  return { Authorization: `Bearer ${staffToken}` };
};

/** The SMS code last sent to a number, read from the back office outbox. */
const smsCodeTo = async (browser: Browser, page: Page, recipient: string): Promise<string> => {
  const headers = await staffHeaders(browser);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/bo/outbox?channel=sms&recipient=${encodeURIComponent(recipient)}&pageSize=5`, { headers });
      const list = ((await res.json()) as { value: { list: { recipient: string; body: string }[] } }).value.list;
      code = list.find((m) => m.recipient === recipient)?.body.match(/\b\d{6}\b/)?.[0];
      return code !== undefined;
    })
    .toBe(true);
  return code!;
};

const openLogin = async (page: Page) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-popup')).toBeVisible();
};

const signInWith = async (page: Page, name: string, options: { remember?: boolean } = {}) => {
  await openLogin(page);
  await page.getByTestId('login-username').fill(name);
  await page.getByTestId('login-password').fill(password);
  if (options.remember) await page.getByTestId('login-remember').check();
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-popup')).toBeHidden();
  await expect(page.getByTestId('header-user-area')).toBeVisible();
};

const signOutFromMenu = async (page: Page) => {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
};

/** Every answer of 400 or more and every console error of the context's pages, as they happen. */
const collectFailures = (context: BrowserContext): string[] => {
  const failures: string[] = [];
  context.on('response', (response: Response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  context.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  return failures;
};

const openDialogs = (page: Page) => page.evaluate(() => Array.from(document.querySelectorAll('dialog[open]')).map((d) => d.getAttribute('data-testid')));

test('a member registered by mobile sees their username and signs in with the number as typed, or the username', async ({ browser }) => {
  const page = await quietPage(await newContext(browser));
  await page.goto('/register');
  await expect(page.getByTestId('register-form')).toHaveAttribute('data-method', 'mobile');
  // Typed with the trunk 0, as registration accepts it.
  const national = `97${String(Date.now()).slice(-8)}`;
  await page.getByTestId('register-mobile-country').selectOption('IN');
  await page.getByTestId('register-mobile').fill(`0${national}`);
  await page.getByTestId('register-sms-code-send').click();
  await page.getByTestId('register-sms-code').fill(await smsCodeTo(browser, page, `+910${national}`));
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-confirmPassword').fill(password);
  await page.getByTestId('register-terms').check();
  await page.getByTestId('register-age').check();
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-popup')).toBeHidden({ timeout: 60_000 });

  // The username is the number with its code: in the header's menu and the member centre.
  const username = `91${national}`;
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-menu-name')).toHaveText(username);
  await expect(page.getByTestId('user-menu-button')).toHaveAccessibleName(new RegExp(username));
  await page.keyboard.press('Escape');
  await page.goto('/member?page=securityCenter');
  await expect(page.getByTestId('member-page')).toContainText(username);
  await signOutFromMenu(page);

  for (const typed of [`+91 ${national.slice(0, 5)} ${national.slice(5)}`, `0${national}`, `${national.slice(0, 5)}-${national.slice(5)}`, username]) {
    await signInWith(page, typed);
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu-name')).toHaveText(username);
    await page.keyboard.press('Escape');
    await signOutFromMenu(page);
  }
});

test('a new tab stays signed in, remember-me outlives the tab, and signing out ends it in every tab and on the server', async ({ browser }) => {
  const { username } = await registerMember((await browser.newContext()).request, 'keep');
  const context = await newContext(browser);
  const first = await quietPage(context);
  await signInWith(first, username);
  const token = await first.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();

  // A bookmark opened in a new tab of the same browser: signed in, straight into the member centre.
  const second = await context.newPage();
  await second.goto('/member?page=securityCenter');
  await expect(second.getByTestId('member-page')).toBeVisible();
  await expect(second.getByTestId('header-user-area')).toBeVisible();
  expect(second.url()).not.toContain(token!);

  // Signing out in one tab ends the session in the other and on the server.
  await signOutFromMenu(second);
  await expect(first.getByTestId('header-login')).toBeVisible();
  expect(await first.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  const after = await first.request.get('/wps/member/info', { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);

  // Remember-me: closing every tab and opening the site again (a restarted tab) finds the member signed in.
  await signInWith(first, username, { remember: true });
  await first.close();
  await second.close();
  const reopened = await context.newPage();
  await reopened.goto('/');
  await expect(reopened.getByTestId('header-user-area')).toBeVisible();
  const remembered = await reopened.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as { expiresAt: string } | null);
  const hours = (Date.parse(remembered!.expiresAt) - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(23);
  expect(hours).toBeLessThanOrEqual(24);

  const another = await context.newPage();
  await another.goto('/promotions');
  await expect(another.getByTestId('header-user-area')).toBeVisible();
  await signOutFromMenu(reopened);
  await expect(another.getByTestId('header-login')).toBeVisible();
  expect(await another.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Nothing of the session is left for a tab opened later.
  const later = await context.newPage();
  await later.goto('/');
  await expect(later.getByTestId('header-login')).toBeVisible();
});

test('an invitation link opens registration alone; the announcements wait until it is closed', async ({ browser }) => {
  // No announcement closed yet this session: the popup would show on any other page.
  const page = await (await newContext(browser)).newPage();
  await page.goto('/register?referralCode=FRIEND01');
  await expect(page.getByTestId('register-popup')).toBeVisible();
  // Give the announcements every chance to come up underneath.
  await page.waitForTimeout(2_000);
  expect(await openDialogs(page)).toEqual(['register-popup']);

  await page.getByTestId('register-popup').getByTestId('popup-close').click();
  await expect(page.getByTestId('register-popup')).toBeHidden();
  await expect(page.getByTestId('announcement-popup')).toBeVisible();
  expect(await openDialogs(page)).toEqual(['announcement-popup']);
});

test('a trial player plays the demo games with fun money, and the real-account dialog leads to registration', async ({ browser }) => {
  const context = await newContext(browser);
  const failures = collectFailures(context);
  const page = await quietPage(context);
  await openLogin(page);
  await page.getByTestId('free-demo').click();
  await expect(page.getByTestId('login-popup')).toBeHidden({ timeout: 60_000 });
  await expect(page.getByTestId('trial-badge')).toBeVisible();
  for (const path of ['/', '/rng', '/promotions']) {
    await page.goto(path);
    await expect(page.getByTestId('trial-badge')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  // An in-house game opens in fun-money play for a trial, with the fun balance to spend.
  await page.goto('/bgs/play/dice');
  await expect(page.getByTestId('bgs-game')).toHaveAttribute('data-mode', 'demo');
  await expect(page.getByTestId('bgs-demo-balance')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);

  // Real play needs a real account; the dialog's button opens registration, alone.
  await page.getByTestId('bgs-mode-switch').click();
  await expect(page.getByRole('dialog', { name: 'A real account is needed' })).toBeVisible();
  await page.getByTestId('real-account-register').click();
  await expect(page.getByTestId('register-popup')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByTestId('trial-badge')).toHaveCount(0);
  expect(await openDialogs(page)).toEqual(['register-popup']);
});

test('no page a visitor or a member walks answers an error or logs one', async ({ browser }) => {
  const { username } = await registerMember((await browser.newContext()).request, 'walk');
  const context = await newContext(browser);
  const failures = collectFailures(context);
  const page = await quietPage(context);
  const walk = async (who: string) => {
    for (const path of ['/', '/rng', '/live', '/promotions', '/hot']) {
      await page.goto(path);
      await expect(page.getByTestId(who === 'member' ? 'header-user-area' : 'header-login')).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
  };
  await walk('visitor');
  await signInWith(page, username);
  await walk('member');
  for (const memberPage of ['securityCenter', 'transactionHistory', 'depositv2', 'rewardCenter']) {
    await page.goto(`/member?page=${memberPage}`);
    await expect(page.getByTestId('member-page')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(failures).toEqual([]);
});
