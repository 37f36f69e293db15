import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys, type Jackpot, type JackpotWin, type Player } from '../../runtime/queries/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { jackpots } from './index.ts';

const jackpot: Jackpot = {
  id: 1,
  name: 'Mystic Jackpot',
  identifier: 'mystic-jackpot',
  external_id: 'jp-mystic',
  currency: 'EUR',
  allowed_currencies: ['EUR', 'CAD'],
  games: [],
  state: 'active',
  levels: [
    {
      id: 11,
      index: 0,
      identifier: 'level_1',
      name: 'Mini',
      amount_cents: 25_050,
      available_amount_cents: 0,
      total_amount_cents: 0,
      state: 'active',
      current_award_value: null,
    },
    {
      id: 13,
      index: 2,
      identifier: 'level_3',
      name: 'Mega',
      amount_cents: 10_000_000,
      available_amount_cents: 0,
      total_amount_cents: 0,
      state: 'active',
      current_award_value: null,
    },
  ],
};

const win = (user_name: string, cents: number, day: number): JackpotWin => ({
  user_name,
  created_at: `2026-03-${String(day).padStart(2, '0')}T10:00:00Z`,
  approved_at: '',
  jackpot_name: 'Mystic Jackpot',
  jackpot_level_name: 'Mini',
  jackpot_level_external_code: '',
  jackpot_external_code: '',
  jackpot_original_currency: 'EUR',
  amount_cents: cents,
  jackpot_original_amount_cents: cents,
});

const wins = [
  win('alexander', 50_000, 1),
  win('bo', 900_000, 2),
  win('christina', 10_000, 9),
  win('dominique', 300_000, 3),
  win('evangeline', 70_000, 8),
  win('fredrik', 20_000, 7),
];

function show(data: [QueryKey, unknown][], player: Player | null = null) {
  return renderWidget(jackpots, jackpots.example, {
    queryData: [[queryKeys.player.profile(), player], ...data],
    context: { auth: player ? 'player' : 'guest' },
  });
}

const names = () =>
  screen
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.cr-jackpots__winner-name')?.textContent)
    .filter(Boolean);

describe('jackpots', () => {
  it('shows five loading skeletons while the winners load', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    await show([[queryKeys.jackpots.list(), [jackpot]]]);
    expect(screen.getAllByTestId('winner-skeleton')).toHaveLength(5);
  });

  it('lists the five biggest winners with masked names, and the latest on the other tab', async () => {
    const user = userEvent.setup();
    await show([
      [queryKeys.jackpots.list(), [jackpot]],
      [queryKeys.jackpots.wins(), wins],
    ]);
    expect(names()).toEqual(['bo***', 'domini***', 'evange***', 'alexan***', 'fredri***']);
    expect(screen.queryByText(/alexander/)).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Latest' }));
    expect(names()).toEqual(['christ***', 'evange***', 'fredri***', 'domini***', 'bo***']);
  });

  it('shows each level with its prize and minimum bet, and a button to the jackpot games', async () => {
    await show([
      [queryKeys.jackpots.list(), [jackpot]],
      [queryKeys.jackpots.wins(), wins],
    ]);
    const card = screen.getByRole('article', { name: 'Mystic Jackpot' });
    const levels = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(levels[0]).toContain('Mega');
    expect(levels[0]).toContain('€100,000.00');
    expect(levels[0]).toContain('Minimum bet €1.00');
    expect(levels[1]).toContain('€250.50');
    expect(
      within(card).getByRole('link', { name: 'Play jackpot games: Mystic Jackpot' }).getAttribute('href'),
    ).toBe('/pokies/mystic-jackpots');
  });

  it('leaves the leaderboard out when the winners cannot be loaded', async () => {
    await show([
      [queryKeys.jackpots.list(), [jackpot]],
      [queryKeys.jackpots.wins(), []],
    ]);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('article', { name: 'Mystic Jackpot' })).toBeTruthy();
  });

  describe('on the jackpot page', () => {
    const rocket: Jackpot = {
      ...jackpot,
      id: 2,
      name: 'Rocket Jackpot',
      identifier: 'rocket-jackpot',
      external_id: 'jp-rocket',
    };
    const rocketWin = {
      ...win('rocketeer', 1_000, 10),
      jackpot_name: 'Rocket Jackpot',
      jackpot_external_code: 'jp-rocket',
    };
    const onPage = (path: string, data: [QueryKey, unknown][], rates: unknown = {}) =>
      renderWidget(
        jackpots,
        { ...jackpots.example, page: true },
        {
          route: path,
          queryData: [
            [queryKeys.player.profile(), null],
            [queryKeys.info.cryptoExchangeRates(), rates],
            ...data,
          ],
          context: { auth: 'guest', pages: ['lobby', 'jackpot'] },
        },
      );

    it("puts the path's jackpot first under the page heading and lists only its winners", async () => {
      await onPage('/rocket-jackpot', [
        [queryKeys.jackpots.list(), [jackpot, rocket]],
        [
          queryKeys.jackpots.wins(),
          [...wins.map((w) => ({ ...w, jackpot_external_code: 'jp-mystic' })), rocketWin],
        ],
      ]);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rocket Jackpot');
      const cards = screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'));
      expect(cards).toEqual(['cr-jackpot-2', 'cr-jackpot-1']);
      // Side by side on a wide screen: both leaderboards at once, no tabs.
      for (const board of ['Biggest', 'Latest']) {
        const list = screen.getByRole('list', { name: board });
        expect(
          within(list)
            .getAllByRole('listitem')
            .map((li) => li.textContent),
        ).toEqual([expect.stringContaining('rocket***')]);
      }
      expect(screen.queryByRole('tablist')).toBeNull();
      // The other jackpot's card leads to its own page; this page's card does not link to itself.
      expect(screen.getByRole('link', { name: 'About Mystic Jackpot' }).getAttribute('href')).toBe(
        '/mystic-jackpot',
      );
      expect(screen.queryByRole('link', { name: 'About Rocket Jackpot' })).toBeNull();
    });

    it('says when the jackpot has no winners yet', async () => {
      await onPage('/rocket-jackpot', [
        [queryKeys.jackpots.list(), [jackpot, rocket]],
        [queryKeys.jackpots.wins(), wins],
      ]);
      expect(screen.getAllByText('No winners yet: the first could be you.').length).toBeGreaterThan(0);
    });

    it("shows prizes and winnings in the visitor's currency by the platform's rates", async () => {
      const quote = (exchange_rate: number) => ({
        exchange_rate,
        fee: 0,
        total_exchange_rate: exchange_rate,
      });
      await renderWidget(
        jackpots,
        { ...jackpots.example, page: true },
        {
          route: '/mystic-jackpot',
          queryData: [
            [queryKeys.player.profile(), null],
            [
              queryKeys.info.cryptoExchangeRates(),
              { EUR: { BTC: quote(1 / 50_000) }, BTC: { CAD: quote(75_000) } },
            ],
            [queryKeys.jackpots.list(), [jackpot]],
            [
              queryKeys.jackpots.wins(),
              [{ ...win('alexander', 50_000, 1), jackpot_external_code: 'jp-mystic' }],
            ],
          ],
          context: { auth: 'guest', country: 'CA', pages: ['lobby', 'jackpot'] },
        },
      );
      const card = screen.getByRole('article', { name: 'Mystic Jackpot' });
      expect(card.textContent).toContain('CA$150,000.00');
      expect(document.querySelector('.cr-jackpots__winner-amount')?.textContent).toBe('CA$750.00');
    });
  });
});
