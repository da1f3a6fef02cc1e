import { expect as baseExpect } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { registerMember } from './support/member';
import { memberPage } from './support/member-page';

// The first deposit bonus in the browser: a new member deposits through the sandbox provider,
// claims the seeded bonus in the promotions hall at phone width, and finds it in the reward centre
// with the turnover it asks. The merchant's currency is INR (symbol ₹).

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test('a first deposit is claimed once in the hall and listed in the reward centre with its turnover', async ({ browser }) => {
  const probe = await browser.newContext();
  const { token } = await registerMember(probe.request, 'promo');
  const page = await memberPage(browser, token, { viewport: { width: 390, height: 844 } });

  // Before a deposit the bonus is closed: a pill, no button.
  await page.goto('/promotions');
  const card = page.getByTestId('promotion-list').locator('li').filter({ hasText: 'First deposit bonus' });
  await expect(card.getByTestId('promotion-status')).toHaveAttribute('data-status', 'closed');
  await expect(card.getByTestId('promotion-claim')).toHaveCount(0);

  await page.goto('/member?page=depositv2');
  await page.getByTestId('deposit-method').selectOption({ label: 'Online payment (sandbox)' });
  await page.getByTestId('deposit-amount').fill('1000');
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('sandbox-pay').click();
  await expect(page.getByTestId('deposit-order-status')).toHaveAttribute('data-status', 'credited');
  await expect(page.getByTestId('header-balance-value')).toHaveText('₹1,000.00');

  // The badge counts the reward waiting; its count is in the entry's accessible name (on a phone the
  // page list opens from the menu button).
  await page.getByTestId('member-menu-button').click();
  await expect(page.getByTestId('member-menu-rewardCenter')).toHaveAccessibleName(/1 to claim/);

  await page.goto('/promotions');
  const claim = card.getByTestId('promotion-claim');
  await expect(claim).toHaveText('Claim ₹500.00');
  await claim.dblclick();
  await expect(card.getByTestId('promotion-status')).toHaveAttribute('data-status', 'claimed');
  await expect(page.getByTestId('header-balance-value')).toHaveText('₹1,500.00');
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate((s) => localStorage.setItem('theme', s), scheme);
    await page.reload();
    await expect(card.getByTestId('promotion-status')).toBeVisible();
    expect(await seriousViolations(page), `hall ${scheme}`).toEqual([]);
  }

  await page.goto('/member?page=rewardCenter');
  const received = page.getByTestId('reward-received');
  await expect(received).toHaveCount(1);
  await expect(received.getByTestId('reward-amount')).toHaveText('₹500.00');
  await expect(received.getByTestId('reward-turnover')).toHaveText('Turnover ₹0.00 of ₹5,000.00');
  await expect(page.getByTestId('reward-badge')).toHaveCount(0);
  for (const scheme of ['dark', 'light'] as const) {
    await page.evaluate((s) => localStorage.setItem('theme', s), scheme);
    await page.reload();
    await expect(received).toBeVisible();
    expect(await seriousViolations(page), `reward centre ${scheme}`).toEqual([]);
  }

  await page.context().close();
  await probe.close();
});
