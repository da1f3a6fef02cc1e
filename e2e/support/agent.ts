import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { encryptForServer, type PublicKeyResponse } from '@gp/contracts';
import { valueOf } from './member';

// Agent-centre helpers for the browser tier: signing in at /agent, money as the agent
// centre shows it, and the business day the settlement periods are keyed by.

/** The seeded top-level agent (apps/api/src/seed/members.seed.ts). */
export const demoAgent = { account: 'agent01', password: 'Agent2026' } as const;

/** The session token the web app keeps in the tab's sessionStorage. */
export const sessionTokenOf = async (page: Page): Promise<string> => {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  if (!token) throw new Error('no member session token in this tab');
  return token;
};

/**
 * Signs an agent in through the /agent login form and waits for the agent centre. When the UI
 * asks for a new password first (the forced change), it is changed to `newPassword` and the
 * function returns the password now in force.
 */
export const signInAsAgent = async (page: Page, account: string, password: string, newPassword = `${password}x`): Promise<string> => {
  await page.goto('/agent');
  await expect(page.getByTestId('agent-page')).toBeVisible();
  await page.getByTestId('agent-login-username').fill(account);
  await page.getByTestId('agent-login-password').fill(password);
  await page.getByTestId('agent-login-submit').click();
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByTestId('agent-home-page')).toBeVisible();
  const change = page.getByTestId('change-password-form');
  // The forced change opens with the frame when the account's password must change.
  if (!(await change.isVisible())) return password;
  await page.getByTestId('change-password-old').fill(password);
  await page.getByTestId('change-password-new').fill(newPassword);
  await page.getByTestId('change-password-confirm').fill(newPassword);
  await page.getByTestId('change-password-submit').click();
  await expect(change).toBeHidden();
  return newPassword;
};

/** Sets a payment password through the security centre API (sealed; needs the login password). */
export const setAgentPaymentPassword = async (request: APIRequestContext, token: string, loginPassword: string, paymentPassword: string): Promise<void> => {
  const key = await valueOf<PublicKeyResponse>(await request.get('/wps/system/publicKey'));
  const body = await encryptForServer(key, { loginPassword, newPaymentPassword: paymentPassword, confirm: paymentPassword });
  await valueOf(await request.put('/wps/member/paymentPassword', { headers: { Authorization: `Bearer ${token}` }, data: body }));
};

/** Minor units as the agent centre shows INR in English: `₹1,234.56` (negative: `-₹0.36`). */
export const inr = (minor: number): string => {
  const digits = String(Math.abs(minor)).padStart(3, '0');
  const whole = Number(digits.slice(0, -2)).toLocaleString('en-US');
  return `${minor < 0 ? '-' : ''}₹${whole}.${digits.slice(-2)}`;
};

/** The minor units of a money text such as `₹1,234.56` (always two decimals). */
const minorOf = (text: string | null): number => {
  const cleaned = (text ?? '').replace(/[^\d.-]/g, '');
  if (!/^-?\d+\.\d{2}$/.test(cleaned)) throw new Error(`not a money text: ${text}`);
  return Math.round(Number(cleaned) * 100);
};

/** Today's date in the business time zone: the key of today's daily settlement period. */
export const businessDay = (at = new Date(), timeZone = process.env.BUSINESS_TIME_ZONE ?? 'Asia/Kolkata'): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The agent's own main-wallet balance, as its withdraw page shows it. */
export const ownBalanceOnWithdrawPage = async (page: Page): Promise<number> => {
  await page.goto('/agentHome/withdraw');
  // The main wallet line, not "available to withdraw" (which is 0 while a turnover is unmet).
  const balance = page.getByTestId('withdraw-breakdown-balance');
  await expect(balance).toBeVisible();
  return minorOf(await balance.textContent());
};

/** A direct downline's balance as agent01's downline list shows it (after searching its account). */
export const downlineBalance = async (page: Page, account: string): Promise<number> => {
  await page.goto('/agentHome/downlineManagmentView');
  await page.getByTestId('agent-downlines-search').fill(account);
  await page.getByTestId('agent-downlines-search-submit').click();
  const row = page.locator(`[data-testid="agent-downline-row"][data-account="${account}"]`);
  await expect(row).toHaveCount(1);
  return minorOf(await row.getByTestId('agent-downline-balance').textContent());
};
