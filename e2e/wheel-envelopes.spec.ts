import { expect as baseExpect } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { openBackofficeScreen } from './support/backoffice';
import { sidewaysOverflow } from './support/cashier';
import { registerMember } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';

// The prize wheel and a red-envelope rain end to end: staff grant a member two tickets in the back
// office, the member spins (the seeded prize table) and sees the result, tickets left and the spin
// in the history with its roll; staff start a rain and the member opens an envelope. axe checks the
// wheel and rain pages at 360 px, light and dark, and Arabic right to left, and both staff screens.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value in the browser's zone, minutes from now. */
const localInput = (minutesFromNow: number) => {
  const d = new Date(Date.now() + minutesFromNow * 60_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

test('staff grant tickets, the member spins the wheel, and opens a red envelope', async ({ browser }) => {
  const probe = await browser.newContext();
  const { token, username: account } = await registerMember(probe.request, 'wheel');

  // Staff: grant two tickets with a reason.
  const staff = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })).newPage();
  await openBackofficeScreen(staff, '/loyalty/wheel');
  await expect(staff.getByTestId('wheel-table-editor')).toBeVisible();
  expect(await seriousViolations(staff), 'wheel staff screen').toEqual([]);
  await staff.getByTestId('wheel-grant-account').fill(account);
  await staff.getByTestId('wheel-grant-count').fill('2');
  await staff.getByTestId('wheel-grant-reason').fill('Welcome gift');
  await staff.getByTestId('wheel-grant-submit').click();
  await expect(staff.getByTestId('wheel-granted')).toContainText(account);

  // The member spins once: the wheel stops on the server's result (reduced motion: at once).
  const page = await memberPage(browser, token, { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  await page.goto('/wheel');
  await expect(page.getByTestId('wheel-tickets')).toHaveText('Tickets left: 2');
  await expect(page.getByTestId('wheel-odds').locator('tbody tr')).toHaveCount(6);
  await page.getByTestId('wheel-spin').click();
  await expect(page.getByTestId('wheel-result')).not.toBeEmpty();
  await expect(page.getByTestId('wheel-tickets')).toHaveText('Tickets left: 1');
  const history = page.getByTestId('wheel-history-item');
  await expect(history).toHaveCount(1);
  await expect(page.getByTestId('wheel-history-roll')).toContainText(/Roll \d+ of 100 · table version \d+/);

  // With motion the wheel turns for 4 s before the result shows; the second ticket is spent.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.reload();
  await page.getByTestId('wheel-spin').click();
  await expect(page.getByTestId('wheel-spin')).toBeDisabled();
  await expect(page.getByTestId('wheel-tickets')).toHaveText('Tickets left: 0');
  await expect(history).toHaveCount(2);
  await expect(page.getByTestId('wheel-result')).not.toBeEmpty();

  // The spins are in the staff log with the member's account.
  await staff.goto('/backoffice/loyalty/wheel');
  await expect(staff.getByTestId('wheel-spins')).toContainText(account);

  // Staff start a rain of 3 envelopes now; the member opens one.
  await openBackofficeScreen(staff, '/loyalty/envelopes');
  await staff.getByTestId('envelopes-title').fill('Evening rain');
  await staff.getByTestId('envelopes-pool').fill('30');
  await staff.getByTestId('envelopes-count').fill('3');
  await staff.getByTestId('envelopes-min').fill('5');
  await staff.getByTestId('envelopes-max').fill('15');
  await staff.getByTestId('envelopes-starts').fill(localInput(-5));
  await staff.getByTestId('envelopes-ends').fill(localInput(60));
  await staff.getByTestId('envelopes-create').click();
  await expect(staff.getByTestId('envelopes-created')).toBeVisible();
  await expect(staff.getByTestId('envelopes-rain-row').first()).toContainText('Evening rain');
  expect(await seriousViolations(staff), 'envelopes staff screen').toEqual([]);

  await page.goto('/redEnvelope');
  const rain = page.getByTestId('envelope-rain').filter({ hasText: 'Evening rain' });
  await expect(rain).toHaveCount(1);
  await rain.getByTestId('envelope-open').click();
  await expect(rain.getByTestId('envelope-amount')).toContainText('₹');
  await page.reload();
  await expect(rain.getByTestId('envelope-amount')).toBeVisible();
  await expect(rain.getByTestId('envelope-open')).toHaveCount(0);
  await staff.context().close();
  await page.context().close();

  // Both pages at 360 px: light, dark, and Arabic right to left.
  const phone = await memberPage(browser, token, { viewport: phoneViewport, reducedMotion: 'reduce' });
  for (const { scheme, lang, dir } of [
    { scheme: 'light', lang: 'EN', dir: 'ltr' },
    { scheme: 'dark', lang: 'EN', dir: 'ltr' },
    { scheme: 'dark', lang: 'AR', dir: 'rtl' },
  ] as const) {
    await phone.emulateMedia({ colorScheme: scheme });
    await phone.goto('/wheel');
    await phone.evaluate(
      ({ s, l }) => {
        localStorage.setItem('theme', s);
        localStorage.setItem('lang', l);
      },
      { s: scheme, l: lang },
    );
    for (const path of ['/wheel', '/redEnvelope']) {
      const where = `${path} ${scheme} ${lang}`;
      await phone.goto(path);
      await expect(phone.locator('html'), where).toHaveAttribute('dir', dir);
      await expect(phone.getByTestId(path === '/wheel' ? 'wheel-history-item' : 'envelope-amount').first(), where).toBeVisible();
      expect(await seriousViolations(phone), where).toEqual([]);
      expect(await sidewaysOverflow(phone), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }
  await phone.context().close();
  await probe.close();
});
