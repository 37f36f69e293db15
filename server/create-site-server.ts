import { existsSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { matchHost } from '../runtime/context/hosts.ts';
import { STAMP_FILE } from '../tools/build/build-stamp.ts';
import { installErrorHandling } from './http/http-error.ts';
import { requestHost } from './http/request-host.ts';
import { installRequestInput } from './http/request-input.ts';
import { applySecurityHeaders, securityHeadersPlugin } from './http/security-headers.ts';
import { serverLoggerOptions, type ServerLogOptions } from './http/server-log.ts';
import { registerLiveConfig } from './live/live-config.ts';
import { PWA_PATH_PREFIX, registerPwaRoutes } from './pwa/pwa-routes.ts';
import { DocumentRenderer, sendDocument } from './site/document.ts';
import { loadFirstViewRenderer } from './site/first-view.ts';
import { loadBrands } from './site/resolve-site.ts';
import { isApiPath } from './upstream/api-paths.ts';
import { upstreamPlugin } from './upstream/plugin.ts';

/** The port the site server listens on when neither PORT nor `--port` is given. */
export const DEFAULT_PORT = 8080;
/** Largest request body accepted (bigger ones get 413). */
export const BODY_LIMIT_BYTES = 1_048_576;
/** Answers 200 while the process serves: the health check of a container or a load balancer. */
export const HEALTH_PATH = '/__croupier/health';
/** What the static files under /assets (hashed names) are served with: a CDN may keep them forever. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * The build's page template and its precompressed copies: never served as files. The page
 * document is made from the template (nonce, boot payload, preloads); served bare it has neither,
 * and its inline style breaks the CSP.
 */
const PAGE_TEMPLATE_FILES = new Set(['/index.html', '/index.html.br', '/index.html.gz']);
/** Paths that are never the client's pages, beyond the platform API ones. */
const SERVER_PATH_PREFIXES = ['/assets/generated', '/connection', '/__croupier', PWA_PATH_PREFIX];

/** Registers the platform's API (its routes, hooks and socket) on the site server. */
export type PlatformHook = (app: FastifyInstance) => Promise<void>;

export interface SiteServerOptions {
  /** Directory of brands (default `brands`). */
  brandsDir?: string;
  /** Built client to serve with an SPA fallback (`dist`). */
  distDir?: string;
  /** Built server renderer of the first view (default `<distDir>-ssr`; CROUPIER_SSR=0 turns it off). */
  ssrDir?: string;
  /** Built service worker (default `<distDir>-sw/sw.js`, written by `npm run build`). */
  serviceWorkerFile?: string;
  /**
   * CROUPIER_SERVICE_WORKER (default on): with false, /sw.js is a worker that deletes the site's
   * caches and unregisters itself, which takes the app's worker off every browser that has it.
   */
  serviceWorker?: boolean;
  /**
   * CROUPIER_TRUST_PROXY: addresses or CIDR ranges of the reverse proxies in front of the server,
   * comma-separated (`127.0.0.1`, `10.0.0.0/8,192.168.1.5`). Only requests from them have their
   * client address taken from X-Forwarded-For (and the scheme from X-Forwarded-Proto). Unset, the
   * client address is the TCP peer's and forwarding headers are ignored.
   */
  trustProxy?: string;
  /**
   * Production mode (default: NODE_ENV=production): no development aids reach a browser, and
   * every limit of the server holds.
   */
  production?: boolean;
  /**
   * Live configuration (development only: ignored in production): edits under brands/ are
   * validated as they are saved and announced on GET /__croupier/events; a broken one keeps the
   * file's last good version served (server/live/).
   */
  liveConfig?: boolean;
  /**
   * The server's log (`http/server-log.ts`): level `warn` by default, `info` (each request and
   * answer) with CROUPIER_LOG=1, `silent` in a vitest run; tests pass a level and a stream to read
   * it. Secrets (token query values, Authorization and Cookie headers) are redacted.
   */
  logger?: ServerLogOptions;
  /** Called with every route as it is registered: tests collect the route table with it. */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Base URL of the real platform: the API and the real-time socket are proxied there
   * (upstream/plugin.ts). Give this or `platform`, not both.
   */
  upstream?: string;
  /**
   * Registers the platform's API on this server instead (the sandbox's fake casino does): the
   * pages then carry a boot payload and a server-rendered first view, read from it in-process.
   */
  platform?: PlatformHook;
  /** Registered before the API, whichever serves it: hooks that must see API calls first (fault mode). */
  beforeApi?: PlatformHook;
  /** Paths of the platform's own tools that are never the client's pages (`/sandbox`). */
  toolPaths?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** SiteServerOptions.production, for the plugins and routes that behave differently in production. */
    production: boolean;
  }
}

/** CROUPIER_TRUST_PROXY as Fastify's `trustProxy`: the listed proxies, or none. */
function trustedProxies(setting: string | undefined): string[] | false {
  const proxies = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return proxies.length > 0 ? proxies : false;
}

/** Whether a path belongs to the API or the server's own routes rather than to the client's pages. */
export function isServerPath(url: string, toolPaths: readonly string[] = []): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return (
    isApiPath(path) ||
    [...SERVER_PATH_PREFIXES, ...toolPaths].some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}

/**
 * The site server: the client's pages (page document, first view), its built assets, the PWA
 * routes and the security headers of every answer, for each brand by the request's host; the
 * platform's API either proxied to `upstream` or registered by `platform`. It keeps no state of
 * its own (sessions, balances and the rest live on the platform), so any number of copies can run
 * side by side.
 * @example const app = await createSiteServer({ distDir: 'dist', upstream: 'https://platform.example' });
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  if ((options.upstream === undefined) === (options.platform === undefined)) {
    throw new Error('createSiteServer needs either `upstream` or `platform`, not both and not neither');
  }
  const brandsDir = resolve(options.brandsDir ?? 'brands');
  const toolPaths = options.toolPaths ?? [];
  const app = Fastify({
    logger: serverLoggerOptions(options.logger),
    // The rate limits key on request.ip: a forwarded address counts only from a configured proxy.
    trustProxy: trustedProxies(options.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // Unknown fields are refused (400), never silently dropped; types are never coerced.
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true, allowUnionTypes: true },
    },
    // A URL that does not decode is answered before any hook runs: it gets the security headers here.
    frameworkErrors: (error, request: FastifyRequest, reply: FastifyReply) => {
      applySecurityHeaders(request, reply, loadBrands(brandsDir));
      return reply.status(400).send({ error: 'bad_request', message: error.message });
    },
  });
  app.decorate('production', options.production ?? process.env.NODE_ENV === 'production');
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // First: every answer, whatever answers it, carries the headers and a nonce for its inline elements.
  await app.register(securityHeadersPlugin, { brands: () => loadBrands(brandsDir) });
  installErrorHandling(app);
  installRequestInput(app);
  const distDir = options.distDir ? resolve(options.distDir) : null;
  const servesClient = distDir !== null && existsSync(join(distDir, 'index.html'));
  const renderer = servesClient && distDir ? new DocumentRenderer(distDir, brandsDir) : null;
  // The page's boot payload and first view are read from the API in-process: with the platform
  // registered here. Behind an upstream the browser asks the platform itself.
  const platformHere = options.platform !== undefined;
  const firstView =
    renderer && distDir && platformHere
      ? await loadFirstViewRenderer(options.ssrDir ? resolve(options.ssrDir) : `${distDir}-ssr`)
      : null;
  const serveDocument = (request: FastifyRequest, reply: FastifyReply) =>
    sendDocument(app, renderer!, request, reply, {
      brand: matchHost(loadBrands(brandsDir), requestHost(request)).brand,
      withBoot: platformHere,
      firstView,
    });
  app.setNotFoundHandler((request, reply) => {
    const html = (request.headers.accept ?? '').includes('text/html');
    // Client routes (/pokies/all, /profile/limits...) are the SPA's: they all get the page document.
    if (renderer && request.method === 'GET' && html && !isServerPath(request.url, toolPaths)) {
      return serveDocument(request, reply);
    }
    return reply.status(404).send({ error: 'not_found' });
  });
  // JSON answers (messages, CMS documents, game pages) go out compressed like on a real platform;
  // brotli at a low quality costs well under a millisecond for them. Built assets are precompressed.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.get(HEALTH_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  if (options.beforeApi) await options.beforeApi(app);
  if (options.upstream !== undefined) {
    await app.register(upstreamPlugin, { target: options.upstream });
  } else {
    await options.platform!(app);
  }

  if (options.liveConfig && !app.production) await registerLiveConfig(app, { brandsDir });
  // The installable app: manifest, icons and offline pages always; the worker once it is built.
  registerPwaRoutes(app, {
    brands: () => loadBrands(brandsDir),
    brandsDir,
    serviceWorkerFile:
      servesClient && distDir
        ? options.serviceWorkerFile
          ? resolve(options.serviceWorkerFile)
          : join(`${distDir}-sw`, 'sw.js')
        : null,
    buildStampFile: distDir ? join(distDir, basename(STAMP_FILE)) : null,
    enabled: options.serviceWorker ?? true,
    shellFiles: () => renderer?.shellFiles() ?? [],
  });

  if (servesClient && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // `/` is a client route like any other: the page document, not the bare index.html.
      index: false,
      // `/index.html` too: it falls through to the not-found handler, which serves the page document.
      allowedPath: (path) => !PAGE_TEMPLATE_FILES.has(path),
      // The build writes .br/.gz beside each text asset (tools/build/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Hashed file names never change content; the page itself is always revalidated.
        void reply.header(
          'cache-control',
          path.includes(`${sep}assets${sep}`) ? IMMUTABLE_CACHE_CONTROL : 'no-cache',
        );
      },
    });
  }
  if (renderer) app.get('/', serveDocument);

  await app.ready();
  return app;
}
