import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../tests/harness/fake-api.ts';
import {
  confirmTournament,
  getPlayerTournaments,
  getTournament,
  getTournaments,
  getTournamentStatus,
  getTournamentStatuses,
  tournamentScore,
  type TournamentPlayerStatus,
} from './tournaments.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('tournament requests', () => {
  it.each([
    ['the list', () => getTournaments(), 'GET', '/api/tournaments', undefined],
    ['one tournament', () => getTournament(7), 'GET', '/api/tournaments/7', undefined],
    ['the player tournaments', () => getPlayerTournaments(), 'GET', '/api/tournaments/player', undefined],
    ['the player standing', () => getTournamentStatus(7), 'GET', '/api/tournaments/7/status', undefined],
    [
      'a confirmation',
      () => confirmTournament(7, 'k'),
      'POST',
      '/api/tournaments/7/confirm',
      { confirmed: true },
    ],
  ] as const)('sends %s', async (_label, call, method, path, body) => {
    const api = fakeApi(() => ({ confirmed: true }));
    restore = api.restore;
    await call();
    expect(api.last).toMatchObject({ method, path, body });
  });

  it('joins a tournament with the Idempotency-Key of the player’s action', async () => {
    const api = fakeApi(() => ({ confirmed: true }));
    restore = api.restore;
    await confirmTournament(7, 'join-key');
    expect(api.last.headers['idempotency-key']).toBe('join-key');
  });

  it('rethrows a failing tournament list instead of answering empty', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeApi(() => jsonResponse({ error: 'down' }, { status: 500 })).restore;
    await expect(getTournaments()).rejects.toMatchObject({ status: 500, body: { error: 'down' } });
  });

  it('batches player standings twelve URLs per call', async () => {
    const ids = Array.from({ length: 14 }, (_, i) => i + 1);
    const api = fakeApi((request) =>
      Object.fromEntries(
        request.query.getAll('url[]').map((url) => {
          const id = Number(url.split('/')[2]);
          return [url, id === 3 ? null : { tournament_id: id }];
        }),
      ),
    );
    restore = api.restore;
    const statuses = await getTournamentStatuses(ids);
    expect(api.requests.map((r) => r.query.getAll('url[]').length)).toEqual([12, 2]);
    expect(api.requests[0]?.path).toBe('/batch');
    expect(api.requests[0]?.query.getAll('url[]')[0]).toBe('api/tournaments/1/status');
    expect(statuses.map((s) => s.tournament_id)).toEqual(ids.filter((id) => id !== 3));
  });

  it('scores a player by the tournament strategy', () => {
    const status = {
      games_taken: 40,
      wins: '12.50',
      rate: 3,
      points: 77,
      bets: '100.00',
    } as TournamentPlayerStatus;
    expect(tournamentScore(status, 'spin')).toBe(40);
    expect(tournamentScore(status, 'win')).toBe(12.5);
    expect(tournamentScore(status, 'rate')).toBe(3);
    expect(tournamentScore(status, 'points')).toBe(77);
    expect(tournamentScore(status, 'bet')).toBe(100);
  });
});
