import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { quests } from './index.ts';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const tournament = (id: number, identifier: string, start: number, end: number, extra: object = {}) => ({
  id,
  title: `T ${identifier}`,
  frontend_identifier: identifier,
  strategy: 'bet',
  in_progress: start <= 0 && end > 0,
  user_confirmation_required: false,
  group_tournament: false,
  start_at: at(start),
  end_at: at(end),
  finished_at: null,
  currency: 'EUR',
  game_category_identity: 'all',
  group_ids: [],
  prizes: [],
  top_players: [],
  ...extra,
});
const TOURNAMENTS = [
  tournament(1, 'quest-galaxy', -2, 10, { title: 'Galaxy Quest', questSize: 'm', questSlug: 'galaxy' }),
  tournament(2, 'quest-rookie', -1, 5, { title: 'Rookie Quest', questSize: 'xs' }),
  tournament(3, 'quest-ffc-test', -1, 5, { title: 'Test Quest' }),
  tournament(4, 'quest-vip', -1, 5, { title: 'VIP Quest', group_ids: [257] }),
  tournament(5, 'quest-robot', 3, 9, { title: 'Robot Quest', questSize: 'robot-m' }),
  tournament(6, 'achievement-first-steps', -3, 20, { title: 'First Steps', strategy: 'spin' }),
  tournament(7, 'tournament-weekly', -1, 3, { title: 'Weekly Race' }),
];
const PLAYER = { id: 7, email: 'ada@example.com', currency: 'EUR', statuses: [] };
const CURRENCIES = [
  { code: 'EUR', symbol: '€', subunits_to_unit: 100, fiat: true, default: true, subcurrencies: [] },
];
const status = (id: number, bets: number, games = 0) => ({
  tournament_id: id,
  tournament_team_id: null,
  nickname: 'Ada',
  user_confirmed: null,
  bets: bets.toFixed(2),
  wins: '0.00',
  bet_cents: bets * 100,
  win_cents: 0,
  rate: 0,
  games_taken: games,
  points: 0,
  award_place: null,
  award_place_in_team: null,
});

/** Answers /batch from the statuses given; records the calls. */
function stubBatch(statuses: ReturnType<typeof status>[]) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    urls.push(url.pathname + url.search);
    if (url.pathname === '/batch') {
      const answer: Record<string, unknown> = {};
      for (const entry of url.searchParams.getAll('url[]')) {
        const id = Number(/tournaments\/(\d+)\//.exec(entry)?.[1]);
        answer[entry] = statuses.find((s) => s.tournament_id === id) ?? null;
      }
      return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
    }
    return new Response(JSON.stringify({ error: 'not_found' }), { status: 404 });
  });
  return urls;
}

function renderQuests(
  view: 'action' | 'achievements' | 'activity-hub',
  options: RenderOptions & { player?: boolean; tournaments?: unknown } = {},
) {
  const player = options.player ?? false;
  return renderWidget(
    quests,
    { view },
    {
      route: '/action',
      ...options,
      context: { auth: player ? 'player' : 'guest', ...options.context },
      queryData: [
        [queryKeys.info.currencies(), CURRENCIES],
        ...(player ? [[queryKeys.player.profile(), PLAYER] as [readonly unknown[], unknown]] : []),
        ...(options.tournaments === undefined
          ? [[queryKeys.tournaments.list(), TOURNAMENTS] as [readonly unknown[], unknown]]
          : []),
        ...(options.queryData ?? []),
      ],
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('quests: /action lists the quests the visitor sees', () => {
  it('lists quests only, running first, without test or group quests, each linking to its page', async () => {
    stubBatch([]);
    await renderQuests('action');
    const list = await screen.findByRole('list');
    const titles = within(list)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(titles).toEqual([
      ['Rookie Quest', '/action/quest-rookie'],
      ['Galaxy Quest', '/action/galaxy'],
      ['Robot Quest', '/action/quest-robot'],
    ]);
    expect(screen.getByText(/sign up or log in to take part/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/registration');
  });

  it('shows test quests with the testQuests flag and group quests to their group', async () => {
    stubBatch([]);
    await renderQuests('action', {
      context: { features: { testQuests: true }, groups: [257], auth: 'player' },
      player: true,
    });
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('link', { name: 'Test Quest' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'VIP Quest' })).toBeInTheDocument();
  });

  it("shows a player's level in each running quest", async () => {
    stubBatch([status(1, 1_200), status(2, 300)]);
    await renderQuests('action', { player: true });
    expect(await screen.findByText('Level 3 of 25')).toBeInTheDocument();
    expect(screen.getByText('Level 3 of 6')).toBeInTheDocument();
  });

  it('says so when no quest is open', async () => {
    stubBatch([]);
    await renderQuests('action', { queryData: [[queryKeys.tournaments.list(), [TOURNAMENTS[6]]]] });
    expect(await screen.findByText(/no quests are open to you/i)).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubBatch([]);
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    await renderQuests('action', { tournaments: null });
    expect(await screen.findByText(/could not be loaded/i, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('quests: /action/<slug> shows one quest', () => {
  it("marks the levels by the player's bets: the last reached is current", async () => {
    stubBatch([status(1, 1_000)]);
    await renderQuests('action', { player: true, route: '/action/galaxy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Galaxy Quest' })).toBeInTheDocument();
    await screen.findByText('Level 3 of 25');
    const levels = screen.getAllByRole('listitem');
    expect(levels).toHaveLength(25);
    expect(levels.slice(0, 4).map((item) => item.dataset['state'])).toEqual([
      'completed',
      'completed',
      'active',
      'locked',
    ]);
    expect(levels[2]).toHaveAttribute('aria-current', 'step');
    expect(levels[1]).toHaveTextContent('Bets from €500.00');
    expect(screen.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByText('€1,000.00 bet, €1,000.00 more to level 4')).toBeInTheDocument();
    expect(document.querySelector('.cr-quest--m')).not.toBeNull();
  });

  it('lays the levels out by size and counts them by size', async () => {
    stubBatch([]);
    await renderQuests('action', { route: '/action/quest-rookie' });
    await screen.findByRole('heading', { level: 1, name: 'Rookie Quest' });
    expect(document.querySelector('.cr-quest--xs')).not.toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it("does not show a group's quest to others, nor an unknown one", async () => {
    stubBatch([]);
    await renderQuests('action', { route: '/action/quest-vip' });
    expect(await screen.findByRole('heading', { name: 'Quest not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All quests' })).toHaveAttribute('href', '/action');
  });

  it('goes back to the list by keyboard', async () => {
    stubBatch([]);
    await renderQuests('action', { route: '/action/galaxy' });
    await screen.findByRole('heading', { level: 1, name: 'Galaxy Quest' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'All quests' })).toHaveFocus();
  });
});

describe('achievements and the activity hub', () => {
  it("lists achievements with the player's result", async () => {
    stubBatch([{ ...status(6, 0, 12) }]);
    await renderQuests('achievements', { player: true, route: '/achievements' });
    expect(await screen.findByRole('heading', { name: 'First Steps' })).toBeInTheDocument();
    expect(await screen.findByText('Your result: 12 spins')).toBeInTheDocument();
    expect(screen.queryByText('Galaxy Quest')).toBeNull();
  });

  it('shows the running quests and the achievements count in the hub', async () => {
    stubBatch([status(1, 600)]);
    await renderQuests('activity-hub', { player: true, route: '/activity-hub' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity hub' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Galaxy Quest' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Robot Quest' })).toBeNull();
    expect(screen.getByText('1 achievement is running.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all achievements' })).toHaveAttribute(
      'href',
      '/achievements',
    );
    await screen.findByText('Level 2 of 25');
  });
});
