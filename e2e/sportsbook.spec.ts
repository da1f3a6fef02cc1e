import { expect as baseExpect, type FrameLocator, type Page } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { creditByAdjustment, sidewaysOverflow, staffToken } from './support/cashier';
import { registerMember } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';

// A member at phone width opens the sportsbook from the sports page, places a pre-match parlay
// and an in-play single (which waits out the book's delay), then the simulated clock moves past
// the end of both matches: the book settles through the wallet, and the member sees the settled
// bets in the sportsbook, the balance on the site and the legs in the site's betting record. The
// sportsbook's pages pass axe in dark, light and right-to-left.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 300_000 });

/** Opens the first sports vendor's sportsbook from /sports; the game frame and the vendor's origin. */
const openSportsbook = async (page: Page): Promise<{ frame: FrameLocator; vendorOrigin: string }> => {
  await page.goto('/sports');
  await page.getByTestId('vendor-card').first().getByTestId('vendor-play').click();
  await expect(page.getByTestId('game-page')).toHaveAttribute('data-mode', 'real');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('page-home')).toBeVisible();
  const src = await page.getByTestId('game-frame').getAttribute('src');
  return { frame, vendorOrigin: new URL(src!, page.url()).origin };
};

/** The first price button that takes bets in a list of match rows. */
const openPrice = (frame: FrameLocator, row: string) => frame.locator(`${row} [data-testid^="odds-"]:not([disabled])`).first();

test('a member places a parlay and an in-play single, the matches end, and the wins reach the balance and the betting record', async ({ browser }) => {
  const probe = await browser.newContext();
  const { username, token } = await registerMember(probe.request, 'sb');
  await creditByAdjustment(probe.request, await staffToken(browser), username, 100_000);
  const page = await memberPage(browser, token, { viewport: phoneViewport });
  const { frame, vendorOrigin } = await openSportsbook(page);
  await expect(frame.getByTestId('balance')).toContainText('1,000.00');

  // A parlay of two upcoming matches' first prices.
  const upcoming = frame.getByTestId('home-upcoming').locator('[data-testid^="match-row-"]');
  await expect(upcoming.nth(1)).toBeVisible();
  await upcoming.nth(0).locator('[data-testid^="odds-"]:not([disabled])').first().click();
  await upcoming.nth(1).locator('[data-testid^="odds-"]:not([disabled])').first().click();
  await frame.getByTestId('slip-open').click();
  await frame.getByTestId('slip-mode-parlay').click();
  await frame.getByTestId('slip-stake-parlay').fill('20');
  await frame.getByTestId('slip-policy').selectOption('any');
  await frame.getByTestId('slip-place').click();
  await expect(frame.getByTestId('slip-accepted')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  await frame.getByTestId('slip-close').click();

  // An in-play single on a live match: the slip counts the book's delay down, then accepts it.
  await expect(frame.getByTestId('home-live')).toBeVisible();
  await openPrice(frame, '[data-testid="home-live"]').click();
  // One selection: a single, the slip has no parlay to switch to.
  await frame.getByTestId('slip-open').click();
  const stake = frame.locator('[data-testid^="slip-stake-"]:not([data-testid*="quick"]):not([data-testid="slip-stake-parlay"])').first();
  await stake.fill('10');
  await frame.getByTestId('slip-policy').selectOption('any');
  await frame.getByTestId('slip-place').click();
  await expect(frame.getByTestId('slip-delay')).toBeVisible();
  await expect(frame.getByTestId('slip-accepted')).toBeVisible({ timeout: 30_000 });
  await frame.getByTestId('slip-close').click();

  await frame.getByTestId('nav-bets').click();
  await frame.getByTestId('bets-tab-open').click();
  await expect(frame.locator('[data-testid^="bet-status-"]')).toHaveCount(2);
  expect((await seriousViolations(page)).join('\n')).toBe('');

  // Eight hours later both matches are over; the book settles them through the wallet.
  const moved = await page.request.post(`${vendorOrigin}/sports/test/clock`, { data: { advanceMs: 8 * 3_600_000 } });
  expect(moved.ok()).toBe(true);
  await frame.getByTestId('bets-tab-settled').click();
  await expect(frame.locator('[data-testid^="bet-status-"]')).toHaveCount(2, { timeout: 60_000 });
  await expect(frame.locator('[data-testid^="bet-leg-result-"]')).toHaveCount(3);
  const returns = await frame.locator('[data-testid^="bet-return-"]').allTextContents();
  expect(returns).toHaveLength(2);

  // The site's balance is the wallet's: 1,000.00 less 30.00 staked, plus what the two bets returned.
  const returned = returns.map((text) => Number(text.replace(/[^\d.]/g, ''))).reduce((a, b) => a + b, 0);
  const expected = (1_000 - 30 + returned).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await page.goto('/member?page=personalHistoryCopy');
  await expect(page.getByTestId('header-balance-value')).toHaveText(`₹${expected}`);

  // The betting record shows both sports rounds with their legs and results.
  // At phone width the record is a list of cards (the table's rows are hidden).
  const details = page.locator('[data-testid="betting-details"]:visible');
  await expect(details).toHaveCount(2);
  const cards = page.getByTestId('betting-cards');
  await expect(cards.locator('[data-testid="sports-bet-type"][data-type="parlay"]')).toHaveCount(1);
  await expect(cards.locator('[data-testid="sports-bet-type"][data-type="single"]')).toHaveCount(1);
  await details.first().click();
  const legs = page.getByTestId('sports-bet-legs');
  await expect(legs.getByTestId('sports-bet-type')).toBeVisible();
  await expect(legs.getByTestId('sports-leg-detail').first()).toBeVisible();
  await expect(legs.getByTestId('sports-leg-result').first()).toBeVisible();
  await page.getByTestId('round-detail-close').click();
  expect(await sidewaysOverflow(page)).toBe(0);
});

for (const look of [
  { name: 'light', colorScheme: 'light', lang: 'EN' },
  { name: 'Arabic, right to left, dark', colorScheme: 'dark', lang: 'AR' },
  { name: 'Vietnamese, dark', colorScheme: 'dark', lang: 'VI' },
] as const) {
  test(`the sportsbook's pages pass axe at 360 px, ${look.name}`, async ({ browser }) => {
    const probe = await browser.newContext();
    const { username, token } = await registerMember(probe.request, 'sba');
    await creditByAdjustment(probe.request, await staffToken(browser), username, 10_000);
    const site = await memberPage(browser, token, { viewport: phoneViewport, colorScheme: look.colorScheme });
    await site.addInitScript((code) => localStorage.setItem('lang', code), look.lang);
    await site.goto('/sports');
    await site.getByTestId('vendor-card').first().getByTestId('vendor-play').click();
    // The sportsbook on its own page (its session is in the address), as the launch opened it.
    const siteOrigin = new URL(site.url()).origin;
    const sportsbookFrame = () => site.frames().find((f) => f.url().includes('/game/') && !f.url().startsWith(siteOrigin));
    await expect.poll(() => sportsbookFrame()?.url() ?? '').not.toBe('');
    const gameUrl = sportsbookFrame()!.url();
    const page = await site.context().newPage();
    await page.goto(gameUrl);
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', look.lang === 'AR' ? 'rtl' : 'ltr');
    const problems: string[] = [];
    const check = async (where: string) => {
      expect(await sidewaysOverflow(page), where).toBe(0);
      problems.push(...(await seriousViolations(page)).map((p) => `${where}: ${p}`));
    };
    await check('home');
    await page.locator('[data-testid^="match-link-"]').first().click();
    await expect(page.getByTestId('page-match')).toBeVisible();
    await check('match');
    await page.locator('[data-testid^="odds-"]:not([disabled])').first().click();
    await page.getByTestId('slip-open').click();
    await expect(page.getByTestId('bet-slip')).toBeVisible();
    await check('slip');
    await page.getByTestId('slip-close').click();
    await page.getByTestId('nav-outrights').click();
    await expect(page.getByTestId('page-outrights')).toBeVisible();
    await check('outrights');
    await page.getByTestId('nav-bets').click();
    await expect(page.getByTestId('page-bets')).toBeVisible();
    await check('my bets');
    expect(problems.join('\n')).toBe('');
    await probe.close();
  });
}
