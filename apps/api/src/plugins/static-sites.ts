import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteTheme } from '@gp/contracts';
import { homeRoutes, renderSpaShell } from './spa-shell';

const apiPrefixes = ['/wps/', '/lgw/', '/lotto/', '/gw/', '/bo/', '/docs', '/healthz', '/readyz', '/metrics'];

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply> | null;

/**
 * Serves the built player site at / and the back office at /backoffice/. A GET of a client route (no file
 * extension) gets the SPA's index.html; API paths and missing files get the 404 envelope. Files are
 * served from the .br or .gz the build wrote beside them when the client accepts that encoding.
 */
export const registerStaticSites = async (
  app: FastifyInstance,
  dirs: { web: string; backoffice: string },
  /** The first home banner's URL, for the player site's shell (spa-shell.ts). */
  firstHomeBanner: () => Promise<string | null>,
  /** The operator's theme for visitors who have not chosen one (spa-shell.ts). */
  defaultTheme: () => Promise<SiteTheme> = async () => 'dark',
): Promise<SpaFallback> => {
  const hasWeb = existsSync(join(dirs.web, 'index.html'));
  const webIndex = hasWeb ? readFileSync(join(dirs.web, 'index.html'), 'utf8') : '';
  const hasBackoffice = existsSync(join(dirs.backoffice, 'index.html'));
  // Hashed assets never change; index.html must always be revalidated so a deploy shows at once.
  const setHeaders = (reply: FastifyReply, path: string) => {
    reply.header(
      'cache-control',
      path.endsWith('.html') ? 'no-cache' : path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
  };
  if (hasWeb) await app.register(fastifyStatic, { root: dirs.web, prefix: '/', wildcard: false, index: false, preCompressed: true, setHeaders });
  if (hasBackoffice) {
    await app.register(fastifyStatic, {
      root: dirs.backoffice,
      prefix: '/backoffice/',
      wildcard: false,
      index: false,
      preCompressed: true,
      decorateReply: !hasWeb,
      setHeaders,
    });
  }

  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A client route has no file extension; a missing /assets/x.js must stay a 404, not become HTML.
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    const isClientRoute = request.method === 'GET' && !lastSegment.includes('.');
    if (!isClientRoute || apiPrefixes.some((p) => path.startsWith(p))) return null;
    reply.header('cache-control', 'no-cache');
    if (hasBackoffice && (path === '/backoffice' || path.startsWith('/backoffice/'))) return reply.sendFile('index.html', dirs.backoffice);
    if (!hasWeb) return null;
    return (async () => {
      const [banner, theme] = await Promise.all([
        homeRoutes.has(path) ? firstHomeBanner().catch(() => null) : null,
        defaultTheme().catch((): SiteTheme => 'dark'),
      ]);
      return reply.type('text/html; charset=utf-8').send(renderSpaShell(webIndex, path, banner, theme));
    })();
  };
};
