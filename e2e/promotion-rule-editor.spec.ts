import { expect as baseExpect, type Browser } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { openBackofficeScreen } from './support/backoffice';
import { sidewaysOverflow } from './support/cashier';
import { registerMember } from './support/member';
import { memberPage } from './support/member-page';

// Staff give a new promotion its rule in the back office (a sign-up bonus with eligibility, a
// budget and a turnover multiple, typed in major units), see it kept, and preview the promotion as
// the player hall shows it in English and in Arabic (which it has no text for). axe checks the rule
// editor, the preview and the cost screen (light, dark, Arabic right to left, 360 px). A member's
// claimed first deposit bonus is forfeited from the member page with a reason.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

test('staff write a promotion rule and preview the promotion in two languages', async ({ page }) => {
  const title = `Rule promo ${Date.now().toString(36).toUpperCase()}`;
  await openBackofficeScreen(page, '/content/promotions');
  await page.getByTestId('content-create').click();
  await page.getByTestId('content-field-title').fill(title);
  // Written in English, whatever the merchant's default language is.
  await page.getByTestId('content-field-language').selectOption('EN');
  await page.getByTestId('content-field-category').selectOption({ index: 1 });
  // Last in order, so the home page's first promotions stay the seeded ones.
  await page.getByTestId('content-field-sequence').fill('999');
  await page.getByTestId('content-save').click();
  await expect(page.getByTestId('feedback-success')).toBeVisible();
  const row = page.getByTestId('content-row').filter({ hasText: title });

  await row.getByTestId('promotion-rule-open').click();
  const dialog = page.getByTestId('promotion-rule-dialog');
  await expect(dialog.getByTestId('promotion-rule-kind')).toBeVisible();
  await expect(dialog.getByTestId('promotion-rule-budget-left')).toHaveText('Left: no limit');
  await dialog.getByTestId('promotion-rule-kind').selectOption('signup');
  // A wrong amount is named at its field and nothing is sent.
  await dialog.getByTestId('promotion-rule-amount').fill('12.345');
  await dialog.getByTestId('promotion-rule-save').click();
  await expect(dialog.getByText('This value is not valid.')).toBeVisible();
  await dialog.getByTestId('promotion-rule-amount').fill('12.50');
  await dialog.getByTestId('promotion-rule-vipLevels').fill('1, 2');
  await dialog.getByTestId('promotion-rule-countries').fill('in');
  await dialog.getByTestId('promotion-rule-limitLifetime').fill('1');
  await dialog.getByTestId('promotion-rule-budgetTotal').fill('1000');
  await dialog.getByTestId('promotion-rule-turnoverMultiple').fill('5');
  await dialog.getByTestId('promotion-rule-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('feedback-success')).toHaveText('Rule saved.');

  // Opened again, the rule is what was saved, in the units staff typed.
  await row.getByTestId('promotion-rule-open').click();
  await expect(dialog.getByTestId('promotion-rule-kind')).toHaveValue('signup');
  await expect(dialog.getByTestId('promotion-rule-amount')).toHaveValue('12.50');
  await expect(dialog.getByTestId('promotion-rule-countries')).toHaveValue('IN');
  await expect(dialog.getByTestId('promotion-rule-vipLevels')).toHaveValue('1, 2');
  await expect(dialog.getByTestId('promotion-rule-turnoverMultiple')).toHaveValue('5');
  await expect(dialog.getByTestId('promotion-rule-budget-left')).toHaveText('Left: 1000');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The preview: English is the promotion's own text; Arabic has none, so players read English,
  // and the button speaks Arabic.
  await row.getByTestId('promotion-preview-open').click();
  const preview = page.getByTestId('promotion-preview');
  await expect(page.getByTestId('promotion-preview-title')).toHaveText(title);
  await expect(page.getByTestId('promotion-preview-action')).toHaveText('Claim');
  await expect(page.getByTestId('promotion-preview-missing')).toHaveCount(0);
  await page.getByTestId('promotion-preview-language').selectOption('AR');
  await expect(page.getByTestId('promotion-preview-missing')).toBeVisible();
  await expect(page.getByTestId('promotion-preview-missing')).toHaveAttribute('data-shown', 'EN');
  await expect(page.getByTestId('promotion-preview-action')).toHaveText('مطالبة');
  await expect(preview).toHaveAttribute('data-language', 'EN');
  await expect(page.getByTestId('promotion-preview-title')).toHaveText(title);
});

const staffAt360 = async (browser: Browser, scheme: 'light' | 'dark', tag: 'en' | 'ar') => {
  const context = await browser.newContext({ locale: 'en-US', colorScheme: scheme, viewport: { width: 360, height: 800 } });
  await context.addInitScript((t) => localStorage.setItem('bo_lang', t), tag);
  return context.newPage();
};

test('the rule editor and the preview pass axe: light, dark, Arabic right to left, 360 px', async ({ browser }) => {
  for (const { scheme, tag } of [
    { scheme: 'light', tag: 'en' },
    { scheme: 'dark', tag: 'en' },
    { scheme: 'light', tag: 'ar' },
    { scheme: 'dark', tag: 'ar' },
  ] as const) {
    const where = `${scheme} ${tag}`;
    const page = await staffAt360(browser, scheme, tag);
    await openBackofficeScreen(page, '/content/promotions');
    await expect(page.locator('html')).toHaveAttribute('dir', tag === 'ar' ? 'rtl' : 'ltr');
    const row = page.getByTestId('content-row').first();
    await row.getByTestId('promotion-rule-open').click();
    await expect(page.getByTestId('promotion-rule-kind')).toBeVisible();
    expect(await seriousViolations(page), `rule editor ${where}`).toEqual([]);
    expect(await sidewaysOverflow(page), `rule editor ${where} scrolls sideways`).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await row.getByTestId('promotion-preview-open').click();
    await expect(page.getByTestId('promotion-preview')).toBeVisible();
    expect(await seriousViolations(page), `preview ${where}`).toEqual([]);
    await page.context().close();
  }
});

test('the promotion cost screen passes axe: light, dark, Arabic right to left, 360 px', async ({ browser }) => {
  for (const { scheme, tag } of [
    { scheme: 'light', tag: 'en' },
    { scheme: 'dark', tag: 'ar' },
  ] as const) {
    const page = await staffAt360(browser, scheme, tag);
    await openBackofficeScreen(page, '/promotions/cost');
    await expect(page.getByTestId('promotion-cost-apply')).toBeVisible();
    await expect(page.getByTestId('promotion-cost-chart').or(page.getByTestId('promotion-cost-empty'))).toBeVisible();
    expect(await seriousViolations(page), `cost screen ${scheme} ${tag}`).toEqual([]);
    expect(await sidewaysOverflow(page), `cost screen ${scheme} ${tag} scrolls sideways`).toBeLessThanOrEqual(0);
    await page.context().close();
  }
});

test('finance forfeit a claimed bonus from the member page with a reason', async ({ browser, page }) => {
  const probe = await browser.newContext();
  const { token, username: account } = await registerMember(probe.request, 'forfeit');
  const member = await memberPage(browser, token, { viewport: { width: 390, height: 844 } });
  await member.goto('/member?page=depositv2');
  await member.getByTestId('deposit-method').selectOption({ label: 'Online payment (sandbox)' });
  await member.getByTestId('deposit-amount').fill('1000');
  await member.getByTestId('deposit-submit').click();
  await member.getByTestId('sandbox-pay').click();
  await expect(member.getByTestId('deposit-order-status')).toHaveAttribute('data-status', 'credited');
  await member.goto('/promotions');
  const card = member.getByTestId('promotion-list').locator('li').filter({ hasText: 'First deposit bonus' });
  await card.getByTestId('promotion-claim').click();
  await expect(card.getByTestId('promotion-status')).toHaveAttribute('data-status', 'claimed');
  await expect(member.getByTestId('header-balance-value')).toHaveText('₹1,500.00');

  await openBackofficeScreen(page, '/cashier/members');
  await page.getByTestId('member-search').fill(account);
  await page.getByTestId('member-search-submit').click();
  await page.locator(`[data-testid="member-search-result"][data-account="${account}"]`).click();
  const bonuses = page.getByTestId('member-bonuses');
  const row = bonuses.getByTestId('member-bonus-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'active');
  expect(await seriousViolations(page), 'member page with a bonus').toEqual([]);

  // A reason is required; then what is left of the bonus (all of it: the balance covers it) goes back.
  await row.getByTestId('member-bonus-forfeit').click();
  await page.getByTestId('member-bonus-confirm').click();
  await expect(page.getByText('Required.')).toBeVisible();
  await page.getByTestId('member-bonus-reason').fill('Bonus abuse: shared device');
  await page.getByTestId('member-bonus-confirm').click();
  await expect(bonuses.getByTestId('feedback-success')).toHaveText('Bonus forfeited: ₹500.00 taken back.');
  await expect(row).toHaveAttribute('data-status', 'forfeited');
  await expect(row.getByTestId('member-bonus-forfeit')).toHaveCount(0);
  await member.reload();
  await expect(member.getByTestId('header-balance-value')).toHaveText('₹1,000.00');
});
