import { boContentLanguages, boPage, boPageQuery, deleted, idParams, okEnvelope } from '@gp/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { ContentAdminService } from './content-admin.service';
import {
  announcementEntity,
  bannerEntity,
  customerServiceEntity,
  helpArticleEntity,
  noticeEntity,
  promotionEntity,
  resourceEntity,
  type ContentEntity,
} from './content-entities';
import { promotionRules, type EntityRules } from './content-entity-rules';
import { contentPageEntity } from './content-page-entity';
import { promotionCategoryEntity } from './promotion-category-entity';

type Entity = ContentEntity<z.ZodType, z.ZodType, z.ZodType<{ id: number }>> & EntityRules;

const registerCrud = (fastify: FastifyInstance, admin: ContentAdminService, e: Entity) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['back office: content'];
  const config = { access: staffAccess('content') };
  const base = `/bo/content/${e.path}`;
  app.get(
    base,
    { config, schema: { tags, summary: `List ${e.path}`, querystring: e.listQuery ?? boPageQuery, response: { 200: okEnvelope(boPage(e.output)) } } },
    async (request) => ok(await admin.list(e, request.query as { pageNo: number; pageSize: number })),
  );
  app.post(base, { config, schema: { tags, summary: `Add to ${e.path}`, body: e.input, response: { 200: okEnvelope(e.output) } } }, async (request) =>
    ok(await admin.create(e, request.body as Record<string, unknown>, staffActorOf(request))),
  );
  app.patch(
    `${base}/:id`,
    {
      config,
      schema: { tags, summary: `Change one of ${e.path} (only the fields given)`, params: idParams, body: e.patch, response: { 200: okEnvelope(e.output) } },
    },
    async (request) => ok(await admin.update(e, request.params.id, request.body as Record<string, unknown>, staffActorOf(request))),
  );
  app.delete(
    `${base}/:id`,
    { config, schema: { tags, summary: `Remove one of ${e.path}`, params: idParams, response: { 200: okEnvelope(deleted) } } },
    async (request) => ok(await admin.remove(e, request.params.id, staffActorOf(request))),
  );
};

/** Back office: banners, notices, announcements, promotions and their categories, resources, customer service, help, content pages. Admins and content staff. */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ contentAdmin: ContentAdminService }> = async (app, { contentAdmin }) => {
  app.get(
    '/bo/content/languages',
    {
      config: { access: staffAccess('content') },
      schema: {
        tags: ['back office: content'],
        summary: "The merchant's default and supported languages, for the language of new entries and what each lacks",
        response: { 200: okEnvelope(boContentLanguages) },
      },
    },
    async () => ok(await contentAdmin.languages()),
  );
  const entities = [
    bannerEntity,
    noticeEntity,
    announcementEntity,
    { ...promotionEntity, ...promotionRules },
    promotionCategoryEntity,
    resourceEntity,
    customerServiceEntity,
    helpArticleEntity,
    contentPageEntity,
  ] as Entity[];
  for (const e of entities) {
    registerCrud(app, contentAdmin, e);
  }
};
