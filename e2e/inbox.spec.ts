import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { openBackofficeScreen } from './support/backoffice';
import { sidewaysOverflow } from './support/cashier';
import { registerMember } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';

// The inbox end to end: staff write to a new member in the back office; the member sees a red badge
// on the member-centre menu, the account menu and the side menu, the message in the inbox, and
// opening it clears every badge. axe checks the inbox at 360 px (light, dark, Arabic right to left)
// and the back-office screen.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const checkInbox = async (page: Page, where: string) => {
  await expect(page.getByTestId('inbox-item').first()).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(page), `${where} ${scheme}`).toEqual([]);
  }
  expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
};

test('a message staff send in the back office reaches the member with a badge that opening it clears', async ({ browser }) => {
  const probe = await browser.newContext();
  const { token, username: account } = await registerMember(probe.request, 'inbox');
  const title = `Welcome gift ${account}`;

  const bo = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })).newPage();
  await openBackofficeScreen(bo, '/support/inbox');
  await bo.getByTestId('bo-inbox-member').fill(account);
  await expect(bo.getByTestId('bo-inbox-reach')).toHaveText('About 1 members');
  await bo.getByTestId('bo-inbox-title').fill(title);
  await bo.getByTestId('bo-inbox-body').fill('Your gift is waiting.\nOpen the reward centre to claim it.');
  expect(await seriousViolations(bo), 'back-office inbox').toEqual([]);
  await bo.getByTestId('bo-inbox-send').click();
  await expect(bo.getByTestId('bo-inbox-sent-ok')).toBeVisible();
  const row = bo.getByTestId('bo-inbox-sent-row').filter({ hasText: title });
  await expect(row.getByTestId('bo-inbox-status')).toHaveText('Live');
  await bo.context().close();

  const page = await memberPage(browser, token);
  await page.goto('/member?page=messageV2');
  await expect(page.getByTestId('member-menu-messageV2-badge')).toHaveText('1');
  await expect(page.getByTestId('user-menu-inbox-dot')).toBeVisible();
  const item = page.getByTestId('inbox-item').filter({ hasText: title });
  await expect(item).toHaveAttribute('data-read', 'false');
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-menu-messageV2-badge')).toHaveText('1');
  await page.keyboard.press('Escape');

  await item.getByTestId('inbox-item-open').click();
  await expect(item.getByTestId('inbox-item-body')).toHaveText('Your gift is waiting.\nOpen the reward centre to claim it.');
  await expect(item).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('member-menu-messageV2-badge')).toHaveCount(0);
  await expect(page.getByTestId('user-menu-inbox-dot')).toHaveCount(0);
  await expect(page.getByTestId('inbox-unread')).toHaveText('Unread: 0');
  await page.context().close();

  // 360 px, light and dark, then Arabic right to left.
  const phone = await memberPage(browser, token, { viewport: phoneViewport });
  await phone.goto('/member?page=messageV2');
  await checkInbox(phone, 'inbox 360');
  await phone.context().close();

  const rtl = await memberPage(browser, token, { viewport: phoneViewport, colorScheme: 'dark' });
  await rtl.addInitScript(() => localStorage.setItem('lang', 'AR'));
  await rtl.goto('/member?page=messageV2');
  await expect(rtl.locator('html')).toHaveAttribute('dir', 'rtl');
  await checkInbox(rtl, 'inbox Arabic 360');
  await rtl.context().close();
  await probe.close();
});

test('the back-office inbox passes axe at 360 px, light and dark', async ({ browser }) => {
  const staff = await (await browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 800 } })).newPage();
  await openBackofficeScreen(staff, '/support/inbox');
  await staff.getByTestId('bo-inbox-audience').selectOption('segment');
  await expect(staff.getByTestId('bo-inbox-vip-levels')).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await staff.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(staff), `back-office inbox 360 ${scheme}`).toEqual([]);
  }
  await staff.context().close();
});
