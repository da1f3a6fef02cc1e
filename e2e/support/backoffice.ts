import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const demoAdmin = { username: 'admin', password: 'Admin#2026-demo' };

// The enrolled secret and the last step used outlive one spec file (Playwright may restart its
// worker between files), so they live beside the run's fresh database.
const stateFile = resolve(import.meta.dirname, `../../.tmp/e2e-admin-totp-${process.env.E2E_PORT ?? '3100'}.json`);
type TotpState = { secret: string; lastCodeAt: number; token?: string };
const readState = (): TotpState | null => (existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as TotpState) : null);

/** A code from a 30-second step not used before, since the server refuses a step it has seen. */
const nextCode = async (secret: string, lastCodeAt: number): Promise<string> => {
  const step = 30_000;
  const wait = lastCodeAt ? Math.max(0, (Math.floor(lastCodeAt / step) + 1) * step - Date.now() + 200) : 0;
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const now = Date.now();
  writeFileSync(stateFile, JSON.stringify({ secret, lastCodeAt: now } satisfies TotpState));
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: now });
};

/**
 * Runs `work` while no other Playwright worker signs the admin in: the enrolment and the used TOTP
 * step are shared, so two sign-ins at once would enrol twice or spend one step twice. mkdir is
 * atomic, which makes the folder the lock.
 */
const withSignInLock = async <T>(work: () => Promise<T>): Promise<T> => {
  const lock = `${stateFile}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
};

/** Signs the demo admin in to the back office, enrolling the authenticator on the first run. */
export const signInToBackoffice = (page: Page): Promise<void> => withSignInLock(() => signInOnce(page));

const signInOnce = async (page: Page): Promise<void> => {
  await page.goto('/backoffice/');
  await page.getByTestId('signin-username').fill(demoAdmin.username);
  await page.getByTestId('signin-password').fill(demoAdmin.password);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('totp-code')).toBeVisible();
  const shown = page.getByTestId('totp-secret');
  const state = readState();
  const secret = (await shown.isVisible()) ? ((await shown.textContent()) ?? '').replace(/\s/g, '') : state?.secret;
  if (!secret) throw new Error('no TOTP secret: the enrolment step was not shown and none was saved');
  await page.getByTestId('totp-code').fill(await nextCode(secret, state?.lastCodeAt ?? 0));
  await page.getByTestId('totp-submit').click();
  await expect(page.getByTestId('main')).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('bo_token'));
  writeFileSync(stateFile, JSON.stringify({ ...readState()!, token: token ?? undefined }));
};

/**
 * A back-office page with the admin signed in. Only the first call goes through the sign-in form
 * (a new TOTP step costs up to 30 s); later ones reuse that session, as a reopened tab would.
 */
export const openSignedInBackoffice = async (page: Page): Promise<void> => {
  // Read under the lock: another worker may be signing in this moment.
  const token = await withSignInLock(async () => readState()?.token);
  if (!token) return signInToBackoffice(page);
  await page.addInitScript((t) => sessionStorage.setItem('bo_token', t), token);
  await page.goto('/backoffice/');
  await expect(page.getByTestId('main')).toBeVisible();
};

/** Opens a back-office screen by its path (e.g. '/cashier/withdrawals') with the admin signed in. */
export const openBackofficeScreen = async (page: Page, path: string): Promise<void> => {
  await openSignedInBackoffice(page);
  await page.goto(`/backoffice${path}`);
  await expect(page.getByTestId('main')).toBeVisible();
};

/** A row of a cashier queue (deposits or withdrawals) by its order number, once the list shows it. */
const queueRow = async (page: Page, queue: 'deposit' | 'withdrawal', orderNo: string) => {
  const row = page.locator(`[data-testid="${queue}-row"][data-order-no="${orderNo}"]`);
  await expect(row).toBeVisible();
  return row;
};

/**
 * The queues open on "pending", so a decided order leaves the list; switching to every status
 * shows it again with its new data-status for the caller to check.
 */
const showDecided = async (page: Page, list: 'deposits' | 'withdrawals', queue: 'deposit' | 'withdrawal', orderNo: string) => {
  await page.getByTestId(`${list}-filter-status`).selectOption('');
  await queueRow(page, queue, orderNo);
};

/** Finance's side of a withdrawal: approve (pay out) a pending one from the queue. */
export const approveWithdrawalInBackoffice = async (page: Page, orderNo: string): Promise<void> => {
  await openBackofficeScreen(page, '/cashier/withdrawals');
  const row = await queueRow(page, 'withdrawal', orderNo);
  await row.getByTestId('withdrawal-approve').click();
  await page.getByTestId('withdrawal-approve-confirm').click();
  await expect(page.getByTestId('feedback-success')).toBeVisible();
  await showDecided(page, 'withdrawals', 'withdrawal', orderNo);
};
