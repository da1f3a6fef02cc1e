import { contentPage, contentPageList, contentPageListQuery, contentPageQuery, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { publicAccess } from '../../../lib/route-access';
import type { ContentPageService } from './content-pages.service';

/** Blog, news, about us, responsible gaming and licences pages, for anyone. */
export const contentPageRoutes: FastifyPluginAsyncZod<{ contentPages: ContentPageService }> = async (app, { contentPages }) => {
  const tags = ['content'];
  const config = { access: publicAccess };
  app.get(
    '/wps/content/pages',
    {
      config,
      schema: {
        tags,
        summary: "Published pages of one kind, newest first, as cards in the caller's language (with the usual fallback)",
        querystring: contentPageListQuery,
        response: { 200: okEnvelope(contentPageList) },
      },
    },
    async (request) => ok(await contentPages.list(request.query, languageOf(request, request.query.language))),
  );
  app.get(
    '/wps/content/page',
    {
      config,
      schema: {
        tags,
        summary: "One published page by kind and slug (without a slug, the kind's newest), with its HTML in the caller's language",
        querystring: contentPageQuery,
        response: { 200: okEnvelope(contentPage) },
      },
    },
    async (request) => ok(await contentPages.show(request.query, languageOf(request, request.query.language))),
  );
};
