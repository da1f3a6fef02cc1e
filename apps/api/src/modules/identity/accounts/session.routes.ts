import {
  freePlayRequest,
  loginRequest,
  loginResult,
  memberSession,
  okEnvelope,
  secondFactorRequest,
  secondFactorSendRequest,
  secondFactorSendResponse,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config/config';
import { ok } from '../../../lib/envelope';
import { memberSelfAccess, publicAccess } from '../../../lib/route-access';
import { callerOf, memberOf } from '../../../lib/caller-context';
import type { FreePlayService } from './free-play.service';
import type { LoginService } from './login.service';
import type { MemberAccountService } from './member-account.service';

type Deps = { login: LoginService; freePlay: FreePlayService; account: MemberAccountService; config: Config };

/** Signing in and out: password or SMS login (E), the second factor, free play, logout. */
export const sessionRoutes: FastifyPluginAsyncZod<Deps> = async (app, { login, freePlay, account, config }) => {
  const tags = ['session'];
  const rateLimit = { max: config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };
  app.post(
    '/wps/session/login',
    {
      config: { access: publicAccess, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: 'Log in by username and password or by mobile and SMS code (E: send the body encrypted)',
        description:
          'After a failure the error details carry `captcha: true` and later attempts need `captchaId` and `captcha`. A login from a new IP answers with a second-factor step.',
        body: loginRequest,
        response: { 200: okEnvelope(loginResult) },
      },
    },
    async (request) => ok(await login.login(request.body, callerOf(request))),
  );
  app.post(
    '/wps/session/login/secondFactor/send',
    {
      config: { access: publicAccess, rateLimit },
      schema: {
        tags,
        summary: 'Send the second-factor code by SMS or email',
        body: secondFactorSendRequest,
        response: { 200: okEnvelope(secondFactorSendResponse) },
      },
    },
    async (request) => ok(await login.sendSecondFactorCode(request.body, callerOf(request))),
  );
  app.post(
    '/wps/session/login/secondFactor',
    {
      config: { access: publicAccess, rateLimit },
      schema: { tags, summary: 'Answer the second factor of a login from a new IP', body: secondFactorRequest, response: { 200: okEnvelope(memberSession) } },
    },
    async (request) => ok(await login.completeSecondFactor(request.body, callerOf(request))),
  );
  app.post(
    '/wps/session/login/freeplay',
    {
      config: { access: publicAccess, rateLimit },
      schema: {
        tags,
        summary: 'Start free play on a new trial account (demo games only)',
        body: freePlayRequest,
        response: { 200: okEnvelope(memberSession) },
      },
    },
    async (request) => ok(await freePlay.start(request.body, callerOf(request))),
  );
  app.post(
    '/wps/session/logout',
    { config: { access: memberSelfAccess }, schema: { tags, summary: 'End this session on the server', response: { 200: okEnvelope(z.null()) } } },
    async (request) => {
      await account.logout(memberOf(request));
      return ok(null);
    },
  );
};
