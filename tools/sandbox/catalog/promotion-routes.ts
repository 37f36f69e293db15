import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Catalog } from './catalog.ts';
import type { CompPointRateType } from './types.ts';
import { idParams } from '../http/route-schemas.ts';

const RATE_TYPES: readonly CompPointRateType[] = ['money', 'freespins', 'lootboxes', 'lotteries'];
/** How many finished tournaments /api/tournaments/recent lists. */
const RECENT_TOURNAMENTS = 10;

export interface PromotionRouteOptions {
  /** Whether the requesting player may take bonuses (false for multi-account); default true. */
  availableBonuses?: (request: FastifyRequest) => boolean | Promise<boolean>;
}

function notFound(reply: FastifyReply, what: string) {
  return reply.code(404).send({ error: 'not_found', message: `${what} not found` });
}

const byId = { schema: { params: idParams } };
const byRateType = {
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['type'],
      properties: { type: { type: 'string', maxLength: 32 } },
    },
  },
} as const;
type IdRoute = { Params: { id: string } };
type RateTypeRoute = { Params: { type: string } };

/** Tournaments, lotteries, comp-point rates and bonus offers (SPEC §7). */
export function registerPromotionRoutes(
  app: FastifyInstance,
  catalog: Catalog,
  options: PromotionRouteOptions,
): void {
  app.get('/api/tournaments', async () => catalog.tournaments);
  app.get('/api/tournaments/recent', async () =>
    catalog.tournaments
      .filter((t) => catalog.promotionState(t) === 'archive')
      .sort((a, b) => Date.parse(b.end_at) - Date.parse(a.end_at))
      .slice(0, RECENT_TOURNAMENTS),
  );
  app.get<IdRoute>('/api/tournaments/:id', byId, async (request, reply) => {
    return catalog.tournamentById(Number(request.params.id)) ?? notFound(reply, 'tournament');
  });
  app.get('/api/lotteries', async () => catalog.lotteries);
  app.get<IdRoute>('/api/lotteries/:id', byId, async (request, reply) => {
    return catalog.lotteryById(Number(request.params.id)) ?? notFound(reply, 'lottery');
  });
  app.get<RateTypeRoute>('/api/comp_points/rates/:type', byRateType, async (request, reply) => {
    const type = request.params.type as CompPointRateType;
    return RATE_TYPES.includes(type) ? catalog.compPointRates(type) : notFound(reply, 'rate type');
  });
  app.get('/api/bonuses/deposit', async () => catalog.bonusOffers.deposit);
  app.get('/api/bonuses/registration', async () => catalog.bonusOffers.registration);
  app.get('/api/bonuses/available_bonuses', async (request) => ({
    available_bonuses: options.availableBonuses ? await options.availableBonuses(request) : true,
  }));
}
