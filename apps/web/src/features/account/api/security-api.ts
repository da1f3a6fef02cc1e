import { queryOptions } from '@tanstack/react-query';
import { securityOverview, socialLinksResponse, type SecurityOverview, type SocialLinks } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { accountKeys } from '../queries/keys';

export const securityOverviewQuery = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.securityOverview(token),
    queryFn: ({ signal }): Promise<SecurityOverview> => api.get('/wps/member/security', { signal, parse: (v) => securityOverview.parse(v) }),
    enabled: token !== null,
  });

/** `/wps/member/password` (E): the answer carries the token that replaces this session's. */
export const changePassword = (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
  api.put('/wps/member/password', { body, sealed: true });

export const setPaymentPassword = (body: { loginPassword: string; newPaymentPassword: string; confirm: string }) =>
  api.put('/wps/member/paymentPassword', { body, sealed: true });

/** `/wps/member/realName` (E): sets the real name once; a name already on file is CONFLICT. */
export const setRealName = (body: { realName: string; password: string }) => api.put('/wps/member/realName', { body, sealed: true });

/** The code to a mobile being bound, behind an ALTCHA proof of work (the number is the caller's choice). */
export const sendMobileBindCode = async (countryDialingCode: string, mobileNum: string) => {
  const { solveAltcha } = await import('../../bot-check/components/solve-altcha');
  return api.post('/wps/member/mobile/bind/send', { body: { countryDialingCode, mobileNum, altcha: await solveAltcha() } });
};

export const bindMobile = (body: { password: string; countryDialingCode: string; mobileNum: string; verificationCode: string }) =>
  api.post('/wps/member/mobile/bind', { body, sealed: true });

export const sendEmailBindCode = (email: string) => api.post('/wps/member/email/bind/send', { body: { email } });

export const bindEmail = (body: { password: string; email: string; verificationCode: string }) => api.post('/wps/member/email/bind', { body, sealed: true });

export const enrolTotp = () => api.post('/wps/member/totp/enrol');

export const confirmTotp = (code: string) => api.post('/wps/member/totp/confirm', { body: { code } });

export const disableTotp = (body: { password: string; code: string }) => api.post('/wps/member/totp/disable', { body, sealed: true });

/** The identities linked for social sign-in; refreshed with the overview (same key prefix). */
export const socialLinksQuery = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.socialLinks(token),
    queryFn: ({ signal }): Promise<SocialLinks> => api.get('/wps/member/social/links', { signal, parse: (v) => socialLinksResponse.parse(v) }),
    enabled: token !== null,
  });

/** `/wps/member/social/links/:id/unlink` (E): the login password; answers the links that remain. */
export const unlinkSocial = (input: { id: number; password: string }): Promise<SocialLinks> =>
  api.post('/wps/member/social/links/{id}/unlink', {
    params: { path: { id: input.id } },
    body: { password: input.password },
    sealed: true,
    parse: (v) => socialLinksResponse.parse(v),
  });
