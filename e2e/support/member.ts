import type { APIRequestContext } from '@playwright/test';
import { encryptForServer, type AltchaChallenge, type PublicKeyResponse } from '@gp/contracts';
import { solveChallenge } from 'altcha-lib/v1';

/** The password of every member registered here. */
export const memberPassword = 'Secret2026';

/** The `value` of a successful API envelope; a failed call throws with the server's answer. */
export const valueOf = async <T>(response: { ok: () => boolean; json: () => Promise<unknown>; text: () => Promise<string> }): Promise<T> => {
  if (!response.ok()) throw new Error(`call failed: ${await response.text()}`);
  return ((await response.json()) as { value: T }).value;
};

/** Solves the server's ALTCHA challenge as the browser worker would (a second or two at the default difficulty). */
const solvedAltcha = async (request: APIRequestContext): Promise<string> => {
  const challenge = await valueOf<AltchaChallenge>(await request.get('/wps/captcha/challenge'));
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('ALTCHA challenge not solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
};

let counter = 0;

/**
 * Registers a member through the real API (sealed body, ALTCHA) with `memberPassword`, and returns
 * the account and its session token. `prefix` tells the spec's members apart in the database;
 * `fields` adds registration fields the merchant has switched on (e.g. `payeeName`).
 */
export const registerMember = async (
  request: APIRequestContext,
  prefix: string,
  fields: Record<string, string> = {},
): Promise<{ username: string; token: string }> => {
  // Usernames: a letter first, then letters and digits, 4 to 16 characters.
  const username = `${prefix}${(Date.now() % 1e9).toString(36)}${++counter}`;
  const key = await valueOf<PublicKeyResponse>(await request.get('/wps/system/publicKey'));
  const body = {
    ...fields,
    username,
    password: memberPassword,
    confirmPassword: memberPassword,
    terms: true,
    ageConfirmed: true,
    altcha: await solvedAltcha(request),
  };
  const session = await valueOf<{ token: string }>(await request.put('/wps/member/register', { data: await encryptForServer(key, body) }));
  return { username, token: session.token };
};
