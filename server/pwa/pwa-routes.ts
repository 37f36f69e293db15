import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FALLBACK_LOCALE } from '../../runtime/context/locales.ts';
import { matchHost } from '../../runtime/context/hosts.ts';
import {
  CACHE_PREFIX,
  offlinePagePath,
  SERVICE_WORKER_CONFIG_GLOBAL,
  type ServiceWorkerConfig,
} from '../../runtime/pwa/cache-rules.ts';
import type { BrandConfig } from '../../schemas/brand.schema.ts';
import { BrandContent } from '../site/brand-content.ts';
import { requestHost } from '../http/request-host.ts';
import { brandIconPng, brandIconSvg } from './brand-icon.ts';
import { offlineTexts, renderOfflinePage } from './offline-page.ts';
import { ICONS_PATH, PNG_ICONS, SVG_ICON, webAppManifest } from './web-app-manifest.ts';

/**
 * The installable app (spec §2 PWA installer, §9 "offline app manifest display standalone"), per
 * brand of the request's host: the web app manifest, the icons drawn from the brand's theme, the
 * offline page of each of its locales, and the service worker with the brand's configuration.
 * Served with or without the sandbox's API (an upstream platform too): they belong to the client.
 */
export const MANIFEST_PATH = '/manifest.webmanifest';
export const SERVICE_WORKER_PATH = '/sw.js';
/** Everything else of the app lives under this prefix (icons, offline pages). */
export const PWA_PATH_PREFIX = '/pwa';

export interface PwaRoutesOptions {
  brands: () => readonly BrandConfig[];
  brandsDir: string;
  /** The built worker (dist-sw/sw.js); /sw.js answers 404 while it is not built. */
  serviceWorkerFile: string | null;
  /** The build's fingerprint (dist/.build-stamp), when there is one. */
  buildStampFile: string | null;
  /** The built app shell's files (DocumentRenderer.shellFiles). */
  shellFiles: () => readonly string[];
  /** False: /sw.js is REMOVING_WORKER, which takes the worker off the browsers that have it. */
  enabled: boolean;
}

/**
 * The worker served when the service worker is turned off (CROUPIER_SERVICE_WORKER=0): a browser
 * that has the app's worker fetches /sw.js to update it, installs this one instead, and this one
 * deletes the site's caches and unregisters itself. The page's registration installs it too, to
 * the same end.
 */
export const REMOVING_WORKER = [
  "self.addEventListener('install',()=>self.skipWaiting());",
  "self.addEventListener('activate',(event)=>event.waitUntil(caches.keys()",
  `.then((names)=>Promise.all(names.filter((name)=>name.startsWith('${CACHE_PREFIX}-')).map((name)=>caches.delete(name))))`,
  '.then(()=>self.registration.unregister())));',
].join('\n');

/** Icons of a brand: drawn once per theme (a few hundred milliseconds for 512 px). */
const ICON_CACHE_LIMIT = 64;

const NOT_FOUND = { error: 'not_found' };

const fileParam = {
  type: 'object',
  additionalProperties: false,
  required: ['file'],
  properties: { file: { type: 'string', maxLength: 100 } },
} as const;

/** A file's text, re-read when it changes (a rebuild while the server runs), or null when it is missing. */
function fileReader(path: string | null): () => string | null {
  let cached: { mtimeMs: number; size: number; text: string } | null = null;
  return () => {
    if (path === null) return null;
    try {
      const { mtimeMs, size } = statSync(path);
      if (cached?.mtimeMs !== mtimeMs || cached.size !== size) {
        cached = { mtimeMs, size, text: readFileSync(path, 'utf8') };
      }
      return cached.text;
    } catch {
      return null;
    }
  };
}

/**
 * The configuration /sw.js starts with. Its version changes with the build (its fingerprint, the
 * worker's code and the shell's hashed names) and with the brand's offline content, so that a new
 * build or brand change installs a new worker, which fills a new cache and deletes the old one.
 */
export function serviceWorkerConfig(input: {
  brand: Pick<BrandConfig, 'id' | 'name' | 'theme' | 'locales'>;
  shellFiles: readonly string[];
  buildStamp: string;
  workerCode: string;
  offlineContent: string;
}): ServiceWorkerConfig {
  const { brand } = input;
  const locales = [...brand.locales];
  const fallbackLocale = locales.includes(FALLBACK_LOCALE)
    ? FALLBACK_LOCALE
    : (locales[0] ?? FALLBACK_LOCALE);
  const precache = [
    ...input.shellFiles,
    ...locales.map(offlinePagePath),
    MANIFEST_PATH,
    `${ICONS_PATH}/icon-192.png`,
    `${ICONS_PATH}/${SVG_ICON}`,
  ];
  const version = createHash('sha256')
    .update(
      JSON.stringify([
        input.buildStamp,
        input.workerCode,
        precache,
        brand.name,
        brand.theme,
        input.offlineContent,
      ]),
    )
    .digest('hex')
    .slice(0, 12);
  return { brand: brand.id, version, precache, locales, fallbackLocale };
}

export function registerPwaRoutes(app: FastifyInstance, options: PwaRoutesOptions): void {
  const content = new BrandContent(options.brandsDir);
  const workerCode = fileReader(options.serviceWorkerFile);
  const buildStamp = fileReader(options.buildStampFile);
  const icons = new Map<string, { theme: string; body: Buffer | string }>();
  const brandOf = (request: FastifyRequest) => matchHost(options.brands(), requestHost(request)).brand;
  // Each brand's answer is its own, and may change with brand.json: always revalidated.
  const revalidated = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').header('vary', 'Host');

  const offlineContentOf = (brand: BrandConfig) =>
    JSON.stringify(
      brand.locales.map((locale) =>
        offlineTexts(
          content.messages(brand.id, locale),
          content.messages(brand.id, FALLBACK_LOCALE),
          brand.name,
        ),
      ),
    );

  app.get(MANIFEST_PATH, async (request, reply) =>
    revalidated(reply)
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webAppManifest(brandOf(request)))),
  );

  app.get<{ Params: { file: string } }>(
    `${ICONS_PATH}/:file`,
    { schema: { params: fileParam } },
    async (request, reply) => {
      const { file } = request.params;
      const png = Object.hasOwn(PNG_ICONS, file) ? PNG_ICONS[file as keyof typeof PNG_ICONS] : null;
      if (!png && file !== SVG_ICON) return reply.status(404).send(NOT_FOUND);
      const brand = brandOf(request);
      const key = `${brand.id}/${file}`;
      const theme = JSON.stringify(brand.theme);
      let icon = icons.get(key);
      if (icon?.theme !== theme) {
        icon = {
          theme,
          body: png ? brandIconPng(brand.theme, png.size, png.purpose) : brandIconSvg(brand.theme),
        };
        if (icons.size >= ICON_CACHE_LIMIT) icons.clear();
        icons.set(key, icon);
      }
      return revalidated(reply)
        .type(png ? 'image/png' : 'image/svg+xml')
        .send(icon.body);
    },
  );

  app.get<{ Params: { file: string } }>(
    `${PWA_PATH_PREFIX}/offline/:file`,
    { schema: { params: fileParam } },
    async (request, reply) => {
      const brand = brandOf(request);
      const locale = /^(.+)\.html$/.exec(request.params.file)?.[1];
      if (locale === undefined || !(brand.locales as readonly string[]).includes(locale)) {
        return reply.status(404).send(NOT_FOUND);
      }
      const texts = offlineTexts(
        content.messages(brand.id, locale),
        content.messages(brand.id, FALLBACK_LOCALE),
        brand.name,
      );
      return revalidated(reply)
        .type('text/html; charset=utf-8')
        .send(renderOfflinePage({ brand, locale, texts, nonce: request.cspNonce }));
    },
  );

  app.get(SERVICE_WORKER_PATH, async (request, reply) => {
    if (!options.enabled)
      return revalidated(reply).type('text/javascript; charset=utf-8').send(REMOVING_WORKER);
    const code = workerCode();
    if (code === null) return reply.status(404).send(NOT_FOUND);
    const brand = brandOf(request);
    const config = serviceWorkerConfig({
      brand,
      shellFiles: options.shellFiles(),
      buildStamp: buildStamp()?.trim() ?? '',
      workerCode: code,
      offlineContent: offlineContentOf(brand),
    });
    // Served from the root, the worker's scope is the whole site (no Service-Worker-Allowed needed).
    return revalidated(reply)
      .type('text/javascript; charset=utf-8')
      .send(`self.${SERVICE_WORKER_CONFIG_GLOBAL}=${JSON.stringify(config)};\n${code}`);
  });
}
