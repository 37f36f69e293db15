import type { Queryable } from '../db/database.ts';
import type { GameRaw, Tournament, TournamentPlayerStatus } from '../catalog/types.ts';
import type { RealtimeHub } from '../realtime/hub.ts';

export interface ParticipationRow {
  player_id: number;
  tournament_id: number;
  confirmed: boolean | null;
  bet_cents: number;
  win_cents: number;
  games_taken: number;
  points: number;
}

const decimal = (cents: number): string => (cents / 100).toFixed(2);

/** API-SHAPES §1 TournamentPlayerStatus of one player. */
export function toPlayerStatus(
  tournament: Tournament,
  row: ParticipationRow | null,
  nickname: string,
): TournamentPlayerStatus {
  const bet = row?.bet_cents ?? 0;
  const win = row?.win_cents ?? 0;
  const score = {
    spin: row?.games_taken ?? 0,
    win,
    bet,
    rate: bet > 0 ? win / bet : 0,
    points: row?.points ?? 0,
  };
  const own = score[tournament.strategy];
  // Place among the seeded leaderboard: one more than the players with a better score.
  const better = tournament.top_players.filter((player) => scoreOf(tournament, player) > own).length;
  return {
    tournament_id: tournament.id,
    tournament_team_id: null,
    nickname,
    user_confirmed: row?.confirmed ?? null,
    bets: decimal(bet),
    wins: decimal(win),
    bet_cents: bet,
    win_cents: win,
    rate: score.rate,
    games_taken: row?.games_taken ?? 0,
    points: row?.points ?? 0,
    award_place: row && own > 0 ? better + 1 : null,
    award_place_in_team: null,
  };
}

function scoreOf(tournament: Tournament, player: TournamentPlayerStatus): number {
  switch (tournament.strategy) {
    case 'spin':
      return player.games_taken;
    case 'win':
      return player.win_cents;
    case 'bet':
      return player.bet_cents;
    case 'rate':
      return player.rate;
    default:
      return player.points;
  }
}

export async function participationOf(db: Queryable, playerId: number): Promise<ParticipationRow[]> {
  const result = await db.query<ParticipationRow>(
    'SELECT * FROM tournament_participation WHERE player_id = $1',
    [playerId],
  );
  return result.rows;
}

/** Whether a real-money spin on this game counts in this tournament. */
export function countsIn(tournament: Tournament, game: GameRaw, groups: readonly number[]): boolean {
  if (!tournament.in_progress) return false;
  if (tournament.group_ids.length > 0 && !tournament.group_ids.some((group) => groups.includes(group)))
    return false;
  const category = tournament.game_category_identity;
  return !category || category === 'all' || game.categories.includes(category);
}

/**
 * Adds a spin to every running tournament the player takes part in (confirmed, or not needing
 * confirmation) and tells the player's socket the new standing.
 */
export async function recordTournamentSpin(
  tx: Queryable,
  hub: RealtimeHub,
  input: {
    playerId: number;
    nickname: string;
    groups: readonly number[];
    game: GameRaw;
    tournaments: readonly Tournament[];
    betCents: number;
    winCents: number;
    points: number;
  },
): Promise<void> {
  const rows = new Map((await participationOf(tx, input.playerId)).map((row) => [row.tournament_id, row]));
  for (const tournament of input.tournaments) {
    if (!countsIn(tournament, input.game, input.groups)) continue;
    const row = rows.get(tournament.id);
    if (tournament.user_confirmation_required && row?.confirmed !== true) continue;
    if (tournament.games_taken_limit > 0 && (row?.games_taken ?? 0) >= tournament.games_taken_limit) continue;
    const result = await tx.query<ParticipationRow>(
      `INSERT INTO tournament_participation (player_id, tournament_id, bet_cents, win_cents, games_taken, points)
       VALUES ($1, $2, $3, $4, 1, $5)
       ON CONFLICT (player_id, tournament_id) DO UPDATE SET
         bet_cents = tournament_participation.bet_cents + $3, win_cents = tournament_participation.win_cents + $4,
         games_taken = tournament_participation.games_taken + 1, points = tournament_participation.points + $5
       RETURNING *`,
      [input.playerId, tournament.id, input.betCents, input.winCents, input.points],
    );
    hub.publishPrivate(
      input.playerId,
      'tournaments_statuses',
      toPlayerStatus(tournament, result.rows[0] ?? null, input.nickname),
    );
  }
}
