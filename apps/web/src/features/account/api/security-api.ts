import { queryOptions } from '@tanstack/react-query';
import { securityOverview, socialLinksResponse, type SecurityOverview, type SocialLinks } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { sealedBody } from '../../../api/sealed-body';
import { accountKeys } from '../queries/keys';

type CodeSent = { expiredMinutes: number };

export const securityOverviewQuery = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.securityOverview(token),
    queryFn: ({ signal }) => api.get<SecurityOverview>('/wps/member/security', { signal, parse: (v) => securityOverview.parse(v) }),
    enabled: token !== null,
  });

/** `/wps/member/password` (E): the answer carries the token that replaces this session's. */
export const changePassword = async (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
  api.put<{ token: string; expiresAt: string }>('/wps/member/password', await sealedBody(body));

export const setPaymentPassword = async (body: { loginPassword: string; newPaymentPassword: string; confirm: string }) =>
  api.put<{ paymentPasswordSet: true }>('/wps/member/paymentPassword', await sealedBody(body));

/** `/wps/member/realName` (E): sets the real name once; a name already on file is CONFLICT. */
export const setRealName = async (body: { realName: string; password: string }) =>
  api.put<{ realName: string }>('/wps/member/realName', await sealedBody(body));

/** The code to a mobile being bound, behind an ALTCHA proof of work (the number is the caller's choice). */
export const sendMobileBindCode = async (countryDialingCode: string, mobileNum: string) => {
  const { solveAltcha } = await import('../../bot-check/components/solve-altcha');
  return api.post<CodeSent>('/wps/member/mobile/bind/send', { countryDialingCode, mobileNum, altcha: await solveAltcha() });
};

export const bindMobile = async (body: { password: string; countryDialingCode: string; mobileNum: string; verificationCode: string }) =>
  api.post<{ mobile: string }>('/wps/member/mobile/bind', await sealedBody(body));

export const sendEmailBindCode = (email: string) => api.post<CodeSent>('/wps/member/email/bind/send', { email });

export const bindEmail = async (body: { password: string; email: string; verificationCode: string }) =>
  api.post<{ email: string }>('/wps/member/email/bind', await sealedBody(body));

export const enrolTotp = () => api.post<{ secret: string; otpauthUrl: string }>('/wps/member/totp/enrol', {});

export const confirmTotp = (code: string) => api.post<{ totpEnabled: boolean }>('/wps/member/totp/confirm', { code });

export const disableTotp = async (body: { password: string; code: string }) =>
  api.post<{ totpEnabled: boolean }>('/wps/member/totp/disable', await sealedBody(body));

/** The identities linked for social sign-in; refreshed with the overview (same key prefix). */
export const socialLinksQuery = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.socialLinks(token),
    queryFn: ({ signal }) => api.get<SocialLinks>('/wps/member/social/links', { signal, parse: (v) => socialLinksResponse.parse(v) }),
    enabled: token !== null,
  });

/** `/wps/member/social/links/:id/unlink` (E): the login password; answers the links that remain. */
export const unlinkSocial = async (input: { id: number; password: string }) =>
  api.post<SocialLinks>(`/wps/member/social/links/${input.id}/unlink`, await sealedBody({ password: input.password }), {
    parse: (v) => socialLinksResponse.parse(v),
  });
