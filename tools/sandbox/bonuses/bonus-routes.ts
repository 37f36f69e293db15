import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { hashString, seededRandom } from '../catalog/seeded-random.ts';
import type { LootboxItem } from '../catalog/types.ts';
import { notFound, rejectBody, unprocessable } from '../../../server/http/http-error.ts';
import { idParams } from '../http/route-schemas.ts';
import { requirePlayer } from '../http/session.ts';
import { loadPlayer } from '../player/player.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import { amountIn, BONUSES_OFF_MESSAGE, COUPONS } from './bonus-rules.ts';
import {
  activateBonus,
  bonusById,
  cancelBonus,
  expireGifts,
  freespinById,
  issueBonus,
  issueFreespins,
  listBonuses,
  listFreespins,
  listLootboxes,
  lootboxById,
  toLootbox,
  toPlayerFreespin,
  type LootboxRow,
} from './bonus-store.ts';
import { freespinGame } from './welcome-gifts.ts';
import { one, type Queryable } from '../db/database.ts';
import { accountFor, toAccount } from '../wallet/wallet.ts';

type IdParams = { Params: FromSchema<typeof idParams> };

const couponBody = {
  type: 'object',
  additionalProperties: false,
  required: ['coupon_code'],
  properties: { coupon_code: { type: 'string', maxLength: 64 } },
} as const;

/** Deterministic weighted draw for a loot box, seeded by its id: the same box always gives the same prize. */
export function drawLootboxItem(items: readonly LootboxItem[], boxId: number): LootboxItem | undefined {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  if (total <= 0) return items.find((item) => item.prize) ?? items[0];
  let ticket = seededRandom(hashString(`lootbox:${boxId}`)).next() * total;
  for (const item of items) {
    ticket -= item.weight;
    if (ticket < 0) return item;
  }
  return items[items.length - 1];
}

/**
 * A player who switched bonuses off (PATCH /api/player/update_bonus_settings) cannot activate a
 * gift: 422 before anything changes. The client asks them to switch bonuses on first.
 */
async function requireBonusesOn(db: Queryable, playerId: number): Promise<void> {
  const row = await one<{ can_issue_bonuses: boolean }>(
    db,
    'SELECT can_issue_bonuses FROM players WHERE id = $1',
    [playerId],
  );
  if (!row?.can_issue_bonuses) throw unprocessable({ base: [BONUSES_OFF_MESSAGE] });
}

export function registerBonusRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, hub, catalog } = deps;
  const idOf = (params: { id: string }) => Number(params.id);

  app.get('/api/player/bonuses', async (request) => {
    const playerId = requirePlayer(request);
    await expireGifts(db, playerId);
    return listBonuses(db, playerId);
  });
  app.get('/api/player/freespins', async (request) => {
    const playerId = requirePlayer(request);
    await expireGifts(db, playerId);
    return listFreespins(db, playerId);
  });
  app.get('/api/player/lootboxes', async (request) => {
    const playerId = requirePlayer(request);
    await expireGifts(db, playerId);
    return listLootboxes(db, playerId);
  });

  app.post<IdParams>(
    '/api/player/bonuses/:id/activation',
    { schema: { params: idParams }, preValidation: rejectBody, config: { idempotent: true } },
    async (request) => {
      const playerId = requirePlayer(request);
      await expireGifts(db, playerId);
      return db.transaction(async (tx) => {
        const row = await bonusById(tx, playerId, idOf(request.params));
        if (!row) throw notFound();
        if (row.stage !== 'issued')
          throw unprocessable({ stage: [`cannot activate a bonus in stage ${row.stage}`] });
        await requireBonusesOn(tx, playerId);
        return activateBonus(tx, hub, row);
      });
    },
  );

  app.delete<IdParams>(
    '/api/player/bonuses/:id',
    { schema: { params: idParams }, preValidation: rejectBody },
    async (request) => {
      const playerId = requirePlayer(request);
      return db.transaction(async (tx) => {
        const row = await bonusById(tx, playerId, idOf(request.params));
        if (!row) throw notFound();
        if (!['issued', 'wait', 'handle_bets'].includes(row.stage)) {
          throw unprocessable({ stage: [`cannot cancel a bonus in stage ${row.stage}`] });
        }
        const bonus = await cancelBonus(tx, hub, row);
        hub.publishPrivate(playerId, 'balance', toAccount(await accountFor(tx, playerId, row.currency)));
        return bonus;
      });
    },
  );

  app.post<IdParams>(
    '/api/player/freespins/:id/activation',
    { schema: { params: idParams }, preValidation: rejectBody, config: { idempotent: true } },
    async (request) => {
      const playerId = requirePlayer(request);
      await expireGifts(db, playerId);
      const row = await freespinById(db, playerId, idOf(request.params));
      if (!row) throw notFound();
      if (row.stage !== 'issued')
        throw unprocessable({ stage: [`cannot activate free spins in stage ${row.stage}`] });
      await requireBonusesOn(db, playerId);
      const updated = await one<Parameters<typeof toPlayerFreespin>[0]>(
        db,
        `UPDATE freespins SET stage = 'activated', freespins_performed = 0 WHERE id = $1 RETURNING *`,
        [row.id],
      );
      const freespin = toPlayerFreespin(updated as Parameters<typeof toPlayerFreespin>[0]);
      hub.publishPrivate(playerId, 'freespins_changes', freespin);
      return freespin;
    },
  );

  app.delete<IdParams>(
    '/api/player/freespins/:id',
    { schema: { params: idParams }, preValidation: rejectBody },
    async (request) => {
      const playerId = requirePlayer(request);
      const row = await freespinById(db, playerId, idOf(request.params));
      if (!row) throw notFound();
      if (row.stage !== 'issued' && row.stage !== 'activated') {
        throw unprocessable({ stage: [`cannot cancel free spins in stage ${row.stage}`] });
      }
      const updated = await one<Parameters<typeof toPlayerFreespin>[0]>(
        db,
        `UPDATE freespins SET stage = 'canceled' WHERE id = $1 RETURNING *`,
        [row.id],
      );
      const freespin = toPlayerFreespin(updated as Parameters<typeof toPlayerFreespin>[0]);
      hub.publishPrivate(playerId, 'freespins_changes', freespin);
      return freespin;
    },
  );

  app.post<IdParams>(
    '/api/player/lootboxes/:id/activation',
    { schema: { params: idParams }, preValidation: rejectBody, config: { idempotent: true } },
    async (request) => {
      const playerId = requirePlayer(request);
      await expireGifts(db, playerId);
      return db.transaction(async (tx) => {
        const row = await lootboxById(tx, playerId, idOf(request.params));
        if (!row) throw notFound();
        if (row.stage !== 'issued')
          throw unprocessable({ stage: [`cannot open a loot box in stage ${row.stage}`] });
        await requireBonusesOn(tx, playerId);
        const item = drawLootboxItem(row.items, row.id);
        const player = await loadPlayer(tx, playerId);
        const gifts = [];
        for (const bonus of item?.bonuses ?? []) {
          const wager = bonus.result_bonus.find((result) => result.field === 'wager')?.value;
          if (bonus.type === 'freespins') {
            const count = bonus.attributes.find((attribute) => attribute.field === 'freespins_count')?.value;
            const game = freespinGame(catalog, row.currency);
            if (typeof count === 'number' && game) {
              gifts.push(
                await issueFreespins(tx, hub, playerId, {
                  title: bonus.title,
                  game,
                  currency: row.currency,
                  count,
                  betLevel: 1,
                  groupKey: row.group_key,
                  activatableDays: 7,
                }),
              );
            }
          } else {
            const amounts = bonus.attributes.find((attribute) => attribute.field === 'bonus_amount')?.value;
            const amount = Array.isArray(amounts)
              ? amounts.find((entry) => entry.currency === row.currency)
              : undefined;
            if (amount) {
              gifts.push(
                await issueBonus(tx, hub, playerId, {
                  title: bonus.title,
                  type: 'Custom',
                  currency: row.currency,
                  amountCents: amount.amount_cents,
                  wager: typeof wager === 'number' ? wager : 0,
                  groupKey: row.group_key,
                  activatableDays: 7,
                  validDays: 30,
                }),
              );
            }
          }
        }
        const updated = await one<LootboxRow>(
          tx,
          `UPDATE lootboxes SET stage = 'activated', activated_at = now() WHERE id = $1 RETURNING *`,
          [row.id],
        );
        const lootbox = toLootbox(updated as LootboxRow);
        hub.publishPrivate(playerId, 'lootboxes_changes', lootbox);
        return { lootbox, prize: item ?? null, gifts, currency: player.currency };
      });
    },
  );

  app.post<{ Body: FromSchema<typeof couponBody> }>(
    '/api/bonuses/coupon',
    { schema: { body: couponBody }, config: { idempotent: true } },
    async (request) => {
      const playerId = requirePlayer(request);
      const code = request.body.coupon_code.trim().toUpperCase();
      const coupon = COUPONS[code];
      if (!coupon) return { status: 'failed_to_activate' };
      const groupKey = `coupon:${code}`;
      const used =
        (await one(db, 'SELECT id FROM player_bonuses WHERE player_id = $1 AND group_key = $2', [
          playerId,
          groupKey,
        ])) ??
        (await one(db, 'SELECT id FROM freespins WHERE player_id = $1 AND group_key = $2', [
          playerId,
          groupKey,
        ]));
      if (used) return { status: 'already_activated' };
      const player = await loadPlayer(db, playerId);
      if (!player.can_issue_bonuses) return { status: 'failed_to_activate' };
      await db.transaction(async (tx) => {
        if (coupon.kind === 'bonus') {
          await issueBonus(tx, hub, playerId, {
            title: `Coupon ${code}`,
            type: 'Cash',
            currency: player.currency,
            amountCents: amountIn(coupon.eurCents, player.currency),
            wager: coupon.wager,
            groupKey,
            activatableDays: 7,
            validDays: 30,
          });
        } else {
          const game = freespinGame(catalog, player.currency);
          if (!game) throw unprocessable({ coupon_code: ['no game for your currency'] });
          await issueFreespins(tx, hub, playerId, {
            title: `Coupon ${code}`,
            game,
            currency: player.currency,
            count: coupon.count,
            betLevel: 1,
            groupKey,
            activatableDays: 7,
          });
        }
      });
      return { status: 'successfully_activated' };
    },
  );
}
