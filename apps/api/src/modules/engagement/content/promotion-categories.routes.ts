import { okEnvelope, promotionCategoryList, promotionCategoryQuery } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { publicAccess } from '../../../lib/route-access';
import type { PromotionCategoryService } from './promotion-categories.service';

/** The promotions hall's tabs: the enabled categories, named in the caller's language. */
export const promotionCategoryRoutes: FastifyPluginAsyncZod<{ promotionCategories: PromotionCategoryService }> = async (app, { promotionCategories }) => {
  app.get(
    '/wps/content/promotionCategories',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['content'],
        summary: "Enabled promotion categories in sequence, named in the caller's language (with the usual fallback)",
        querystring: promotionCategoryQuery,
        response: { 200: okEnvelope(promotionCategoryList) },
      },
    },
    async (request) => ok(await promotionCategories.list(languageOf(request, request.query.language))),
  );
};
