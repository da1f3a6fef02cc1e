/**
 * What the service worker does with each request, as a pure function so the rules are tested
 * without a browser. The worker answers only two kinds of request itself: page navigations (from
 * the network, the offline page when the network fails) and the few files of the offline page
 * (from its cache). Everything else, the API above all, is never answered by it and never stored:
 * balances and account data always come from the server, and an API call made offline fails as it
 * would without a worker.
 */

/** The offline page and the files it needs: all that the worker keeps. */
export const offlinePage = '/offline.html';
export const precachedFiles = [offlinePage, '/offline.css', '/offline.js', '/favicon.svg'] as const;

/** Paths the server answers itself (API, vendor wallet, back office, docs, health): never the worker's business. */
const serverPrefixes = ['/wps', '/lgw', '/lotto', '/gw', '/bo', '/backoffice', '/docs', '/healthz', '/readyz', '/socket'] as const;

export type RequestFacts = {
  method: string;
  url: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  /** The worker's own origin. */
  origin: string;
};

/**
 * - `navigate`: a page load; from the network, the offline page only when the network fails.
 * - `precached`: one of the offline page's files, from the worker's cache.
 * - `pass`: not answered by the worker at all (the browser fetches it as if there were no worker).
 */
export type Decision = 'navigate' | 'precached' | 'pass';

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

export const isServerPath = (path: string): boolean => serverPrefixes.some((prefix) => underPrefix(path, prefix));

export const decide = (request: RequestFacts): Decision => {
  if (request.method !== 'GET') return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== request.origin) return 'pass';
  if (isServerPath(url.pathname)) return 'pass';
  if (request.mode === 'navigate') return 'navigate';
  if (url.search === '' && (precachedFiles as readonly string[]).includes(url.pathname)) return 'precached';
  return 'pass';
};

/** The cache's name: one per build of the offline files, so a new build replaces the old cache whole. */
export const cacheName = (version: string): string => `gp-offline-${version}`;
export const isOwnCache = (name: string): boolean => name.startsWith('gp-offline-');
