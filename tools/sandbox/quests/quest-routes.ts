import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import {
  currentQuestLevel,
  isAchievementPromo,
  isQuest,
  questSizeOf,
  questSlugOf,
  questThresholds,
} from '../../../runtime/rules/quest.ts';
import type { Tournament } from '../catalog/types.ts';
import { one } from '../db/database.ts';
import { HttpError, unprocessable } from '../../../server/http/http-error.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import { toPlayerStatus, type ParticipationRow } from '../tournaments/tournament-store.ts';

/** The back office's push of a player's quest or achievement progress (the sandbox's admin token). */
export const ADMIN_QUEST_PROGRESS_PATH = '/sandbox/admin/quests/progress';

/** The most one push adds: a bet total above it is no test of anything. */
const MAX_ADD = 1_000_000_000_000;

const progressBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'quest'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 256 },
    quest: {
      type: 'string',
      minLength: 1,
      maxLength: 128,
      description: 'The quest or achievement: its frontend_identifier, questSlug or id.',
    },
    bet_cents: { type: 'integer', minimum: 1, maximum: MAX_ADD, description: 'Bets to add, in cents.' },
    spins: { type: 'integer', minimum: 1, maximum: 1_000_000, description: 'Spins to add.' },
    level: {
      type: 'integer',
      minimum: 1,
      maximum: 25,
      description: "Quests only: bring the player's bets up to this level's threshold in their currency.",
    },
  },
  anyOf: [{ required: ['bet_cents'] }, { required: ['spins'] }, { required: ['level'] }],
} as const;

interface PlayerRef {
  id: number;
  email: string;
  nickname: string | null;
  currency: string;
  groups: number[];
}

/** The quest or achievement a push names, by identifier, quest slug or id. */
export function findQuest(tournaments: readonly Tournament[], name: string): Tournament | null {
  return (
    tournaments.find(
      (t) =>
        (isQuest(t) || isAchievementPromo(t)) &&
        (t.frontend_identifier === name || questSlugOf(t) === name || String(t.id) === name),
    ) ?? null
  );
}

/**
 * `POST /sandbox/admin/quests/progress { email, quest, bet_cents? | spins? | level? }`: what play
 * does to a player's quest or achievement, at once (a quest's level follows its bets, spec §4).
 * Bets and spins add up; `level` raises the bets to that level's threshold in the player's
 * currency (never lowers them). Answers the player's standing with the quest's current level and
 * tells the player's pages on `tournaments_statuses`.
 */
export function registerQuestRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, hub, catalog } = deps;
  app.post<{ Body: FromSchema<typeof progressBody> }>(
    ADMIN_QUEST_PROGRESS_PATH,
    { schema: { body: progressBody } },
    async (request) => {
      const { email, quest: name, bet_cents: addCents = 0, spins = 0, level } = request.body;
      const player = await one<PlayerRef>(
        db,
        'SELECT id, email, nickname, currency, groups FROM players WHERE email = $1',
        [email.trim().toLowerCase()],
      );
      if (!player)
        throw new HttpError(404, {
          error: 'not_found',
          errors: { email: [`no player with e-mail ${email}`] },
        });
      const quest = findQuest(catalog.tournaments, name);
      if (!quest)
        throw new HttpError(404, {
          error: 'not_found',
          errors: { quest: [`no quest or achievement ${name}`] },
        });
      if (quest.group_ids.length > 0 && !quest.group_ids.some((group) => player.groups.includes(group)))
        throw unprocessable({ quest: ['this quest is not open to the player'] });
      const thresholds = questThresholds(questSizeOf(quest), player.currency);
      if (level !== undefined) {
        if (!isQuest(quest)) throw unprocessable({ level: ['only quests have levels'] });
        if (level > thresholds.length)
          throw unprocessable({ level: [`this quest has ${thresholds.length} levels`] });
      }
      // Status bets are cents / 100 (tournament-store): the threshold in cents reaches the level.
      const levelCents = level === undefined ? 0 : Math.ceil((thresholds[level - 1] ?? 0) * 100);
      const result = await db.query<ParticipationRow>(
        `INSERT INTO tournament_participation (player_id, tournament_id, bet_cents, games_taken)
         VALUES ($1, $2, GREATEST($3::bigint, $4::bigint), $5)
         ON CONFLICT (player_id, tournament_id) DO UPDATE SET
           bet_cents = GREATEST(tournament_participation.bet_cents + $3::bigint, $4::bigint),
           games_taken = LEAST(tournament_participation.games_taken + $5, 2147483647)
         RETURNING *`,
        [player.id, quest.id, addCents, levelCents, spins],
      );
      const row = result.rows[0] ?? null;
      const status = toPlayerStatus(quest, row, player.nickname || player.email);
      hub.publishPrivate(player.id, 'tournaments_statuses', status);
      return {
        ...status,
        frontend_identifier: quest.frontend_identifier,
        level: isQuest(quest) ? currentQuestLevel(thresholds, Number(status.bets)) : null,
        levels: isQuest(quest) ? thresholds.length : null,
      };
    },
  );
}
