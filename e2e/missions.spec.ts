import { expect as baseExpect, type APIRequestContext } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { openBackofficeScreen } from './support/backoffice';
import { addSupportedLanguages, creditByAdjustment, sidewaysOverflow, staffToken } from './support/cashier';
import { registerMember, valueOf } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';

// A new member plays ten rounds of house dice at phone width, sees the seeded daily mission "Play 10
// rounds" complete with a red badge on the member centre's missions entry, claims its 50 points once,
// and finds their own place on the leaderboard. The missions page passes axe at 360 px in light,
// dark and Arabic (right to left).

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 300_000 });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const playTen = 'Play 10 rounds';

type Summary = { claimableCount: number; missions: { title: string; claimable: boolean; claimed: boolean }[] };
const summaryOf = async (request: APIRequestContext, token: string): Promise<Summary> =>
  valueOf<Summary>(await request.post('/wps/relay/MCS2_missionSummary', { headers: auth(token) }));

test('a member plays ten rounds, sees the badge, claims the mission once and finds their place on the board', async ({ browser }) => {
  const probe = await browser.newContext();
  const staff = await staffToken(browser);
  const { username, token } = await registerMember(probe.request, 'ms');
  await creditByAdjustment(probe.request, staff, username, 100_000);
  const page = await memberPage(browser, token, { viewport: phoneViewport });

  await page.goto('/member?page=missionLeaderboard');
  const card = page.getByTestId('mission-card').filter({ hasText: playTen });
  await expect(card.getByTestId('mission-claim')).toBeDisabled();
  // Claiming before the rounds are played is refused by the server, whatever the page shows.
  const early = await probe.request.post('/wps/relay/MCS2_claimMission', {
    headers: auth(token),
    data: { missionId: Number(await card.getAttribute('data-mission')) },
  });
  expect(((await early.json()) as { code: string }).code).toBe('MISSION_NOT_COMPLETE');

  // One round from the lobby as a player would play it, nine more through the same call.
  await page.goto('/bgs?vassalage=HOUSE_DICE');
  await page
    .getByTestId('game-card')
    .filter({ hasNot: page.getByTestId('game-maintenance') })
    .first()
    .getByTestId('game-play')
    .click();
  await expect(page.getByTestId('bgs-game')).toHaveAttribute('data-mode', 'real');
  const placed = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/bgs/dice/bet');
  await page.getByTestId('bgs-bet-amount').fill('10');
  await page.getByTestId('bgs-bet').click();
  const bet = (await placed).postDataJSON() as { gameCode: string };
  await expect(page.getByTestId('bgs-result')).toBeVisible();
  for (let i = 0; i < 9; i++) {
    await valueOf(
      await probe.request.post('/wps/bgs/dice/bet', { headers: auth(token), data: { gameCode: bet.gameCode, amount: 1_000, target: 98, direction: 'under' } }),
    );
  }
  await expect.poll(async () => (await summaryOf(probe.request, token)).missions.find((m) => m.title === playTen)?.claimable).toBe(true);

  // The red badge on the member centre's missions entry, read as words by a screen reader too.
  await page.goto('/member?page=missionLeaderboard');
  await page.getByTestId('member-menu-button').click();
  const entry = page.getByTestId('member-menu-missionLeaderboard');
  await expect(entry.getByTestId('mission-badge')).toHaveText(/^[1-9]\d*$/);
  await expect(entry).toContainText('missions ready to claim');
  await page.keyboard.press('Escape');

  await expect(card.getByTestId('mission-condition')).toContainText('10 / 10');
  await card.getByTestId('mission-claim').click();
  await expect(card.getByTestId('mission-claimed')).toHaveText('Claimed');
  await expect(page.getByTestId('mission-claimed').first()).toBeVisible();

  // A second claim answers the first and pays nothing more.
  const missionId = Number(await card.getAttribute('data-mission'));
  const again = await valueOf<{ replayed: boolean; status: string }>(
    await probe.request.post('/wps/relay/MCS2_claimMission', { headers: auth(token), data: { missionId } }),
  );
  expect(again).toMatchObject({ replayed: true, status: 'paid' });
  expect((await summaryOf(probe.request, token)).missions.find((m) => m.title === playTen)).toMatchObject({ claimed: true, claimable: false });

  // The leaderboard: the member's own place among masked names.
  // Standings are counted again when a member looks at ones older than a minute (and by the run every
  // tick): another suite may have had them counted just before these rounds, so look until they show.
  await expect(async () => {
    await page.goto('/member?page=missionLeaderboard');
    await page.getByTestId('missions-tab-leaderboard').click();
    await page.getByTestId('board-period-weekly').click();
    await expect(page.getByTestId('board-title')).toHaveText('Weekly top bettors');
    await expect(page.getByTestId('board-me')).toContainText('Your place:', { timeout: 5_000 });
  }).toPass({ timeout: 150_000, intervals: [10_000] });
  await expect(page.getByTestId('board-row').first()).toContainText('***');
  await expect(page.getByTestId('leaderboard-panel')).not.toContainText(username);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await page.context().close();
  await probe.close();
});

test('the missions page passes axe at 360 px in light, dark and Arabic', async ({ browser }) => {
  const probe = await browser.newContext();
  const staff = await staffToken(browser);
  const restoreLanguages = await addSupportedLanguages(probe.request, staff, ['AR']);
  try {
    const { token } = await registerMember(probe.request, 'msax');
    for (const look of [
      { theme: 'light', lang: 'EN', dir: 'ltr' },
      { theme: 'dark', lang: 'EN', dir: 'ltr' },
      { theme: 'dark', lang: 'AR', dir: 'rtl' },
    ] as const) {
      const page = await memberPage(browser, token, { viewport: phoneViewport, colorScheme: look.theme, reducedMotion: 'reduce' });
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), look.lang);
      const where = `missions at 360 px, ${look.theme}, ${look.lang}`;
      await page.goto('/member?page=missionLeaderboard');
      await expect(page.getByTestId('mission-card').first(), where).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dir), where).toBe(look.dir);
      expect(await seriousViolations(page), where).toEqual([]);
      expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);

      await page.getByTestId('missions-tab-leaderboard').click();
      await expect(page.getByTestId('leaderboard-panel'), where).toBeVisible();
      expect(await seriousViolations(page), `${where}, leaderboard`).toEqual([]);
      expect(await sidewaysOverflow(page), `${where}, leaderboard scrolls sideways`).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  } finally {
    await restoreLanguages();
    await probe.close();
  }
});

test('staff edit a mission and read a board in the back office, axe clean', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const staff = await context.newPage();
  await openBackofficeScreen(staff, '/loyalty/missions');
  const row = staff.getByTestId('mission-row').filter({ hasText: 'Play 10 rounds' });
  await expect(row).toBeVisible();
  expect(await seriousViolations(staff), 'missions staff screen').toEqual([]);

  // The editor opens with the mission's condition, reward and texts; saving it unchanged keeps it.
  await row.getByRole('button').click();
  const form = staff.getByTestId('mission-form');
  await expect(form.getByTestId('mission-condition-row')).toHaveCount(1);
  expect(await seriousViolations(staff), 'mission editor').toEqual([]);
  await form.getByTestId('mission-save').click();
  await expect(form).toHaveCount(0);
  await expect(row).toBeVisible();

  await openBackofficeScreen(staff, '/loyalty/leaderboards');
  const board = staff.getByTestId('board-row').filter({ hasText: 'Weekly top bettors' });
  await expect(board).toBeVisible();
  await board.getByRole('button', { name: /Results/ }).click();
  await expect(staff.getByTestId('board-results')).toBeVisible();
  expect(await seriousViolations(staff), 'leaderboards staff screen').toEqual([]);
  await context.close();
});
