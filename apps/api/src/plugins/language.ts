import { negotiateTag } from '@gp/i18n';
import type { FastifyInstance } from 'fastify';

/** The caller's language, from Accept-Language, for every message the API writes. */
export const registerLanguage = (app: FastifyInstance): void => {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request) => {
    request.lang = negotiateTag(request.headers['accept-language']);
  });
};
