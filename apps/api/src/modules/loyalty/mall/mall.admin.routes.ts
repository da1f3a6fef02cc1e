import {
  boPointsGrantInput,
  boPointsGrantResult,
  boPointsMallConfig,
  boPointsMallConfigInput,
  boPointsMallGoods,
  boPointsMallGoodsInput,
  boPointsMallGoodsIdParams,
  boPointsMallGoodsList,
  boPointsMallIdParams,
  boPointsMallReject,
  boPointsMallRedemption,
  boPointsMallRedemptionPage,
  boPointsMallRedemptionQuery,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { PointsMallAdminService } from './mall-admin.service';

/**
 * Back office, points mall: content editors and operators keep the goods; operators and finance work
 * the redemption queue; finance and operators set the conversion terms (they move money).
 */
export const pointsMallAdminRoutes: FastifyPluginAsyncZod<{ mallAdmin: PointsMallAdminService }> = async (app, { mallAdmin }) => {
  const tags = ['back office: points mall'];
  const goodsAccess = { access: staffAccess('content', 'operator') };
  const queueAccess = { access: staffAccess('operator', 'finance') };
  const configAccess = { access: staffAccess('finance', 'operator') };

  app.get(
    '/bo/points-mall/goods',
    {
      config: goodsAccess,
      schema: { tags, summary: 'Every goods item, offered or not, with the items redeemed', response: { 200: okEnvelope(boPointsMallGoodsList) } },
    },
    async () => ok(await mallAdmin.goodsList()),
  );
  app.post(
    '/bo/points-mall/goods',
    { config: goodsAccess, schema: { tags, summary: 'Add a goods item', body: boPointsMallGoodsInput, response: { 200: okEnvelope(boPointsMallGoods) } } },
    async (request) => ok(await mallAdmin.createGoods(request.body, staffActorOf(request))),
  );
  app.put(
    '/bo/points-mall/goods/:id',
    {
      config: goodsAccess,
      schema: {
        tags,
        summary: 'Replace a goods item (texts, images, stock, limits, window)',
        params: boPointsMallGoodsIdParams,
        body: boPointsMallGoodsInput,
        response: { 200: okEnvelope(boPointsMallGoods) },
      },
    },
    async (request) => ok(await mallAdmin.updateGoods(request.params.id, request.body, staffActorOf(request))),
  );
  app.get(
    '/bo/points-mall/redemptions',
    {
      config: queueAccess,
      schema: {
        tags,
        summary: 'Redemptions by status (waiting ones oldest first) or by member',
        querystring: boPointsMallRedemptionQuery,
        response: { 200: okEnvelope(boPointsMallRedemptionPage) },
      },
    },
    async (request) => ok(await mallAdmin.redemptions(request.query)),
  );
  app.post(
    '/bo/points-mall/redemptions/:id/approve',
    {
      config: queueAccess,
      schema: { tags, summary: 'Approve a redemption that is applying', params: boPointsMallIdParams, response: { 200: okEnvelope(boPointsMallRedemption) } },
    },
    async (request) => ok(await mallAdmin.approve(BigInt(request.params.id), staffActorOf(request))),
  );
  app.post(
    '/bo/points-mall/redemptions/:id/release',
    {
      config: queueAccess,
      schema: {
        tags,
        summary: 'Mark an approved redemption released (handed over); an unpaid cash one is paid now',
        params: boPointsMallIdParams,
        response: { 200: okEnvelope(boPointsMallRedemption) },
      },
    },
    async (request) => ok(await mallAdmin.release(BigInt(request.params.id), staffActorOf(request))),
  );
  app.post(
    '/bo/points-mall/redemptions/:id/reject',
    {
      config: queueAccess,
      schema: {
        tags,
        summary: 'Reject a redemption of goods with a reason the member sees; its points and items come back',
        params: boPointsMallIdParams,
        body: boPointsMallReject,
        response: { 200: okEnvelope(boPointsMallRedemption) },
      },
    },
    async (request) => ok(await mallAdmin.reject(BigInt(request.params.id), request.body.reason, staffActorOf(request))),
  );
  app.post(
    '/bo/points-mall/points',
    {
      config: queueAccess,
      schema: {
        tags,
        summary: 'Give a member points (or take some back) with a reason; idempotent on the client key',
        body: boPointsGrantInput,
        response: { 200: okEnvelope(boPointsGrantResult) },
      },
    },
    async (request) => ok(await mallAdmin.grantPoints(request.body, staffActorOf(request))),
  );
  app.get(
    '/bo/points-mall/config',
    {
      config: configAccess,
      schema: { tags, summary: 'The conversion ratio, its minimum and the paying loyalty promotion', response: { 200: okEnvelope(boPointsMallConfig) } },
    },
    async () => ok(await mallAdmin.config()),
  );
  app.put(
    '/bo/points-mall/config',
    {
      config: configAccess,
      schema: { tags, summary: 'Set the conversion terms', body: boPointsMallConfigInput, response: { 200: okEnvelope(boPointsMallConfig) } },
    },
    async (request) => ok(await mallAdmin.updateConfig(request.body, staffActorOf(request))),
  );
};
