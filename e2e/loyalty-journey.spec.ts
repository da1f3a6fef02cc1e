import { expect as baseExpect, type APIRequestContext } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { openBackofficeScreen } from './support/backoffice';
import { creditByAdjustment, paymentPassword, setPaymentPassword, sidewaysOverflow, staffToken } from './support/cashier';
import { registerMember, valueOf } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';
import { siteWide } from './support/site-wide';

// One member's loyalty journey at phone width, each step on the real server: ten rounds of house
// dice earn points in the accrual run (staff set slots at 500 points per 100.00 for this test and
// put the rates back after), the member claims the seeded "Play 10 rounds" mission, redeems the
// seeded hoodie with the payment password, staff approve it and the member sees it approved in the
// records and in the points details; then a ticket staff grant is spun on the prize wheel and the
// spin is in the member's history. Site-wide: the rates table is the operator's, not the test's.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 300_000 });

type Rates = { rates: { vipLevel: number | null; source: string; pointsBp: number }[] };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const putRates = async (request: APIRequestContext, staff: string, rates: Rates['rates']) =>
  valueOf(await request.put('/bo/loyalty/point-rates', { headers: auth(staff), data: { rates } }));

test('a member earns points by playing, claims a mission, redeems a gift staff approve, and spins the wheel', siteWide, async ({ browser }) => {
  const probe = await browser.newContext();
  const staff = await staffToken(browser);
  const before = await valueOf<Rates>(await probe.request.get('/bo/loyalty/point-rates', { headers: auth(staff) }));
  await putRates(probe.request, staff, [{ vipLevel: null, source: 'rng', pointsBp: 5_000_000 }]);
  try {
    const { token, username: account } = await registerMember(probe.request, 'loy');
    await setPaymentPassword(probe.request, token);
    await creditByAdjustment(probe.request, staff, account, 500_000);
    const page = await memberPage(browser, token, { viewport: phoneViewport });

    // Ten rounds of 100.00: the first from the lobby as a player plays it, nine through the same call.
    await page.goto('/bgs?vassalage=HOUSE_DICE');
    await page
      .getByTestId('game-card')
      .filter({ hasNot: page.getByTestId('game-maintenance') })
      .first()
      .getByTestId('game-play')
      .click();
    await expect(page.getByTestId('bgs-game')).toHaveAttribute('data-mode', 'real');
    const placed = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/bgs/dice/bet');
    await page.getByTestId('bgs-bet-amount').fill('100');
    await page.getByTestId('bgs-bet').click();
    const bet = (await placed).postDataJSON() as { gameCode: string };
    await expect(page.getByTestId('bgs-result')).toBeVisible();
    for (let i = 0; i < 9; i++) {
      await valueOf(
        await probe.request.post('/wps/bgs/dice/bet', {
          headers: auth(token),
          data: { gameCode: bet.gameCode, amount: 10_000, target: 98, direction: 'under' },
        }),
      );
    }

    // The accrual runs every few minutes; staff run it now. 1,000.00 of slots at 500 per 100.00.
    await valueOf(await probe.request.post('/bo/loyalty/point-accrual/run', { headers: auth(staff) }));
    await page.goto('/pointMall/points');
    await expect(page.getByTestId('points-balance')).toHaveText('5,000');

    // The daily mission the ten rounds completed: claimed once from the missions page, 50 points.
    await page.goto('/member?page=missionLeaderboard');
    const mission = page.getByTestId('mission-card').filter({ hasText: 'Play 10 rounds' });
    await expect(mission.getByTestId('mission-condition')).toContainText('10 / 10');
    await mission.getByTestId('mission-claim').click();
    await expect(mission.getByTestId('mission-claimed')).toHaveText('Claimed');
    await page.goto('/pointMall/points');
    await expect(page.getByTestId('points-balance')).toHaveText('5,050');

    // The hoodie, 5,000 points, redeemed with the payment password; the mall from the member's menu.
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-pointMall').click();
    await expect(page).toHaveURL(/\/pointMall$/);
    await page.getByTestId('points-mall-tab-gift').click();
    await page.getByTestId('goods-card').getByRole('link', { name: 'Branded hoodie' }).click();
    await page.getByTestId('goods-redeem').click();
    await page.getByTestId('redeem-payment-password').fill(paymentPassword);
    await page.getByTestId('redeem-confirm').click();
    await expect(page.getByTestId('redeem-result')).toHaveAttribute('data-status', 'applying');
    await page.getByTestId('redeem-close').click();

    // Staff approve it from the queue.
    const queue = await valueOf<{ list: { id: number; account: string }[] }>(
      await probe.request.get(`/bo/points-mall/redemptions?status=applying&memberAccount=${account}`, { headers: auth(staff) }),
    );
    expect(queue.list).toHaveLength(1);
    await valueOf(await probe.request.post(`/bo/points-mall/redemptions/${queue.list[0]!.id}/approve`, { headers: auth(staff) }));

    await page.goto('/pointMall/records');
    await expect(page.getByTestId('redeem-record').first().getByTestId('redemption-status')).toHaveAttribute('data-status', 'approved');
    await page.goto('/pointMall/details');
    const redeemed = page.getByTestId('points-detail-card').filter({ hasText: '-5,000' });
    await expect(redeemed).toHaveCount(1);
    await expect(redeemed).toContainText('Approved');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(page), `points details after the journey, ${scheme}`).toEqual([]);
    }
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // A ticket from staff, spun on the wheel; the spin is in the history with its roll.
    await valueOf(
      await probe.request.post('/bo/loyalty/wheel/tickets', {
        headers: auth(staff),
        data: { account, count: 1, reason: 'Loyalty journey', clientKey: `journey-${account}` },
      }),
    );
    await page.goto('/wheel');
    await expect(page.getByTestId('wheel-tickets')).toHaveText('Tickets left: 1');
    await page.getByTestId('wheel-spin').click();
    await expect(page.getByTestId('wheel-result')).not.toBeEmpty();
    await expect(page.getByTestId('wheel-tickets')).toHaveText('Tickets left: 0');
    await expect(page.getByTestId('wheel-history-item')).toHaveCount(1);
    await expect(page.getByTestId('wheel-history-roll')).toContainText(/Roll \d+ of \d+/);
    await page.context().close();

    // Staff read what it cost: today's row counts at least this member's points, in light, dark
    // and Arabic at 360 px, and the period downloads as CSV.
    for (const { colorScheme, tag } of [
      { colorScheme: 'light', tag: 'en' },
      { colorScheme: 'dark', tag: 'ar' },
    ] as const) {
      const bo = await (await browser.newContext({ locale: 'en-US', colorScheme, viewport: { width: 360, height: 800 } })).newPage();
      await bo.context().addInitScript((t) => localStorage.setItem('bo_lang', t), tag);
      await openBackofficeScreen(bo, '/loyalty/cost');
      await expect(bo.getByTestId('loyalty-cost-chart')).toBeVisible();
      const today = bo.getByTestId('loyalty-cost-row').last();
      await expect(today).toBeVisible();
      expect(await seriousViolations(bo), `loyalty cost ${colorScheme} ${tag}`).toEqual([]);
      expect(await sidewaysOverflow(bo), `loyalty cost ${colorScheme} ${tag} scrolls sideways`).toBeLessThanOrEqual(0);
      if (tag === 'en') {
        const download = bo.waitForEvent('download');
        await bo.getByTestId('loyalty-cost-csv').click();
        expect((await download).suggestedFilename()).toMatch(/^loyalty-cost-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
      }
      await bo.context().close();
    }
  } finally {
    await putRates(probe.request, staff, before.rates);
    await probe.close();
  }
});
