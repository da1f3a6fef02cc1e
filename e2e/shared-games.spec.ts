import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { creditByAdjustment, sidewaysOverflow, staffToken } from './support/cashier';
import { registerMember } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';

// Two members sit down in one Teen Patti card room and play a hand against each other, paid
// through the platform. The shared games' pages (a cockpit, a fishing room, a card room) open from
// their category pages at phone width with real money, show their rules with the declared return,
// and pass axe in light, and dark right to left.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

type Game = {
  name: string;
  /** Opens the game from the site, in its frame. */
  open: (page: Page) => Promise<void>;
  /** A test id the game's page shows once its hall has welcomed the player. */
  ready: string;
};

const playFirstCard = (path: string) => async (page: Page) => {
  await page.goto(path);
  await page.getByTestId('game-card').first().getByTestId('game-play').click();
};

const games: Game[] = [
  {
    name: 'cockpit',
    open: async (page) => {
      await page.goto('/cockfight');
      await page.getByTestId('vendor-card').first().getByTestId('vendor-play').click();
    },
    ready: 'pools',
  },
  { name: 'fishing room', open: playFirstCard('/fish'), ready: 'ocean' },
  { name: 'Teen Patti card room', open: playFirstCard('/pvp'), ready: 'tp-lobby' },
];

const member = async (browser: Browser, options: { colorScheme: 'light' | 'dark' }, prefix = 'sg') => {
  const probe = await browser.newContext();
  const { username, token } = await registerMember(probe.request, prefix);
  await creditByAdjustment(probe.request, await staffToken(browser), username, 10_000);
  await probe.close();
  return memberPage(browser, token, { viewport: phoneViewport, ...options });
};

const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('two members sit in one Teen Patti room and play a hand against each other', async ({ browser }) => {
  const players = [await member(browser, { colorScheme: 'light' }, 'tpa'), await member(browser, { colorScheme: 'dark' }, 'tpb')];
  const rooms = [];
  for (const page of players) {
    await page.goto('/pvp?vassalage=PATTI_PALS');
    await page.getByTestId('game-card').first().getByTestId('game-play').click();
    await expect(page.getByTestId('game-page')).toHaveAttribute('data-mode', 'real');
    const room = page.frameLocator('[data-testid="game-frame"]');
    // Both take a seat at the lowest stakes: the second joins the first's room, which has room.
    await room.getByTestId('tp-quick-seat-100').click();
    await expect(room.getByTestId('tp-table')).toBeVisible();
    rooms.push(room);
  }
  const [a, b] = rooms as [(typeof rooms)[number], (typeof rooms)[number]];
  await expect(a.getByTestId('tp-table-title')).toHaveText(await b.getByTestId('tp-table-title').innerText());
  // The hand deals after a short pause; both posted the boot (1.00) and hold three cards face down.
  await expect(a.getByTestId('tp-pot')).toContainText('2.00', { timeout: 40_000 });
  await expect(b.getByTestId('tp-pot')).toContainText('2.00');
  await expect(a.getByTestId('tp-my-cards').getByTestId('tp-card-back')).toHaveCount(3);
  await expect(a.getByTestId('balance')).toContainText('99.00');

  // Whoever is on turn sees their cards and packs; the other wins the pot less the 5% rake.
  const turnOf = async () => ((await a.getByTestId('tp-your-turn').isVisible()) ? 'a' : (await b.getByTestId('tp-your-turn').isVisible()) ? 'b' : null);
  await expect.poll(turnOf).not.toBeNull();
  const [onTurn, other] = (await turnOf()) === 'a' ? [a, b] : [b, a];
  await onTurn.getByTestId('tp-action-see').click();
  await expect(onTurn.getByTestId('tp-my-cards').getByTestId('tp-card')).toHaveCount(3);
  await onTurn.getByTestId('tp-action-pack').click();
  await expect(onTurn.getByTestId('tp-result')).toBeVisible();
  await expect(other.getByTestId('tp-result')).toBeVisible();
  // Both sit out before the next hand deals (a few seconds later), so no new boot moves the balances.
  await onTurn.getByTestId('tp-ready').click();
  await other.getByTestId('tp-ready').click();
  // The winner played blind and nobody called for a show: no card of the hand shows face up at
  // the winner's seat, the packed player's cards included.
  await expect(other.locator('[data-testid="tp-table"] [data-testid="tp-card"]')).toHaveCount(0);
  await expect.poll(async () => amountOf(await other.getByTestId('balance').innerText())).toBe(100.9);
  await expect.poll(async () => amountOf(await onTurn.getByTestId('balance').innerText())).toBe(99);
});

for (const game of games) {
  for (const look of [
    { name: 'light', colorScheme: 'light', lang: 'EN' },
    { name: 'Arabic, right to left, dark', colorScheme: 'dark', lang: 'AR' },
  ] as const) {
    test(`the ${game.name} passes axe at 360 px, ${look.name}`, async ({ browser }) => {
      const site = await member(browser, { colorScheme: look.colorScheme });
      await site.addInitScript((code) => localStorage.setItem('lang', code), look.lang);
      await game.open(site);
      await expect(site.getByTestId('game-page')).toHaveAttribute('data-mode', 'real');
      await expect(site.frameLocator('[data-testid="game-frame"]').getByTestId(game.ready)).toBeVisible();
      // The game on its own page (its session is in the address), as the launch opened it.
      const siteOrigin = new URL(site.url()).origin;
      const gameUrl = site
        .frames()
        .find((f) => f.url().includes('/game/') && !f.url().startsWith(siteOrigin))!
        .url();
      const page = await site.context().newPage();
      await page.goto(gameUrl);
      await expect(page.getByTestId(game.ready)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', look.lang === 'AR' ? 'rtl' : 'ltr');
      expect(await sidewaysOverflow(page)).toBe(0);
      const problems = await seriousViolations(page);
      await page.getByTestId('help-open').click();
      await expect(page.getByTestId('help')).toContainText(/[%٪]/);
      problems.push(...(await seriousViolations(page)).map((p) => `rules: ${p}`));
      expect(problems.join('\n')).toBe('');
    });
  }
}
