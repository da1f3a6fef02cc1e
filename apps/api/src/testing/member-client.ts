import { encryptForServer, type AltchaChallenge, type MemberSession, type PublicKeyResponse } from '@gp/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import type { TestApp } from './test-app';

/** Seals a payload for an E call with the app's public key, as the player site does. */
export const sealed = async (t: TestApp, payload: unknown) => {
  const key = (await t.app.inject({ method: 'GET', url: '/wps/system/publicKey' })).json().value as PublicKeyResponse;
  return encryptForServer(key, payload);
};

/** Fetches and solves an ALTCHA challenge (tests run with a low ALTCHA_MAX_NUMBER). */
export const solvedAltcha = async (t: Pick<TestApp, 'app'>): Promise<string> => {
  const challenge = (await t.app.inject({ method: 'GET', url: '/wps/captcha/challenge' })).json().value as AltchaChallenge;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('ALTCHA challenge not solved');
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
};

let counter = 0;
export const memberPassword = 'Secret2026';

/** Registers a member by username through the real route and returns the session. */
export const registerMember = async (t: TestApp, fields: Record<string, string | boolean> = {}, options: { ip?: string } = {}): Promise<MemberSession> => {
  const username = (fields.username as string | undefined) ?? `player${++counter}x`;
  const body = {
    username,
    password: memberPassword,
    confirmPassword: memberPassword,
    terms: true,
    ageConfirmed: true,
    altcha: await solvedAltcha(t),
    ...fields,
  };
  const res = await t.app.inject({ method: 'PUT', url: '/wps/member/register', payload: await sealed(t, body), remoteAddress: options.ip ?? '10.0.0.1' });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  return res.json().value as MemberSession;
};
