import {
  convertPointRequest,
  okEnvelope,
  pointsMallConvertTerms,
  pointsMallGoodsDetail,
  pointsMallGoodsIdQuery,
  pointsMallGoodsPage,
  pointsMallGoodsQuery,
  pointsMallRedemptionPage,
  pointsMallRedemptionQuery,
  pointsMallRedemptionResult,
  redeemPointRewardRequest,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config/config';
import { memberOf } from '../../../lib/caller-context';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { memberAccess } from '../../../lib/route-access';
import type { PointsMallService } from './mall.service';

/** The member's points mall: goods, redeem records, and the two password-checked writes (T, E). */
export const pointsMallRoutes: FastifyPluginAsyncZod<{ mall: PointsMallService; config: Config }> = async (app, { mall, config }) => {
  const tags = ['points mall'];
  // A payment password is behind the writes: guesses are throttled like sign-in attempts.
  const rateLimit = { max: config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };
  app.addHook('onSend', async (_request, reply) => {
    // Stock and points change with every redemption: never served from a cache.
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/wps/relay/MCS2_pointRewardList',
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary: 'Goods offered now, by redeem type and sort order, in the caller language',
        querystring: pointsMallGoodsQuery,
        response: { 200: okEnvelope(pointsMallGoodsPage) },
      },
    },
    async (request) => ok(await mall.goods(memberOf(request), request.query, languageOf(request, request.query.language))),
  );
  app.get(
    '/wps/relay/MCS2_pointRewardDetail',
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary: 'One offered goods item with what this member already holds of it',
        querystring: pointsMallGoodsIdQuery,
        response: { 200: okEnvelope(pointsMallGoodsDetail) },
      },
    },
    async (request) => ok(await mall.goodsDetail(memberOf(request), request.query.id, languageOf(request, request.query.language))),
  );
  app.get(
    '/wps/relay/MCS2_pointRedeemList',
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary: "The member's redeem records (redemptions and conversions), newest first",
        querystring: pointsMallRedemptionQuery,
        response: { 200: okEnvelope(pointsMallRedemptionPage) },
      },
    },
    async (request) => ok(await mall.records(memberOf(request), request.query)),
  );
  app.get(
    '/wps/relay/MCS2_pointConvertTerms',
    {
      config: { access: memberAccess },
      schema: { tags, summary: 'The conversion ratio, its minimum and whether conversion is open', response: { 200: okEnvelope(pointsMallConvertTerms) } },
    },
    async () => ok(await mall.convertTerms()),
  );
  app.post(
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    {
      config: { access: memberAccess, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: 'Redeem goods with points and the payment password (E); idempotent on the client key, refusals included',
        body: redeemPointRewardRequest,
        response: { 200: okEnvelope(pointsMallRedemptionResult) },
      },
    },
    async (request) => ok(await mall.redeem(memberOf(request), request.body, languageOf(request))),
  );
  app.post(
    '/wps/relay/passwordCheck/MCS2_convertPoint',
    {
      config: { access: memberAccess, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: 'Convert points to cash at the configured ratio with the payment password (E); idempotent on the client key',
        body: convertPointRequest,
        response: { 200: okEnvelope(pointsMallRedemptionResult) },
      },
    },
    async (request) => ok(await mall.convert(memberOf(request), request.body)),
  );
};
