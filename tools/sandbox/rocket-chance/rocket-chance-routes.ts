import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { RocketChanceState, RocketLaunch } from '../../../runtime/api/rocket-chance.ts';
import { LOCALES } from '../../../runtime/context/types.ts';
import {
  drawRocketPrize,
  localisedTitle,
  nextFreeLaunchAt,
  perCurrencyValue,
  rocketChances,
  utcDayStart,
} from '../../../runtime/rules/rocket-chance.ts';
import type { RocketChanceConfig, RocketChancePrize } from '../../../schemas/index.ts';
import { BONUSES_OFF_MESSAGE } from '../bonuses/bonus-rules.ts';
import { issueBonus, issueFreespins } from '../bonuses/bonus-store.ts';
import { freespinGame } from '../bonuses/welcome-gifts.ts';
import { BrandContent } from '../../../server/site/brand-content.ts';
import { convertEurCents } from '../catalog/currencies.ts';
import { siteOf } from '../catalog/info-routes.ts';
import { awardCompPoints } from '../comp-points/exchange-routes.ts';
import { one, type Queryable } from '../db/database.ts';
import { HttpError, notFound, unprocessable } from '../../../server/http/http-error.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../http/idempotency.ts';
import { requirePlayer } from '../http/session.ts';
import { loadPlayer } from '../player/player.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';

/** What a player is told when today's launches are spent. */
export const NO_LAUNCH_MESSAGE = 'you have no rocket launches left today';
/** How many of the player's launches the state lists. */
export const RECENT_LAUNCHES = 10;
/** Days a prize can be activated in the profile gifts, and a bonus stays valid. */
const PRIZE_ACTIVATABLE_DAYS = 7;
const PRIZE_VALID_DAYS = 30;

const launchBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // The language the prize is named in, in the gifts (English when absent).
    locale: { enum: LOCALES },
  },
} as const;

interface LaunchRow {
  id: number;
  prize_id: string;
  prize: Omit<RocketLaunch, 'id' | 'prize_id' | 'currency' | 'created_at'>;
  currency: string;
  created_at: Date;
}

const toLaunch = (row: LaunchRow): RocketLaunch => ({
  id: row.id,
  prize_id: row.prize_id,
  ...row.prize,
  currency: row.currency,
  created_at: new Date(row.created_at).toISOString(),
});

/** A value of a per-currency map in `currency`: its own, else the EUR one converted. */
const inCurrency = (values: { EUR: number } & Readonly<Record<string, unknown>>, currency: string): number =>
  perCurrencyValue(values, currency) ?? convertEurCents(values.EUR, currency);

export interface RocketChanceRouteOptions {
  brandsDir: string;
  /** The clock of the UTC day (Date.now by default). */
  now?: () => number;
  /** A ticket in [0, 1) for the draw (crypto-random by default). */
  ticket?: () => number;
}

/**
 * The rocket chance of the sandbox (the page /rocket-chance; rocket-chance-config):
 * - `GET /api/rocket_chance`: the player's launches left today (the daily free ones, plus one per
 *   deposit of at least the minimum today, up to the cap), the next free launch (midnight UTC) and
 *   the latest launches.
 * - `POST /api/rocket_chance/launch { locale? }` (Idempotency-Key required): spends a launch, draws
 *   the prize by the configured weights on the server and issues it: free spins or a bonus in the
 *   gifts (`freespins_changes`, `bonuses_changes`), or comp points (`comps_award`). 422 without a
 *   launch left or with bonuses switched off; 404 where the brand has the page off.
 */
export function registerRocketChanceRoutes(
  app: FastifyInstance,
  deps: SandboxDeps,
  options: RocketChanceRouteOptions,
): void {
  const { db, hub, catalog } = deps;
  const now = options.now ?? Date.now;
  const ticket = options.ticket ?? (() => randomInt(0, 2 ** 32) / 2 ** 32);
  const content = new BrandContent(options.brandsDir);

  /** The brand's config; 404 when its page is off or it has none. */
  const configOf = (request: FastifyRequest): RocketChanceConfig => {
    const { brand } = siteOf(request, options.brandsDir);
    const features = (brand as { features?: Record<string, boolean> }).features ?? {};
    const config = content.config(brand.id, 'rocket-chance-config') as RocketChanceConfig | undefined;
    if (features.rocketChance !== true || !config || !Array.isArray(config.prizes)) throw notFound();
    return config;
  };

  async function stateOf(tx: Queryable, playerId: number, config: RocketChanceConfig, currency: string) {
    const at = now();
    const since = new Date(utcDayStart(at)).toISOString();
    const minimum = inCurrency(config.depositLaunches.minimum, currency);
    const deposits = await one<{ count: number }>(
      tx,
      `SELECT count(*)::int AS count FROM payments WHERE player_id = $1 AND action = 'deposit'
         AND state = 'succeeded' AND finished_at >= $2 AND amount_cents >= $3 AND currency = $4`,
      [playerId, since, minimum, currency],
    );
    const made = await one<{ count: number }>(
      tx,
      'SELECT count(*)::int AS count FROM rocket_launches WHERE player_id = $1 AND created_at >= $2',
      [playerId, since],
    );
    const recent = await tx.query<LaunchRow>(
      'SELECT * FROM rocket_launches WHERE player_id = $1 ORDER BY id DESC LIMIT $2',
      [playerId, RECENT_LAUNCHES],
    );
    const chances = rocketChances(
      { dailyFree: config.dailyFreeLaunches, depositMax: config.depositLaunches.max },
      { qualifyingDeposits: deposits?.count ?? 0, launchesToday: made?.count ?? 0 },
    );
    const state: RocketChanceState = {
      chances_left: chances.left,
      free_left: chances.freeLeft,
      daily_free: config.dailyFreeLaunches,
      deposit_launches: {
        earned: chances.earned,
        max: config.depositLaunches.max,
        minimum_cents: minimum,
        currency,
      },
      next_free_at: new Date(nextFreeLaunchAt(at)).toISOString(),
      launches: recent.rows.map(toLaunch),
    };
    return state;
  }

  /** Issues the prize; what the launch row keeps of it. */
  async function issuePrize(
    tx: Queryable,
    playerId: number,
    prize: RocketChancePrize,
    currency: string,
    locale: string,
  ) {
    const title = localisedTitle(prize.title, locale);
    const groupKey = `rocket_chance:${prize.id}`;
    const kept = { kind: prize.kind, title: prize.title };
    if (prize.kind === 'comp_points') {
      const points = await awardCompPoints(tx, hub, playerId, prize.points, 0);
      return { kept: { ...kept, points: prize.points }, gift: null, comp_points: points };
    }
    if (prize.kind === 'bonus') {
      const amountCents = inCurrency(prize.amount, currency);
      const gift = await issueBonus(tx, hub, playerId, {
        title,
        type: 'Custom',
        currency,
        amountCents,
        wager: prize.wager ?? 0,
        groupKey,
        activatableDays: PRIZE_ACTIVATABLE_DAYS,
        validDays: PRIZE_VALID_DAYS,
      });
      return { kept: { ...kept, amount_cents: amountCents }, gift, comp_points: null };
    }
    const named = catalog.games.find((game) => `${game.provider}:${game.seo_title}` === prize.game);
    const game = named?.currencies[currency] ? named : freespinGame(catalog, currency);
    if (!game) throw unprocessable({ base: ['no game takes your currency'] });
    const gift = await issueFreespins(tx, hub, playerId, {
      title,
      game,
      currency,
      count: prize.spins,
      betLevel: 1,
      groupKey,
      activatableDays: PRIZE_ACTIVATABLE_DAYS,
    });
    return {
      kept: { ...kept, spins: prize.spins, game: `${game.provider}:${game.seo_title}` },
      gift,
      comp_points: null,
    };
  }

  app.get('/api/rocket_chance', async (request) => {
    const playerId = requirePlayer(request);
    const config = configOf(request);
    const player = await loadPlayer(db, playerId);
    return stateOf(db, playerId, config, player.currency);
  });

  app.post<{ Body: FromSchema<typeof launchBody> | undefined }>(
    '/api/rocket_chance/launch',
    { schema: { body: launchBody }, config: { idempotent: true } },
    async (request) => {
      const playerId = requirePlayer(request);
      // A launch spends a chance: a lost answer must be asked again with its key, never launched twice.
      if (!request.headers[IDEMPOTENCY_KEY_HEADER])
        throw new HttpError(400, {
          error: 'idempotency_key_required',
          errors: { base: ['a launch needs an Idempotency-Key header'] },
        });
      const config = configOf(request);
      const locale = request.body?.locale ?? 'en';
      return db.transaction(async (tx) => {
        const player = await loadPlayer(tx, playerId);
        if (!player.can_issue_bonuses) throw unprocessable({ base: [BONUSES_OFF_MESSAGE] });
        const before = await stateOf(tx, playerId, config, player.currency);
        if (before.chances_left <= 0) throw unprocessable({ base: [NO_LAUNCH_MESSAGE] });
        const prize = config.prizes[drawRocketPrize(config.prizes, ticket())];
        if (!prize) throw unprocessable({ base: ['the rocket chance has no prizes'] });
        const issued = await issuePrize(tx, playerId, prize, player.currency, locale);
        const row = await one<LaunchRow>(
          tx,
          `INSERT INTO rocket_launches (player_id, prize_id, prize, currency, created_at)
           VALUES ($1, $2, $3, $4, $5) RETURNING *`,
          [playerId, prize.id, JSON.stringify(issued.kept), player.currency, new Date(now()).toISOString()],
        );
        const state = await stateOf(tx, playerId, config, player.currency);
        return {
          launch: toLaunch(row as LaunchRow),
          gift: issued.gift,
          comp_points: issued.comp_points,
          state,
        };
      });
    },
  );
}
