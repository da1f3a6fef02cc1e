import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { encryptForServer, type PublicKeyResponse } from '@gp/contracts';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import {
  addSupportedLanguages,
  allowPayeeNameAtRegistration,
  creditByAdjustment,
  paymentPassword,
  setPaymentPassword,
  sidewaysOverflow,
  staffToken,
} from './support/cashier';
import { addBankAccount, enableMemberTotp } from './support/member-security';
import { memberPassword, registerMember, valueOf } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';

// A new player's bonus from deposit to withdrawal at phone width: the first deposit bonus is
// claimed, its turnover shows on bonus details and on the withdraw page before any request, a
// withdrawal is refused while the turnover is short, the turnover is played through on house dice,
// and the withdrawal then goes through. The merchant's currency is INR (symbol ₹); the seeded first
// deposit bonus pays 100 % up to ₹500.00 and asks ten times the bonus in valid bets.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 300_000 });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

type Wagering = { required: number; done: number; remaining: number };
const wageringOf = async (request: APIRequestContext, token: string): Promise<Wagering> =>
  (await valueOf<{ wagering: Wagering }>(await request.get('/wps/promotions/bonuses', { headers: auth(token) }))).wagering;

/** A new bank account confirmed with the login password and an authenticator code, so it can be paid now. */
const confirmedBankAccount = async (request: APIRequestContext, token: string, payeeName: string) => {
  const totp = await enableMemberTotp(request, token);
  const id = await addBankAccount(request, token, { bankName: 'State Bank of India', ifsc: 'SBIN0001234', accountNumber: '123456789012', payeeName });
  const key = await valueOf<PublicKeyResponse>(await request.get('/wps/system/publicKey'));
  const body = await encryptForServer(key, { password: memberPassword, method: 'totp', code: await totp.nextCode() });
  await valueOf(await request.post(`/wps/member/bankAccounts/${id}/confirm`, { headers: auth(token), data: body }));
};

const requestWithdrawal = async (page: Page, amount: string) => {
  await page.getByTestId('withdraw-amount').fill(amount);
  await page.getByTestId('withdraw-payment-password').fill(paymentPassword);
  await page.getByTestId('withdraw-submit').click();
};

test('a new player claims the first deposit bonus, plays its turnover through and then withdraws', async ({ browser }) => {
  const probe = await browser.newContext();
  const staff = await staffToken(browser);
  const restoreRegister = await allowPayeeNameAtRegistration(probe.request, staff);
  const payee = 'Ravi Kumar';
  const { username, token } = await registerMember(probe.request, 'pj', { payeeName: payee }).finally(restoreRegister);
  await setPaymentPassword(probe.request, token);
  await confirmedBankAccount(probe.request, token, payee);
  // Stake money for the turnover: an adjustment is no deposit, so it is no first deposit either.
  await creditByAdjustment(probe.request, staff, username, 500_000);
  const page = await memberPage(browser, token, { viewport: phoneViewport });

  await page.goto('/member?page=depositv2');
  await page.getByTestId('deposit-method').selectOption({ label: 'Online payment (sandbox)' });
  await page.getByTestId('deposit-amount').fill('1000');
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('sandbox-pay').click();
  await expect(page.getByTestId('deposit-order-status')).toHaveAttribute('data-status', 'credited');
  await expect(page.getByTestId('header-balance-value')).toHaveText('₹6,000.00');

  await page.goto('/promotions');
  const card = page.getByTestId('promotion-list').locator('li').filter({ hasText: 'First deposit bonus' });
  await card.getByTestId('promotion-claim').click();
  await expect(card.getByTestId('promotion-status')).toHaveAttribute('data-status', 'claimed');
  await expect(page.getByTestId('header-balance-value')).toHaveText('₹6,500.00');

  // Bonus details: the bonus with the turnover it asks and none done yet (cards at phone width).
  await page.goto('/member?page=bonusDetails');
  const bonus = page.getByTestId('bonus-wagering-card').filter({ hasText: 'First deposit bonus' });
  await expect(bonus).toContainText('₹500.00');
  await expect(bonus.getByTestId('bonus-wagering-turnover')).toHaveText('Turnover ₹0.00 of ₹5,000.00');
  await expect(bonus).toContainText('In progress');

  // The withdraw page tells the turnover left before the member fills anything in.
  await page.goto('/member?page=withdraw');
  await expect(page.getByTestId('withdraw-bonus-turnover-remaining')).toContainText('₹5,000.00');

  // One bet of ₹1,000.00 on house dice from the lobby, as a player would place it.
  await page.goto('/bgs?vassalage=HOUSE_DICE');
  await page
    .getByTestId('game-card')
    .filter({ hasNot: page.getByTestId('game-maintenance') })
    .first()
    .getByTestId('game-play')
    .click();
  await expect(page.getByTestId('bgs-game')).toHaveAttribute('data-mode', 'real');
  const placed = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/bgs/dice/bet');
  await page.getByTestId('bgs-bet-amount').fill('1000');
  await page.getByTestId('bgs-bet').click();
  const bet = (await placed).postDataJSON() as { gameCode: string };
  await expect(page.getByTestId('bgs-result')).toBeVisible();
  await expect.poll(async () => (await wageringOf(probe.request, token)).remaining).toBe(400_000);

  // A withdrawal now is refused, naming the turnover still to bet.
  await page.goto('/member?page=withdraw');
  await expect(page.getByTestId('withdraw-bonus-turnover-remaining')).toContainText('₹4,000.00');
  await requestWithdrawal(page, '100');
  await expect(page.getByTestId('withdraw-error')).toContainText('Your bonus needs 4000.00 more in valid bets before you can withdraw.');

  // The rest of the turnover, bet by bet (a roll under 98 wins nearly always, so the stake comes back).
  for (let i = 0; i < 4; i++) {
    await valueOf(
      await probe.request.post('/wps/bgs/dice/bet', {
        headers: auth(token),
        data: { gameCode: bet.gameCode, amount: 100_000, target: 98, direction: 'under' },
      }),
    );
  }
  expect(await wageringOf(probe.request, token)).toMatchObject({ remaining: 0 });

  await page.goto('/member?page=bonusDetails');
  await expect(bonus.getByTestId('bonus-wagering-turnover')).toHaveText('Turnover ₹5,000.00 of ₹5,000.00');
  await expect(bonus).toContainText('Completed');
  await page.goto('/member?page=withdraw');
  await expect(page.getByTestId('withdraw-form')).toBeVisible();
  await expect(page.getByTestId('withdraw-bonus-turnover')).toHaveCount(0);
  await requestWithdrawal(page, '100');
  await expect(page.getByTestId('withdraw-done')).toContainText('₹100.00');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await page.context().close();
  await probe.close();
});

test('the promotions hall and the reward centre pass axe at 360 px in light, dark and Arabic', async ({ browser }) => {
  const probe = await browser.newContext();
  const staff = await staffToken(browser);
  const restoreLanguages = await addSupportedLanguages(probe.request, staff, ['AR']);
  try {
    const { token } = await registerMember(probe.request, 'pax');
    const screens = [
      { url: '/promotions', ready: 'promotion-list' },
      { url: '/member?page=rewardCenter', ready: 'reward-centre' },
    ];
    for (const look of [
      { theme: 'light', lang: 'EN', dir: 'ltr' },
      { theme: 'dark', lang: 'EN', dir: 'ltr' },
      { theme: 'dark', lang: 'AR', dir: 'rtl' },
    ] as const) {
      const page = await memberPage(browser, token, { viewport: phoneViewport, colorScheme: look.theme, reducedMotion: 'reduce' });
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), look.lang);
      for (const screen of screens) {
        const where = `${screen.url} at 360 px, ${look.theme}, ${look.lang}`;
        await page.goto(screen.url);
        await expect(page.getByTestId(screen.ready).first(), where).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.dir), where).toBe(look.dir);
        expect(await seriousViolations(page), where).toEqual([]);
        expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
      }
      await page.context().close();
    }
  } finally {
    await restoreLanguages();
    await probe.close();
  }
});
