import { resolve } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { createCatalog } from './catalog/catalog.ts';
import { catalogPlugin } from './catalog/plugin.ts';
import { loadBrands, registerSite } from '../../server/site/resolve-site.ts';
import { RealtimeHub } from './realtime/hub.ts';
import { realtimePlugin } from './realtime/plugin.ts';
import { faultsPlugin } from './faults/plugin.ts';
import { openDatabase, one, type Database } from './db/database.ts';
import { idempotencyPlugin } from './http/idempotency.ts';
import { adminAccessPlugin, newAdminToken } from './http/admin-access.ts';
import type { ServerLogOptions } from '../../server/http/server-log.ts';
import { createSiteServer, DEFAULT_PORT, type PlatformHook } from '../../server/create-site-server.ts';
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

export { BODY_LIMIT_BYTES, DEFAULT_PORT } from '../../server/create-site-server.ts';

/** Used when no secret is configured: the sandbox guards no real money. */
const DEFAULT_SECRET = 'croupier-sandbox-secret';
/** The sandbox's own tools (admin page, outbox): never the client's pages. */
const SANDBOX_TOOL_PATHS = ['/sandbox'];

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
   * The server's log (`server/http/server-log.ts`): level `warn` by default, `info` (each request
   * and answer) with CROUPIER_SANDBOX_LOG=1, `silent` in a vitest run; tests pass a level and a
   * stream to read it. Secrets (token query values, Authorization and Cookie headers) are redacted.
   */
  logger?: ServerLogOptions;
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
   * file's last good version served (server/live/). `npm run dev` and NODE_ENV=development turn it on.
   */
  liveConfig?: boolean;
  /** Called with every route as it is registered: tests collect the route table with it. */
  onRoute?: (route: RouteOptions) => void;
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

/**
 * The sandbox casino: its fake platform (a real Fastify API with an embedded database) registered
 * behind the site server (server/create-site-server.ts). `npm start` runs it in front of the built
 * client; tests use it in memory through `app.inject`.
 * @example const { app, close } = await buildServer({ memory: true });
 */
export async function buildServer(options: ServerOptions = {}): Promise<SandboxServer> {
  const brandsDir = resolve(options.brandsDir ?? 'brands');
  const hub = new RealtimeHub(options.secret ?? DEFAULT_SECRET);
  const adminToken = options.adminToken || newAdminToken();
  let db: Database | null = null;

  // The sandbox's tools and fault mode, in front of the API whichever serves it.
  const beforeApi: PlatformHook = async (app) => {
    await app.register(cookie);
    await app.register(adminAccessPlugin, { token: adminToken, brands: () => loadBrands(brandsDir) });
    if (options.faults) await app.register(faultsPlugin, { spec: options.faults });
  };

  // The fake platform: its database, sessions and every API route, registered on the site server.
  const platform: PlatformHook = async (app) => {
    const database = await openDatabase(
      options.memory ? undefined : resolve(options.dataDir ?? '.sandbox/data'),
    );
    db = database;
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
  };

  let app: FastifyInstance;
  try {
    app = await createSiteServer({
      brandsDir,
      distDir: options.distDir,
      ssrDir: options.ssrDir,
      serviceWorkerFile: options.serviceWorkerFile,
      serviceWorker: options.serviceWorker,
      trustProxy: options.trustProxy,
      production: options.production,
      liveConfig: options.liveConfig,
      logger: options.logger,
      onRoute: options.onRoute,
      toolPaths: SANDBOX_TOOL_PATHS,
      beforeApi,
      // A real platform (CROUPIER_API_UPSTREAM) has no local state: the sandbox's own is not opened.
      ...(options.upstream ? { upstream: options.upstream } : { platform }),
    });
  } catch (error) {
    await (db as Database | null)?.close();
    throw error;
  }
  const database = db as Database | null;
  return {
    app,
    hub,
    db: database,
    adminToken,
    async close() {
      await app.close();
      await database?.close();
    },
  };
}
