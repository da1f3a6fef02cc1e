import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { openBackofficeScreen } from './support/backoffice';
import { sidewaysOverflow } from './support/cashier';
import { registerMember } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';

// Live chat end to end, two browser contexts: a member opens the chat from the side menu, the admin
// in the back-office console (on duty) takes it from the queue, each sees the other's messages and
// typing over the socket, and the member ends and rates the chat. axe checks the chat page at
// 360 px in light, dark and Arabic right to left, and the console in light and dark.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const axeClean = async (page: Page, where: string) => {
  expect(await seriousViolations(page), where).toEqual([]);
  expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
};

test('a member chats with support from the side menu, the agent takes it in the console, and the member rates it', async ({ browser }) => {
  const probe = await browser.newContext();
  const { token, username: account } = await registerMember(probe.request, 'chat');

  // Staff: the console, on duty.
  const bo = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, colorScheme: 'light' })).newPage();
  await openBackofficeScreen(bo, '/support/chat');
  await expect(bo.getByTestId('bo-chat')).toBeVisible();
  const duty = bo.getByTestId('bo-chat-duty');
  if ((await duty.getAttribute('aria-checked')) !== 'true') await duty.click();
  await expect(duty).toHaveAttribute('aria-checked', 'true');

  // The member opens the chat from the side menu.
  const page = await memberPage(browser, token, { colorScheme: 'light' });
  await page.goto('/');
  await page.getByTestId('side-live-chat').click();
  await expect(page.getByTestId('chat-start-form')).toBeVisible();
  await page.getByTestId('chat-start').click();
  await expect(page.getByTestId('chat-conversation')).toHaveAttribute('data-status', 'waiting');
  await expect(page.getByTestId('chat-state')).toContainText('number 1 in the queue');

  // The console hears of the new chat over its socket and takes it.
  const row = bo.getByTestId('bo-chat-queue-row').filter({ hasText: account });
  await expect(row).toHaveCount(1);
  await row.getByTestId('bo-chat-take').click();
  const conversation = bo.getByTestId('bo-chat-conversation');
  await expect(conversation).toBeVisible();
  await expect(bo.getByTestId('bo-chat-member-account')).toHaveText(account);
  await expect(page.getByTestId('chat-conversation')).toHaveAttribute('data-status', 'active');
  await expect(page.getByTestId('chat-state')).toContainText('You are talking to admin');

  // Typing and messages, both ways.
  await page.getByTestId('chat-input').pressSequentially('My deposit has not arrived', { delay: 20 });
  await expect(bo.getByTestId('bo-chat-typing')).toBeVisible();
  await page.getByTestId('chat-send').click();
  await expect(conversation.getByTestId('bo-chat-message').filter({ hasText: 'My deposit has not arrived' })).toBeVisible();

  // A canned reply, added and then corrected in the console's editor, starts the answer.
  const editor = bo.getByTestId('bo-chat-canned-editor');
  await editor.getByLabel('Title').fill(`Checking ${account}`);
  await editor.getByLabel('Text').fill('Let me look');
  await editor.getByTestId('bo-chat-canned-save').click();
  const reply = editor.getByRole('listitem').filter({ hasText: `Checking ${account}` });
  await reply.getByRole('button', { name: 'Edit' }).click();
  await editor.getByLabel('Text').fill('Let me check that');
  await editor.getByTestId('bo-chat-canned-save').click();
  await expect(reply).toContainText('Let me check that');
  await conversation.getByTestId('bo-chat-canned').selectOption({ label: `Checking ${account}` });
  await expect(bo.getByTestId('bo-chat-input')).toHaveValue('Let me check that');
  await bo.getByTestId('bo-chat-input').press('End');
  await bo.getByTestId('bo-chat-input').pressSequentially(' for you', { delay: 20 });
  await expect(page.getByTestId('chat-typing')).toBeVisible();
  await bo.getByTestId('bo-chat-send').click();
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Let me check that for you' })).toHaveAttribute('data-sender', 'staff');

  for (const scheme of ['light', 'dark'] as const) {
    await bo.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(bo), `console ${scheme}`).toEqual([]);
  }

  // The chat at phone width: light here, then dark and Arabic right to left in a second context.
  await page.setViewportSize(phoneViewport);
  await axeClean(page, 'chat 360 light');
  const rtl = await memberPage(browser, token, { viewport: phoneViewport, colorScheme: 'dark' });
  await rtl.addInitScript(() => localStorage.setItem('lang', 'AR'));
  await rtl.goto('/chat');
  await expect(rtl.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(rtl.getByTestId('chat-message').filter({ hasText: 'Let me check that for you' })).toBeVisible();
  await axeClean(rtl, 'chat 360 Arabic dark');
  await rtl.context().close();

  // The member ends the chat and rates it.
  await page.getByTestId('chat-end').click();
  await expect(page.getByTestId('chat-rating')).toBeVisible();
  await axeClean(page, 'chat rating 360');
  await page.getByTestId('chat-rate-5').check({ force: true });
  await page.getByTestId('chat-rate-submit').click();
  await expect(page.getByTestId('chat-thanks')).toBeVisible();

  // The console lets the closed chat go, and its history finds it with the rating.
  await expect(bo.getByTestId('bo-chat-conversation')).toHaveCount(0);
  await bo.getByTestId('bo-chat-history-text').fill('deposit has not');
  await expect(bo.getByTestId('bo-chat-history-row').filter({ hasText: account })).toContainText('5/5');
  await duty.click();
  await expect(duty).toHaveAttribute('aria-checked', 'false');
});
