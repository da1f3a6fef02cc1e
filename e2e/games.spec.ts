import { expect as baseExpect } from '@playwright/test';
import { test } from './support/test';
import { creditByAdjustment, staffToken } from './support/cashier';
import { registerMember } from './support/member';
import { memberPage } from './support/member-page';

// A player launches a slot of the demo vendor (a separate process speaking the vendor
// wallet API) from the lobby, spins for real money, and finds the balance changed and the round in
// the betting record.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test('a player launches the demo slot from the lobby, spins, and sees the balance and the round in the betting record', async ({ browser }) => {
  const probe = await browser.newContext();
  const { username, token } = await registerMember(probe.request, 'gm');
  await creditByAdjustment(probe.request, await staffToken(browser), username, 100_000);
  const page = await memberPage(browser, token);

  await page.goto('/rng');
  await expect(page.getByTestId('header-balance-value')).toHaveText('₹1,000.00');
  const card = page
    .getByTestId('game-card')
    .filter({ hasNot: page.getByTestId('game-maintenance') })
    .first();
  await card.getByTestId('game-play').click();
  await expect(page.getByTestId('game-page')).toHaveAttribute('data-mode', 'real');
  await expect(page.getByTestId('side-menu')).toBeHidden();

  const game = page.frameLocator('[data-testid="game-frame"]');
  const balance = game.getByTestId('balance');
  await expect(balance).toHaveText('1,000.00');
  // A spin can pay back exactly its stake; spin until the balance moves.
  await expect
    .poll(
      async () => {
        await game.getByTestId('spin').click();
        await expect(game.getByTestId('spin')).toBeEnabled();
        return balance.textContent();
      },
      { timeout: 60_000 },
    )
    .not.toBe('1,000.00');
  const inGame = (await balance.textContent())!;

  await page.goto('/member?page=personalHistoryCopy');
  const rounds = page.getByTestId('betting-row');
  await expect(rounds.first()).toBeVisible();
  await rounds.first().getByTestId('betting-details').click();
  await expect(page.getByTestId('round-call').first()).toBeVisible();
  await expect(page.getByTestId('round-call').and(page.locator('[data-action="bet"]'))).toHaveCount(1);
  await page.getByTestId('round-detail-close').click();

  // The site's header shows what the game showed, with the currency symbol.
  await expect(page.getByTestId('header-balance-value')).toHaveText(`₹${inGame}`);
});
