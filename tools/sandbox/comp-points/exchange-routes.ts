import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { convertEurCents, DEFAULT_CURRENCY } from '../catalog/currencies.ts';
import { PLAYER_GROUPS } from '../catalog/statuses.ts';
import type { CompPointRateType, RateCard } from '../catalog/types.ts';
import { one, type Queryable } from '../db/database.ts';
import { notFound, unprocessable } from '../../../server/http/http-error.ts';
import { DB_INTEGER_MAX, rowId } from '../http/route-schemas.ts';
import { requirePlayer } from '../http/session.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { issueBonus, issueFreespins, issueLootbox } from '../bonuses/bonus-store.ts';
import { freespinGame } from '../bonuses/welcome-gifts.ts';
import { loadPlayer } from '../player/player.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import { move, realMoney, toAccount } from '../wallet/wallet.ts';

const RATE_TYPES: readonly CompPointRateType[] = ['money', 'freespins', 'lootboxes', 'lotteries'];

const exchangeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['exchange'],
  properties: {
    exchange: {
      type: 'object',
      additionalProperties: false,
      required: ['points', 'group'],
      properties: {
        // Comp points are an INTEGER column.
        points: { type: 'integer', minimum: 1, maximum: DB_INTEGER_MAX },
        group: { type: 'string', maxLength: 64 },
        currency: { type: 'string', maxLength: 8 },
        tickets_count: { type: 'integer', minimum: 1, maximum: 1000 },
        lottery_id: rowId,
        slug: { type: 'string', maxLength: 64 },
      },
    },
  },
} as const;

const typeParams = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: { type: { type: 'string', maxLength: 32 } },
} as const;

export interface CompPoints {
  chargeable: { points: number };
  persistent: { points: number };
}

export async function compPointsOf(db: Queryable, playerId: number): Promise<CompPoints> {
  const row = await one<{ chargeable: number; persistent: number }>(
    db,
    'SELECT chargeable, persistent FROM comp_points WHERE player_id = $1',
    [playerId],
  );
  return { chargeable: { points: row?.chargeable ?? 0 }, persistent: { points: row?.persistent ?? 0 } };
}

/** Adds (or with a negative number spends) comp points and tells the player's socket. */
export async function awardCompPoints(
  tx: Queryable,
  hub: RealtimeHub,
  playerId: number,
  chargeable: number,
  persistent: number,
): Promise<CompPoints> {
  // Insert first, then add: a CHECK on the inserted row would see a spend as a negative balance.
  await tx.query('INSERT INTO comp_points (player_id) VALUES ($1) ON CONFLICT (player_id) DO NOTHING', [
    playerId,
  ]);
  await tx.query(
    'UPDATE comp_points SET chargeable = chargeable + $2, persistent = persistent + $3 WHERE player_id = $1',
    [playerId, chargeable, persistent],
  );
  const points = await compPointsOf(tx, playerId);
  hub.publishPrivate(playerId, 'comps_award', { ...points, awarded: { chargeable, persistent } });
  return points;
}

/** SPEC §5: the price in the player's currency, else the EUR price. */
function moneyRate(card: RateCard, currency: string) {
  return (
    card.rates?.find((rate) => rate.currency === currency) ??
    card.rates?.find((rate) => rate.currency === DEFAULT_CURRENCY)
  );
}

export function registerExchangeRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, hub, catalog } = deps;

  app.post<{ Params: FromSchema<typeof typeParams>; Body: FromSchema<typeof exchangeBody> }>(
    '/api/comp_points/exchange/:type',
    { schema: { params: typeParams, body: exchangeBody }, config: { idempotent: true } },
    async (request) => {
      const playerId = requirePlayer(request);
      const type = request.params.type as CompPointRateType;
      if (!RATE_TYPES.includes(type)) throw notFound();
      const exchange = request.body.exchange;
      const card = catalog.compPointRates(type).find((candidate) => candidate.group === exchange.group);
      if (!card) throw unprocessable({ group: ['is not a reward of this store'] });
      const player = await loadPlayer(db, playerId);
      if (!player.can_issue_bonuses) throw unprocessable({ base: ['bonuses are disabled for your account'] });
      if (player.groups.includes(PLAYER_GROUPS.multiAccount)) {
        throw unprocessable({ base: ['exchange needs a confirmation from support'] });
      }
      const rate = type === 'money' ? moneyRate(card, player.currency) : undefined;
      const unitPoints = rate?.points ?? card.rate.points;
      if (exchange.points % unitPoints !== 0)
        throw unprocessable({ points: [`must be a multiple of ${unitPoints}`] });
      const quantity = exchange.points / unitPoints;
      const balance = await compPointsOf(db, playerId);
      if (balance.chargeable.points < exchange.points)
        throw unprocessable({ points: ['not enough comp points'] });
      const lottery = type === 'lotteries' ? catalog.lotteryById(exchange.lottery_id ?? -1) : undefined;
      if (type === 'lotteries') {
        const allowed = card.rate.lottery_ids;
        if (!lottery || (allowed && !allowed.includes(lottery.id)) || !lottery.in_progress) {
          throw unprocessable({ lottery_id: ['is not open for tickets'] });
        }
      }

      return db.transaction(async (tx) => {
        const gifts: unknown[] = [];
        if (type === 'money' && rate) {
          const amount =
            rate.currency === player.currency
              ? rate.amount_cents * quantity
              : convertEurCents(rate.amount_cents * quantity, player.currency);
          if (card.wager > 0) {
            gifts.push(
              await issueBonus(tx, hub, playerId, {
                title: card.title,
                type: 'Cash',
                currency: player.currency,
                amountCents: amount,
                wager: card.wager,
                groupKey: `comp_points:${card.group}`,
                activatableDays: 7,
                validDays: 30,
              }),
            );
          } else {
            const account = await move(tx, realMoney(playerId, player.currency, 'exchange', amount));
            hub.publishPrivate(playerId, 'balance', toAccount(account));
          }
        } else if (type === 'freespins') {
          const named = catalog.games.find((game) =>
            card.games.includes(`${game.provider}:${game.seo_title}`),
          );
          const game =
            named && named.currencies[player.currency] ? named : freespinGame(catalog, player.currency);
          if (!game) throw unprocessable({ group: ['no game takes your currency'] });
          gifts.push(
            await issueFreespins(tx, hub, playerId, {
              title: card.bonus_title ?? card.title,
              game,
              currency: player.currency,
              count: (card.rate.freespins_count ?? 0) * quantity,
              betLevel: 1,
              groupKey: `comp_points:${card.group}`,
              activatableDays: 7,
            }),
          );
        } else if (type === 'lootboxes') {
          const template = catalog.lootboxTemplates.find(
            (candidate) => candidate.group_key === card.group.replace(/^lootbox_/, 'wheel_'),
          );
          if (!template) throw unprocessable({ group: ['has no loot box'] });
          for (let i = 0; i < quantity; i++)
            gifts.push(await issueLootbox(tx, hub, playerId, template, player.currency));
        } else if (lottery) {
          const tickets = exchange.tickets_count ?? quantity;
          for (let i = 0; i < tickets; i++) {
            await tx.query('INSERT INTO lottery_tickets (player_id, lottery_id) VALUES ($1, $2)', [
              playerId,
              lottery.id,
            ]);
          }
          gifts.push({ lottery_id: lottery.id, tickets_count: tickets });
        }
        const comp_points = await awardCompPoints(tx, hub, playerId, -exchange.points, 0);
        return { success: true, type, group: card.group, quantity, comp_points, gifts };
      });
    },
  );
}
