import { expect as baseExpect } from '@playwright/test';
import { test } from './support/test';
import { onePixelPng } from './support/images';
import { seriousViolations } from './support/axe';
import { openBackofficeScreen } from './support/backoffice';
import { sidewaysOverflow } from './support/cashier';
import { registerMember } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';

// An apply activity end to end: a member applies to the demo's "Refer a friend" with a remark and
// two pictures at phone width, staff approve it in the back office with an amount, and the reward
// centre lists it as received. axe checks the apply dialog, the claims queue and the reward centre
// (light, dark, Arabic right to left, 360 px). The merchant's currency is INR (symbol ₹).

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const png = onePixelPng();

test('a member applies with two pictures, staff approve it, and the reward centre shows it received', async ({ browser }) => {
  const probe = await browser.newContext();
  const { token, username: account } = await registerMember(probe.request, 'apply');
  const page = await memberPage(browser, token, { viewport: { width: 390, height: 844 } });

  await page.goto('/promotions');
  const card = page.getByTestId('promotion-list').locator('li').filter({ hasText: 'Refer a friend' });
  await card.getByTestId('promotion-apply').click();
  const dialog = page.getByTestId('apply-dialog');
  await expect(dialog).toBeVisible();

  // The counter follows the remark; a GIF is refused before any upload.
  const remark = 'My friend joined as asha2026';
  await page.getByTestId('apply-remark').fill(remark);
  await expect(page.getByTestId('apply-remark-count')).toHaveText(`${remark.length} / 140`);
  await page.getByTestId('apply-image-input').setInputFiles([{ name: 'x.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
  await expect(page.getByTestId('apply-image-problem')).toHaveText('Only PNG or JPG pictures can be added.');
  await page.getByTestId('apply-image-input').setInputFiles([
    { name: 'friend.png', mimeType: 'image/png', buffer: png },
    { name: 'deposit.png', mimeType: 'image/png', buffer: png },
  ]);
  await expect(page.getByTestId('apply-image-list').locator('img')).toHaveCount(2);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(page), `apply dialog ${scheme}`).toEqual([]);
  }
  await page.getByTestId('apply-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('promotion-status')).toHaveAttribute('data-status', 'applying');

  await page.goto('/member?page=rewardCenter');
  await expect(page.getByTestId('reward-pending').getByTestId('reward-pending-claim')).toHaveAttribute('data-status', 'applying');

  // Staff: the queue opens on applications; the claim shows the remark and both pictures.
  const staff = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })).newPage();
  await openBackofficeScreen(staff, '/promotions/claims');
  await staff.getByTestId('claims-filter-account').fill(account);
  await staff.getByTestId('claims-filter-apply').click();
  const row = staff.getByTestId('claims-row').filter({ hasText: account });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'applying');
  expect(await seriousViolations(staff), 'claims queue').toEqual([]);
  await row.getByTestId('claims-open').click();
  const drawer = staff.getByTestId('claims-drawer');
  await expect(drawer).toContainText(remark);
  await expect(drawer.getByTestId('claims-image')).toHaveCount(2);
  expect(await seriousViolations(staff), 'claim detail').toEqual([]);
  await staff.getByTestId('claims-amount').fill('250');
  await staff.getByTestId('claims-approve-confirm').click();
  await expect(staff.getByTestId('feedback-success')).toBeVisible();
  await staff.context().close();

  await page.reload();
  const received = page.getByTestId('reward-received').filter({ hasText: 'Refer a friend' });
  await expect(received.getByTestId('reward-amount')).toHaveText('₹250.00');
  await expect(received).toContainText('Issued');
  await expect(page.getByTestId('header-balance-value')).toHaveText('₹250.00');
  await page.context().close();

  // The reward centre at 360 px: light, dark, and Arabic right to left.
  const phone = await memberPage(browser, token, { viewport: phoneViewport });
  for (const { scheme, lang, dir } of [
    { scheme: 'light', lang: 'EN', dir: 'ltr' },
    { scheme: 'dark', lang: 'EN', dir: 'ltr' },
    { scheme: 'dark', lang: 'AR', dir: 'rtl' },
  ] as const) {
    const where = `reward centre ${scheme} ${lang}`;
    await phone.emulateMedia({ colorScheme: scheme });
    await phone.goto('/member?page=rewardCenter');
    await phone.evaluate(
      ({ s, l }) => {
        localStorage.setItem('theme', s);
        localStorage.setItem('lang', l);
      },
      { s: scheme, l: lang },
    );
    await phone.reload();
    await expect(phone.getByTestId('reward-received').first(), where).toBeVisible();
    await expect(phone.locator('html'), where).toHaveAttribute('dir', dir);
    expect(await seriousViolations(phone), where).toEqual([]);
    expect(await sidewaysOverflow(phone), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await phone.context().close();
  await probe.close();
});

test('the apply dialog fits 360 px and passes axe in Arabic, right to left', async ({ browser }) => {
  const probe = await browser.newContext();
  const { token } = await registerMember(probe.request, 'applyar');
  const page = await memberPage(browser, token, { viewport: phoneViewport, colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('lang', 'AR'));
  await page.goto('/promotions');
  await page.getByTestId('promotion-apply').first().click();
  await expect(page.getByTestId('apply-dialog')).toBeVisible();
  await page.getByTestId('apply-remark').fill('x'.repeat(141));
  await expect(page.getByTestId('apply-submit')).toBeDisabled();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await seriousViolations(page), 'apply dialog 360 dark Arabic').toEqual([]);
  expect(await sidewaysOverflow(page), 'apply dialog scrolls sideways').toBeLessThanOrEqual(0);
  await page.context().close();
  await probe.close();
});

test('the claims queue passes axe at 360 px, light, dark and right to left', async ({ browser }) => {
  const staff = await (await browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 800 } })).newPage();
  await openBackofficeScreen(staff, '/promotions/claims');
  await expect(staff.getByTestId('claims-filter-apply')).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await staff.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(staff), `claims queue 360 ${scheme}`).toEqual([]);
  }
  expect(await sidewaysOverflow(staff), 'claims queue scrolls sideways').toBeLessThanOrEqual(0);
  await staff.evaluate(() => localStorage.setItem('bo_lang', 'ar'));
  await staff.reload();
  await expect(staff.getByTestId('claims-filter-apply')).toBeVisible();
  await expect(staff.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await seriousViolations(staff), 'claims queue 360 Arabic').toEqual([]);
  expect(await sidewaysOverflow(staff), 'claims queue scrolls sideways in Arabic').toBeLessThanOrEqual(0);
  await staff.context().close();
});
