import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import type { LinkCode, MemberInfo } from '@gp/contracts';
import { registerMember, valueOf } from './support/member';
import { memberPage, phoneViewport } from './support/member-page';

// A link's ?token= is a one-time code: traded for a session when nobody is signed in, and with
// someone signed in the site asks first and switches only on consent. A session token in a link
// signs nobody in.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const mintCode = async (request: APIRequestContext, token: string) =>
  (await valueOf<LinkCode>(await request.post('/wps/session/linkCode', bearer(token)))).code;
const storedToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));
const accountOf = async (request: APIRequestContext, token: string) =>
  (await valueOf<MemberInfo>(await request.get('/wps/member/info', bearer(token)))).account;

test('a link for another account asks before switching, and switches only on consent', async ({ browser }) => {
  const page = await memberPage(browser, '', { viewport: phoneViewport });
  const current = await registerMember(page.request, 'lnka');
  const other = await registerMember(page.request, 'lnkb');
  await page.close();

  const signedIn = await memberPage(browser, current.token, { viewport: phoneViewport });
  // Keep: the dialog goes, the session stays.
  await signedIn.goto(`/?token=${await mintCode(signedIn.request, other.token)}`);
  await expect(signedIn.getByTestId('start-link-keep')).toBeVisible();
  await expect(signedIn.getByTestId('start-link-current')).toContainText(current.username);
  expect(signedIn.url()).not.toContain('token=');
  expect(await storedToken(signedIn)).toBe(current.token);
  await signedIn.getByTestId('start-link-keep').click();
  await expect(signedIn.getByTestId('start-link-keep')).toBeHidden();
  expect(await storedToken(signedIn)).toBe(current.token);

  // Switch: a new session of the link's member replaces this one, and this one ends on the server.
  await signedIn.goto(`/?token=${await mintCode(signedIn.request, other.token)}`);
  await expect(signedIn.getByTestId('start-link-switch')).toBeVisible();
  expect(await storedToken(signedIn)).toBe(current.token);
  await signedIn.getByTestId('start-link-switch').click();
  await expect(signedIn.getByTestId('start-link-switch')).toBeHidden();
  await expect.poll(() => storedToken(signedIn)).not.toBe(current.token);
  const switched = (await storedToken(signedIn)) ?? '';
  expect(await accountOf(signedIn.request, switched)).toBe(other.username);
  expect((await signedIn.request.get('/wps/member/info', bearer(current.token))).status()).toBe(401);
});

test('with nobody signed in a code signs in at once; a session token in a link signs nobody in', async ({ browser }) => {
  const probe = await memberPage(browser, '', { viewport: phoneViewport });
  const member = await registerMember(probe.request, 'lnkc');
  await probe.close();

  const visitor = await browser.newPage({ locale: 'en-US', viewport: phoneViewport });
  await visitor.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
  await visitor.goto(`/?token=${member.token}`);
  await expect(visitor.getByTestId('start-link-failed-close')).toBeVisible();
  expect(visitor.url()).not.toContain('token=');
  expect(await storedToken(visitor)).toBeNull();
  await visitor.getByTestId('start-link-failed-close').click();

  await visitor.goto(`/?token=${await mintCode(visitor.request, member.token)}`);
  await expect(visitor.getByTestId('header-user-area')).toBeVisible();
  const token = (await storedToken(visitor)) ?? '';
  expect(token).not.toBe(member.token);
  expect(await accountOf(visitor.request, token)).toBe(member.username);
});
