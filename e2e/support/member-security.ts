import type { APIRequestContext } from '@playwright/test';
import { encryptForServer, type PublicKeyResponse } from '@gp/contracts';
import { Secret, TOTP } from 'otpauth';
import { memberPassword, valueOf } from './member';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const step = 30_000;

/**
 * Turns the member's authenticator on through the security centre API and answers a source of
 * codes: each from a later 30-second step than the one before (the server refuses a step twice).
 */
export const enableMemberTotp = async (request: APIRequestContext, token: string): Promise<{ nextCode: () => Promise<string> }> => {
  const { secret } = await valueOf<{ secret: string }>(await request.post('/wps/member/totp/enrol', { headers: auth(token) }));
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  let lastAt = Date.now();
  await valueOf(await request.post('/wps/member/totp/confirm', { headers: auth(token), data: { code: totp.generate({ timestamp: lastAt }) } }));
  const nextCode = async () => {
    const wait = (Math.floor(lastAt / step) + 1) * step - Date.now() + 200;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastAt = Date.now();
    return totp.generate({ timestamp: lastAt });
  };
  return { nextCode };
};

/** Sets the member's real name once (the payee name of withdrawals), sealed with the login password. */
export const setRealName = async (request: APIRequestContext, token: string, realName: string): Promise<void> => {
  const key = await valueOf<PublicKeyResponse>(await request.get('/wps/system/publicKey'));
  await valueOf(await request.put('/wps/member/realName', { headers: auth(token), data: await encryptForServer(key, { realName, password: memberPassword }) }));
};

/** Adds a bank account through the API; it starts in the operator's waiting time. */
export const addBankAccount = async (
  request: APIRequestContext,
  token: string,
  account: { bankName: string; accountNumber: string; payeeName: string; ifsc?: string },
): Promise<number> => (await valueOf<{ id: number }>(await request.post('/wps/member/bankAccounts', { headers: auth(token), data: account }))).id;
