import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { openBackofficeScreen } from './support/backoffice';
import { sidewaysOverflow } from './support/cashier';
import { registerMember } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';

// Feedback and the agent application end to end: a member sends feedback from the footer's form
// (the browser solves its proof of work on send, as for registration), staff answer it in the back
// office and the answer is in the member's inbox; a member applies to become an agent, staff
// approve, and the member opens the agent centre. axe checks the feedback form and the application
// page at 360 px, light and dark, and in Arabic right to left.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const checkPage = async (page: Page, where: string) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(page), `${where} ${scheme}`).toEqual([]);
  }
  expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
};

/** The footer loads as it comes near: scroll to the end until its feedback button is there, then open the form. */
const openFeedbackForm = async (page: Page) => {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return page.getByTestId('footer-feedback').count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  await page.getByTestId('footer-feedback').click();
  await expect(page.getByTestId('feedback-form')).toBeVisible();
};

test('a member sends feedback from the footer, staff answer it, and the answer is in the member inbox', async ({ browser }) => {
  const probe = await browser.newContext();
  const { token, username: account } = await registerMember(probe.request, 'fb');
  const content = 'My deposit from this morning has not arrived in my wallet yet.';
  const answer = 'We found your deposit: it is credited now.';

  const page = await memberPage(browser, token, { viewport: phoneViewport });
  await page.goto('/help');
  await openFeedbackForm(page);
  await checkPage(page, 'feedback form 360');

  // Too short after trimming: the form says so and sends nothing.
  await page.getByTestId('feedback-type').selectOption('1');
  await page.getByTestId('feedback-content').fill('   too short   ');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-form')).toContainText('20 to 200 characters');
  await checkPage(page, 'feedback form with errors 360');

  await page.getByTestId('feedback-content').fill(content);
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-sent')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.context().close();

  // Staff: the inbox filtered to the member, answer the feedback.
  const bo = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })).newPage();
  await openBackofficeScreen(bo, '/support/feedback');
  await bo.getByTestId('bo-feedback-member').fill(account);
  const row = bo.locator(`[data-testid="bo-feedback-row"][data-account="${account}"]`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(content);
  expect(await seriousViolations(bo), 'back-office feedback').toEqual([]);
  await row.getByTestId('bo-feedback-assign-self').click();
  // Assigned, it leaves the open list.
  await expect(row).toHaveCount(0);
  await bo.getByTestId('bo-feedback-status').selectOption('assigned');
  await expect(row.getByTestId('bo-feedback-row-status')).toHaveText('Assigned');
  await expect(row).toContainText('Assigned to admin');
  await row.getByTestId('bo-feedback-answer').click();
  await bo.getByTestId('bo-feedback-answer-text').fill(answer);
  await bo.getByTestId('bo-feedback-answer-submit').click();
  await expect(row).toHaveCount(0);
  await bo.getByTestId('bo-feedback-status').selectOption('answered');
  await expect(row.getByTestId('bo-feedback-row-status')).toHaveText('Answered');
  await bo.context().close();

  // The member's inbox holds the answer as a system notice.
  const inbox = await memberPage(browser, token, { viewport: phoneViewport });
  await inbox.goto('/member?page=messageV2');
  await expect(inbox.getByTestId('inbox-item').filter({ hasText: answer })).toHaveCount(1);
  await inbox.context().close();

  // Arabic, right to left, dark, 360 px: the feedback form.
  const rtl = await memberPage(browser, token, { viewport: phoneViewport, colorScheme: 'dark' });
  await rtl.addInitScript(() => localStorage.setItem('lang', 'AR'));
  await rtl.goto('/help');
  await expect(rtl.locator('html')).toHaveAttribute('dir', 'rtl');
  await openFeedbackForm(rtl);
  expect(await seriousViolations(rtl), 'feedback form Arabic dark 360').toEqual([]);
  expect(await sidewaysOverflow(rtl), 'feedback form Arabic scrolls sideways').toBeLessThanOrEqual(0);
  await rtl.context().close();
  await probe.close();
});

test('a member applies to become an agent, staff approve, and the member opens the agent centre', async ({ browser }) => {
  const probe = await browser.newContext();
  const { token, username: account } = await registerMember(probe.request, 'aff');

  const page = await memberPage(browser, token, { viewport: phoneViewport });
  // The member centre links the application page.
  await page.goto('/member');
  await expect(page.getByTestId('member-menu-affiliate')).toHaveAttribute('href', '/affiliate');
  await page.goto('/affiliate');
  await expect(page.getByTestId('affiliate-form')).toBeVisible();
  await checkPage(page, 'application page 360');
  await page.getByTestId('affiliate-note').fill('I run a players club of forty people.');
  await page.getByTestId('affiliate-apply').click();
  await expect(page.getByTestId('affiliate-status')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('affiliate-form')).toHaveCount(0);
  await checkPage(page, 'application pending 360');

  // Staff approve under the operator's top agent (the seed's demo agent).
  const bo = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })).newPage();
  await openBackofficeScreen(bo, '/agents/applications');
  await bo.getByTestId('bo-affiliate-member').fill(account);
  const row = bo.locator(`[data-testid="bo-affiliate-row"][data-account="${account}"]`);
  await expect(row).toHaveCount(1);
  expect(await seriousViolations(bo), 'back-office agent applications').toEqual([]);
  await row.getByTestId('bo-affiliate-approve').click();
  await expect(bo.getByTestId('bo-affiliate-upline')).toHaveAttribute('placeholder', 'agent01');
  await bo.getByTestId('bo-affiliate-approve-submit').click();
  await expect(row).toHaveCount(0);
  await bo.getByTestId('bo-affiliate-status').selectOption('approved');
  await expect(row.getByTestId('bo-affiliate-row-status')).toHaveText('Approved');
  await bo.context().close();

  // The member is an agent now: the page shows the invitation code and opens the agent centre.
  await page.reload();
  await expect(page.getByTestId('affiliate-agent')).toBeVisible();
  await expect(page.getByTestId('affiliate-invite-code')).toHaveText(/^[a-z0-9]{10}$/);
  await page.getByTestId('affiliate-agent-centre').click();
  await expect(page.getByTestId('agent-home-page')).toBeVisible();

  // The approval waits in the agent centre's inbox, with a red badge on its menu until it is read.
  await page.getByTestId('agent-menu-toggle').click();
  await expect(page.getByTestId('agent-menu-messages-badge')).toBeVisible();
  await page.getByTestId('agent-menu-messages').click();
  const items = page.getByTestId('agent-messages').getByTestId('inbox-item');
  await expect(page.getByTestId('agent-messages').locator('[data-testid="inbox-item"][data-read="false"]').first()).toBeVisible();
  await checkPage(page, 'agent inbox 360');
  for (let i = 0, count = await items.count(); i < count; i += 1) {
    const item = items.nth(i);
    if ((await item.getAttribute('data-read')) !== 'false') continue;
    await item.getByTestId('inbox-item-open').click();
    await expect(item).toHaveAttribute('data-read', 'true');
  }
  await page.getByTestId('agent-menu-toggle').click();
  await expect(page.getByTestId('agent-menu-messages')).toBeVisible();
  await expect(page.getByTestId('agent-menu-messages-badge')).toHaveCount(0);
  await page.context().close();

  // Arabic, right to left, dark, 360 px: the application page of a member who has not applied.
  const { token: other } = await registerMember(probe.request, 'affrtl');
  const rtl = await memberPage(browser, other, { viewport: phoneViewport, colorScheme: 'dark' });
  await rtl.addInitScript(() => localStorage.setItem('lang', 'AR'));
  await rtl.goto('/affiliate');
  await expect(rtl.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(rtl.getByTestId('affiliate-form')).toBeVisible();
  expect(await seriousViolations(rtl), 'application page Arabic dark 360').toEqual([]);
  expect(await sidewaysOverflow(rtl), 'application page Arabic scrolls sideways').toBeLessThanOrEqual(0);
  await rtl.context().close();
  await probe.close();
});

test('the back-office feedback inbox and agent applications pass axe at 360 px, light and dark', async ({ browser }) => {
  const staff = await (await browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 800 } })).newPage();
  for (const path of ['/support/feedback', '/agents/applications']) {
    await openBackofficeScreen(staff, path);
    for (const scheme of ['light', 'dark'] as const) {
      await staff.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(staff), `${path} 360 ${scheme}`).toEqual([]);
    }
  }
  await staff.context().close();
});
