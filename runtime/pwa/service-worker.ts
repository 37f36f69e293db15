// The site's service worker, built on its own into dist/sw.js (tools/build/service-worker.config.ts)
// and served at /sw.js with this brand's configuration written before it
// (server/pwa/pwa-routes.ts). It keeps the app shell of one build so that an installed app
// starts offline with the brand's offline page instead of the browser's error. Every decision is a
// pure rule of cache-rules.ts: API, money and the player's answers are never stored.
import {
  fetchStrategy,
  mayStore,
  offlineLocale,
  offlinePagePath,
  SERVICE_WORKER_CONFIG_GLOBAL,
  shellCacheName,
  staleCaches,
  type ServiceWorkerConfig,
} from './cache-rules.ts';

// The worker's own globals: the DOM library of the project types `self` as a window.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  navigator: Navigator;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope & Record<string, unknown>;
const config = scope[SERVICE_WORKER_CONFIG_GLOBAL] as ServiceWorkerConfig;
const cacheName = shellCacheName(config.brand, config.version);
const origin = scope.location.origin;

/** Fetches each file anew (not from the HTTP cache) and stores it; a file that may not be stored fails the install. */
async function precache(): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(
    config.precache.map(async (path) => {
      const request = new Request(path, { cache: 'reload', credentials: 'same-origin' });
      const response = await fetch(request);
      if (!mayStore(response.url || request.url, response)) {
        throw new Error(`${path} cannot be kept for offline use (${response.status})`);
      }
      await cache.put(path, response);
    }),
  );
}

scope.addEventListener('install', (event) => {
  // A new build's worker takes over at once: its cache is complete when installing ends.
  event.waitUntil(precache().then(() => scope.skipWaiting()));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, cacheName).map((name) => caches.delete(name))))
      .then(() => scope.clients.claim()),
  );
});

/** The offline page in the visitor's language (the page's locale prefix, else the browser's). */
async function offlinePage(request: Request): Promise<Response> {
  const locale = offlineLocale(
    new URL(request.url).pathname,
    config.locales,
    scope.navigator.languages ?? [],
    config.fallbackLocale,
  );
  const cache = await caches.open(cacheName);
  const page =
    (await cache.match(offlinePagePath(locale))) ??
    (await cache.match(offlinePagePath(config.fallbackLocale)));
  return page ?? Response.error();
}

async function fromCacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (mayStore(request.url, response)) await cache.put(request, response.clone());
  return response;
}

async function fromNetworkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.open(cacheName).then((cache) => cache.match(request));
    if (cached) return cached;
    throw error;
  }
}

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  switch (fetchStrategy(request, origin)) {
    case 'bypass':
      // No respondWith: the browser fetches it itself, as without a worker.
      return;
    case 'navigate':
      // Pages are never stored (each carries the visitor's session): offline, the offline page.
      event.respondWith(fetch(request).catch(() => offlinePage(request)));
      return;
    case 'cache-first':
      event.respondWith(fromCacheFirst(request));
      return;
    case 'network-first':
      event.respondWith(fromNetworkFirst(request));
  }
});
