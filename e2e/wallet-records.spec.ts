import { expect as baseExpect, type Browser } from '@playwright/test';
import { test } from './support/test';
import { encryptForServer, type PublicKeyResponse } from '@gp/contracts';
import { seriousViolations } from './support/axe';
import { memberPassword, registerMember, valueOf } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';

// The wallet, transfer and record pages of the member centre at phone width, dark and light:
// each renders, fits 360 px and is axe-clean; the header's notices bell opens its list; money that
// arrives from elsewhere shows up (notice, balance, records) without a reload.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const phonePage = (browser: Browser, token: string, colorScheme: 'light' | 'dark') => memberPage(browser, token, { viewport: phoneViewport, colorScheme });

const pages = [
  { page: 'transferFund', ready: 'single-wallet-note' },
  { page: 'transferUpline', ready: 'transfer-no-upline' },
  { page: 'transactionHistory', ready: 'history-empty' },
  { page: 'personalProfit', ready: 'profit-empty' },
  { page: 'bonusDetails', ready: 'bonus-empty' },
] as const;

for (const colorScheme of ['dark', 'light'] as const) {
  test(`wallet and record pages render, fit 360 px and are accessible (${colorScheme})`, async ({ browser }) => {
    const probe = await browser.newContext();
    const { token } = await registerMember(probe.request, 'wr');
    const page = await phonePage(browser, token, colorScheme);
    for (const { page: name, ready } of pages) {
      await page.goto(`/member?page=${name}`);
      await expect(page.getByTestId(ready)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, name).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page), name).toEqual([]);
    }
    await page.goto('/member?page=transferFund');
    await expect(page.getByTestId('main-wallet-balance')).toHaveText('₹0.00');

    await page.goto('/member?page=transactionHistory');
    await page.getByTestId('history-period-preset').selectOption('custom');
    await expect(page.getByTestId('history-period-from')).toBeVisible();
    await page.getByTestId('history-period-from').fill('2026-01-01');
    await page.getByTestId('history-period-to').fill('2026-01-31');
    await expect(page.getByTestId('history-empty')).toBeVisible();

    await page.getByTestId('notices-bell').click();
    await expect(page.getByTestId('notices-empty')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('notices-panel')).toBeHidden();
    await page.context().close();
    await probe.close();
  });
}

test('a credited deposit shows as a notice and in the balance and records without a reload; then a transfer to the upline', async ({ browser }) => {
  const probe = await browser.newContext();
  // Registered under the seeded agent agent01 (affiliate code AG1001), with a payment password.
  const { token } = await registerMember(probe.request, 'wm', { affiliateCode: 'AG1001' });
  const auth = { authorization: `Bearer ${token}` };
  const key = await valueOf<PublicKeyResponse>(await probe.request.get('/wps/system/publicKey'));
  await valueOf(
    await probe.request.put('/wps/member/paymentPassword', {
      headers: auth,
      data: await encryptForServer(key, { loginPassword: memberPassword, newPaymentPassword: '135790', confirm: '135790' }),
    }),
  );

  const page = await phonePage(browser, token, 'dark');
  await page.goto('/member?page=transactionHistory');
  await expect(page.getByTestId('history-empty')).toBeVisible();

  // Pay 1,000.00 through the sandbox gateway from elsewhere (another device, say).
  const methods = await valueOf<{ list: { id: number; kind: string }[] }>(await probe.request.get('/wps/deposit/methods', { headers: auth }));
  const gateway = methods.list.find((m) => m.kind === 'gateway');
  if (!gateway) throw new Error('no gateway deposit method seeded');
  const order = await valueOf<{ redirectUrl: string }>(
    await probe.request.post('/wps/deposit', {
      headers: auth,
      data: { methodId: gateway.id, amount: 100_000, idempotencyKey: `e2e-${Date.now()}-deposit-key` },
    }),
  );
  const paid = await probe.request.post(order.redirectUrl, { form: { outcome: 'paid' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);

  // The header polls notices every 20 s: the toast, the record and the balance follow without a reload.
  await expect(page.getByTestId('notice-toast-deposit_credited')).toContainText('Deposit of ₹1,000.00 credited', { timeout: 35_000 });
  await expect(page.getByTestId('history-card')).toHaveCount(1);
  await expect(page.getByTestId('history-card')).toContainText('₹1,000.00');
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('menu-balance-value')).toHaveText('₹1,000.00');
  await page.keyboard.press('Escape');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/member?page=transferUpline');
  await expect(page.getByTestId('transfer-balance')).toHaveText('₹1,000.00');
  await page.getByTestId('transfer-amount').fill('250');
  await page.getByTestId('transfer-payment-password').fill('135790');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-done')).toContainText('₹250.00 sent to agent01');
  await expect(page.getByTestId('transfer-balance')).toHaveText('₹750.00');
  await page.getByTestId('transfer-amount').fill('250');
  await page.getByTestId('transfer-payment-password').fill('000000');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('form-error')).toBeVisible();
  await expect(page.getByTestId('transfer-balance')).toHaveText('₹750.00');
  await page.context().close();
  await probe.close();
});
