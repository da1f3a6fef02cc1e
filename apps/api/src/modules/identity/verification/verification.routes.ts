import { okEnvelope, smsCodeSent, smsNoLoginRequest, smsRegisterRequest } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config/config';
import { ok } from '../../../lib/envelope';
import { publicAccess } from '../../../lib/route-access';
import type { BotCheckService } from '../bot-check';
import type { MemberDirectory, VerificationService } from './verification.service';

type Deps = { verification: VerificationService; members: MemberDirectory; botCheck: Pick<BotCheckService, 'verifyAltcha'>; config: Config };

/**
 * SMS codes for sign-in, forgotten password and registration. Each send
 * costs money and reaches a stranger's phone, so each needs a solved ALTCHA first, like registration.
 */
export const verificationRoutes: FastifyPluginAsyncZod<Deps> = async (app, { verification, members, botCheck, config }) => {
  const tags = ['verification'];
  const routeConfig = { access: publicAccess, rateLimit: { max: config.RATE_LIMIT_SMS_PER_MINUTE, timeWindow: '1 minute' } };
  app.post(
    '/wps/verification/sms/noLogin',
    {
      config: routeConfig,
      schema: {
        tags,
        summary: "SMS code for sign-in or a forgotten password (solved ALTCHA required); the same answer whether or not the number is a member's",
        body: smsNoLoginRequest,
        response: { 200: okEnvelope(smsCodeSent) },
      },
    },
    async (request) => {
      const { countryDialingCode = '', mobileNum = '', purpose, altcha } = request.body;
      await botCheck.verifyAltcha(altcha);
      return ok(await verification.sendSmsCodeToMember({ purpose, countryDialingCode, mobileNum, ip: request.ip, language: request.lang }, members));
    },
  );
  app.post(
    '/wps/verification/sms/register',
    {
      config: routeConfig,
      schema: {
        tags,
        summary: 'SMS code for mobile registration (solved ALTCHA required; MOBILE_TAKEN when the number is registered)',
        body: smsRegisterRequest,
        response: { 200: okEnvelope(smsCodeSent) },
      },
    },
    async (request) => {
      const { countryDialingCode = '', mobileNo = '', altcha } = request.body;
      await botCheck.verifyAltcha(altcha);
      return ok(await verification.sendSmsCodeForRegistration({ countryDialingCode, mobileNum: mobileNo, ip: request.ip, language: request.lang }, members));
    },
  );
};
