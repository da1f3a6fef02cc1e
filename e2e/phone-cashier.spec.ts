import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test';
import { signInAsAgent } from './support/agent';
import { creditByAdjustment, setPaymentPassword, sidewaysOverflow, staffToken } from './support/cashier';
import { registerMember } from './support/member';
import { setRealName } from './support/member-security';
import { memberPage } from './support/member-page';

// The cashier, the in-house games' error paths and the agent centre on a 390 px phone: one
// "available to withdraw" figure with its parts explained, rupee bank details (bank list, IFSC,
// the real name as holder), record presets that only look back, the verifier before a seed
// rotation, a crash bet asked for while a round runs, and the agent centre's header and security page.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const phone = { width: 390, height: 844 } as const;

let cachedStaff: string | undefined;
const staff = async (browser: Browser) => (cachedStaff ??= await staffToken(browser));

test('the withdraw page shows one available figure and takes rupee bank details with an IFSC', async ({ browser }) => {
  const probe = await browser.newContext();
  const member = await registerMember(probe.request, 'pc');
  const page = await memberPage(browser, member.token, { viewport: phone });
  await creditByAdjustment(probe.request, await staff(browser), member.username, 300_000);

  // No real name yet: the holder cannot be filled in, and the page says where to set it.
  await page.goto('/member?page=withdraw');
  await expect(page.getByTestId('withdraw-real-name-missing')).toBeVisible();
  await expect(page.getByTestId('withdraw-real-name-link')).toBeVisible();

  await setRealName(probe.request, member.token, 'Asha Verma');
  await setPaymentPassword(probe.request, member.token);
  await page.reload();

  // One available figure; the balance line agrees with it (no turnover, nothing pending).
  await expect(page.getByTestId('withdraw-balance')).toHaveText('₹3,000.00');
  await expect(page.getByTestId('withdraw-breakdown-balance')).toHaveText('₹3,000.00');
  await expect(page.getByTestId('withdraw-breakdown-locked')).toHaveCount(0);
  await expect(page.getByTestId('withdraw-page').getByText('Available to withdraw:')).toHaveCount(1);

  // Rupees: a bank from the list, an IFSC checked as typed, the holder read-only from the real name.
  const form = page.getByTestId('withdraw-bank-form');
  await expect(form.getByTestId('withdraw-bank-name').locator('option', { hasText: 'State Bank of India' })).toHaveCount(1);
  await expect(form.getByTestId('withdraw-bank-payee')).toHaveValue('Asha Verma');
  await expect(form.getByTestId('withdraw-bank-payee')).toHaveAttribute('readonly', '');
  await form.getByTestId('withdraw-bank-name').selectOption('State Bank of India');
  await form.getByTestId('withdraw-bank-number').fill('123456789012');
  await form.getByTestId('withdraw-bank-ifsc').fill('SBIN1001234');
  await expect(form).toContainText('Enter the IFSC as 4 letters, 0, then 6 letters or digits');
  await form.getByTestId('withdraw-bank-ifsc').fill('sbin0001234');
  await form.getByTestId('withdraw-bank-submit').click();
  const banks = page.getByTestId('withdraw-bank-accounts');
  await expect(banks).toContainText('****9012');
  await expect(banks).toContainText('IFSC SBIN0001234');
  await expect(banks).toContainText('Asha Verma');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await page.context().close();
  await probe.close();
});

test('records offer only presets that look back', async ({ browser }) => {
  const probe = await browser.newContext();
  const member = await registerMember(probe.request, 'pr');
  const page = await memberPage(browser, member.token, { viewport: phone });
  await page.goto('/member?page=transactionHistory');
  const preset = page.getByTestId('history-period-preset');
  await expect(preset).toBeVisible();
  const labels = (await preset.locator('option').allTextContents()).map((l) => l.trim());
  expect(labels).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 30 days', 'Custom dates']);
  await preset.selectOption('yesterday');
  await expect(page.getByTestId('history-empty')).toBeVisible();
  await page.context().close();
  await probe.close();
});

const openHouseGame = async (page: Page, vassalage: string, engine: string) => {
  await page.goto(`/bgs?vassalage=${vassalage}`);
  await page
    .getByTestId('game-card')
    .filter({ hasNot: page.getByTestId('game-maintenance') })
    .first()
    .getByTestId('game-play')
    .click();
  await expect(page.getByTestId('bgs-game')).toHaveAttribute('data-engine', engine);
};

test('the verifier says the seed is revealed by rotating it, and rotates it on request', async ({ browser }) => {
  const probe = await browser.newContext();
  const member = await registerMember(probe.request, 'pv');
  const page = await memberPage(browser, member.token, { viewport: phone });
  await creditByAdjustment(probe.request, await staff(browser), member.username, 50_000);
  await openHouseGame(page, 'HOUSE_DICE', 'dice');
  await page.getByTestId('bgs-bet-amount').fill('10');
  await page.getByTestId('bgs-bet').click();
  await expect(page.getByTestId('bgs-bet-row')).toHaveCount(1);

  // Before any rotation the seed is secret: the verifier says why and how to reveal it.
  await page.getByTestId('bgs-verify-link').first().click();
  const secret = page.getByTestId('verify-seed-secret');
  await expect(secret).toContainText('The seed is revealed when you rotate it');
  await expect(secret.getByTestId('verify-open-game')).toBeVisible();
  await secret.getByTestId('verify-rotate').click();
  await expect(secret).toHaveCount(0);
  await expect(page.getByTestId('verify-server-seed')).not.toHaveValue('');
  await expect(page.getByTestId('verify-browser-answer').getByTestId('verify-outcome')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.context().close();
  await probe.close();
});

test('a crash bet asked for while the round runs waits for the next round', async ({ browser }) => {
  test.setTimeout(240_000);
  const probe = await browser.newContext();
  const member = await registerMember(probe.request, 'pk');
  const page = await memberPage(browser, member.token, { viewport: phone });
  await creditByAdjustment(probe.request, await staff(browser), member.username, 50_000);
  await openHouseGame(page, 'HOUSE_CRASH', 'crash');
  const stage = page.getByTestId('bgs-crash-stage');
  await expect(stage).toHaveAttribute('data-phase', /running|crashed/, { timeout: 60_000 });

  // Not taking bets now: the button offers the next round and keeps the bet until betting opens.
  await expect(page.getByTestId('bgs-bet')).toHaveText('Bet on the next round');
  await page.getByTestId('bgs-bet-amount').fill('5');
  const placed = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/bgs/crash/bet' && r.request().method() === 'POST', { timeout: 60_000 });
  await page.getByTestId('bgs-bet').click();
  await expect(page.getByTestId('bgs-crash-queued')).toContainText('will be placed when betting opens for the next round');
  const answer = await placed;
  expect(answer.status()).toBe(200);
  await expect(page.getByTestId('bgs-crash-queued')).toHaveCount(0);
  await expect(page.getByTestId('bgs-crash-error')).toHaveCount(0);
  await page.context().close();
  await probe.close();
});

test("the agent centre's header is one line at 360 px and its security page offers the payment password and real name", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'EN');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
  await signInAsAgent(page, 'agent02', 'Agent2026');
  const header = page.getByTestId('agent-header');
  const box = (testId: string) => page.getByTestId(testId).boundingBox();
  const [whole, toggle, name, signOut] = await Promise.all([header.boundingBox(), box('agent-menu-toggle'), box('agent-name'), box('agent-sign-out-icon')]);
  // One row: every control sits within the height of one 44 px touch target plus padding.
  expect(whole!.height).toBeLessThanOrEqual(64);
  for (const part of [toggle, name, signOut]) expect(part!.y + part!.height).toBeLessThanOrEqual(whole!.y + whole!.height);
  expect(Math.abs(toggle!.y - signOut!.y)).toBeLessThanOrEqual(4);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByTestId('agent-menu-toggle').click();
  await expect(page.getByTestId('agent-drawer').getByTestId('agent-clock')).toBeVisible();
  await page.getByTestId('agent-menu-securityCenter').click();
  await expect(page.getByTestId('agent-security')).toBeVisible();
  await expect(page.getByTestId('payment-password-form')).toBeVisible();
  await expect(page.getByTestId('security-real-name')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await context.close();
});
