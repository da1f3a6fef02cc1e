import { expect as baseExpect } from '@playwright/test';
import { test } from './support/test';
import { creditByAdjustment, staffToken } from './support/cashier';
import { registerMember, valueOf } from './support/member';
import { memberPage } from './support/member-page';

// An in-house provably fair game played for real money from the lobby, then the
// bet recomputed in the browser by the public verifier once the server seed is revealed.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test('a player bets on house dice for real money and the verifier recomputes the settled bet', async ({ browser }) => {
  const probe = await browser.newContext();
  const { username, token } = await registerMember(probe.request, 'bg');
  await creditByAdjustment(probe.request, await staffToken(browser), username, 50_000);
  const balance = async () =>
    (await valueOf<{ balance: number }>(await probe.request.get('/wps/v2/wallets/balance', { headers: { Authorization: `Bearer ${token}` } }))).balance;
  const page = await memberPage(browser, token, { viewport: { width: 360, height: 800 } });

  await page.goto('/bgs?vassalage=HOUSE_DICE');
  const card = page
    .getByTestId('game-card')
    .filter({ hasNot: page.getByTestId('game-maintenance') })
    .first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByTestId('game-play').click();
  await expect(page.getByTestId('bgs-game')).toHaveAttribute('data-engine', 'dice');
  // The entry's own name heads the page and the tab, not the engine's.
  expect(name).toMatch(/Dice$/);
  await expect(page.getByTestId('bgs-title')).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${name} · `));
  await expect(page.getByTestId('bgs-game')).toHaveAttribute('data-mode', 'real');

  await page.getByTestId('bgs-bet-amount').fill('10');
  await page.getByTestId('bgs-bet').click();
  await expect(page.getByTestId('bgs-result')).toBeVisible();
  await expect(page.getByTestId('bgs-bet-row')).toHaveCount(1);
  // 500.00 less the 10.00 stake, plus whatever the roll paid.
  const after = await balance();
  expect(after === 49_000 || after > 50_000, `balance ${after}`).toBe(true);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The seed is revealed by rotating it; then the verifier recomputes the bet in the browser.
  await page.getByTestId('bgs-fairness').click();
  await page.getByTestId('bgs-rotate').click();
  await expect(page.getByTestId('bgs-revealed')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('bgs-verify-link').first().click();
  await expect(page.getByTestId('bgs-verify-page')).toBeVisible();
  await expect(page.getByTestId('verify-server-seed')).not.toHaveValue('');
  await page.getByTestId('verify-submit').click();
  const browserAnswer = page.getByTestId('verify-browser-answer');
  await expect(browserAnswer.getByTestId('verify-outcome')).toBeVisible();
  const mine = await browserAnswer.getByTestId('verify-outcome').textContent();
  await expect(page.getByTestId('verify-server-answer')).toContainText(mine!);
});
