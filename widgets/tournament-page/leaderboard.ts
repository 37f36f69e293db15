import type { Tournament, TournamentPlayerStatus } from '../../runtime/queries/index.ts';

type Prize = Tournament['prizes'][number];

/** One row of a tournament's leaderboard. */
export interface BoardRow {
  place: number;
  nickname: string;
  /** The score by the tournament's strategy: spins, cents won or bet, win rate or points. */
  score: number;
  prize: Prize | null;
  /** The row of the player looking at the board. */
  you: boolean;
}

export interface Board {
  /** The first `size` places. */
  rows: BoardRow[];
  /** The player's row when it is below the shown places; null when shown above or without a place. */
  below: BoardRow | null;
  /** The player's place, null while they have none. */
  place: number | null;
}

/** A standing's score by the strategy: counts and points as they are, money in cents. */
export function scoreOf(status: TournamentPlayerStatus, strategy: Tournament['strategy']): number {
  switch (strategy) {
    case 'spin':
      return status.games_taken;
    case 'win':
      return status.win_cents;
    case 'bet':
      return status.bet_cents;
    case 'rate':
      return status.rate;
    case 'points':
      return status.points;
  }
}

/**
 * The leaderboard the player sees: the platform's top players by place, with the player's own
 * standing put at its place (the rows from there on move one down) and highlighted; each place
 * with its prize. `size` places are shown; the player's row follows them when it is lower.
 * @example leaderboard(tournament, ownStatus, 10).rows[0].place // 1
 */
export function leaderboard(
  tournament: Pick<Tournament, 'strategy' | 'top_players' | 'prizes'>,
  own: TournamentPlayerStatus | null | undefined,
  size: number,
): Board {
  const others = tournament.top_players
    .filter((player) => player.award_place !== null && player.nickname !== own?.nickname)
    .sort((a, b) => (a.award_place ?? 0) - (b.award_place ?? 0));
  const ownPlace = own?.award_place ?? null;
  const ordered: { status: TournamentPlayerStatus; you: boolean }[] = others.map((status) => ({
    status,
    you: false,
  }));
  if (own && ownPlace !== null) {
    const index = Math.min(ownPlace - 1, ordered.length);
    ordered.splice(Math.max(0, index), 0, { status: own, you: true });
  }
  const all = ordered.map(({ status, you }, index): BoardRow => {
    const place = you ? (ownPlace ?? index + 1) : index + 1;
    return {
      place,
      nickname: status.nickname,
      score: scoreOf(status, tournament.strategy),
      prize: tournament.prizes.find((prize) => prize.award_place === place) ?? null,
      you,
    };
  });
  const rows = all.slice(0, size);
  const mine = all.find((row) => row.you) ?? null;
  return { rows, below: mine && !rows.includes(mine) ? mine : null, place: ownPlace };
}
