import {
  bindCodeSentResponse,
  bindEmailRequest,
  bindEmailResponse,
  bindEmailSendRequest,
  bindMobileRequest,
  bindMobileResponse,
  bindMobileSendRequest,
  okEnvelope,
  paymentPasswordRequest,
  paymentPasswordResponse,
  realNameRequest,
  realNameResponse,
  securityOverview,
  totpConfirmRequest,
  totpDisableRequest,
  totpEnrolResponse,
  totpStateResponse,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config/config';
import { ok } from '../../../lib/envelope';
import { memberAccess } from '../../../lib/route-access';
import { callerOf, memberOf } from '../../../lib/caller-context';
import type { SecurityCentreService } from './security-centre.service';

/** The security centre; every call needs a real (not trial) account. */
export const securityCentreRoutes: FastifyPluginAsyncZod<{ security: SecurityCentreService; config: Config }> = async (app, { security, config }) => {
  const tags = ['security centre'];
  const rateLimit = { max: config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };
  const access = memberAccess;
  app.get(
    '/wps/member/security',
    { config: { access }, schema: { tags, summary: 'What is set up, the last 20 logins and the known IPs', response: { 200: okEnvelope(securityOverview) } } },
    async (request) => ok(await security.overview(memberOf(request))),
  );
  app.put(
    '/wps/member/paymentPassword',
    {
      config: { access, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: 'Set or change the payment password with the login password (E)',
        body: paymentPasswordRequest,
        response: { 200: okEnvelope(paymentPasswordResponse) },
      },
    },
    async (request) => ok(await security.setPaymentPassword(memberOf(request), request.body, callerOf(request))),
  );
  app.put(
    '/wps/member/realName',
    {
      config: { access, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: 'Set the real name (payee name of withdrawals) once, with the login password; already set is CONFLICT (E)',
        body: realNameRequest,
        response: { 200: okEnvelope(realNameResponse) },
      },
    },
    async (request) => ok(await security.setRealName(memberOf(request), request.body, callerOf(request))),
  );
  app.post(
    '/wps/member/mobile/bind/send',
    {
      config: { access, rateLimit },
      schema: { tags, summary: 'Send a code to the mobile being bound', body: bindMobileSendRequest, response: { 200: okEnvelope(bindCodeSentResponse) } },
    },
    async (request) => ok(await security.sendMobileCode(memberOf(request), request.body, callerOf(request))),
  );
  app.post(
    '/wps/member/mobile/bind',
    {
      config: { access, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: 'Bind a mobile: the current password and the code sent to it (E)',
        body: bindMobileRequest,
        response: { 200: okEnvelope(bindMobileResponse) },
      },
    },
    async (request) => ok(await security.bindMobile(memberOf(request), request.body, callerOf(request))),
  );
  app.post(
    '/wps/member/email/bind/send',
    {
      config: { access, rateLimit },
      schema: { tags, summary: 'Send a code to the email being bound', body: bindEmailSendRequest, response: { 200: okEnvelope(bindCodeSentResponse) } },
    },
    async (request) => ok(await security.sendEmailCode(memberOf(request), request.body, callerOf(request))),
  );
  app.post(
    '/wps/member/email/bind',
    {
      config: { access, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: 'Bind an email: the current password and the code sent to it (E)',
        body: bindEmailRequest,
        response: { 200: okEnvelope(bindEmailResponse) },
      },
    },
    async (request) => ok(await security.bindEmail(memberOf(request), request.body, callerOf(request))),
  );
  app.post(
    '/wps/member/totp/enrol',
    {
      config: { access, rateLimit },
      schema: { tags, summary: 'Start authenticator enrolment: a pending secret and its otpauth URL', response: { 200: okEnvelope(totpEnrolResponse) } },
    },
    async (request) => ok(await security.enrolTotp(memberOf(request))),
  );
  app.post(
    '/wps/member/totp/confirm',
    {
      config: { access, rateLimit },
      schema: {
        tags,
        summary: 'Activate the pending authenticator with a code from it',
        body: totpConfirmRequest,
        response: { 200: okEnvelope(totpStateResponse) },
      },
    },
    async (request) => ok(await security.confirmTotp(memberOf(request), request.body.code, callerOf(request))),
  );
  app.post(
    '/wps/member/totp/disable',
    {
      config: { access, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: 'Turn the authenticator off with the password and a current code (E)',
        body: totpDisableRequest,
        response: { 200: okEnvelope(totpStateResponse) },
      },
    },
    async (request) => ok(await security.disableTotp(memberOf(request), request.body, callerOf(request))),
  );
};
