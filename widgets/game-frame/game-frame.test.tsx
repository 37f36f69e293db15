import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { QueryKey } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { LAYOUT_IDS } from '../../runtime/routing/index.ts';
import { prepareProps } from '../../runtime/slots/prepare-props.ts';
import { renderWidget, renderWithProviders } from '../../tests/harness/render-widget.tsx';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { jsonAnswer, makeGame, makePlayer } from '../../tests/harness/game-fixtures.ts';
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
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

describe('game page: the real-money launch gate', () => {
  const tides = makeGame({ provider: 'pragmaticplay', slug: 'book-of-tides', title: 'Book of Tides' });
  const tidesSelected: [readonly unknown[], unknown] = [
    queryKeys.games.select(['pragmaticplay/book-of-tides'], 'desktop'),
    [tides],
  ];
  const FIELDS = {
    fields: [
      { field: 'first_name', type: 'string' },
      { field: 'last_name', type: 'string' },
      { field: 'date_of_birth', type: 'date' },
      { field: 'currency', type: 'currency' },
    ],
    contexts: { pragmaticplay: ['first_name', 'last_name', 'date_of_birth', 'currency'] },
  };
  const playerWith = (fields: Record<string, unknown>) => ({ ...makePlayer('EUR'), ...fields });
  /** The game page for a player; `fields` null leaves the field sets to be fetched. */
  const open = (route: string, player: Record<string, unknown>, fields: unknown = FIELDS) =>
    renderWidget(gameFrame, undefined, {
      route,
      context: { auth: 'player' },
      queryData: [
        tidesSelected,
        ...playerData('EUR'),
        [queryKeys.player.profile(), player],
        ...(fields === null ? [] : [[queryKeys.info.playerFields(), fields] as [QueryKey, unknown]]),
      ],
    });

  beforeEach(() => useModalStore.setState({ stack: [] }));

  it("holds real play while the provider's fields are empty and asks for exactly those", async () => {
    await open(
      '/play/pragmaticplay/book-of-tides',
      playerWith({ first_name: 'Ada', last_name: '', date_of_birth: null }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your details are needed to play for real money' }),
    ).toBeTruthy();
    expect(
      screen.getByText(/asks for a few details before real-money play: Last name, Date of birth\./),
    ).toBeTruthy();
    expect(frame()).toBeNull();
    expect(useModalStore.getState().stack).toMatchObject([
      { name: 'personal-info', params: { context: 'pragmaticplay', fields: 'last_name,date_of_birth' } },
    ]);
    expect(screen.getByRole('link', { name: 'Play demo' }).getAttribute('href')).toBe(
      '/play/pragmaticplay/book-of-tides?mode=demo',
    );
    // Closed without saving, it opens again on request only.
    useModalStore.setState({ stack: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Fill in my details' }));
    expect(useModalStore.getState().stack.map((entry) => entry.name)).toEqual(['personal-info']);
  });

  it('launches the game once the details are saved', async () => {
    const view = await open('/play/pragmaticplay/book-of-tides', playerWith({ first_name: null }));
    await screen.findByRole('button', { name: 'Fill in my details' });
    expect(frame()).toBeNull();
    view.queryClient.setQueryData(
      queryKeys.player.profile(),
      playerWith({ first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1990-12-10' }),
    );
    await waitFor(() =>
      expect(frame()?.getAttribute('src')).toBe('/sandbox/game/pragmaticplay/book-of-tides?mode=real'),
    );
  });

  it('lets demo play without the details', async () => {
    await open('/play/pragmaticplay/book-of-tides?mode=demo', playerWith({ first_name: null }));
    await waitFor(() =>
      expect(frame()?.getAttribute('src')).toBe('/sandbox/game/pragmaticplay/book-of-tides?mode=demo'),
    );
    expect(useModalStore.getState().stack).toEqual([]);
  });

  it('waits for the field sets before loading a real game, and says when they cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: () => Response = () => jsonAnswer({ error: 'internal_error' }, 500);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        Promise.resolve(String(input).includes('/api/info/player_fields') ? answer() : jsonAnswer(null, 204)),
      ),
    );
    await open(
      '/play/pragmaticplay/book-of-tides',
      playerWith({ first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1990-12-10' }),
      null,
    );
    expect(
      await screen.findByRole(
        'heading',
        { name: 'We could not check whether this game needs more of your details.' },
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(frame()).toBeNull();
    answer = () => jsonAnswer(FIELDS);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(frame()?.getAttribute('src')).toBe('/sandbox/game/pragmaticplay/book-of-tides?mode=real'),
    );
  });
});
