import { altchaChallenge, captchaIdHeader, captchaImage, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config/config';
import { ok } from '../../../lib/envelope';
import { publicAccess } from '../../../lib/route-access';
import type { BotCheckService } from './bot-check.service';

type Deps = { botCheck: BotCheckService; config: Config };

/** The response header in the OpenAPI document (@fastify/swagger reads `headers` of a response schema). */
const captchaResponse = okEnvelope(captchaImage).meta({
  headers: { [captchaIdHeader]: { type: 'string', description: 'Id of this captcha; send it back as `captchaId` with the answer as `captcha`' } },
});

/** Bot checks for the player site: image captchas and ALTCHA challenges (docs/api.md, docs/security.md). */
export const botCheckRoutes: FastifyPluginAsyncZod<Deps> = async (app, { botCheck, config }) => {
  const tags = ['bot check'];
  const routeConfig = { access: publicAccess, rateLimit: { max: config.RATE_LIMIT_CAPTCHA_PER_MINUTE, timeWindow: '1 minute' } };
  app.get(
    '/wps/captcha',
    {
      config: routeConfig,
      schema: {
        tags,
        summary: 'A new image captcha: the PNG (base64) in value, its id in X-Captcha-Id; single use, 2 minutes',
        response: { 200: captchaResponse },
      },
    },
    async (_request, reply) => {
      const { captchaId, pngBase64 } = await botCheck.newCaptcha();
      void reply.header(captchaIdHeader, captchaId).header('cache-control', 'no-store');
      return ok(pngBase64);
    },
  );
  app.get(
    '/wps/captcha/challenge',
    {
      config: routeConfig,
      schema: {
        tags,
        summary: 'An ALTCHA proof-of-work challenge; the solution goes in a body as `altcha`, once, within 10 minutes',
        response: { 200: okEnvelope(altchaChallenge) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await botCheck.altchaChallenge());
    },
  );
};
