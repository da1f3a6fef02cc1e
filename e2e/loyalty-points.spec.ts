import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { creditByAdjustment, sidewaysOverflow, staffToken } from './support/cashier';
import { registerMember, valueOf } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';

// Points earned by playing: staff set one point per ₹100.00 of slots (house games count as slots),
// a new member bets ₹1,000.00 on house dice at phone width, the accrual runs, and the member sees
// 10 points on the current points page, the movement on the details page and the rates on the rules
// page. axe checks the three pages light and dark at 360 px, and again in Arabic, right to left.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const pages = ['/pointMall/points', '/pointMall/details', '/pointMall/rules'] as const;

const checkPage = async (page: Page, where: string) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(page), `${where} ${scheme}`).toEqual([]);
  }
  expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
};

test('a member who played sees the points earned, their details and the rules', async ({ browser }) => {
  const probe = await browser.newContext();
  const staff = await staffToken(browser);
  const auth = { Authorization: `Bearer ${staff}` };
  await valueOf(
    await probe.request.put('/bo/loyalty/point-rates', {
      headers: auth,
      data: {
        rates: [
          { vipLevel: null, source: 'rng', pointsBp: 10_000 },
          { vipLevel: null, source: 'deposit', pointsBp: 5_000 },
          { vipLevel: 3, source: 'rng', pointsBp: 15_000 },
        ],
      },
    }),
  );
  const { token, username } = await registerMember(probe.request, 'pts');
  await creditByAdjustment(probe.request, staff, username, 500_000);

  // One bet of ₹1,000.00 on house dice from the lobby, as a player would place it.
  const page = await memberPage(browser, token, { viewport: phoneViewport });
  await page.goto('/bgs?vassalage=HOUSE_DICE');
  await page
    .getByTestId('game-card')
    .filter({ hasNot: page.getByTestId('game-maintenance') })
    .first()
    .getByTestId('game-play')
    .click();
  await expect(page.getByTestId('bgs-game')).toHaveAttribute('data-mode', 'real');
  await page.getByTestId('bgs-bet-amount').fill('1000');
  const placed = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/bgs/dice/bet');
  await page.getByTestId('bgs-bet').click();
  const bet = await (await placed).text();
  await expect(page.getByTestId('bgs-result')).toBeVisible();

  // The scheduler runs every few minutes; staff may run it at once.
  const run = await valueOf<{ entries: number }>(await probe.request.post('/bo/loyalty/point-accrual/run', { headers: auth }));
  expect(run.entries).toBeGreaterThanOrEqual(1);
  // Read through the member's call first: when it is not 10, the message holds what the run, the bet
  // and the rates were (CI keeps only the first line of a failure).
  const member = { Authorization: `Bearer ${token}` };
  const points = await valueOf<{ balance: number }>(await probe.request.get('/wps/relay/MCS2_pointBalance', { headers: member }));
  if (points.balance !== 10) {
    const rates = await (await probe.request.get('/bo/loyalty/point-rates', { headers: auth })).text();
    const config = await (await probe.request.get('/wps/relay/MCS2_pointConfig', { headers: member })).text();
    expect(points.balance, `points ${JSON.stringify(points)} run ${JSON.stringify(run)} bet ${bet} rates ${rates} member ${config}`.replace(/\s+/g, ' ')).toBe(
      10,
    );
  }

  await page.goto('/pointMall/points');
  await expect(page.getByTestId('points-balance')).toHaveText('10');
  await expect(page.getByTestId('points-earned')).toHaveText('10');
  await expect(page.getByTestId('points-spent')).toHaveText('0');
  await checkPage(page, 'current points 360');

  await page.getByTestId('points-nav-details').click();
  const card = page.getByTestId('points-detail-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Slots');
  await expect(card).toContainText('+10');
  await checkPage(page, 'points details 360');

  await page.getByTestId('points-nav-rules').click();
  await expect(page.getByTestId('points-never-expire')).toHaveText('Points never expire.');
  await expect(page.getByTestId('points-my-rates')).toContainText('1 per 100 bet');
  await expect(page.getByTestId('points-level-rates')).toContainText('VIP 3');
  await checkPage(page, 'points rules 360');
  await page.context().close();

  // Arabic, right to left, dark, 360 px.
  const rtl = await memberPage(browser, token, { viewport: phoneViewport, colorScheme: 'dark' });
  await rtl.addInitScript(() => localStorage.setItem('lang', 'AR'));
  for (const path of pages) {
    await rtl.goto(path);
    await expect(rtl.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(rtl.getByTestId('points-nav')).toBeVisible();
    if (path === '/pointMall/details') await expect(rtl.getByTestId('points-detail-card')).toHaveCount(1);
    expect(await seriousViolations(rtl), `${path} Arabic dark 360`).toEqual([]);
    expect(await sidewaysOverflow(rtl), `${path} Arabic scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await rtl.context().close();
  await probe.close();
});
