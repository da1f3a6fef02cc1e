import { memberSession, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config/config';
import { ok } from '../../../lib/envelope';
import { publicAccess } from '../../../lib/route-access';
import { callerOf } from '../../../lib/caller-context';
import type { RegistrationService } from './registration.service';

/**
 * The fields a merchant asks for are configuration (`/wps/system/setting/register`), so the route
 * accepts a bounded map and the service applies that configuration's rules.
 */
const registrationBody = z
  .record(z.string().max(64), z.union([z.string().max(8192), z.boolean()]))
  .refine((b) => Object.keys(b).length <= 64, { message: 'too many fields' });

export const registrationRoutes: FastifyPluginAsyncZod<{ registration: RegistrationService; config: Config }> = async (app, { registration, config }) => {
  const tags = ['registration'];
  const rateLimit = { max: config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };
  for (const [path, method] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    app.put(
      path,
      {
        config: { access: publicAccess, encrypted: true, rateLimit },
        schema: {
          tags,
          summary: `Register by ${method} (E); signs the new member in`,
          description:
            'Fields and rules follow GET /wps/system/setting/register; also terms, ageConfirmed, altcha, affiliateCode, referralCode, registerUrl, domain, registerMethod WEB.',
          body: registrationBody,
          response: { 200: okEnvelope(memberSession) },
        },
      },
      async (request) => ok(await registration.register(request.body, method, callerOf(request))),
    );
  }
  app.get(
    '/wps/agent/affiliate',
    {
      config: { access: publicAccess, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Is this affiliate (invitation) code valid?',
        querystring: z.strictObject({ code: z.string().trim().min(1).max(64), domain: z.string().max(253).optional() }),
        response: { 200: okEnvelope(z.object({ valid: z.boolean() })) },
      },
    },
    async (request) => ok({ valid: (await registration.affiliateUpline(request.query.code)) !== null }),
  );
};
