import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { approveWithdrawalInBackoffice, openBackofficeScreen, openSignedInBackoffice } from './support/backoffice';
import {
  addSupportedLanguages,
  allowPayeeNameAtRegistration,
  creditByAdjustment,
  paymentPassword,
  setPaymentPassword,
  sidewaysOverflow,
  staffToken,
} from './support/cashier';
import { memberPassword, registerMember, valueOf } from './support/member';
import { addBankAccount, enableMemberTotp, setRealName } from './support/member-security';
import { memberPage, phoneViewport } from './support/member-page';

// The cashier in the browser: a deposit through the sandbox provider's hosted page, a
// withdrawal approved by finance in the back office and confirmed by the member, and the cashier
// screens of both sites at phone width under axe. The merchant's currency is INR (symbol ₹).

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

let cachedToken: string | undefined;

test('a deposit through the sandbox payment page raises the header balance and sends a notice', async ({ browser }) => {
  const probe = await browser.newContext();
  const { token } = await registerMember(probe.request, 'dep');
  const page = await memberPage(browser, token);

  await page.goto('/member?page=depositv2');
  await expect(page.getByTestId('deposit-form')).toBeVisible();
  await expect(page.getByTestId('header-balance-value')).toHaveText('₹0.00');

  await page.getByTestId('deposit-method').selectOption({ label: 'Online payment (sandbox)' });
  await page.getByTestId('deposit-amount').fill('1234.56');
  await page.getByTestId('deposit-submit').click();

  // The provider's own page, outside the SPA: the payer presses Pay and is sent back.
  await expect(page).toHaveURL(/\/sandbox-pay\/checkout\/[a-f0-9]{32}$/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('₹1,234.56');
  await page.getByTestId('sandbox-pay').click();

  await expect(page).toHaveURL(/\/member\?page=depositv2&order=/);
  const status = page.getByTestId('deposit-order-status');
  await expect(status).toHaveAttribute('data-status', 'credited');
  await expect(status).toContainText('₹1,234.56 has been credited to your wallet.');
  await expect(page.getByTestId('header-balance-value')).toHaveText('₹1,234.56');

  // The credit left a notice: the bell counts it and its list says what happened.
  await expect(page.getByTestId('notices-unread')).toHaveText('1');
  await page.getByTestId('notices-bell').click();
  await expect(page.locator('[data-testid="notice-item"][data-kind="deposit_credited"]')).toContainText('Deposit of ₹1,234.56 credited');
  await expect(page.getByTestId('notices-unread')).toHaveCount(0);

  await page.context().close();
  await probe.close();
});

test('a withdrawal is held, approved by finance in the back office, and confirmed as received', async ({ browser }) => {
  const probe = await browser.newContext();
  cachedToken ??= await staffToken(browser);
  const staff = cachedToken;

  // A real name can only be given at registration: switch the field on for this one member.
  const restoreRegister = await allowPayeeNameAtRegistration(probe.request, staff);
  const realName = 'Asha Verma';
  const member = await registerMember(probe.request, 'wd', { payeeName: realName }).finally(restoreRegister);
  await setPaymentPassword(probe.request, member.token);
  const totp = await enableMemberTotp(probe.request, member.token);
  await creditByAdjustment(probe.request, staff, member.username, 500_000);

  const page = await memberPage(browser, member.token);
  // A controllable clock lets the test skip the 20-second wait for the next notice poll.
  await page.clock.install();
  await page.goto('/member?page=withdraw');
  await expect(page.getByTestId('withdraw-balance')).toHaveText('₹5,000.00');
  await expect(page.getByTestId('header-balance-value')).toHaveText('₹5,000.00');
  await expect(page.getByTestId('withdraw-needs-bank')).toBeVisible();

  // Rupee accounts: a listed bank and its IFSC; the holder is the member's real name, shown, not typed.
  await page.getByTestId('withdraw-bank-name').selectOption('State Bank of India');
  await page.getByTestId('withdraw-bank-number').fill('123456789012');
  await expect(page.getByTestId('withdraw-bank-payee')).toHaveValue(realName);
  await page.getByTestId('withdraw-bank-ifsc').fill('SBIN0001234');
  await page.getByTestId('withdraw-bank-submit').click();
  await expect(page.getByTestId('withdraw-form')).toBeVisible();
  const banks = page.getByTestId('withdraw-bank-accounts');
  await expect(banks).toContainText('****9012');

  // A new payee waits (24 hours by default) unless confirmed with the password and a second factor.
  await expect(banks.getByTestId(/^withdraw-bank-cooling-\d+$/)).toBeVisible();
  await banks.getByTestId(/^withdraw-bank-confirm-open-\d+$/).click();
  const confirmForm = banks.getByTestId(/^withdraw-bank-confirm-\d+$/);
  await confirmForm.getByTestId(/^withdraw-bank-confirm-\d+-code$/).fill(await totp.nextCode());
  await confirmForm.getByTestId(/^withdraw-bank-confirm-\d+-password$/).fill(memberPassword);
  await confirmForm.getByTestId(/^withdraw-bank-confirm-\d+-submit$/).click();
  await expect(banks.getByTestId(/^withdraw-bank-cooling-\d+$/)).toHaveCount(0);

  await page.getByTestId('withdraw-amount').fill('1500');
  await page.getByTestId('withdraw-payment-password').fill(paymentPassword);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/withdraw' && r.request().method() === 'POST');
  await page.getByTestId('withdraw-submit').click();
  const made = await valueOf<{ id: number; orderNo: string }>(await answered);
  await expect(page.getByTestId('withdraw-done')).toContainText('₹1,500.00');
  await expect(page.getByTestId(`withdrawal-status-${made.orderNo}`)).toHaveText('Pending review');
  // Held at once: the wallet shows the rest everywhere, without a reload.
  await expect(page.getByTestId('withdraw-balance')).toHaveText('₹3,500.00');
  await expect(page.getByTestId('header-balance-value')).toHaveText('₹3,500.00');

  // Watched from now on, in the page: a regular poll may bring the notice while finance is still at
  // work, and the toast is gone after 6 s, so its text is kept the moment it is drawn.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seenApprovalToasts: seen });
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-testid="notice-toast-withdrawal_approved"]')) {
        const text = toast.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const seenToasts = () => page.evaluate(() => (window as unknown as { seenApprovalToasts: string[] }).seenApprovalToasts);

  const finance = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })).newPage();
  await approveWithdrawalInBackoffice(finance, made.orderNo);
  // Finance pays a rupee account by its IFSC, so the queue shows it beside the account number.
  await expect(finance.locator(`[data-testid="withdrawal-row"][data-order-no="${made.orderNo}"]`).getByTestId('withdrawal-ifsc')).toHaveText(
    'IFSC SBIN0001234',
  );
  // Paid through the sandbox provider: listed among the approved ones.
  const row = finance.locator(`[data-testid="withdrawal-row"][data-order-no="${made.orderNo}"]`);
  await finance.getByTestId('withdrawals-filter-status').selectOption('approved');
  await expect(row).toHaveAttribute('data-status', 'approved');
  await finance.context().close();

  // The next notice poll (every 20 s) brings the approval: a toast, and the page refetched.
  await page.clock.fastForward('00:25');
  await expect.poll(seenToasts, { timeout: 120_000 }).toEqual(['Withdrawal of ₹1,500.00 approved']);
  await expect(page.getByTestId(`withdrawal-status-${made.orderNo}`)).toHaveText('Paid');
  await expect(page.getByTestId('header-balance-value')).toHaveText('₹3,500.00');

  const receipt = page.getByTestId(`withdraw-receipt-form-${made.id}`);
  await receipt.getByTestId('withdraw-receipt-kind-full').check();
  await receipt.getByTestId(`withdraw-receipt-submit-${made.id}`).click();
  await expect(page.getByTestId(`withdrawal-receipt-${made.orderNo}`)).toHaveText('Received in full.');
  await expect(receipt).toHaveCount(0);

  await page.context().close();
  await probe.close();
});

/** Each member-centre cashier page and what shows once it has loaded. */
const playerPages: { page: string; ready: string }[] = [
  { page: 'depositv2', ready: 'deposit-form' },
  { page: 'withdraw', ready: 'withdraw-page' },
  { page: 'transferFund', ready: 'transfer-fund-page' },
  { page: 'transactionHistory', ready: 'transaction-history-page' },
  { page: 'personalProfit', ready: 'personal-profit-page' },
  { page: 'bonusDetails', ready: 'bonus-details-page' },
  { page: 'responsibleGaming', ready: 'responsible-gaming-page' },
  { page: 'transferUpline', ready: 'transfer-upline-page' },
];

const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

test("finance sees and sets the ledger's largest amount for the merchant currency, never below a balance", async ({ browser }) => {
  const probe = await browser.newContext();
  cachedToken ??= await staffToken(browser);
  const member = await registerMember(probe.request, 'max');
  await creditByAdjustment(probe.request, cachedToken, member.username, 70_000);

  const staff = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await openBackofficeScreen(staff, '/cashier/settings');
  const current = staff.getByTestId('currency-limit-current');
  await expect(current).toHaveAttribute('data-default', 'true');
  await expect(current).toHaveAttribute('data-minor', '10000000000000');
  await expect(current).toContainText('₹100,000,000,000.00');

  // Below the member's ₹700.00: the ledger refuses it, and the maximum in force stays.
  await staff.getByTestId('currency-limit-amount').fill('1.00');
  await staff.getByTestId('currency-limit-save').click();
  await expect(staff.getByTestId('currency-limits').getByRole('alert')).toBeVisible();
  await expect(current).toHaveAttribute('data-default', 'true');

  // The default again, now as the currency's own: nothing else in this run changes.
  await staff.getByTestId('currency-limit-amount').fill('100,000,000,000');
  await staff.getByTestId('currency-limit-save').click();
  await expect(staff.getByTestId('currency-limit-saved')).toBeVisible();
  await expect(current).toHaveAttribute('data-default', 'false');
  await expect(current).toHaveAttribute('data-minor', '10000000000000');
  await staff.context().close();
  await probe.close();
});

test('the cashier pages pass axe and fit 360 px in dark mode and Arabic, and so do the back-office screens', async ({ browser }) => {
  test.setTimeout(300_000);
  const probe = await browser.newContext();
  cachedToken ??= await staffToken(browser);
  const restoreLanguages = await addSupportedLanguages(probe.request, cachedToken, ['AR']);
  try {
    const { token } = await registerMember(probe.request, 'axe');
    // A new bank account in its waiting time, with the confirm form open, is on the withdraw page too.
    await setRealName(probe.request, token, 'Asha Verma');
    await addBankAccount(probe.request, token, {
      bankName: 'State Bank of India',
      ifsc: 'SBIN0001234',
      accountNumber: '123456789012',
      payeeName: 'Asha Verma',
    });
    await enableMemberTotp(probe.request, token);
    const page = await memberPage(browser, token, { viewport: phoneViewport, colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.addInitScript(() => localStorage.setItem('lang', 'AR'));
    for (const { page: name, ready } of playerPages) {
      const where = `${name} at 360 px, dark, Arabic`;
      await page.goto(`/member?page=${name}`);
      await expect(page.locator(`[data-testid="${ready}"], [data-testid="transfer-no-upline"]`).first(), where).toBeVisible();
      await settled(page);
      if (name === 'withdraw') {
        await page.getByTestId(/^withdraw-bank-confirm-open-\d+$/).click();
        await expect(page.getByTestId(/^withdraw-bank-confirm-\d+$/), where).toBeVisible();
      }
      expect(await page.evaluate(() => document.documentElement.dir), where).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), where).toBe(true);
      expect(await seriousViolations(page), where).toEqual([]);
      expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await page.context().close();
  } finally {
    await restoreLanguages();
  }

  const staff = await (await browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 800 } })).newPage();
  await openSignedInBackoffice(staff);
  const screens = {
    deposits: 'deposits',
    withdrawals: 'withdrawals',
    adjustments: 'adjustments',
    'member-wallet': 'members',
    reconciliation: 'reconciliation',
    'cashier-settings': 'settings',
    'payment-methods': 'payment-methods',
  };
  for (const [screen, path] of Object.entries(screens)) {
    const where = `back office ${screen} at 360 px`;
    await staff.getByTestId('nav-toggle').click();
    await staff.getByTestId(`nav-${screen}`).click();
    await expect(staff).toHaveURL(new RegExp(`/backoffice/cashier/${path}$`));
    await expect(staff.getByTestId('main')).toBeVisible();
    await settled(staff);
    expect(await seriousViolations(staff), where).toEqual([]);
    expect(await sidewaysOverflow(staff), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await staff.context().close();
  await probe.close();
});
