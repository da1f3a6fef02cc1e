import { expect as baseExpect, type APIRequestContext } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { addSupportedLanguages, sidewaysOverflow, staffToken } from './support/cashier';
import { registerMember, valueOf } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';
import { newThemedContext } from './support/theme';

// The referral programme end to end: a member shares a labelled link, a friend opens it, registers
// through the site and makes a first deposit through the payment sandbox, the rewards run pays the
// referrer once, and the referral page shows it. The seeded programme pays ₹50.00 for a first deposit
// of at least ₹100.00 (INR, symbol ₹).

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 300_000 });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

type Settings = {
  enabled: boolean;
  firstDeposit: { amount: number; minDeposit: number } | null;
  validBets: { amount: number; figure: number } | null;
  turnoverMultipleBp: number;
  linkLimit: number;
  identityReview: boolean;
};

/**
 * Puts the programme on with the demo's rules and returns a function restoring the settings. Every
 * browser here shares one address, so the same-person review is off for the journey (the API tests
 * prove the review); the friend's reward would otherwise wait for staff.
 */
const programmeOn = async (request: APIRequestContext, staff: string): Promise<() => Promise<void>> => {
  const before = await valueOf<Settings & { promotionId: number | null; updatedAt: string }>(
    await request.get('/bo/referral/settings', { headers: auth(staff) }),
  );
  const put = (s: Settings) => request.put('/bo/referral/settings', { headers: auth(staff), data: s });
  const keep = {
    enabled: before.enabled,
    firstDeposit: before.firstDeposit,
    validBets: before.validBets,
    turnoverMultipleBp: before.turnoverMultipleBp,
    linkLimit: before.linkLimit,
    identityReview: before.identityReview,
  };
  await valueOf(await put({ ...keep, enabled: true, firstDeposit: { amount: 5_000, minDeposit: 10_000 }, identityReview: false }));
  return async () => {
    await valueOf(await put(keep));
  };
};

test('a referral link brings a friend who deposits, and the referrer is paid once', async ({ browser }) => {
  const probe = await browser.newContext();
  const staff = await staffToken(browser);
  const restore = await programmeOn(probe.request, staff);
  try {
    const referrer = await registerMember(probe.request, 'rf');
    const page = await memberPage(browser, referrer.token, { viewport: { width: 1280, height: 900 }, colorScheme: 'light' });

    // The side menu's invite shortcut leads a member to the referral page while the programme is on.
    await page.goto('/');
    const shortcut = page.getByTestId('side-menu').getByTestId('side-invite');
    await expect(shortcut).toHaveAttribute('data-target', 'referral');
    await shortcut.click();
    await expect(page).toHaveURL(/\/member\?page=referral$/);
    await expect(page.getByTestId('referral-code')).toHaveText(/^[A-Z0-9]{8}$/);
    await expect(page.getByTestId('referral-qr').locator('img')).toBeVisible();
    await expect(page.getByTestId('referral-terms')).toContainText('₹50.00');

    // A labelled link of its own, with its own code.
    await page.getByTestId('referral-link-label').fill('Cricket club');
    await page.getByTestId('referral-link-submit').click();
    const row = page.getByTestId('referral-link').filter({ hasText: 'Cricket club' });
    await expect(row).toBeVisible();
    const url = await row.getByTestId('referral-link-url').textContent();
    expect(url).toMatch(/\/register\?referralCode=[A-Z0-9]{8}$/);

    // The friend opens the link in their own browser and registers through the form.
    const friendContext = await newThemedContext(browser, { locale: 'en-US', viewport: phoneViewport, colorScheme: 'dark' });
    const friend = await friendContext.newPage();
    await friend.addInitScript(() => {
      sessionStorage.setItem('ANONYMOUS_POPUP', '1');
      sessionStorage.setItem('USER_POPUP', '1');
    });
    const clicked = friend.waitForResponse((r) => new URL(r.url()).pathname === '/wps/referral/click');
    await friend.goto(new URL(url!).pathname + new URL(url!).search);
    expect((await clicked).ok()).toBe(true);
    await friend.getByTestId('register-method-username').click();
    const username = `rfr${(Date.now() % 1e9).toString(36)}`;
    await friend.getByTestId('register-username').fill(username);
    await friend.getByTestId('register-password').fill('Secret2026');
    await friend.getByTestId('register-confirmPassword').fill('Secret2026');
    await friend.getByTestId('register-terms').check();
    await friend.getByTestId('register-age').check();
    await friend.getByTestId('register-submit').click();
    await expect(friend).toHaveURL(/\/$/, { timeout: 60_000 });
    await page.reload();
    await expect(row.getByTestId('referral-link-clicks')).toHaveText('1');
    await expect(row.getByTestId('referral-link-registrations')).toHaveText('1');

    // The friend's first deposit, through the payment sandbox.
    await friend.goto('/member?page=depositv2');
    await friend.getByTestId('deposit-method').selectOption({ label: 'Online payment (sandbox)' });
    await friend.getByTestId('deposit-amount').fill('200');
    await friend.getByTestId('deposit-submit').click();
    await friend.getByTestId('sandbox-pay').click();
    await expect(friend.getByTestId('deposit-order-status')).toHaveAttribute('data-status', 'credited');

    // Staff run the rewards now, twice, beside the scheduled run: the referrer is paid once.
    for (let i = 0; i < 2; i++) await valueOf(await probe.request.post('/bo/referral/run', { headers: auth(staff) }));
    await page.reload();
    await expect(row.getByTestId('referral-link-firstDeposits')).toHaveText('1');
    await expect(row.getByTestId('referral-link-rewards')).toHaveText('₹50.00');
    const rewards = page.getByTestId('referral-reward');
    await expect(rewards).toHaveCount(1);
    await expect(rewards.first()).toContainText(username);
    await expect(rewards.first().getByTestId('referral-reward-amount')).toHaveText('₹50.00');
    await expect(rewards.first().getByTestId('referral-reward-status')).toHaveText('Paid');
    await expect(page.getByTestId('referral-total-rewards')).toHaveText('₹50.00');
    await expect(page.getByTestId('header-balance-value')).toHaveText('₹50.00');

    await friendContext.close();
    await page.context().close();
  } finally {
    await restore();
    await probe.close();
  }
});

test('the invite shortcut is hidden from visitors and from members while the referral promotion is off', async ({ browser }) => {
  const probe = await browser.newContext();
  const staff = await staffToken(browser);
  const restore = await programmeOn(probe.request, staff);
  try {
    const visitor = await (await newThemedContext(browser, { viewport: { width: 1280, height: 900 }, colorScheme: 'dark' })).newPage();
    await visitor.goto('/');
    await expect(visitor.getByTestId('side-menu')).toBeVisible();
    await expect(visitor.getByTestId('side-invite')).toHaveCount(0);
    await visitor.context().close();

    const current = await valueOf<Settings>(await probe.request.get('/bo/referral/settings', { headers: auth(staff) }));
    await valueOf(
      await probe.request.put('/bo/referral/settings', {
        headers: auth(staff),
        data: { ...current, enabled: false, promotionId: undefined, updatedAt: undefined },
      }),
    );
    const { token } = await registerMember(probe.request, 'rfo');
    const page = await memberPage(browser, token, { colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByTestId('side-reward-centre')).toBeVisible();
    await expect(page.getByTestId('side-invite')).toHaveCount(0);
    await page.context().close();
  } finally {
    await restore();
    await probe.close();
  }
});

test('the referral page passes axe at 360 px in light, dark and Arabic', async ({ browser }) => {
  const probe = await browser.newContext();
  const staff = await staffToken(browser);
  const restoreLanguages = await addSupportedLanguages(probe.request, staff, ['AR']);
  const restore = await programmeOn(probe.request, staff);
  try {
    const { token } = await registerMember(probe.request, 'rfx');
    await valueOf(await probe.request.post('/wps/referral/links', { headers: auth(token), data: { label: 'Family' } }));
    for (const look of [
      { theme: 'light', lang: 'EN', dir: 'ltr' },
      { theme: 'dark', lang: 'EN', dir: 'ltr' },
      { theme: 'dark', lang: 'AR', dir: 'rtl' },
    ] as const) {
      const where = `referral at 360 px, ${look.theme}, ${look.lang}`;
      const page = await memberPage(browser, token, { viewport: phoneViewport, colorScheme: look.theme, reducedMotion: 'reduce' });
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), look.lang);
      await page.goto('/member?page=referral');
      await expect(page.getByTestId('referral-link'), where).toHaveCount(2);
      await expect(page.getByTestId('referral-qr').locator('img'), where).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dir), where).toBe(look.dir);
      expect(await seriousViolations(page), where).toEqual([]);
      expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  } finally {
    await restore();
    await restoreLanguages();
    await probe.close();
  }
});
