import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GROUP } from '../../../runtime/rules/groups.ts';
import { drawWheelSegment, wheelLevel, wheelSegments } from '../../../runtime/rules/wheel.ts';
import type { LootboxItem } from '../catalog/types.ts';
import { BrandContent } from '../../../server/site/brand-content.ts';
import { siteOf } from '../catalog/info-routes.ts';
import { one, type Queryable } from '../db/database.ts';
import { rejectBody, unprocessable } from '../../../server/http/http-error.ts';
import { requirePlayer } from '../http/session.ts';
import { BONUSES_OFF_MESSAGE } from '../bonuses/bonus-rules.ts';
import { expireGifts, issueBonus, issueFreespins, toLootbox } from '../bonuses/bonus-store.ts';
import { freespinGame } from '../bonuses/welcome-gifts.ts';
import { loadPlayer } from '../player/player.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';

/** What the player is told when they have no wheel box to spin. */
export const NO_SPINS_MESSAGE = 'you have no wheel spins left';

/** Days a prize of the wheel can be activated in the profile gifts, as a loot box's prizes. */
const PRIZE_ACTIVATABLE_DAYS = 7;
const PRIZE_VALID_DAYS = 30;
const DAY_MS = 86_400_000;

type BoxRow = Parameters<typeof toLootbox>[0];

/** The segments of the player's wheel: the brand's wheel-config, or its group's (spec §6). */
function segmentsFor(content: BrandContent, brandId: string, groups: readonly number[]) {
  const defaults = content.config(brandId, 'wheel-config');
  const byGroup = content.config(brandId, 'wheel-config-segments');
  return wheelSegments(
    groups,
    Array.isArray(defaults) ? (defaults as LootboxItem[]) : [],
    byGroup && typeof byGroup === 'object' ? (byGroup as Record<string, LootboxItem[]>) : {},
  );
}

async function issuePrize(
  tx: Queryable,
  deps: SandboxDeps,
  playerId: number,
  segment: LootboxItem,
  box: BoxRow,
  currency: string,
) {
  const gifts = [];
  for (const bonus of segment.bonuses) {
    const wager = bonus.result_bonus.find((result) => result.field === 'wager')?.value;
    if (bonus.type === 'freespins') {
      const count = bonus.attributes.find((attribute) => attribute.field === 'freespins_count')?.value;
      const game = freespinGame(deps.catalog, currency);
      if (typeof count === 'number' && game)
        gifts.push(
          await issueFreespins(tx, deps.hub, playerId, {
            title: bonus.title,
            game,
            currency,
            count,
            betLevel: 1,
            groupKey: box.group_key,
            activatableDays: PRIZE_ACTIVATABLE_DAYS,
          }),
        );
      continue;
    }
    const amounts = bonus.attributes.find((attribute) => attribute.field === 'bonus_amount')?.value;
    const amount = Array.isArray(amounts)
      ? (amounts.find((entry) => entry.currency === currency) ??
        amounts.find((entry) => entry.currency === 'EUR'))
      : undefined;
    if (amount)
      gifts.push(
        await issueBonus(tx, deps.hub, playerId, {
          title: bonus.title,
          type: 'Custom',
          currency,
          amountCents: amount.amount_cents,
          wager: typeof wager === 'number' ? wager : 0,
          groupKey: box.group_key,
          activatableDays: PRIZE_ACTIVATABLE_DAYS,
          validDays: PRIZE_VALID_DAYS,
        }),
      );
  }
  return gifts;
}

interface AdventureDayState {
  title: string;
  completed: boolean;
  activatable_until: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ddmmyyyy = (ms: number) => {
  const date = new Date(ms);
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
};

/**
 * The player's adventure calendar at `now`: the brand's `default` adventure days, dated from two
 * days ago: the first completed (its gift activatable for two more days), the second lost, the
 * third today, the rest ahead.
 */
export function seededAdventure(prizes: readonly { title: string }[], now: number): AdventureDayState[] {
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  const start = today - 2 * DAY_MS;
  return prizes.map((prize, index) => {
    const [label = `Day ${index + 1}`] = prize.title.split('__');
    return {
      title: `${label}__${index + 1}/${prizes.length}__${ddmmyyyy(start + index * DAY_MS)}`,
      completed: index === 0,
      activatable_until: index === 0 ? new Date(today + 2 * DAY_MS).toISOString() : null,
    };
  });
}

/**
 * The bonus wheel and the VIP adventures of the sandbox:
 * - `POST /api/player/wheel/spin` (Idempotency-Key, no body) spins the wheel with the player's
 *   oldest issued wheel-type loot box (spec §4: only those count as active). The segment is drawn on
 *   the server by the weights of the player's segments (wheel-config, or wheel-config-segments of
 *   group 21, 1308 or 1309; spec §6, §9), its prize issued as gifts, the box activated. 422 without
 *   a box or with bonuses switched off.
 * - `GET /api/player/vip_adventures` answers the player's adventure calendar (spec §3 adventure
 *   day) for group 791 and testers, dated from today; `{ key: null, days: [] }` for anyone else.
 */
export function registerWheelRoutes(app: FastifyInstance, deps: SandboxDeps, brandsDir: string): void {
  const { db, hub } = deps;
  const content = new BrandContent(brandsDir);
  const brandOf = (request: FastifyRequest) => siteOf(request, brandsDir).brand.id;

  app.post(
    '/api/player/wheel/spin',
    { preValidation: rejectBody, config: { idempotent: true } },
    async (request) => {
      const playerId = requirePlayer(request);
      await expireGifts(db, playerId);
      return db.transaction(async (tx) => {
        const box = await one<BoxRow>(
          tx,
          `SELECT * FROM lootboxes WHERE player_id = $1 AND stage = 'issued'
             AND (group_key LIKE 'wheel%' OR group_key LIKE 'manual\\_wheel%') ORDER BY id LIMIT 1`,
          [playerId],
        );
        if (!box) throw unprocessable({ base: [NO_SPINS_MESSAGE] });
        const player = await loadPlayer(tx, playerId);
        const flags = await one<{ can_issue_bonuses: boolean }>(
          tx,
          'SELECT can_issue_bonuses FROM players WHERE id = $1',
          [playerId],
        );
        if (!flags?.can_issue_bonuses) throw unprocessable({ base: [BONUSES_OFF_MESSAGE] });
        const { group, segments } = segmentsFor(content, brandOf(request), player.groups);
        const index = drawWheelSegment(segments, randomInt(0, 2 ** 32) / 2 ** 32);
        const segment = segments[index];
        if (!segment) throw unprocessable({ base: ['the wheel has no segments'] });
        const gifts = await issuePrize(tx, deps, playerId, segment, box, player.currency);
        const updated = await one<BoxRow>(
          tx,
          `UPDATE lootboxes SET stage = 'activated', activated_at = now() WHERE id = $1 RETURNING *`,
          [box.id],
        );
        const lootbox = toLootbox(updated as BoxRow);
        hub.publishPrivate(playerId, 'lootboxes_changes', lootbox);
        return { segment, group, level: wheelLevel(box.group_key), lootbox, gifts };
      });
    },
  );

  app.get('/api/player/vip_adventures', async (request) => {
    const playerId = requirePlayer(request);
    const player = await loadPlayer(db, playerId);
    if (!player.groups.includes(GROUP.vipAdventures) && !player.groups.includes(GROUP.tester))
      return { key: null, days: [] };
    const config = content.config(brandOf(request), 'vip-adventures') as
      { prizes?: Record<string, { title: string }[]> } | undefined;
    const prizes = config?.prizes?.default ?? [];
    return { key: 'default', days: seededAdventure(prizes, Date.now()) };
  });
}
