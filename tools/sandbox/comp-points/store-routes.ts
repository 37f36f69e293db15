import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { BrandContent } from '../../../server/site/brand-content.ts';
import { siteOf } from '../catalog/info-routes.ts';
import { one } from '../db/database.ts';
import { notFound, unprocessable } from '../../../server/http/http-error.ts';
import { DB_INTEGER_MAX } from '../http/route-schemas.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import { awardCompPoints } from './exchange-routes.ts';

/** The points-store desk of the sandbox: coins for a player, and the sale's start and end. */
export const ADMIN_COMP_POINTS_PATH = '/sandbox/admin/comp-points';
export const ADMIN_SALE_PATH = '/sandbox/admin/sale';

/** A sale runs when the sandbox starts: it ends this many days later (time-relative seed). */
export const SEEDED_SALE_DAYS = 30;
const DAY_MS = 86_400_000;

const grantBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'points'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 256 },
    // Spending is what the exchange does; the desk only gives.
    points: { type: 'integer', minimum: 1, maximum: 10_000_000 },
    persistent: { type: 'integer', minimum: 0, maximum: 10_000_000 },
  },
} as const;

const saleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['active'],
  properties: {
    active: { type: 'boolean' },
    /** Days the started sale runs, from today (default SEEDED_SALE_DAYS). */
    days: { type: 'integer', minimum: 1, maximum: 365 },
  },
} as const;

/** DD/MM/YYYY of a UTC day, as the sale document writes its end day. */
export function dmy(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** Midnight UTC that starts the day of `ms`. */
const dayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

export interface StoreRouteOptions {
  brandsDir: string;
  /** The clock of the sale (Date.now by default). */
  now?: () => number;
}

/**
 * The points store's sandbox side (spec §2 Points store, §4 Discount tab):
 * - `GET /api/fe/config/sale`: the brand's sale document (cms/config/sale.json) with the sandbox's
 *   sale clock as its end day: a sale runs for SEEDED_SALE_DAYS from start, so the Discount tab is
 *   there whenever the sandbox starts; `POST /sandbox/admin/sale { active, days? }` starts one
 *   (ending `days` from today) or ends it (its end day becomes today: the tab closes at once).
 * - `POST /sandbox/admin/comp-points { email, points, persistent? }` gives a player coins
 *   (chargeable points, and persistent ones when given) and tells their socket (`comps_award`).
 * Rates (`GET /api/comp_points/rates/{type}`), the balance (`GET /api/player/comp_points`) and the
 * exchange (`POST /api/comp_points/exchange/{type}`, exchange-routes.ts) are the platform's calls.
 */
export function registerStoreRoutes(
  app: FastifyInstance,
  deps: SandboxDeps,
  options: StoreRouteOptions,
): void {
  const { db, hub } = deps;
  const now = options.now ?? Date.now;
  const content = new BrandContent(options.brandsDir);
  let saleEnd = dayStart(now()) + SEEDED_SALE_DAYS * DAY_MS;

  const sale = async (request: FastifyRequest) => {
    const document = content.config(siteOf(request, options.brandsDir).brand.id, 'sale');
    if (document === undefined || document === null || typeof document !== 'object') throw notFound();
    return { ...(document as Record<string, unknown>), endDate: dmy(saleEnd) };
  };
  // Static paths: they take precedence over the generic `/api/fe/config/:name`.
  app.get('/api/fe/config/sale', sale);
  app.get('/api-fe/config/sale', sale);

  app.post<{ Body: FromSchema<typeof saleBody> }>(
    ADMIN_SALE_PATH,
    { schema: { body: saleBody } },
    async (request) => {
      const today = dayStart(now());
      saleEnd = request.body.active ? today + (request.body.days ?? SEEDED_SALE_DAYS) * DAY_MS : today;
      return { active: request.body.active, endDate: dmy(saleEnd) };
    },
  );

  app.post<{ Body: FromSchema<typeof grantBody> }>(
    ADMIN_COMP_POINTS_PATH,
    { schema: { body: grantBody } },
    async (request) => {
      const { email, points, persistent = 0 } = request.body;
      const found = await one<{ id: number }>(db, 'SELECT id FROM players WHERE email = $1', [
        email.trim().toLowerCase(),
      ]);
      if (!found) throw notFound('player_not_found');
      const balance = await db.transaction(async (tx) => {
        const row = await one<{ chargeable: number; persistent: number }>(
          tx,
          'SELECT chargeable, persistent FROM comp_points WHERE player_id = $1',
          [found.id],
        );
        const full = (held: number | undefined, more: number) => (held ?? 0) + more > DB_INTEGER_MAX;
        if (full(row?.chargeable, points) || full(row?.persistent, persistent)) return null;
        return awardCompPoints(tx, hub, found.id, points, persistent);
      });
      if (!balance) throw unprocessable({ points: ['would overflow the balance'] });
      return balance;
    },
  );
}
