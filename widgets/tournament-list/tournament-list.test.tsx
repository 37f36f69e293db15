import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { tournamentList } from './index.ts';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const tournament = (id: number, identifier: string, start: number, end: number, over = {}) => ({
  id,
  title: `Title ${identifier}`,
  frontend_identifier: identifier,
  strategy: 'spin',
  start_at: at(start),
  end_at: at(end),
  finished_at: end < 0 ? at(end) : null,
  currency: 'EUR',
  money_prize_pool_cents: 500_000,
  money_budget_cents: 500_000,
  group_ids: [],
  top_players: [],
  prizes: [],
  ...over,
});
const LIST = [
  tournament(1, 'weekly-race', -1, 3),
  tournament(2, 'weekend-rush', 2, 4),
  tournament(3, 'autumn-cup', -10, -3),
  tournament(4, 'live-masters', -1, 1),
  tournament(5, 'nonvisible-calibration', -1, 30),
  tournament(6, 'vip-cup', -1, 6, { group_ids: [21] }),
];
const LOTTERIES = [
  {
    id: 201,
    title: 'Daily Draw',
    frontend_identifier: 'daily-draw',
    currency: 'EUR',
    start_at: at(-1),
    end_at: at(1),
    finished_at: null,
    money_budget_cents: 200_000,
    group_ids: [],
  },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubApi(answers: Record<string, () => Response>) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const answer = answers[new URL(request.url).pathname];
    return answer ? answer() : json(404, { error: 'not_found' });
  });
}

afterEach(() => vi.unstubAllGlobals());

const show = (route: string, context = {}) =>
  renderWidget(tournamentList, undefined, {
    route,
    context: { pages: ['tournaments', 'tournament', 'lottery'], ...context },
  });

describe('tournament-list', () => {
  it('shows the running and coming items of all, with prize pool, status and timer', async () => {
    stubApi({ '/api/tournaments': () => json(200, LIST), '/api/lotteries': () => json(200, LOTTERIES) });
    await show('/tournaments');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Title live-masters',
      'Daily Draw',
      'Title weekly-race',
      'Title weekend-rush',
    ]);
    const race = cards[2]!;
    expect(within(race).getByRole('link', { name: 'Title weekly-race' })).toHaveAttribute(
      'href',
      '/tournaments/weekly-race',
    );
    expect(race).toHaveTextContent('€5,000.00');
    expect(race).toHaveTextContent(/Ends in\s*0[23]d \d\dh \d\dm \d\ds/);
    expect(cards[3]).toHaveTextContent(/Starts in\s*0[12]d/);
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute('href', '/lottery/daily-draw');
  });

  it('marks the tab of the route and shows a tab per route, links all of them', async () => {
    stubApi({ '/api/tournaments': () => json(200, LIST), '/api/lotteries': () => json(200, LOTTERIES) });
    await show('/tournaments/archive');
    const nav = screen.getByRole('navigation', { name: 'Tournament sections' });
    expect(within(nav).getByRole('link', { name: 'Archive' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/tournaments/all',
      '/tournaments/producers',
      '/tournaments/lotteries',
      '/tournaments/actions',
      '/tournaments/live',
      '/tournaments/achievements',
      '/tournaments/archive',
    ]);
    const [card] = await screen.findAllByRole('article');
    expect(card).toHaveTextContent('Title autumn-cup');
    expect(card).toHaveTextContent('Finished');
    expect(within(card!).queryByRole('timer')).toBeNull();
  });

  it('hides the lotteries tab and lotteries while the lotteries page is off', async () => {
    stubApi({ '/api/tournaments': () => json(200, LIST) });
    await show('/tournaments', { features: { lotteries: false } });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('link', { name: 'Lotteries' })).toBeNull();
    expect(screen.queryByText('Daily Draw')).toBeNull();
  });

  it('shows a group tournament to its group only', async () => {
    stubApi({ '/api/tournaments': () => json(200, LIST), '/api/lotteries': () => json(200, LOTTERIES) });
    await show('/tournaments', { auth: 'player', groups: [21] });
    expect(await screen.findByText('Title vip-cup')).toBeInTheDocument();
    expect(screen.queryByText('Title nonvisible-calibration')).toBeNull();
  });

  it('says when a tab is empty', async () => {
    stubApi({ '/api/tournaments': () => json(200, LIST), '/api/lotteries': () => json(200, LOTTERIES) });
    await show('/tournaments/producers');
    expect(await screen.findByText(/Nothing here right now/)).toBeInTheDocument();
  });

  it('reports a failed list with a way to try again', async () => {
    stubApi({ '/api/tournaments': () => json(500, {}), '/api/lotteries': () => json(200, LOTTERIES) });
    await show('/tournaments');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the tournaments.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('does not link a card to a page the brand does not have', async () => {
    stubApi({ '/api/tournaments': () => json(200, LIST), '/api/lotteries': () => json(200, LOTTERIES) });
    await show('/tournaments', { pages: ['tournaments'] });
    const cards = await screen.findAllByRole('article');
    for (const card of cards) expect(within(card).queryByRole('link')).toBeNull();
  });
});
