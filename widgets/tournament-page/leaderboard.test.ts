import { describe, expect, it } from 'vitest';
import type { Tournament, TournamentPlayerStatus } from '../../runtime/queries/index.ts';
import { leaderboard, scoreOf } from './leaderboard.ts';

const status = (nickname: string, place: number | null, points: number): TournamentPlayerStatus => ({
  tournament_id: 1,
  tournament_team_id: null,
  nickname,
  user_confirmed: true,
  bets: '0.00',
  wins: '0.00',
  bet_cents: points * 10,
  win_cents: points * 20,
  rate: 2,
  games_taken: points + 1,
  points,
  award_place: place,
  award_place_in_team: null,
});

const prize = (place: number) => ({ id: place, award_place: place, money_award_cents: 1_000 * (4 - place) });
const TOURNAMENT = {
  strategy: 'points',
  top_players: [status('C', 3, 50), status('A', 1, 90), status('B', 2, 70), status('D', 4, 10)],
  prizes: [prize(1), prize(2), prize(3)],
} as unknown as Pick<Tournament, 'strategy' | 'top_players' | 'prizes'>;

const view = (own: TournamentPlayerStatus | null, size = 10) => {
  const board = leaderboard(TOURNAMENT, own, size);
  return {
    rows: board.rows.map((row) => `${row.place}:${row.nickname}${row.you ? '*' : ''}`),
    below: board.below && `${board.below.place}:${board.below.nickname}`,
    place: board.place,
  };
};

describe('leaderboard', () => {
  it('orders the top players by place, with their prizes', () => {
    const board = leaderboard(TOURNAMENT, null, 10);
    expect(view(null)).toEqual({ rows: ['1:A', '2:B', '3:C', '4:D'], below: null, place: null });
    expect(board.rows.map((row) => row.prize?.money_award_cents ?? null)).toEqual([
      3_000,
      2_000,
      1_000,
      null,
    ]);
    expect(board.rows.map((row) => row.score)).toEqual([90, 70, 50, 10]);
  });

  it('puts the player at their place and moves the rows below one down', () => {
    expect(view(status('Me', 2, 80)).rows).toEqual(['1:A', '2:Me*', '3:B', '4:C', '5:D']);
  });

  it('moves the player when their place changes', () => {
    expect(view(status('Me', 5, 5)).rows).toEqual(['1:A', '2:B', '3:C', '4:D', '5:Me*']);
    expect(view(status('Me', 1, 95)).rows).toEqual(['1:Me*', '2:A', '3:B', '4:C', '5:D']);
  });

  it('shows the player below the top places when lower', () => {
    expect(view(status('Me', 40, 1), 3)).toEqual({
      rows: ['1:A', '2:B', '3:C'],
      below: '40:Me',
      place: 40,
    });
  });

  it('leaves a player without a place off the board', () => {
    expect(view(status('Me', null, 0))).toEqual({
      rows: ['1:A', '2:B', '3:C', '4:D'],
      below: null,
      place: null,
    });
  });

  it('does not list the player twice when the platform already lists them', () => {
    expect(view(status('B', 2, 70)).rows).toEqual(['1:A', '2:B*', '3:C', '4:D']);
  });
});

describe('scoreOf', () => {
  it.each([
    ['spin', 11],
    ['win', 200],
    ['bet', 100],
    ['rate', 2],
    ['points', 10],
  ] as const)('reads a %s score', (strategy, expected) => {
    expect(scoreOf(status('A', 1, 10), strategy)).toBe(expected);
  });
});
