import {
  changePasswordRequest,
  changePasswordResponse,
  forgotByEmailRequest,
  forgotByEmailResponse,
  okEnvelope,
  passwordVerificationRequest,
  passwordVerificationResponse,
  resetByPhoneRequest,
  resetByPhoneResponse,
  resetPasswordRequest,
  resetPasswordResponse,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../../config/config';
import { ok } from '../../../lib/envelope';
import { memberAccess, passwordChangeAccess, publicAccess } from '../../../lib/route-access';
import { callerOf, memberOf } from '../../../lib/caller-context';
import type { PasswordService } from './password.service';

export const passwordRoutes: FastifyPluginAsyncZod<{ passwords: PasswordService; config: Config }> = async (app, { passwords, config }) => {
  const tags = ['password'];
  const rateLimit = { max: config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };
  app.put(
    '/wps/member/password',
    {
      config: { access: passwordChangeAccess, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: 'Change the password (E); every other session ends and this one gets a new token',
        body: changePasswordRequest,
        response: { 200: okEnvelope(changePasswordResponse) },
      },
    },
    async (request) => ok(await passwords.change(memberOf(request), request.body, callerOf(request))),
  );
  app.post(
    '/wps/member/password/verification',
    {
      config: { access: memberAccess, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: 'Check the current password before a sensitive step (E)',
        body: passwordVerificationRequest,
        response: { 200: okEnvelope(passwordVerificationResponse) },
      },
    },
    async (request) => ok(await passwords.verify(memberOf(request), request.body.password)),
  );
  // Clients send the forgot-password form url-encoded; only this route reads that type.
  await app.register(async (scoped) => {
    scoped.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/wps/member/password/email',
      {
        config: { access: publicAccess, rateLimit },
        schema: {
          tags,
          summary: 'Forgot password: mail a reset link (JSON or form-encoded username and email)',
          body: forgotByEmailRequest,
          response: { 200: okEnvelope(forgotByEmailResponse) },
        },
      },
      async (request) => ok(await passwords.forgotByEmail(request.body, callerOf(request))),
    );
  });
  app.post(
    '/wps/member/password/reset',
    {
      config: { access: publicAccess, rateLimit },
      schema: {
        tags,
        summary: 'Set a new password from a reset link; sign in again afterwards',
        body: resetPasswordRequest,
        response: { 200: okEnvelope(resetPasswordResponse) },
      },
    },
    async (request) => ok(await passwords.reset(request.body, callerOf(request))),
  );
  app.post(
    '/wps/member/password/phone',
    {
      config: { access: publicAccess, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: 'Forgot password by phone: mobile, SMS code, new password (E); signs the member in',
        body: resetByPhoneRequest,
        response: { 200: okEnvelope(resetByPhoneResponse) },
      },
    },
    async (request) => ok(await passwords.resetByPhone(request.body, callerOf(request))),
  );
};
