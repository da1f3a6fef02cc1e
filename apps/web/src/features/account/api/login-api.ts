import type { LoginRequest, LoginResult, MemberSession, SecondFactorMethod, SmsCodeSent } from '@gp/contracts';
import { api } from '../../../api/api-client';

/** `/wps/session/login` (E): the body is sealed for the server's key. */
export const postLogin = (request: LoginRequest): Promise<LoginResult> => api.post('/wps/session/login', { body: request, sealed: true });

/** SMS code for signing in by mobile, behind an ALTCHA proof of work; answers with the minutes the code lives. */
export const sendLoginSms = async (countryDialingCode: string, mobileNum: string): Promise<SmsCodeSent> => {
  const { solveAltcha } = await import('../../bot-check/components/solve-altcha');
  return api.post('/wps/verification/sms/noLogin', { body: { countryDialingCode, mobileNum, purpose: 'login', altcha: await solveAltcha() } });
};

/** A second-factor code; an SMS costs money, so it goes out behind an ALTCHA proof of work. */
export const sendSecondFactorCode = async (challenge: string, method: 'sms' | 'email'): Promise<SmsCodeSent> => {
  if (method === 'email') return api.post('/wps/session/login/secondFactor/send', { body: { challenge, method } });
  const { solveAltcha } = await import('../../bot-check/components/solve-altcha');
  return api.post('/wps/session/login/secondFactor/send', { body: { challenge, method, altcha: await solveAltcha() } });
};

export const answerSecondFactor = (challenge: string, method: SecondFactorMethod, answer: string): Promise<MemberSession> =>
  api.post('/wps/session/login/secondFactor', { body: { challenge, method, answer } });

/** Free demo: a new trial account, behind an ALTCHA proof of work (the solver loads only when asked). */
export const startFreePlay = async (): Promise<MemberSession> => {
  const { solveAltcha } = await import('../../bot-check/components/solve-altcha');
  return api.post('/wps/session/login/freeplay', { body: { os: 'web', platform: 'W', altcha: await solveAltcha() } });
};

/** True when a failed login asks for the captcha from now on (error details `captcha: true`). */
export const wantsCaptcha = (details: Record<string, unknown>): boolean => details.captcha === true;
