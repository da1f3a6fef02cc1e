import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { registerMember } from './support/member';
import { memberPage } from './support/member-page';

// The player site on a 390 px phone: the bottom bar (home, games, deposit, promotions, account) with a
// real member's balance beside the deposit entry, the member centre's page menu, and the bar never
// covering the end of a page.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const phone = { width: 390, height: 844 } as const;

/** Whether the element lies wholly inside the viewport, above the bottom bar. */
const clearOfBar = async (page: Page, testId: string) => {
  const [box, bar] = await Promise.all([page.getByTestId(testId).boundingBox(), page.getByTestId('phone-nav').boundingBox()]);
  expect(box, testId).not.toBeNull();
  expect(bar).not.toBeNull();
  expect(box!.y, `${testId} on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${testId} above the bar`).toBeLessThanOrEqual(bar!.y + 0.5);
};

/** A visitor's quiet page (announcements dismissed) at phone width. */
const visitorPage = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ locale: 'en-US', viewport: phone });
  const page = await context.newPage();
  await page.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
  return page;
};

test('a signed-in member sees the balance and the deposit entry in the bar, and deposit opens the deposit page', async ({ browser }) => {
  const probe = await browser.newContext();
  const member = await registerMember(probe.request, 'pn');
  const page = await memberPage(browser, member.token, { viewport: phone });
  await page.goto('/');
  const bar = page.getByTestId('phone-nav');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link')).toHaveCount(5);
  await expect(page.getByTestId('phone-nav-home')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('phone-nav-balance')).toHaveText('₹0.00');
  await expect(page.getByTestId('phone-nav-balance')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('phone-nav-deposit')).toBeInViewport({ ratio: 1 });
  // The account entry is named for screen readers, with the balance it shows.
  await expect(page.getByTestId('phone-nav-account')).toHaveAccessibleName('Account, Balance ₹0.00');

  // Still in view after scrolling down the page.
  await page.mouse.wheel(0, 2000);
  await expect(page.getByTestId('phone-nav-balance')).toBeInViewport({ ratio: 1 });

  // Hiding the balance in the account menu hides it in the bar too.
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('menu-balance-toggle').click();
  await expect(page.getByTestId('phone-nav-balance')).toHaveText('******');
  await page.getByTestId('menu-balance-toggle').click();
  await expect(page.getByTestId('phone-nav-balance')).toHaveText('₹0.00');
  await page.keyboard.press('Escape');

  await page.getByTestId('phone-nav-deposit').click();
  await expect(page).toHaveURL(/\/member\?page=depositv2$/);
  await expect(page.getByTestId('deposit-page')).toBeVisible();
  await expect(page.getByTestId('phone-nav-deposit')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('phone-nav-home')).not.toHaveAttribute('aria-current', /.+/);

  await page.getByTestId('phone-nav-games').click();
  await expect(page).toHaveURL(/\/hot$/);
  await expect(page.getByTestId('phone-nav-games')).toHaveAttribute('aria-current', 'page');
  await probe.close();
});

test('the member centre shows one menu button on a phone that opens the page list and switches page', async ({ browser }) => {
  const probe = await browser.newContext();
  const member = await registerMember(probe.request, 'pm');
  const page = await memberPage(browser, member.token, { viewport: phone });
  await page.goto('/member?page=depositv2');
  const button = page.getByTestId('member-menu-button');
  const menu = page.getByTestId('member-menu');
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleName('Member centre pages: Deposit');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  // The page itself starts on the first screen, under one row of menu.
  const buttonBox = await button.boundingBox();
  expect(buttonBox!.height).toBeLessThanOrEqual(48);
  await expect(page.getByTestId('deposit-page')).toBeInViewport();

  // Escape closes the list and gives focus back to the button.
  await button.click();
  await expect(menu).toBeVisible();
  // The member centre's 17 pages, and the points mall, the credit report and the agent application, pages of their own.
  await expect(menu.getByRole('link')).toHaveCount(20);
  await expect(page.getByTestId('member-menu-depositv2')).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  // Keyboard: Enter opens it, Tab reaches the pages, a choice switches page and closes it.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.getByTestId('member-menu-withdraw').click();
  await expect(page).toHaveURL(/\/member\?page=withdraw$/);
  await expect(page.getByTestId('member-page')).toHaveAttribute('data-page', 'withdraw');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAccessibleName('Member centre pages: Withdraw');
  await expect(page.getByTestId('phone-nav-account')).toHaveAttribute('aria-current', 'true');

  // At desktop width the pages are a side list again, without the button.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(button).toBeHidden();
  await expect(menu).toBeVisible();
  await expect(page.getByTestId('phone-nav')).toBeHidden();
  await probe.close();
});

test('the bar leaves the end of the page reachable: the last footer link and the scroll-to-top button', async ({ browser }) => {
  const page = await visitorPage(browser);
  await page.goto('/');
  // The footer loads as it comes near: scroll until it is there, then to the very end.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return page.getByTestId('footer-licence').count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  // Rows above it may still arrive and push it down: at the very end, it ends above the bar.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await clearOfBar(page, 'footer-licence');
    await clearOfBar(page, 'footer-feedback');
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('scroll-to-top')).toBeVisible();
  await clearOfBar(page, 'scroll-to-top');
  // Playwright's click checks that nothing lies on top of the link.
  await page.getByTestId('footer-feedback').click();
  await expect(page.getByTestId('feedback-popup')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('scroll-to-top').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a visitor goes to the login popup from deposit and account; a game page has no bar', async ({ browser }) => {
  const page = await visitorPage(browser);
  await page.goto('/promotions');
  await expect(page.getByTestId('phone-nav-promotions')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('phone-nav-balance')).toHaveCount(0);
  await page.getByTestId('phone-nav-deposit').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-popup')).toBeVisible();
  await page.goto('/hot');
  await page.getByTestId('phone-nav-account').click();
  await expect(page.getByTestId('login-popup')).toBeVisible();

  await page.goto('/bgs/verify');
  await expect(page.getByTestId('phone-nav')).toBeVisible();
  await page.goto('/game/NONE/none?mode=demo');
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByTestId('phone-nav')).toHaveCount(0);
});

test('a trial member is told a real account is needed from deposit and account', async ({ browser }) => {
  const page = await visitorPage(browser);
  await page.goto('/login');
  await page.getByTestId('free-demo').click();
  await expect(page.getByTestId('login-popup')).toBeHidden({ timeout: 60_000 });
  await expect(page.getByTestId('trial-badge')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'A real account is needed' });
  await page.getByTestId('phone-nav-deposit').click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByTestId('phone-nav-account').click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

for (const look of [
  { name: 'light', colorScheme: 'light', lang: 'EN' },
  { name: 'dark', colorScheme: 'dark', lang: 'EN' },
  { name: 'Arabic', colorScheme: 'light', lang: 'AR' },
] as const) {
  test(`axe passes on the home page and the member centre with the bar, ${look.name}`, async ({ browser }) => {
    const probe = await browser.newContext();
    const member = await registerMember(probe.request, 'pa');
    const page = await memberPage(browser, member.token, { viewport: phone, colorScheme: look.colorScheme, reducedMotion: 'reduce' });
    await page.addInitScript((code) => localStorage.setItem('lang', code), look.lang);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', look.lang === 'AR' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('phone-nav-balance')).toHaveText(/0\.00|٠٫٠٠/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('phone-nav-account').click();
    await expect(page.getByTestId('member-page')).toHaveAttribute('data-page', 'securityCenter');
    await page.getByTestId('member-menu-button').click();
    await expect(page.getByTestId('member-menu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await probe.close();
  });
}
