import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

export const demoAdmin = { username: 'admin', password: 'Admin#2026-demo' };

let secret: string | null = null;
let lastCodeAt = 0;

/** A code from the next 30-second step each time, since the server refuses a step it has seen. */
const nextCode = async (base32: string): Promise<string> => {
  const step = 30_000;
  const wait = lastCodeAt ? Math.max(0, (Math.floor(lastCodeAt / step) + 1) * step - Date.now() + 200) : 0;
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  lastCodeAt = Date.now();
  return new TOTP({ secret: Secret.fromBase32(base32), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: lastCodeAt });
};

/** Signs the demo admin in to the back office, enrolling the authenticator on the first run. */
export const signInToBackoffice = async (page: Page): Promise<void> => {
  await page.goto('/backoffice/');
  await page.getByTestId('signin-username').fill(demoAdmin.username);
  await page.getByTestId('signin-password').fill(demoAdmin.password);
  await page.getByTestId('signin-submit').click();
  const shown = page.getByTestId('totp-secret');
  await expect(page.getByTestId('totp-code')).toBeVisible();
  if (await shown.isVisible()) secret = ((await shown.textContent()) ?? '').replace(/\s/g, '');
  if (!secret) throw new Error('no TOTP secret: the enrolment step was not shown');
  await page.getByTestId('totp-code').fill(await nextCode(secret));
  await page.getByTestId('totp-submit').click();
  await expect(page.getByTestId('staff-name')).toBeVisible();
};
