import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { tournamentPage } from './index.ts';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const top = (nickname: string, place: number, points: number) => ({
  tournament_id: 1,
  tournament_team_id: null,
  nickname,
  user_confirmed: true,
  bets: '0.00',
  wins: '0.00',
  bet_cents: 0,
  win_cents: 0,
  rate: 0,
  games_taken: 0,
  points,
  award_place: place,
  award_place_in_team: null,
});
const prize = (place: number, cents: number) => ({
  id: place,
  award_place: place,
  money_award_cents: cents,
  money_award: (cents / 100).toFixed(2),
  wager_multiplier: 0,
  money_budget_percent: 0,
  freespins_count: place === 3 ? 10 : 0,
  chargeable_comp_points: 0,
  persistent_comp_points: 0,
  chargeable_comp_points_percent: 0,
  persistent_comp_points_percent: 0,
  nickname: null,
  stuff: '',
});
const tournament = (over = {}) => ({
  id: 1,
  title: 'Weekly Race',
  frontend_identifier: 'weekly-race',
  strategy: 'points',
  in_progress: true,
  user_confirmation_required: true,
  group_tournament: false,
  start_at: at(-1),
  end_at: at(3),
  finished_at: null,
  currency: 'EUR',
  game_category_identity: 'all',
  money_budget: '5000.0',
  money_prize_pool: '5000.0',
  money_budget_cents: 500_000,
  money_prize_pool_cents: 500_000,
  games_taken_limit: 1_000,
  chargeable_comp_points_budget: 0,
  persistent_comp_points_budget: 0,
  chargeable_comp_points_prize_pool: 0,
  persistent_comp_points_prize_pool: 0,
  winner_team_id: 0,
  group_ids: [],
  prizes: [prize(1, 200_000), prize(2, 100_000), prize(3, 50_000)],
  top_players: [top('Ann', 1, 900), top('Bob', 2, 500), top('Cid', 3, 100)],
  ...over,
});
const own = (over = {}) => ({ ...top('Me', 0, 0), award_place: null, user_confirmed: null, ...over });
const LOTTERY = {
  id: 201,
  title: 'Daily Draw',
  frontend_identifier: 'daily-draw',
  currency: 'EUR',
  in_progress: true,
  start_at: at(-1),
  end_at: at(1),
  finished_at: null,
  comp_points_ticket_price: 100,
  money_budget: 2000,
  money_budget_cents: 200_000,
  chargeable_comp_points_budget: 0,
  persistent_comp_points_budget: 0,
  lottery_tickets_count: 1234,
  max_tickets_count_to_player: 50,
  group_ids: [],
  prizes: [prize(1, 100_000)],
  deposit_scale_rules: {
    EUR: [{ from_amount_cents: 2_000, price_cents: 2_000, currency: 'EUR', active: true }],
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  method: string;
  path: string;
  key: string | null;
  body: string;
}

function stubApi(answers: Record<string, (call: Call) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const call = {
      method: request.method,
      path: new URL(request.url).pathname,
      key: request.headers.get('Idempotency-Key'),
      body: await request.clone().text(),
    };
    calls.push(call);
    const answer = answers[`${call.method} ${call.path}`];
    return answer ? answer(call) : json(404, { error: 'not_found' });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const PAGES = ['tournaments', 'tournament', 'lottery', 'registration'];
const player = { auth: 'player' as const, pages: PAGES };
const PROFILE: [readonly unknown[], unknown][] = [
  [
    queryKeys.player.profile(),
    { id: 7, email: 'me@example.com', nickname: 'Me', currency: 'EUR', statuses: [] },
  ],
];

describe('tournament page', () => {
  it('shows prize pool, status with timer, conditions, prizes and the top places to a guest, who signs up to join', async () => {
    stubApi({
      'GET /api/tournaments': () => json(200, [tournament()]),
      'GET /api/tournaments/1': () => json(200, tournament()),
    });
    await renderWidget(
      tournamentPage,
      { kind: 'tournament', gamesCount: 0 },
      { route: '/tournaments/weekly-race', context: { pages: PAGES } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly Race' })).toBeInTheDocument();
    expect(screen.getByText('€5,000.00')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[23]d \d\dh \d\dm \d\ds$/);
    expect(screen.getByText('Ends in')).toBeInTheDocument();
    expect(screen.getByText('The most points win.')).toBeInTheDocument();
    expect(screen.getByText('Join first: only your spins after joining count.')).toBeInTheDocument();
    expect(screen.getByText('€500.00 + 10 free spins', { selector: 'li span' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Ann900€2,000.00',
      '2Bob500€1,000.00',
      '3Cid100€500.00 + 10 free spins',
    ]);
    expect(screen.getByRole('link', { name: 'Sign up to join' })).toHaveAttribute(
      'href',
      '/registration?redirect=%2Ftournaments%2Fweekly-race',
    );
    expect(screen.getByRole('link', { name: 'Full leaderboard' })).toHaveAttribute(
      'href',
      '/tournaments/weekly-race/leaderboard',
    );
  });

  it('joins a player once with an idempotency key, then says so and shows their place', async () => {
    let joined = false;
    const calls = stubApi({
      'GET /api/tournaments': () => json(200, [tournament()]),
      'GET /api/tournaments/1': () => json(200, tournament()),
      'GET /api/tournaments/1/status': () =>
        json(200, joined ? own({ user_confirmed: true, award_place: 2, points: 600 }) : own()),
      'POST /api/tournaments/1/confirm': () => {
        joined = true;
        return json(200, { confirmed: true });
      },
    });
    await renderWidget(
      tournamentPage,
      { kind: 'tournament', gamesCount: 0 },
      { route: '/tournaments/weekly-race', context: player, queryData: PROFILE },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Join the tournament' }));
    expect(await screen.findByText('You are taking part')).toBeInTheDocument();
    const confirms = calls.filter((call) => call.method === 'POST');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.key).toBeTruthy();
    expect(JSON.parse(confirms[0]!.body)).toEqual({ confirmed: true });
    expect(await screen.findByText('Your place: 2')).toBeInTheDocument();
    const mine = screen.getByRole('row', { current: true });
    expect(mine).toHaveTextContent('2Me (You)600');
  });

  it('says when joining fails and lets the player try again', async () => {
    stubApi({
      'GET /api/tournaments': () => json(200, [tournament()]),
      'GET /api/tournaments/1': () => json(200, tournament()),
      'GET /api/tournaments/1/status': () => json(200, own()),
      'POST /api/tournaments/1/confirm': () =>
        json(422, { errors: { confirmed: ['the tournament is over'] } }),
    });
    await renderWidget(
      tournamentPage,
      { kind: 'tournament', gamesCount: 0 },
      { route: '/tournaments/weekly-race', context: player, queryData: PROFILE },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Join the tournament' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not add you to the tournament.');
    expect(screen.getByRole('button', { name: 'Join the tournament' })).toBeEnabled();
  });

  it('shows the finished label without a timer or joining for an archived tournament', async () => {
    const over = tournament({ start_at: at(-10), end_at: at(-3), finished_at: at(-3), in_progress: false });
    stubApi({
      'GET /api/tournaments': () => json(200, [over]),
      'GET /api/tournaments/1': () => json(200, over),
    });
    await renderWidget(
      tournamentPage,
      { kind: 'tournament', gamesCount: 0 },
      { route: '/tournaments/weekly-race', context: { pages: PAGES } },
    );
    expect(await screen.findByText('Finished')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('This tournament has finished.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up to join' })).toBeNull();
  });

  it('shows the whole board on the leaderboard route, the player below the top places', async () => {
    const many = Array.from({ length: 14 }, (_, i) => top(`P${i + 1}`, i + 1, 1000 - i));
    stubApi({
      'GET /api/tournaments': () => json(200, [tournament({ top_players: many })]),
      'GET /api/tournaments/1': () => json(200, tournament({ top_players: many })),
      'GET /api/tournaments/1/status': () =>
        json(200, own({ user_confirmed: true, award_place: 15, points: 3 })),
    });
    await renderWidget(
      tournamentPage,
      { kind: 'tournament', gamesCount: 0 },
      { route: '/tournaments/weekly-race/leaderboard', context: player, queryData: PROFILE },
    );
    await screen.findByText('Your place: 15');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(16);
    expect(screen.getByRole('link', { name: 'Back to the tournament' })).toHaveAttribute(
      'href',
      '/tournaments/weekly-race',
    );
    expect(screen.queryByText('Conditions')).toBeNull();
  });

  it('does not show a hidden tournament or one of another group', async () => {
    stubApi({
      'GET /api/tournaments': () =>
        json(200, [
          tournament({ group_ids: [21] }),
          tournament({ id: 2, frontend_identifier: 'nonvisible-x' }),
        ]),
    });
    await renderWidget(
      tournamentPage,
      { kind: 'tournament' },
      { route: '/tournaments/weekly-race', context: { pages: PAGES } },
    );
    expect(
      await screen.findByText('This tournament does not exist or is not open to you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All tournaments' })).toHaveAttribute('href', '/tournaments');
  });

  it('reports a failed tournament list with a retry', async () => {
    stubApi({ 'GET /api/tournaments': () => json(500, {}) });
    await renderWidget(
      tournamentPage,
      { kind: 'tournament' },
      { route: '/tournaments/weekly-race', context: { pages: PAGES } },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this tournament.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('lottery page', () => {
  it("shows the player's tickets, the draw's conditions and prizes", async () => {
    stubApi({
      'GET /api/lotteries': () => json(200, [LOTTERY]),
      'GET /api/lotteries/201': () => json(200, LOTTERY),
      'GET /api/lotteries/201/status': () =>
        json(200, { lottery_id: 201, tickets: [{ id: 1 }, { id: 2 }, { id: 3 }], prizes: null }),
    });
    await renderWidget(
      tournamentPage,
      { kind: 'lottery' },
      {
        route: '/lottery/daily-draw',
        context: player,
        queryData: [[queryKeys.player.profile(), { id: 7, email: 'a@b.c', currency: 'EUR', statuses: [] }]],
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Draw' })).toBeInTheDocument();
    expect(await screen.findByText('3 tickets')).toBeInTheDocument();
    expect(screen.getByText('Deposit €20.00 or more and get a ticket for every €20.00.')).toBeInTheDocument();
    expect(screen.getByText('A ticket costs 100 comp points.')).toBeInTheDocument();
    expect(screen.getByText('At most 50 tickets per player.')).toBeInTheDocument();
    expect(screen.getByText('Tickets in the draw: 1,234')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
  });

  it('asks a guest to sign up for tickets', async () => {
    stubApi({
      'GET /api/lotteries': () => json(200, [LOTTERY]),
      'GET /api/lotteries/201': () => json(200, LOTTERY),
    });
    await renderWidget(
      tournamentPage,
      { kind: 'lottery' },
      { route: '/lottery/daily-draw', context: { pages: PAGES } },
    );
    expect(await screen.findByRole('link', { name: 'Sign up to get tickets' })).toHaveAttribute(
      'href',
      '/registration?redirect=%2Flottery%2Fdaily-draw',
    );
  });

  it('is not found while the lotteries page is off', async () => {
    const calls = stubApi({ 'GET /api/lotteries': () => json(200, [LOTTERY]) });
    await renderWidget(
      tournamentPage,
      { kind: 'lottery' },
      {
        route: '/lottery/daily-draw',
        context: { pages: PAGES, features: { lotteries: false } },
      },
    );
    expect(await screen.findByText('This lottery does not exist or is not open to you.')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/lotteries')).toBe(false));
  });
});
