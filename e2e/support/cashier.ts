import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { encryptForServer, type PublicKeyResponse } from '@gp/contracts';
import { openSignedInBackoffice } from './backoffice';
import { memberPassword, valueOf } from './member';

// Cashier helpers for the browser tier: staff calls through the back-office API (the screens have
// their own checks) and a member's payment password through the security centre API.

/** The payment password of every member a cashier spec sets one for. */
export const paymentPassword = '135790';

/** A bearer token of the demo admin, signed in through the back-office form (TOTP) once per run. */
export const staffToken = async (browser: Browser): Promise<string> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedInBackoffice(page);
  const token = await page.evaluate(() => sessionStorage.getItem('bo_token'));
  await context.close();
  if (!token) throw new Error('no back-office token after signing in');
  return token;
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

type SettingsDocument<T> = { value: T; version: number };

/**
 * Changes one settings document through `/bo/settings/:key` and returns a function that puts the
 * previous value back, so a spec leaves the shared run's settings as it found them.
 */
const changeSettings = async <T extends Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  key: string,
  change: (value: T) => T,
): Promise<() => Promise<void>> => {
  const read = async () => valueOf<SettingsDocument<T>>(await request.get(`/bo/settings/${key}`, { headers: bearer(token) }));
  const before = await read();
  await valueOf(
    await request.put(`/bo/settings/${key}`, { headers: bearer(token), data: { value: change(structuredClone(before.value)), version: before.version } }),
  );
  return async () => {
    const now = await read();
    await valueOf(await request.put(`/bo/settings/${key}`, { headers: bearer(token), data: { value: before.value, version: now.version } }));
  };
};

type RegisterFields = { fields: Record<string, { enabled: boolean; required: boolean }> };

/** Switches the registration field `payeeName` (the member's real name) on, optional. */
export const allowPayeeNameAtRegistration = (request: APIRequestContext, token: string) =>
  changeSettings<RegisterFields>(request, token, 'register', (value) => {
    const field = value.fields.payeeName;
    if (!field) throw new Error('the register settings have no payeeName field');
    return { ...value, fields: { ...value.fields, payeeName: { ...field, enabled: true, required: false } } };
  });

/** Adds languages (e.g. 'AR') to the merchant's list; the returned function restores the list. */
export const addSupportedLanguages = (request: APIRequestContext, token: string, codes: string[]) =>
  changeSettings<{ supportedLanguages: string[] }>(request, token, 'merchant', (value) => ({
    ...value,
    supportedLanguages: [...new Set([...value.supportedLanguages, ...codes])],
  }));

/** Sets the member's payment password through the security centre (sealed, needs the login password). */
export const setPaymentPassword = async (request: APIRequestContext, memberToken: string): Promise<void> => {
  const key = await valueOf<PublicKeyResponse>(await request.get('/wps/system/publicKey'));
  const body = await encryptForServer(key, { loginPassword: memberPassword, newPaymentPassword: paymentPassword, confirm: paymentPassword });
  await valueOf(await request.put('/wps/member/paymentPassword', { headers: bearer(memberToken), data: body }));
};

/**
 * Credits a member's main wallet by a staff adjustment (minor units). It must stay below the
 * second-approval threshold, so it posts at once; adjustments are not deposits, so they ask for no
 * turnover before a withdrawal.
 */
export const creditByAdjustment = async (request: APIRequestContext, token: string, account: string, amount: number): Promise<void> => {
  const made = await valueOf<{ status: string }>(
    await request.post('/bo/adjustments', {
      headers: bearer(token),
      data: { memberAccount: account, amount, reason: 'Browser test: funds for a withdrawal', idempotencyKey: `e2e-${account}-${amount}` },
    }),
  );
  expect(made.status, 'the adjustment needs no second approver').toBe('posted');
};

/**
 * How far the page scrolls sideways (0 when it fits). clientWidth leaves out a vertical scroll
 * bar, so this is stricter than comparing with innerWidth.
 */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
