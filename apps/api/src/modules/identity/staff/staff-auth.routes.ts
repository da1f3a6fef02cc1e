import { okEnvelope, staffLoginRequest, staffLoginResponse, staffPasswordChangeRequest, staffProfile, staffSession, staffTotpRequest } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config/config';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { publicAccess, staffAccess, staffSelfAccess } from '../../../lib/route-access';
import type { StaffAuthService } from './staff-auth.service';
import type { StaffPasswordService } from './staff-password.service';

type Deps = { staffAuth: StaffAuthService; staffPassword: StaffPasswordService; config: Config };

export const staffAuthRoutes: FastifyPluginAsyncZod<Deps> = async (app, { staffAuth, staffPassword, config }) => {
  const tags = ['back office: sign-in'];
  const rateLimit = { max: config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };
  app.post(
    '/bo/auth/login',
    {
      config: { access: publicAccess, rateLimit },
      schema: { tags, summary: 'Password step of staff sign-in', body: staffLoginRequest, response: { 200: okEnvelope(staffLoginResponse) } },
    },
    async (request) => ok(await staffAuth.login(request.body.username, request.body.password, request.ip)),
  );
  app.post(
    '/bo/auth/totp',
    {
      config: { access: publicAccess, rateLimit },
      schema: { tags, summary: 'TOTP step (enrolment or code); returns the session', body: staffTotpRequest, response: { 200: okEnvelope(staffSession) } },
    },
    async (request) => ok(await staffAuth.completeTotp(request.body.challenge, request.body.code, request.ip)),
  );
  app.post(
    '/bo/auth/logout',
    { config: { access: staffSelfAccess }, schema: { tags, summary: 'End this session', response: { 200: okEnvelope(z.null()) } } },
    async (request) => {
      if (!request.staff) throw new AppError('UNAUTHORIZED');
      await staffAuth.logout(request.staff, request.ip);
      return ok(null);
    },
  );
  app.put(
    '/bo/auth/password',
    {
      config: { access: staffSelfAccess, rateLimit },
      schema: {
        tags,
        summary: 'Change my password (the current one required); ends my other sessions',
        body: staffPasswordChangeRequest,
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      if (!request.staff) throw new AppError('UNAUTHORIZED');
      await staffPassword.change(request.staff, request.body, request.ip);
      return ok(null);
    },
  );
  app.get(
    '/bo/auth/me',
    {
      config: { access: staffAccess('operator', 'finance', 'support', 'content') },
      schema: { tags, summary: 'The signed-in staff member', response: { 200: okEnvelope(staffProfile) } },
    },
    async (request) => {
      if (!request.staff) throw new AppError('UNAUTHORIZED');
      const { id, username, roles } = request.staff;
      return ok({ id, username, roles });
    },
  );
};
