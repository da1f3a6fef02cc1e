import type { MemberSession, SmsCodeSent } from '@gp/contracts';
import { api } from '../../../api/api-client';

/** `POST /wps/verification/sms/register`: the code to the mobile being registered, behind an ALTCHA payload. */
export const sendRegisterSms = (body: { countryDialingCode: string; mobileNo: string; altcha: string }): Promise<SmsCodeSent> =>
  api.post('/wps/verification/sms/register', { body });

/**
 * `/wps/member/register` or `/wps/member/register/mobile` (E): the merchant's configured fields; the
 * answer signs the new member in.
 */
export const registerMember = (method: 'username' | 'mobile', body: Record<string, string | boolean>): Promise<MemberSession> =>
  method === 'mobile' ? api.put('/wps/member/register/mobile', { body, sealed: true }) : api.put('/wps/member/register', { body, sealed: true });
