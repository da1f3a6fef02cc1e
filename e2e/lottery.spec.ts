import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { openBackofficeScreen } from './support/backoffice';
import { creditByAdjustment, sidewaysOverflow, staffToken } from './support/cashier';
import { registerMember, valueOf } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';

// A member at phone width bets lô and đề on the north's draw and picks three numbers on the
// 1-minute keno; staff stop the north's betting, the finance officer enters the sheet and the
// admin confirms it in the back office (four eyes); the runner settles and pays both draws, and the
// member sees the numbers board and their bets with their results. The lobby and the betting page
// pass axe.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 300_000 });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

// The demo's second staff member (apps/api/src/seed/seed.ts), signed in over the API; its
// authenticator is enrolled on the first sign-in of the run and kept beside the run's database.
const finance = { username: 'finance', password: 'Finance#2026-demo' };
const financeState = resolve(import.meta.dirname, `../.tmp/e2e-finance-totp-${process.env.E2E_PORT ?? '3100'}.json`);

const financeToken = async (request: APIRequestContext): Promise<string> => {
  const login = await valueOf<{ challenge: string; secret?: string }>(await request.post('/bo/auth/login', { data: finance }));
  const saved = existsSync(financeState) ? (JSON.parse(readFileSync(financeState, 'utf8')) as { secret: string; lastAt: number }) : null;
  const secret = login.secret ?? saved?.secret;
  if (!secret) throw new Error('no authenticator secret for the finance officer');
  // A step the server has not seen yet (it refuses a step twice).
  const step = 30_000;
  if (saved && Math.floor(saved.lastAt / step) === Math.floor(Date.now() / step)) await new Promise((r) => setTimeout(r, step - (Date.now() % step) + 200));
  const now = Date.now();
  writeFileSync(financeState, JSON.stringify({ secret, lastAt: now }));
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: now });
  return (await valueOf<{ token: string }>(await request.post('/bo/auth/totp', { data: { challenge: login.challenge, code } }))).token;
};

/** A north sheet whose special prize and first seventh-prize number end in 45, nothing else. */
const northSheet = () => ({
  prizes: {
    special: ['12345'],
    first: ['11111'],
    second: ['22222', '22223'],
    third: ['33331', '33332', '33333', '33334', '33336', '33337'],
    fourth: ['4441', '4442', '4443', '4444'],
    fifth: ['5551', '5552', '5553', '5554', '5556', '5557'],
    sixth: ['661', '662', '663'],
    seventh: ['45', '71', '72', '73'],
  },
});

type Placed = { orderId: string; drawId: string; amount: number };

/** Picks a bet type and numbers, sets the stake and adds the lines to the slip. */
const addLines = async (page: Page, type: string, numbers: string[], stake: string) => {
  await page.locator(`[data-testid="lottery-bet-type"][data-type="${type}"]`).click();
  for (const n of numbers) await page.locator(`[data-testid="lottery-pick"][data-pick="${n}"]`).click();
  await page.getByTestId('lottery-stake-input').fill(stake);
  await page.getByTestId('lottery-add').click();
};

/** Places the slip through its confirm step; the server's answer. */
const placeSlip = async (page: Page): Promise<Placed> => {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/lgw/lottery/orders' && r.request().method() === 'POST');
  await page.getByTestId('lottery-place').click();
  await expect(page.getByTestId('lottery-confirm-summary')).toBeVisible();
  await page.getByTestId('lottery-confirm').click();
  const placed = ((await (await answer).json()) as { value: Placed }).value;
  await expect(page.getByTestId('lottery-order-placed')).toBeVisible();
  return placed;
};

test('a member bets on the north and on 1-minute keno, staff publish the north sheet with four eyes, and both draws pay', async ({ browser }) => {
  const probe = await browser.newContext();
  const admin = await staffToken(browser);
  const financeOfficer = await financeToken(probe.request);
  const { username, token } = await registerMember(probe.request, 'lt');
  await creditByAdjustment(probe.request, admin, username, 100_000);
  // No payout hold for this run, so the north pays as soon as it is settled.
  await valueOf(await probe.request.put('/bo/lottery/games/vn-north', { headers: auth(admin), data: { payoutDelaySeconds: 0 } }));

  const page = await memberPage(browser, token, { viewport: phoneViewport });
  await page.goto('/vnLottery');
  await expect(page.getByTestId('lottery-game-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBe(0);

  // The north: lô 45 and đề 45 at 10.00 a point; lô costs 23 points' worth, so 230.00 + 10.00.
  await page.goto('/vnLottery?gameCode=vn-north');
  await expect(page.getByTestId('lottery-betting-page')).toHaveAttribute('data-game', 'vn-north');
  await addLines(page, 'lo', ['45'], '10');
  await addLines(page, 'de', ['45'], '10');
  await expect(page.getByTestId('lottery-slip-count')).toHaveText('2');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBe(0);
  const north = await placeSlip(page);
  expect(north.amount).toBe(24_000);

  // Keno, one minute: three numbers at 10.00.
  await page.goto('/lottery?gameCode=keno-1m');
  await expect(page.getByTestId('lottery-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await addLines(page, 'pick', ['7', '21', '63'], '10');
  const keno = await placeSlip(page);

  // Staff: stop the north's betting, the finance officer types the sheet, the admin confirms it.
  await valueOf(await probe.request.post(`/bo/lottery/draws/${north.drawId}/close`, { headers: auth(admin) }));
  const entered = await valueOf<{ entries: { entryId: string }[] }>(
    await probe.request.post(`/bo/lottery/draws/${north.drawId}/results`, { headers: auth(financeOfficer), data: { result: northSheet() } }),
  );
  const own = await probe.request.post(`/bo/lottery/results/${entered.entries[0]!.entryId}/decision`, {
    headers: auth(financeOfficer),
    data: { decision: 'confirm' },
  });
  expect(((await own.json()) as { code: string }).code).toBe('SECOND_APPROVER_REQUIRED');
  const staffPage = await (await browser.newContext()).newPage();
  await openBackofficeScreen(staffPage, `/lottery/draws/${north.drawId}`);
  await staffPage.getByTestId('lottery-draw-entry').first().getByTestId('lottery-entry-confirm').click();
  // The dialog shows the sheet as entered before it counts.
  await staffPage.getByTestId('lottery-entry-confirm-dialog').click();
  await expect(staffPage.getByTestId('lottery-entry-confirm')).toHaveCount(0);

  // The runner settles and pays the north at once (no hold) and the keno after its draw time.
  const statusOf = async (drawId: string) => (await valueOf<{ status: string }>(await probe.request.get(`/lgw/lottery/draw?drawId=${drawId}`))).status;
  await expect.poll(() => statusOf(north.drawId), { timeout: 30_000 }).toBe('paid');
  await expect.poll(() => statusOf(keno.drawId), { timeout: 120_000, intervals: [2_000] }).toBe('paid');

  // lô 45 came twice (80 x 2 x 10.00) and đề 45 once (95 x 10.00): 2,550.00 back on 240.00 staked.
  await page.goto('/lottery#my-bets');
  const rows = page.getByTestId('lottery-bet-row');
  await expect(rows).toHaveCount(3);
  await expect(page.locator('[data-testid="lottery-bet-status"][data-status="open"]')).toHaveCount(0);
  await expect(page.locator('[data-testid="lottery-bet-status"][data-status="won"]')).not.toHaveCount(0);
  const mine = await valueOf<{ content: { betType: string; payout: number | null; status: string }[] }>(
    await probe.request.get('/lgw/lottery/bets?gameCode=vn-north', { headers: auth(token) }),
  );
  expect(mine.content.map((b) => [b.betType, b.payout, b.status]).sort()).toEqual([
    ['de', 95_000, 'won'],
    ['lo', 160_000, 'won'],
  ]);

  // The numbers board shows the north's sheet and the keno's balls.
  await page.goto('/lottery/board');
  await expect(page.getByTestId('lottery-special').first()).toContainText('12345');
  await expect(page.getByTestId('lottery-balls').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await valueOf(await probe.request.put('/bo/lottery/games/vn-north', { headers: auth(admin), data: { payoutDelaySeconds: 600 } }));
  await probe.close();
});

for (const look of [
  { name: 'dark', colorScheme: 'dark', lang: 'EN' },
  { name: 'Arabic, right to left', colorScheme: 'light', lang: 'AR' },
  { name: 'Vietnamese', colorScheme: 'light', lang: 'VI' },
] as const) {
  test(`the lottery lobby, a betting page and the board pass axe at 360 px, ${look.name}`, async ({ browser }) => {
    const probe = await browser.newContext();
    const { token } = await registerMember(probe.request, 'la');
    const page = await memberPage(browser, token, { viewport: phoneViewport, colorScheme: look.colorScheme });
    await page.addInitScript((code) => localStorage.setItem('lang', code), look.lang);
    for (const path of ['/lottery', '/seaLottery?gameCode=4d', '/vnLottery?gameCode=vn-south', '/lottery?gameCode=k3-3m', '/lottery/board']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', look.lang === 'AR' ? 'rtl' : 'ltr');
      await expect(
        page.getByTestId(path.includes('gameCode') ? 'lottery-betting-page' : path === '/lottery/board' ? 'page-title' : 'lottery-game-card').first(),
      ).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
      expect(await sidewaysOverflow(page), path).toBe(0);
    }
    await probe.close();
  });
}
