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
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { createCatalog } from './catalog/catalog.ts';
import { catalogPlugin } from './catalog/plugin.ts';
import { DocumentRenderer, sendDocument } from '../../server/site/document.ts';
import { loadFirstViewRenderer } from '../../server/site/first-view.ts';
import { loadBrands, registerSite } from '../../server/site/resolve-site.ts';
import { matchHost } from '../../runtime/context/hosts.ts';
import { RealtimeHub } from './realtime/hub.ts';
import { realtimePlugin } from './realtime/plugin.ts';
import { faultsPlugin } from './faults/plugin.ts';
import { upstreamPlugin } from '../../server/upstream/plugin.ts';
import { isApiPath } from '../../server/upstream/api-paths.ts';
import { openDatabase, one, type Database } from './db/database.ts';
import { installErrorHandling } from '../../server/http/http-error.ts';
import { idempotencyPlugin } from './http/idempotency.ts';
import { installRequestInput } from '../../server/http/request-input.ts';
import { applySecurityHeaders, securityHeadersPlugin } from '../../server/http/security-headers.ts';
import { adminAccessPlugin, newAdminToken } from './http/admin-access.ts';
import { sandboxLoggerOptions, type SandboxLogOptions } from '../../server/http/server-log.ts';
import { requestHost } from '../../server/http/request-host.ts';
import { resolveSession } from './http/session.ts';
import { PlayerCache } from './http/player-cache.ts';
import { SessionLimits } from './limits/session-limits.ts';
import { DEFAULT_CASHOUT_DELAY_MS } from './payments/cashier.ts';
import { ADMIN_CASHOUTS_PATH } from './payments/cashier-routes.ts';
import type { SandboxDeps } from './sandbox-deps.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { registerPlayerRoutes } from './player/player-routes.ts';
import { registerPaymentRoutes } from './payments/payment-routes.ts';
import { registerLimitRoutes } from './limits/limit-routes.ts';
import { registerBonusRoutes } from './bonuses/bonus-routes.ts';
import { registerGiftAdminRoutes } from './bonuses/gift-admin-routes.ts';
import { registerJackpotAdminRoutes } from './jackpots/jackpot-admin-routes.ts';
import { registerSportBonusRoutes } from './bonuses/sport-bonus-routes.ts';
import { registerExchangeRoutes } from './comp-points/exchange-routes.ts';
import { registerStoreRoutes } from './comp-points/store-routes.ts';
import { registerFavouriteRoutes } from './games/favourite-routes.ts';
import { registerGameRoutes } from './games/game-routes.ts';
import { registerTournamentRoutes } from './tournaments/tournament-routes.ts';
import { registerTournamentAdminRoutes } from './tournaments/tournament-admin-routes.ts';
import { registerQuestRoutes } from './quests/quest-routes.ts';
import { registerDiagnosticsRoutes } from './diagnostics/diagnostics-routes.ts';
import { ADMIN_DOCUMENTS_PATH, registerVerificationRoutes } from './verification/verification-routes.ts';
import { ADMIN_SUPPORT_CHAT_PATH, registerSupportChatRoutes } from './support-chat/chat-routes.ts';
import { registerAdminPlayerRoutes } from './player/admin-player-routes.ts';
import { mailOrigin, registerOutboxRoutes } from './outbox/outbox.ts';
import { PLAYER_GROUPS } from './catalog/statuses.ts';
import { registerRocketChanceRoutes } from './rocket-chance/rocket-chance-routes.ts';
import { registerWheelRoutes } from './wheel/wheel-routes.ts';
import { registerLiveConfig } from '../../server/live/live-config.ts';
import { PWA_PATH_PREFIX, registerPwaRoutes } from '../../server/pwa/pwa-routes.ts';
import { STAMP_FILE } from '../build/build-stamp.ts';

/** The port `npm start` listens on when PORT is not set. */
export const DEFAULT_PORT = 8080;
/** Largest request body accepted (bigger ones get 413). */
export const BODY_LIMIT_BYTES = 1_048_576;
/** Used when no secret is configured: the sandbox guards no real money. */
const DEFAULT_SECRET = 'croupier-sandbox-secret';
/**
 * The build's page template and its precompressed copies: never served as files. The page
 * document is made from the template (nonce, boot payload, preloads); served bare it has neither,
 * and its inline style breaks the CSP.
 */
const PAGE_TEMPLATE_FILES = new Set(['/index.html', '/index.html.br', '/index.html.gz']);
/** Paths that are never the client's pages, beyond the platform API ones. */
const SANDBOX_PATH_PREFIXES = [
  '/assets/generated',
  '/sandbox',
  '/connection',
  '/__croupier',
  PWA_PATH_PREFIX,
];

export interface ServerOptions {
  /** Keep the database in memory (tests, CROUPIER_SANDBOX_MEMORY=1). */
  memory?: boolean;
  /** Directory of the on-disk database (default `.sandbox/data`). */
  dataDir?: string;
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
  /** SANDBOX_FAULTS spec. */
  faults?: string;
  /** Base URL of a real platform: API and socket are proxied there instead. */
  upstream?: string;
  /** Secret of the real-time connection tokens. */
  secret?: string;
  /** CROUPIER_SANDBOX_ADMIN_TOKEN: what the admin page, its endpoints and the outbox accept (default: random). */
  adminToken?: string;
  /** SANDBOX_CASHOUT_DELAY_MS: pending cash-outs are approved after this (default 30 s); 0 at once; null by hand only. */
  cashoutDelayMs?: number | null;
  /**
   * The server's log (`http/server-log.ts`): level `warn` by default, `info` (each request and
   * answer) with CROUPIER_SANDBOX_LOG=1, `silent` in a vitest run; tests pass a level and a stream
   * to read it. Secrets (token query values, Authorization and Cookie headers) are redacted.
   */
  logger?: SandboxLogOptions;
  /** The clock of the idempotency keys' 24 h (Date.now by default); tests move it. */
  now?: () => number;
  /** The rocket chance's draw: a ticket in [0, 1) (crypto-random by default); tests pick the prize. */
  rocketTicket?: () => number;
  /** The port players reach the sandbox on (PORT, default 8080): mail links of `localhost` hosts name it. */
  port?: number;
  /**
   * CROUPIER_TRUST_PROXY: addresses or CIDR ranges of the reverse proxies in front of the server,
   * comma-separated (`127.0.0.1`, `10.0.0.0/8,192.168.1.5`). Only requests from them have their
   * client address taken from X-Forwarded-For (and the scheme from X-Forwarded-Proto). Unset, the
   * client address is the TCP peer's and forwarding headers are ignored.
   */
  trustProxy?: string;
  /**
   * Production mode (default: NODE_ENV=production, which `npm start` sets): no development aids
   * reach a browser, and every limit of the server holds.
   */
  production?: boolean;
  /**
   * Live configuration (development only: ignored in production): edits under brands/ are
   * validated as they are saved and announced on GET /__croupier/events; a broken one keeps the
   * file's last good version served (tools/sandbox/live/). `npm run dev` and NODE_ENV=development turn it on.
   */
  liveConfig?: boolean;
  /** Called with every route as it is registered: tests collect the route table with it. */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** ServerOptions.production, for the plugins and routes that behave differently in production. */
    production: boolean;
  }
}

export interface SandboxServer {
  app: FastifyInstance;
  hub: RealtimeHub;
  /** The database (null with `upstream`, which has no local state). Tests read it to assert no change. */
  db: Database | null;
  /** The token of the sandbox's tools (admin, outbox): the start banner prints it. */
  adminToken: string;
  close(): Promise<void>;
}

/** CROUPIER_TRUST_PROXY as Fastify's `trustProxy`: the listed proxies, or none. */
function trustedProxies(setting: string | undefined): string[] | false {
  const proxies = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return proxies.length > 0 ? proxies : false;
}

/** Whether a path belongs to the API or the sandbox's own tools rather than to the client's pages. */
export function isServerPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return (
    isApiPath(path) ||
    SANDBOX_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}

/**
 * The sandbox casino: a real Fastify server with an embedded database. `npm start` runs it in
 * front of the built client; tests use it in memory through `app.inject`.
 * @example const { app, close } = await buildServer({ memory: true });
 */
export async function buildServer(options: ServerOptions = {}): Promise<SandboxServer> {
  const brandsDir = resolve(options.brandsDir ?? 'brands');
  const hub = new RealtimeHub(options.secret ?? DEFAULT_SECRET);
  const app = Fastify({
    logger: sandboxLoggerOptions(options.logger),
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
  // The first view is rendered here when the server renderer is built (`<dist>-ssr/`) and the
  // sandbox serves the API itself.
  const firstView =
    renderer && distDir && !options.upstream
      ? await loadFirstViewRenderer(options.ssrDir ? resolve(options.ssrDir) : `${distDir}-ssr`)
      : null;
  const serveDocument = (request: FastifyRequest, reply: FastifyReply) =>
    sendDocument(app, renderer!, request, reply, {
      brand: matchHost(loadBrands(brandsDir), requestHost(request)).brand,
      withBoot: !options.upstream,
      firstView,
    });
  app.setNotFoundHandler((request, reply) => {
    const html = (request.headers.accept ?? '').includes('text/html');
    // Client routes (/pokies/all, /profile/limits...) are the SPA's: they all get the page document.
    if (renderer && request.method === 'GET' && html && !isServerPath(request.url)) {
      return serveDocument(request, reply);
    }
    return reply.status(404).send({ error: 'not_found' });
  });
  await app.register(cookie);
  const adminToken = options.adminToken || newAdminToken();
  await app.register(adminAccessPlugin, { token: adminToken, brands: () => loadBrands(brandsDir) });
  // JSON answers (messages, CMS documents, game pages) go out compressed like on a real platform;
  // brotli at a low quality costs well under a millisecond for them. Built assets are precompressed.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  if (options.faults) await app.register(faultsPlugin, { spec: options.faults });

  let db: Database | null = null;
  if (options.upstream) {
    await app.register(upstreamPlugin, { target: options.upstream });
  } else {
    db = await openDatabase(options.memory ? undefined : resolve(options.dataDir ?? '.sandbox/data'));
    const database = db;
    // Before any route: it reads each route's `config.idempotent` as the route is added.
    await app.register(idempotencyPlugin, { db: database, now: options.now });
    const catalog = createCatalog();
    registerSite(app, brandsDir);
    app.decorateRequest('playerId', null);
    const cache = new PlayerCache(database);
    const limits = new SessionLimits({ db: database, hub, log: app.log });
    limits.arm();
    app.addHook('onClose', async () => {
      await limits.close();
      cache.close();
    });
    app.addHook('onRequest', async (request) => resolveSession({ db: database, cache, limits }, request));
    const deps: SandboxDeps = {
      db: database,
      hub,
      catalog,
      cache,
      countryOf: (request) => request.site.country,
      mailOrigin: (request) => {
        const host = requestHost(request);
        const origin = mailOrigin(loadBrands(brandsDir), host, options.port ?? DEFAULT_PORT);
        if (origin === null) {
          app.log.warn({ host }, `mail sent without links: host ${JSON.stringify(host)} is no brand host`);
        }
        return origin;
      },
    };
    await app.register(catalogPlugin, {
      catalog,
      brandsDir,
      availableBonuses: async (request) => {
        if (request.playerId === null) return true;
        const row = await one<{ groups: number[] }>(database, 'SELECT groups FROM players WHERE id = $1', [
          request.playerId,
        ]);
        return !(row?.groups ?? []).includes(PLAYER_GROUPS.multiAccount);
      },
    });
    await app.register(realtimePlugin, {
      hub,
      findUserIdByEmail: async (email) =>
        (
          await one<{ id: number }>(database, 'SELECT id FROM players WHERE email = $1', [
            email.toLowerCase(),
          ])
        )?.id ?? null,
      cashoutsPath: ADMIN_CASHOUTS_PATH,
      documentsPath: ADMIN_DOCUMENTS_PATH,
      supportChatPath: ADMIN_SUPPORT_CHAT_PATH,
    });
    registerAuthRoutes(app, deps);
    registerPlayerRoutes(app, deps);
    await registerPaymentRoutes(app, deps, {
      cashoutDelayMs:
        options.cashoutDelayMs === undefined ? DEFAULT_CASHOUT_DELAY_MS : options.cashoutDelayMs,
    });
    registerLimitRoutes(app, deps);
    registerBonusRoutes(app, deps);
    registerSportBonusRoutes(app, deps);
    registerGiftAdminRoutes(app, deps);
    registerJackpotAdminRoutes(app, deps);
    registerExchangeRoutes(app, deps);
    registerStoreRoutes(app, deps, { brandsDir });
    registerFavouriteRoutes(app, deps);
    registerGameRoutes(app, deps);
    registerTournamentRoutes(app, deps);
    registerTournamentAdminRoutes(app, deps);
    registerQuestRoutes(app, deps);
    registerDiagnosticsRoutes(app, deps);
    await registerVerificationRoutes(app, deps);
    registerSupportChatRoutes(app, deps);
    registerAdminPlayerRoutes(app, deps);
    registerWheelRoutes(app, deps, brandsDir);
    registerRocketChanceRoutes(app, deps, { brandsDir, ticket: options.rocketTicket });
    registerOutboxRoutes(app, database);
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
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  if (renderer) app.get('/', serveDocument);

  await app.ready();
  return {
    app,
    hub,
    db,
    adminToken,
    async close() {
      await app.close();
      await db?.close();
    },
  };
}
