import type { MemberSession, SmsCodeSent } from '@gp/contracts';
import { api } from '../../../api/api-client';

/** `POST /wps/member/password/email`: mails a reset link when the username and email match. */
export const sendResetEmail = (body: { username: string; email: string }) => api.post('/wps/member/password/email', { body });

/** `POST /wps/member/password/reset`: a new password with the mailed link's token. */
export const resetPassword = (body: { token: string; newPassword: string; confirmNewPassword: string }) => api.post('/wps/member/password/reset', { body });

/** `POST /wps/verification/sms/noLogin` for a reset: the SMS code, behind an ALTCHA payload. */
export const sendResetSms = (body: { countryDialingCode: string; mobileNum: string; altcha: string }): Promise<SmsCodeSent> =>
  api.post('/wps/verification/sms/noLogin', { body: { ...body, purpose: 'reset' } });

/** `/wps/member/password/phone` (E): a new password with the SMS code; the answer signs the member in. */
export const resetPasswordByPhone = (body: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
  totpCode?: string;
}): Promise<MemberSession> => api.post('/wps/member/password/phone', { body, sealed: true });
