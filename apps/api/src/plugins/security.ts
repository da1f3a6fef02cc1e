import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export type SecurityHeaderOptions = {
  /** Origins whose game pages the site frames over plain http too (the demo vendor, DEMO_VENDOR_URL). */
  gameOrigins?: readonly string[];
  /** 'sha256-…' of the built pages' inline scripts (inline-script-hashes.ts): the only inline code allowed. */
  scriptHashes?: readonly string[];
};

/**
 * Helmet with a strict CSP: only our own scripts and styles, no inline code except the pages' own
 * pre-paint scripts named by their hash, and nobody may frame this site. The API sends no CORS
 * headers, so browsers keep other origins out (same-origin by default).
 *
 * frame-src: the game page shows a vendor's game in an iframe. Vendors and their launch URLs are
 * configured at run time in the back office, so no fixed list can name them: any https origin may
 * be framed (a cross-origin frame cannot read or script this page, and the iframe is sandboxed),
 * plus the configured demo vendor, which runs over plain http on the local machine.
 *
 * Helmet's middleware is built once here and run on every request: @fastify/helmet rebuilt it (and
 * re-parsed the CSP) per request, about a tenth of the API's CPU on a vendor wallet call.
 */
export const registerSecurityHeaders = (app: FastifyInstance, options: SecurityHeaderOptions = {}): void => {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.scriptHashes ?? [])],
        // The ALTCHA solver runs in a Web Worker built as its own file; no blob: or data: workers.
        workerSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...(options.gameOrigins ?? []), 'https:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // No page uses <base>, so none may be injected to redirect relative URLs.
        baseUri: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
};
