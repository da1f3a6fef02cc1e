import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { openSignedInBackoffice } from './support/backoffice';

// Staff add a promotion category, write a promotion in the rich-text editor (bold text and a list),
// file it under the new category, and the player's promotions hall shows the category's name as a
// tab and the bold text. A category in use is not deleted.

test('a promotion written in the rich-text editor shows under its category tab', async ({ page, browser }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `E2E_${stamp}`;
  const categoryName = `Weekend ${stamp}`;
  const title = `Editor promo ${stamp}`;

  await openSignedInBackoffice(page);
  await page.getByTestId('nav-promotion-categories').click();
  await page.getByTestId('content-create').click();
  await page.getByTestId('content-field-code').fill(code);
  await page.getByTestId('content-field-name').fill(categoryName);
  await page.getByTestId('content-field-sequence').fill('50');
  await page.getByTestId('content-save').click();
  await expect(page.getByTestId('feedback-success')).toBeVisible();
  const categoryRow = page.getByTestId('content-row').filter({ hasText: code });
  await expect(categoryRow).toBeVisible();

  await page.getByTestId('nav-promotions').click();
  await page.getByTestId('content-create').click();
  await page.getByTestId('content-field-title').fill(title);
  const category = page.getByTestId('content-field-category');
  await expect(category.locator(`option[value="${code}"]`)).toHaveText(`${categoryName} (${code})`);
  await category.selectOption(code);
  // Last in order, so the home page's first six promotions stay the seeded ones.
  await page.getByTestId('content-field-sequence').fill('999');

  const editable = page.getByTestId('content-field-content');
  await expect(editable).toBeVisible();
  await expect(editable).toHaveAttribute('dir', 'ltr');
  // The editable is written in the entry's language's direction.
  await page.getByTestId('content-field-language').selectOption('AR');
  await expect(editable).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('content-field-language').selectOption('EN');
  await expect(editable).toHaveAttribute('dir', 'ltr');
  const bold = page.getByTestId('content-field-content-bold');
  await expect(bold).toHaveAccessibleName('Bold');
  await editable.click();
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Weekend bonus');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' for everyone');
  await page.keyboard.press('Enter');
  await page.getByTestId('content-field-content-bulletList').click();
  await page.keyboard.type('Deposit on Saturday');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Play on Sunday');
  await expect(editable.locator('strong')).toHaveText('Weekend bonus');
  await expect(editable.locator('ul > li')).toHaveCount(2);

  // The toolbar is reachable by keyboard: arrow keys, Home and End move between its buttons.
  await bold.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('content-field-content-italic')).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByTestId('content-field-content-source')).toBeFocused();

  // The link prompt refuses a javascript: address and says why; nothing is linked.
  await page.getByTestId('content-field-content-link').click();
  await page.getByTestId('content-field-content-url').fill('javascript:alert(1)');
  await page.getByTestId('content-field-content-url').press('Enter');
  await expect(page.getByTestId('content-field-content-url-error')).toBeVisible();
  await page.getByTestId('content-field-content-url').press('Escape');
  await expect(editable.locator('a')).toHaveCount(0);

  // The editor itself, with its prompt open, has no serious accessibility problem.
  await page.getByTestId('content-field-content-link').click();
  const editorScan = await new AxeBuilder({ page }).include('[data-testid="content-field-content-group"]').analyze();
  expect(editorScan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByTestId('content-field-content-url').press('Escape');

  // The source view shows the HTML the editor made (the space typed after the bold word may be a no-break one).
  await page.getByTestId('content-field-content-source').click();
  await expect(page.getByTestId('content-field-content-html')).toHaveValue(
    /^<p><strong>Weekend bonus<\/strong>[ \u00a0]for everyone<\/p><ul><li><p>Deposit on Saturday<\/p><\/li><li><p>Play on Sunday<\/p><\/li><\/ul>$/,
  );
  const written = await page.getByTestId('content-field-content-html').inputValue();
  await page.getByTestId('content-field-content-source').click();

  await page.getByTestId('content-save').click();
  await expect(page.getByTestId('feedback-success')).toBeVisible();
  // The server's cleaning leaves what the editor wrote unchanged.
  const served = (await (await page.request.get(`/wps/content/promotions?category=${code}`)).json()) as { value: { list: { content: string }[] } };
  expect(served.value.list.map((p) => p.content)).toEqual([written]);
  const promoRow = page.getByTestId('content-row').filter({ hasText: title });
  await expect(promoRow).toBeVisible();

  // The player's promotions hall: the category's name is a tab, and its promotion shows the bold text.
  const player = await (await browser.newContext({ locale: 'en-US' })).newPage();
  // A visitor who already closed this session's announcement popup, so it does not cover the page.
  await player.addInitScript(() => sessionStorage.setItem('ANONYMOUS_POPUP', '1'));
  await player.goto('/promotions');
  const tab = player.getByTestId(`promotion-tab-${code}`);
  await expect(tab).toHaveText(categoryName);
  await expect(player.getByTestId('promotion-tab-all')).toHaveAttribute('aria-selected', 'true');
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(await seriousViolations(player)).toEqual([]);
  const cards = player.getByTestId('promotion-list').getByRole('link');
  await expect(cards).toHaveCount(1);
  await cards.first().click();
  const shown = player.getByTestId('promotion-selected');
  await expect(shown.locator('strong')).toHaveText('Weekend bonus');
  await expect(shown.locator('li')).toHaveCount(2);

  // A category that a promotion uses is kept; once the promotion is gone it can go.
  await page.getByTestId('nav-promotion-categories').click();
  await categoryRow.getByTestId('content-delete').click();
  await page.getByTestId('content-delete-confirm').click();
  await expect(page.getByTestId('feedback-error')).toBeVisible();
  await expect(categoryRow).toBeVisible();
  await page.getByTestId('nav-promotions').click();
  await promoRow.getByTestId('content-delete').click();
  await page.getByTestId('content-delete-confirm').click();
  await expect(promoRow).toHaveCount(0);
  await page.getByTestId('nav-promotion-categories').click();
  await categoryRow.getByTestId('content-delete').click();
  await page.getByTestId('content-delete-confirm').click();
  await expect(categoryRow).toHaveCount(0);
});
