import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { openBackofficeScreen } from './support/backoffice';
import { paymentPassword, setPaymentPassword, sidewaysOverflow, staffToken } from './support/cashier';
import { registerMember, valueOf } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';

// The points mall end to end: staff give a new member points, the member redeems the seeded gift
// (the branded hoodie) at phone width with the payment password, staff approve then release it in
// the back office, the redeem records show it released, and the member converts points to cash.
// axe checks the mall, the goods page, the redeem and convert dialogs, the records and the
// back-office screen (light, dark, Arabic right to left, 360 px).

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const checkPage = async (page: Page, where: string) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(page), `${where} ${scheme}`).toEqual([]);
  }
  expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
};

test('a member redeems a gift with the payment password, staff approve and release it, and the records show it', async ({ browser }) => {
  const probe = await browser.newContext();
  const { token, username: account } = await registerMember(probe.request, 'mall');
  await setPaymentPassword(probe.request, token);
  const staff = await staffToken(browser);
  await valueOf(
    await probe.request.post('/bo/points-mall/points', {
      headers: { Authorization: `Bearer ${staff}` },
      data: { account, points: 6_000, reason: 'Browser test: points to redeem', clientKey: `e2e-mall-${account}` },
    }),
  );

  const page = await memberPage(browser, token, { viewport: phoneViewport });
  await page.goto('/pointMall');
  await expect(page.getByTestId('points-mall-balance')).toHaveText('6,000');
  await expect(page.getByTestId('goods-card')).toHaveCount(4);
  await checkPage(page, 'points mall 360');

  await page.getByTestId('points-mall-tab-gift').click();
  await expect(page.getByTestId('goods-card')).toHaveCount(1);
  await page.getByTestId('goods-card').getByRole('link', { name: 'Branded hoodie' }).click();
  await expect(page.getByTestId('goods-detail-page')).toBeVisible();
  await expect(page.getByTestId('goods-points')).toHaveText('5,000 points');
  await expect(page.getByTestId('goods-stock')).toHaveText('50 left');
  await checkPage(page, 'goods detail 360');

  await page.getByTestId('goods-redeem').click();
  await expect(page.getByTestId('redeem-form')).toBeVisible();
  await expect(page.getByTestId('redeem-total')).toHaveText('Total: 5,000 points');
  await page.getByTestId('redeem-payment-password').fill(paymentPassword);
  await checkPage(page, 'redeem dialog 360');
  await page.getByTestId('redeem-confirm').click();
  await expect(page.getByTestId('redeem-result')).toHaveAttribute('data-status', 'applying');
  await page.getByTestId('redeem-close').click();
  await expect(page.getByTestId('goods-redeem')).toBeDisabled();

  await page.goto('/pointMall/records');
  const record = page.getByTestId('redeem-record').first();
  await expect(record.getByTestId('redemption-status')).toHaveAttribute('data-status', 'applying');
  const number = await record.getAttribute('data-number');
  expect(number).toMatch(/^PM\d{8}$/);

  // Staff: the queue opens on redemptions in process; approve, then release from the approved list.
  const bo = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })).newPage();
  await openBackofficeScreen(bo, '/loyalty/points-mall');
  await bo.getByTestId('bo-mall-queue-account').fill(account);
  const row = bo.locator(`[data-testid="bo-mall-queue-row"][data-account="${account}"]`);
  await expect(row).toHaveCount(1);
  expect(await seriousViolations(bo), 'back-office points mall').toEqual([]);
  await row.getByTestId('bo-mall-approve').click();
  await expect(row).toHaveCount(0);
  await bo.getByTestId('bo-mall-queue-status').selectOption('approved');
  await expect(row.getByTestId('bo-mall-queue-row-status')).toHaveText('Approved');
  await row.getByTestId('bo-mall-release').click();
  await expect(row).toHaveCount(0);
  await bo.getByTestId('bo-mall-queue-status').selectOption('released');
  await expect(row.getByTestId('bo-mall-queue-row-status')).toHaveText('Released');
  await bo.context().close();

  await page.reload();
  await expect(page.getByTestId('redeem-record').first().getByTestId('redemption-status')).toHaveAttribute('data-status', 'released');
  await checkPage(page, 'redeem records 360');

  // The 1,000 points left: 500 become 5.00 in the main wallet at the seeded 100 points = 1.00.
  await page.goto('/pointMall');
  await expect(page.getByTestId('points-mall-balance')).toHaveText('1,000');
  await page.getByTestId('convert-open').click();
  await page.getByTestId('convert-points').fill('500');
  await expect(page.getByTestId('convert-amount')).toContainText('5.00');
  await page.getByTestId('convert-payment-password').fill(paymentPassword);
  await checkPage(page, 'convert dialog 360');
  await page.getByTestId('convert-confirm').click();
  await expect(page.getByTestId('convert-result')).toHaveAttribute('data-status', 'released');
  await expect(page.getByTestId('points-mall-balance')).toHaveText('500');
  await page.context().close();

  // Arabic, right to left, dark, 360 px: the mall and the records.
  const rtl = await memberPage(browser, token, { viewport: phoneViewport, colorScheme: 'dark' });
  await rtl.addInitScript(() => localStorage.setItem('lang', 'AR'));
  for (const path of ['/pointMall', '/pointMall/records']) {
    await rtl.goto(path);
    await expect(rtl.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(rtl.getByTestId(path === '/pointMall' ? 'goods-card' : 'redeem-record').first()).toBeVisible();
    expect(await seriousViolations(rtl), `${path} Arabic dark 360`).toEqual([]);
    expect(await sidewaysOverflow(rtl), `${path} Arabic scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await rtl.context().close();
  await probe.close();
});

test('the back-office points mall passes axe at 360 px, light and dark', async ({ browser }) => {
  const staff = await (await browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 800 } })).newPage();
  await openBackofficeScreen(staff, '/loyalty/points-mall');
  await expect(staff.getByTestId('bo-mall-goods-row')).toHaveCount(4);
  for (const scheme of ['light', 'dark'] as const) {
    await staff.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(staff), `back-office points mall 360 ${scheme}`).toEqual([]);
  }
  await staff.getByTestId('bo-mall-edit-goods').first().click();
  await expect(staff.getByTestId('bo-mall-goods-name')).toHaveValue('Cash 10.00');
  expect(await seriousViolations(staff), 'goods editor 360').toEqual([]);
  await staff.context().close();
});
