import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test';

// A visitor on a phone (390 px) sees games and vendors by their names, never by their codes, and an
// entry named for live roulette opens the demo vendor's live roulette table.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** Vendor and game codes are capitals, digits and underscores ("PIXELMINT", "LUMA_0042"). */
const looksLikeCode = /^[A-Z0-9_]{3,}$/;
const gameCodeShape = /[A-Z0-9]+_\d{4}/;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phone visitor who already closed the announcement popup this session, so it covers nothing. */
const phonePage = async (browser: Browser): Promise<Page> => {
  const page = await (await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } })).newPage();
  await page.addInitScript(() => sessionStorage.setItem('ANONYMOUS_POPUP', '1'));
  return page;
};

const playableCards = (page: Page) => page.getByTestId('game-card').filter({ hasNot: page.getByTestId('game-maintenance') });

test('the slots page shows every vendor by its display name, under the tiles and in the chips', async ({ browser }) => {
  const page = await phonePage(browser);
  await page.goto('/rng');
  const vendors = page.getByTestId('game-card').getByTestId('game-vendor');
  await expect(vendors.first()).not.toBeEmpty();
  const names = await vendors.allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    expect(name.trim(), 'a vendor under a tile').not.toBe('');
    expect(name.trim(), 'a vendor under a tile').not.toMatch(looksLikeCode);
  }
  expect(names).toContain('Luma Reels');

  for (const chip of await page.getByTestId('vendor-chips').getByRole('link').allInnerTexts()) {
    expect(chip.trim(), 'a vendor chip').not.toMatch(looksLikeCode);
  }
  await expect(page.getByTestId('vendor-chip-PIXELMINT')).toHaveText('Pixel Mint');
});

test('a game page shows the game by name in its heading, frame and tab title, also when opened by address', async ({ browser }) => {
  const page = await phonePage(browser);
  await page.goto('/rng');
  const card = playableCards(page).first();
  const name = (await card.getByRole('heading').innerText()).trim();
  expect(name).not.toMatch(gameCodeShape);
  await card.getByTestId('game-play-demo').click();

  await expect(page.getByTestId('game-page')).toHaveAttribute('data-mode', 'demo');
  await expect(page.getByTestId('game-name')).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${escaped(name)} · `));
  const vendor = page.getByTestId('game-page-vendor');
  await expect(vendor).not.toBeEmpty();
  await expect(vendor).not.toHaveText(looksLikeCode);
  await expect(page.getByTestId('game-frame')).toHaveAttribute('title', new RegExp(escaped(name)));
  // The vendor's own page inside the frame names the game too.
  await expect(page.frameLocator('[data-testid="game-frame"]').locator('.bar .title')).toHaveText(name);

  // Opened by address, with nothing cached: the page looks the name up.
  await page.reload();
  await expect(page.getByTestId('game-name')).toHaveText(name);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(gameCodeShape);
});

test('an entry named for live roulette opens the live roulette table', async ({ browser }) => {
  const page = await phonePage(browser);
  await page.goto('/live');
  const card = playableCards(page)
    .filter({ has: page.getByRole('heading', { name: /Live Roulette$/ }) })
    .first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByTestId('game-play-demo').click();

  await expect(page.getByTestId('game-name')).toHaveText(name);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('spot-straight:17')).toBeVisible();
  await expect(game.getByRole('heading', { level: 1 })).toHaveText(name);
});
