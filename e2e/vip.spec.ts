import { expect as baseExpect } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { openBackofficeScreen } from './support/backoffice';
import { sidewaysOverflow } from './support/cashier';
import { registerMember } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';

// The VIP bonus page: a new member sees level 0 of the seeded ladder (Member, then Bronze at
// 1,000.00 of deposits and 5,000.00 of valid bets) with bars toward the next level, at 360 px in
// light, dark and Arabic right to left, axe clean. Staff rename a level in the back office and the
// member page shows the new name. The merchant's currency is INR (symbol ₹).

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test('a member sees their VIP level and progress at 360 px, light, dark and right to left', async ({ browser }) => {
  const probe = await browser.newContext();
  const { token } = await registerMember(probe.request, 'vip');
  const page = await memberPage(browser, token, { viewport: phoneViewport });
  for (const { scheme, lang, dir } of [
    { scheme: 'light', lang: 'EN', dir: 'ltr' },
    { scheme: 'dark', lang: 'EN', dir: 'ltr' },
    { scheme: 'dark', lang: 'AR', dir: 'rtl' },
  ] as const) {
    const where = `VIP page ${scheme} ${lang}`;
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/member?page=vipBonus');
    await page.evaluate(
      ({ s, l }) => {
        localStorage.setItem('theme', s);
        localStorage.setItem('lang', l);
      },
      { s: scheme, l: lang },
    );
    await page.reload();
    await expect(page.getByTestId('vip-current'), where).toBeVisible();
    await expect(page.locator('html'), where).toHaveAttribute('dir', dir);
    if (lang === 'EN') {
      await expect(page.getByTestId('vip-level-name')).toHaveText('Member');
      await expect(page.getByTestId('vip-next')).toHaveText('Next level: Bronze');
      await expect(page.getByTestId('vip-progress-deposits')).toContainText('₹0.00 of ₹1,000.00');
      await expect(page.getByTestId('vip-progress-bets')).toContainText('₹0.00 of ₹5,000.00');
    } else {
      await expect(page.getByTestId('vip-level-name')).toHaveText('عضو');
    }
    await expect(page.getByTestId('vip-progress-deposits').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByTestId('vip-level')).toHaveCount(7);
    expect(await seriousViolations(page), where).toEqual([]);
    expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.context().close();
  await probe.close();
});

test('staff rename a level in the back office and members read the new name', async ({ browser }) => {
  const staff = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })).newPage();
  await openBackofficeScreen(staff, '/loyalty/vip');
  const row = staff.getByTestId('vip-level-row').and(staff.locator('[data-level="1"]'));
  await expect(row).toContainText('Bronze');
  expect(await seriousViolations(staff), 'VIP levels screen').toEqual([]);
  const rename = async (name: string) => {
    await row.getByTestId('vip-level-edit').click();
    const form = staff.getByTestId('vip-level-form');
    await expect(form).toBeVisible();
    await form.getByTestId('vip-level-language').selectOption('EN');
    await form.getByTestId('vip-level-name').fill(name);
    await form.getByTestId('vip-level-save').click();
    await expect(form).toHaveCount(0);
    await expect(row).toContainText(name);
  };
  await rename('Bronze star');

  const probe = await browser.newContext();
  const { token } = await registerMember(probe.request, 'vipname');
  const page = await memberPage(browser, token, { viewport: phoneViewport });
  await page.goto('/member?page=vipBonus');
  await expect(page.getByTestId('vip-next')).toHaveText('Next level: Bronze star');
  await page.context().close();
  await probe.close();

  // The seeded name again, so the ladder reads as seeded for anyone after.
  await rename('Bronze');
  await staff.context().close();
});
