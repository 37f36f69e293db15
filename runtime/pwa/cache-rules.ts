// What the service worker (service-worker.ts) does with each request and each answer, as pure
// functions: the worker itself only wires them to the Cache API. Money, the player and every API
// answer are never stored: a cached balance or cashbox page would show a state that is gone.
import { PLATFORM_PATH_PREFIXES } from '../api/platform-paths.ts';

/** What the worker does with a request. */
export type FetchStrategy =
  /** Not the worker's business: the browser sends it as if there were no worker. */
  | 'bypass'
  /** A page: from the network; offline, the brand's offline page in the visitor's language. */
  | 'navigate'
  /** A file with a hashed name (never changes): from the cache, else the network (then cached). */
  | 'cache-first'
  /** Another file of the site (icons, manifest): from the network; offline, a precached copy. */
  | 'network-first';

/** The part of a Request the rules read. */
export interface RequestFacts {
  method: string;
  url: string;
  /** `navigate` for a page load. */
  mode: string;
}

/** The part of a Response the rules read. */
export interface ResponseFacts {
  status: number;
  /** `basic` for a same-origin answer; `opaque`, `cors`, `error` otherwise. */
  type: string;
  headers: { get(name: string): string | null };
}

/**
 * Paths the worker never answers and never stores: the platform API (balance, payments, player),
 * its reporting calls, messages, the real-time socket, the sandbox's tools and the CSP reports.
 * Each matches the path itself and everything below it.
 */
export const NEVER_CACHED_PREFIXES = [
  ...PLATFORM_PATH_PREFIXES,
  '/connection',
  '/sandbox',
  '/csp-report',
  // Artwork drawn per request and brand files: not hashed, so they may change under the same name.
  '/assets/generated',
  '/assets/brand',
] as const;

/** `/log`, `/log_utm_set`, `/log_utm_send` (reporting), but not the `/login` page. */
const LOG_PATH = /^\/log(_[a-z_]+)?$/;

/** A built file with a content hash in its name (Vite: `/assets/<name>-<hash>.<ext>`). */
const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Whether a same-origin path is one the worker must never answer from, or put into, a cache. */
export function isNeverCachedPath(path: string): boolean {
  return LOG_PATH.test(path) || NEVER_CACHED_PREFIXES.some((prefix) => underPrefix(path, prefix));
}

/**
 * What the worker does with a request of a page of `origin`.
 * @example fetchStrategy({ method: 'GET', url: 'https://nova.example/api/player', mode: 'cors' }, 'https://nova.example') // 'bypass'
 * @example fetchStrategy({ method: 'GET', url: 'https://nova.example/de/pokies', mode: 'navigate' }, 'https://nova.example') // 'navigate'
 */
export function fetchStrategy(request: RequestFacts, origin: string): FetchStrategy {
  if (request.method !== 'GET') return 'bypass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'bypass';
  }
  if (url.origin !== origin) return 'bypass';
  if (isNeverCachedPath(url.pathname)) return 'bypass';
  if (request.mode === 'navigate') return 'navigate';
  if (HASHED_ASSET.test(url.pathname) && url.search === '') return 'cache-first';
  return 'network-first';
}

/** The directives of a Cache-Control header, lower case. */
function cacheDirectives(header: string | null): string[] {
  return (header ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter(Boolean);
}

/**
 * Whether an answer to `url` may be stored: a complete same-origin 200 that its server does not
 * forbid storing (`no-store`, `private`, `Vary: *`), on a path that is never the API's.
 * @example mayStore('https://nova.example/assets/main-1a2b3c4d.js', { status: 200, type: 'basic', headers }) // true
 */
export function mayStore(url: string, response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  if (isNeverCachedPath(path)) return false;
  const directives = cacheDirectives(response.headers.get('cache-control'));
  if (directives.includes('no-store') || directives.includes('private')) return false;
  return response.headers.get('vary')?.trim() !== '*';
}

/** Prefix of every cache the site's worker owns; the rest of the name is the brand and the build. */
export const CACHE_PREFIX = 'croupier-shell';

/**
 * The cache of one build of a brand's shell.
 * @example shellCacheName('nova', '3f1c9a20b7d4') // 'croupier-shell-nova-3f1c9a20b7d4'
 */
export function shellCacheName(brandId: string, version: string): string {
  return `${CACHE_PREFIX}-${brandId}-${version}`;
}

/** The worker's caches of other builds, to delete once this one is active; other caches stay. */
export function staleCaches(names: readonly string[], current: string): string[] {
  return names.filter((name) => name.startsWith(`${CACHE_PREFIX}-`) && name !== current);
}

/**
 * The locale of the offline page: the page's locale prefix when it names one of the brand's
 * locales, else the browser's first language the brand offers (exact, then by language), else the
 * fallback.
 * @example offlineLocale('/de/pokies', ['en', 'de'], ['en-US'], 'en') // 'de'
 * @example offlineLocale('/', ['en', 'fr-CA', 'no'], ['nb-NO', 'en'], 'en') // 'no'
 */
export function offlineLocale(
  pathname: string,
  locales: readonly string[],
  browserLanguages: readonly string[],
  fallback: string,
): string {
  const prefix = pathname.split('/')[1] ?? '';
  const exact = (tag: string) => locales.find((locale) => locale.toLowerCase() === tag.toLowerCase());
  if (prefix && exact(prefix)) return exact(prefix)!;
  const language = (tag: string) => {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    // Norwegian Bokmål and Nynorsk are the brand's `no`.
    const wanted = base === 'nb' || base === 'nn' ? 'no' : base;
    return locales.find((locale) => locale.toLowerCase() === wanted);
  };
  for (const tag of browserLanguages) {
    const found = exact(tag) ?? language(tag);
    if (found) return found;
  }
  return fallback;
}

/** The URL of the offline page of a locale, precached by the worker and served by the server. */
export function offlinePagePath(locale: string): string {
  return `/pwa/offline/${locale}.html`;
}

/** What the server writes into /sw.js before the worker's code (server/pwa/pwa-routes.ts). */
export interface ServiceWorkerConfig {
  brand: string;
  /** The build's version: part of the cache name, so a new build fills a new cache. */
  version: string;
  /** Same-origin paths stored when the worker installs: the app shell and the offline pages. */
  precache: string[];
  /** The brand's locales (an offline page each) and the fallback. */
  locales: string[];
  fallbackLocale: string;
}

/** The global the server sets in /sw.js for the worker. */
export const SERVICE_WORKER_CONFIG_GLOBAL = '__CROUPIER_SW__';
