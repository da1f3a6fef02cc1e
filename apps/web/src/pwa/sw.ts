/**
 * The player site's service worker: it makes the site installable and shows the offline page when a
 * page cannot load. Hand-written rather than generated with Workbox: it keeps five small files and
 * answers page loads with a network fetch and one fallback, which is a few lines here, while the
 * Workbox build tooling brings a Babel and Rollup tool chain into the build for none of its caching
 * strategies. The rules live in sw-rules.ts, unit-tested; scripts/vite-pwa.ts builds this file to
 * /sw.js with the build's version.
 */
import { cacheName, decide, isOwnCache, offlinePage, precachedFiles } from './sw-rules';

declare const __GP_SW_VERSION__: string;

// The worker's own global, typed by hand: the site's code is type-checked against the DOM library,
// which cannot be combined with the WebWorker one in the same program.
type ExtendableEventLike = Event & { waitUntil: (promise: Promise<unknown>) => void };
type FetchEventLike = ExtendableEventLike & {
  request: Request;
  preloadResponse?: Promise<Response | undefined>;
  respondWith: (response: Promise<Response>) => void;
};
type WorkerScope = {
  location: Location;
  registration: { navigationPreload?: { enable: () => Promise<void> } };
  clients: { claim: () => Promise<void> };
  skipWaiting: () => Promise<void>;
  addEventListener: ((type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void) => void) &
    ((type: 'fetch', listener: (event: FetchEventLike) => void) => void);
};

const worker = self as unknown as WorkerScope;
const cache = cacheName(__GP_SW_VERSION__);

worker.addEventListener('install', (event) => {
  // 'reload': the files straight from the server, never a copy from the HTTP cache of an older build.
  event.waitUntil(
    caches
      .open(cache)
      .then((store) => store.addAll(precachedFiles.map((path) => new Request(path, { cache: 'reload' }))))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => isOwnCache(name) && name !== cache).map((name) => caches.delete(name)));
      // The page request starts while the worker boots, so a page load costs no extra wait.
      await worker.registration.navigationPreload?.enable().catch(() => undefined);
      await worker.clients.claim();
    })(),
  );
});

const pageLoad = async (event: FetchEventLike): Promise<Response> => {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded ?? (await fetch(event.request));
  } catch {
    // Only a network failure lands here; an error answer from the server is shown as it is.
    return (await caches.match(offlinePage, { cacheName: cache })) ?? Response.error();
  }
};

worker.addEventListener('fetch', (event) => {
  const decision = decide({ method: event.request.method, url: event.request.url, mode: event.request.mode, origin: worker.location.origin });
  if (decision === 'navigate') event.respondWith(pageLoad(event));
  else if (decision === 'precached') event.respondWith(caches.match(event.request, { cacheName: cache }).then((hit) => hit ?? fetch(event.request)));
});
