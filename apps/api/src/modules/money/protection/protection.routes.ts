import {
  depositLimitsRequest,
  exclusionResponse,
  okEnvelope,
  protectionOverview,
  realityCheckRequest,
  realityCheckSetting,
  realityCheckStatus,
  selfExclusionRequest,
  timeOutRequest,
  wagerLimitsOverview,
  wagerLimitsRequest,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config/config';
import { ok } from '../../../lib/envelope';
import { memberAccess } from '../../../lib/route-access';
import { callerOf, memberOf } from '../../../lib/caller-context';
import type { ProtectionService } from './protection.service';

/** Player protection: the member's own limits, exclusions and reality check. */
export const protectionRoutes: FastifyPluginAsyncZod<{ protection: ProtectionService; config: Config }> = async (app, { protection, config }) => {
  const tags = ['player protection'];
  const access = memberAccess;
  // The exclusion calls check the login password: limited like every other password check.
  const rateLimit = { max: config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };
  app.get(
    '/wps/member/protection',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Deposit and wager limits with usage and waiting raises, exclusion state, reality check',
        response: { 200: okEnvelope(protectionOverview) },
      },
    },
    async (request) => ok(await protection.overview(memberOf(request))),
  );
  app.put(
    '/wps/member/protection/depositLimits',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Set deposit limits (24 h, 7 d, 30 d): lowering is immediate, raising waits 24 hours',
        body: depositLimitsRequest,
        response: { 200: okEnvelope(protectionOverview) },
      },
    },
    async (request) => ok(await protection.setDepositLimits(memberOf(request), request.body)),
  );
  app.get(
    '/wps/member/protection/wagerLimits',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Wager limits (24 h, 7 d, 30 d) with valid bets in each rolling window and waiting raises',
        response: { 200: okEnvelope(wagerLimitsOverview) },
      },
    },
    async (request) => ok(await protection.wagerLimits(memberOf(request))),
  );
  app.put(
    '/wps/member/protection/wagerLimits',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Set wager limits (24 h, 7 d, 30 d): lowering is immediate, raising waits 24 hours; a bet past one is refused LIMIT_EXCEEDED',
        body: wagerLimitsRequest,
        response: { 200: okEnvelope(protectionOverview) },
      },
    },
    async (request) => ok(await protection.setWagerLimits(memberOf(request), request.body)),
  );
  app.post(
    '/wps/member/protection/selfExclusion',
    {
      config: { access, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: 'Self-exclude for a period, confirmed with the login password; signs the member out everywhere (E)',
        body: selfExclusionRequest,
        response: { 200: okEnvelope(exclusionResponse) },
      },
    },
    async (request) => ok(await protection.exclude(memberOf(request), request.body, callerOf(request))),
  );
  app.post(
    '/wps/member/protection/timeOut',
    {
      config: { access, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: 'Take a time-out, confirmed with the login password; signs the member out everywhere (E)',
        body: timeOutRequest,
        response: { 200: okEnvelope(exclusionResponse) },
      },
    },
    async (request) => ok(await protection.exclude(memberOf(request), request.body, callerOf(request))),
  );
  app.get(
    '/wps/member/protection/realityCheck',
    {
      config: { access },
      schema: { tags, summary: 'Elapsed session time and net game result for the reality-check dialog', response: { 200: okEnvelope(realityCheckStatus) } },
    },
    async (request) => ok(await protection.realityCheck(memberOf(request))),
  );
  app.put(
    '/wps/member/protection/realityCheck',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Choose the reality-check interval (minutes from the offered choices) or null for off',
        body: realityCheckRequest,
        response: { 200: okEnvelope(realityCheckSetting) },
      },
    },
    async (request) => ok(await protection.setRealityCheck(memberOf(request), request.body.minutes)),
  );
};
