import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { QueryKey } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { LAYOUT_IDS } from '../../runtime/routing/index.ts';
import { prepareProps } from '../../runtime/slots/prepare-props.ts';
import { renderWidget, renderWithProviders } from '../../runtime/slots/render-widget.tsx';
import { jsonAnswer, makeGame, makePlayer } from '../../runtime/ui/game-tile/testing/game-fixtures.ts';
import { gameFrame } from './index.ts';

const starburst = makeGame({ currencies: ['EUR', 'CAD', 'FUN'] });
const selected: [readonly unknown[], unknown] = [
  queryKeys.games.select(['netent/starburst'], 'desktop'),
  [starburst],
];

function playerData(currency: string): [readonly unknown[], unknown][] {
  return [
    [queryKeys.player.profile(), makePlayer(currency)],
    [queryKeys.player.limits(), []],
    [queryKeys.player.favouriteIds(), []],
  ];
}

const frame = () => document.querySelector('iframe');

/** Shows where the page has navigated to. */
function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonAnswer(null, 204))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('game page', () => {
  it('gives a guest the demo', async () => {
    await renderWidget(gameFrame, undefined, { route: '/play/netent/starburst', queryData: [selected] });
    await waitFor(() =>
      expect(frame()?.getAttribute('src')).toBe('/sandbox/game/netent/starburst?mode=demo'),
    );
    expect(frame()?.getAttribute('title')).toBe('Game: Starburst');
    expect(screen.getByRole('link', { name: 'Play for real money' }).getAttribute('href')).toBe(
      '/registration?redirect=%2Fplay%2Fnetent%2Fstarburst',
    );
  });

  it('plays for real money when logged in, demo when asked for', async () => {
    await renderWidget(gameFrame, undefined, {
      route: '/play/netent/starburst',
      context: { auth: 'player' },
      queryData: [selected, ...playerData('EUR')],
    });
    await waitFor(() =>
      expect(frame()?.getAttribute('src')).toBe('/sandbox/game/netent/starburst?mode=real'),
    );
    document.body.innerHTML = '';
    await renderWidget(gameFrame, undefined, {
      route: '/play/netent/starburst?mode=demo',
      context: { auth: 'player' },
      queryData: [selected, ...playerData('EUR')],
    });
    await waitFor(() =>
      expect(frame()?.getAttribute('src')).toBe('/sandbox/game/netent/starburst?mode=demo'),
    );
  });

  it('reads the player again when the game says refresh_user, from its own frame only', async () => {
    await renderWidget(gameFrame, undefined, {
      route: '/play/netent/starburst',
      context: { auth: 'player' },
      queryData: [selected, ...playerData('EUR')],
    });
    await waitFor(() => expect(frame()).not.toBeNull());
    const game = frame()!.contentWindow ?? ({} as Window);
    if (!frame()!.contentWindow) Object.defineProperty(frame(), 'contentWindow', { value: game });
    const fetched = vi.mocked(globalThis.fetch);
    const playerCalls = () =>
      fetched.mock.calls.filter(([input]) => String(input).endsWith('/api/player')).length;
    const before = playerCalls();
    const send = (source: Window | null, origin = window.location.origin) =>
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'refresh_user' }, origin, source }));

    send(window);
    send(game, 'https://elsewhere.example');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(playerCalls()).toBe(before);

    send(game);
    await waitFor(() => expect(playerCalls()).toBeGreaterThan(before));
  });

  it('blocks restricted-region guests', async () => {
    await renderWidget(gameFrame, undefined, {
      route: '/play/netent/starburst',
      context: { restriction: 'partial' },
      queryData: [selected],
    });
    expect(await screen.findByText('Playing is not available in your country.')).toBeTruthy();
    expect(frame()).toBeNull();
  });

  it('tells a player that the game does not take their currency', async () => {
    await renderWidget(gameFrame, undefined, {
      route: '/play/netent/starburst',
      context: { auth: 'player' },
      queryData: [selected, ...playerData('NOK')],
    });
    expect(
      await screen.findByRole('heading', { name: 'This game does not support your currency' }),
    ).toBeTruthy();
    expect(screen.getByText(/Real-money play in NOK is not available/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play demo' }).getAttribute('href')).toBe(
      '/play/netent/starburst?mode=demo',
    );
    expect(frame()).toBeNull();
  });

  it('toggles the favourite once per click while the change is on its way', async () => {
    const favourites: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (String(url).endsWith('/favorite_games/1') && init?.method === 'PUT') favourites.push(1);
        if (String(url).endsWith('/favorite_games')) return Promise.resolve(jsonAnswer(favourites));
        return Promise.resolve(jsonAnswer(null, 204));
      }),
    );
    await renderWidget(gameFrame, undefined, {
      route: '/play/netent/starburst',
      context: { auth: 'player' },
      queryData: [selected, ...playerData('EUR')],
    });
    const star = await screen.findByRole('button', { name: 'Add Starburst to favourites' });
    fireEvent.click(star);
    fireEvent.click(star);
    const fetchMock = vi.mocked(globalThis.fetch);
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/favorite_games/1'))).toHaveLength(
        1,
      ),
    );
    expect(await screen.findByRole('button', { name: 'Remove Starburst from favourites' })).toBeTruthy();
  });

  it('does not open the game for a player with a limit reached', async () => {
    await renderWidget(gameFrame, undefined, {
      route: '/play/netent/starburst',
      context: { auth: 'player' },
      queryData: [
        selected,
        [queryKeys.player.profile(), makePlayer('EUR')],
        [queryKeys.player.favouriteIds(), []],
        [queryKeys.player.limits(), [{ id: 1, type: 'coolingoff', period: 'day', accounts: [] }]],
      ],
    });
    await waitFor(() => expect(document.querySelector('.cr-game-frame')).toBeNull());
    expect(frame()).toBeNull();
  });

  it('sends a player who reaches a limit to the lobby while there is no limits page', async () => {
    const { default: Frame } = await gameFrame.load();
    const data: [QueryKey, unknown][] = [
      selected,
      [queryKeys.player.profile(), makePlayer('EUR')],
      [queryKeys.player.favouriteIds(), []],
      [queryKeys.player.limits(), [{ id: 1, type: 'coolingoff', period: 'day', accounts: [] }]],
    ];
    const open = (pages: readonly string[]) =>
      renderWithProviders(
        <>
          <Frame props={prepareProps(gameFrame, undefined)} slot="main" />
          <LocationProbe />
        </>,
        {
          route: '/play/netent/starburst',
          context: { auth: 'player', pages },
          queryData: data,
        },
      );
    const where = () => screen.getByTestId('location').textContent;
    const today = open(LAYOUT_IDS.filter((id) => id !== 'profile-limits'));
    await waitFor(() => expect(where()).toBe('/'));
    today.unmount();
    open(LAYOUT_IDS);
    await waitFor(() => expect(where()).toBe('/profile/limits'));
  });

  it('says when the game does not exist', async () => {
    await renderWidget(gameFrame, undefined, {
      route: '/play/netent/nothing',
      queryData: [[queryKeys.games.select(['netent/nothing'], 'desktop'), []]],
    });
    expect(await screen.findByRole('heading', { name: 'Game not found' })).toBeTruthy();
  });

  it('fills the viewport on mobile', async () => {
    await renderWidget(gameFrame, undefined, {
      route: '/play/netent/starburst',
      context: { device: 'mobile' },
      queryData: [[queryKeys.games.select(['netent/starburst'], 'mobile'), [starburst]]],
    });
    await waitFor(() => expect(frame()).toBeTruthy());
    expect(document.querySelector('.cr-game-frame--mobile')).toBeTruthy();
  });
});
