import { expect as baseExpect, type Browser, type FrameLocator, type Page } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { creditByAdjustment, sidewaysOverflow, staffToken } from './support/cashier';
import { registerMember } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';

// Two members at phone width open the same live baccarat table from the live page and play one
// round together: each sees the other's chips in the table's totals, both see the same cards and
// result, and each is paid into the site's balance. The table's page passes axe in light, dark and
// right to left. (e2e/serve.ts runs the tables with an eight-second betting window.)

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const member = async (browser: Browser, prefix: string, options: { colorScheme?: 'light' | 'dark' } = {}) => {
  const probe = await browser.newContext();
  const { username, token } = await registerMember(probe.request, prefix);
  await creditByAdjustment(probe.request, await staffToken(browser), username, 10_000);
  await probe.close();
  return memberPage(browser, token, { viewport: phoneViewport, ...options });
};

/** Opens the first live vendor's own card (its first table, live baccarat) and returns the game frame. */
const openTable = async (page: Page): Promise<FrameLocator> => {
  await page.goto('/live?vassalage=AURORA_LIVE');
  await page
    .getByTestId('game-card')
    .filter({ has: page.getByRole('heading', { name: 'Aurora Live Baccarat', exact: true }) })
    .getByTestId('game-play')
    .click();
  await expect(page.getByTestId('game-page')).toHaveAttribute('data-mode', 'real');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('phase')).toBeVisible();
  return frame;
};

const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('two members play one live baccarat round together and are both paid', async ({ browser }) => {
  const [a, b] = [await member(browser, 'lta'), await member(browser, 'ltb')];
  const [tableA, tableB] = [await openTable(a), await openTable(b)];
  await expect(tableA.getByTestId('balance')).toContainText('100.00');

  // A fresh betting window for both (the first may be about to close).
  await expect(tableA.getByTestId('phase')).not.toHaveAttribute('data-phase', 'betting');
  await expect(tableA.getByTestId('phase')).toHaveAttribute('data-phase', 'betting');
  await expect(tableB.getByTestId('phase')).toHaveAttribute('data-phase', 'betting');

  // A lays two 1.00 chips on the player, B one 5.00 chip on the banker.
  await tableA.getByTestId('chip-100').click();
  await tableA.getByTestId('spot-player').click();
  await tableA.getByTestId('spot-player').click();
  await tableA.getByTestId('confirm-bets').click();
  await expect(tableA.getByTestId('mine-player')).toContainText('2.00');
  await tableB.getByTestId('chip-500').click();
  await tableB.getByTestId('spot-banker').click();
  await tableB.getByTestId('confirm-bets').click();
  await expect(tableB.getByTestId('mine-banker')).toContainText('5.00');
  await expect(tableA.getByTestId('balance')).toContainText('98.00');

  // Each sees the other's chips in the table's totals: one round for everyone.
  await expect(tableA.getByTestId('spot-banker')).toContainText('5.00');
  await expect(tableB.getByTestId('spot-player')).toContainText('2.00');

  // The same cards and the same result at both seats.
  await expect(tableA.getByTestId('result')).toBeVisible();
  await expect(tableB.getByTestId('result')).toBeVisible();
  const outcome = await tableA.getByTestId('result').getAttribute('data-outcome');
  await expect(tableB.getByTestId('result')).toHaveAttribute('data-outcome', outcome!);
  const cardsA = await tableA.getByTestId('card').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
  const cardsB = await tableB.getByTestId('card').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
  expect(cardsA).toEqual(cardsB);
  expect(cardsA.length).toBeGreaterThanOrEqual(4);

  // Both are paid by the platform: the site's balance is the table's.
  const expectA = 98 + (outcome === 'player' ? 4 : outcome === 'tie' ? 2 : 0);
  const expectB = 95 + (outcome === 'banker' ? 9.75 : outcome === 'tie' ? 5 : 0);
  await expect.poll(async () => amountOf(await tableA.getByTestId('balance').innerText())).toBe(expectA);
  await expect.poll(async () => amountOf(await tableB.getByTestId('balance').innerText())).toBe(expectB);
  await a.goto('/member?page=personalHistoryCopy');
  await expect(a.getByTestId('header-balance-value')).toContainText(expectA.toFixed(2));
});

for (const look of [
  { name: 'light', colorScheme: 'light', lang: 'EN' },
  { name: 'Arabic, right to left, dark', colorScheme: 'dark', lang: 'AR' },
] as const) {
  test(`the live table passes axe at 360 px, ${look.name}`, async ({ browser }) => {
    const site = await member(browser, 'lty', { colorScheme: look.colorScheme });
    await site.addInitScript((code) => localStorage.setItem('lang', code), look.lang);
    const table = await openTable(site);
    // The table on its own page (its session is in the address), as the launch opened it.
    const siteOrigin = new URL(site.url()).origin;
    const gameFrame = () => site.frames().find((f) => f.url().includes('/game/') && !f.url().startsWith(siteOrigin));
    await expect(table.getByTestId('phase')).toBeVisible();
    const page = await site.context().newPage();
    await page.goto(gameFrame()!.url());
    await expect(page.getByTestId('phase')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', look.lang === 'AR' ? 'rtl' : 'ltr');
    expect(await sidewaysOverflow(page)).toBe(0);
    const problems = await seriousViolations(page);
    await page.getByTestId('help-open').click();
    await expect(page.getByTestId('rtp')).toBeVisible();
    problems.push(...(await seriousViolations(page)).map((p) => `rules: ${p}`));
    expect(problems.join('\n')).toBe('');
  });
}
