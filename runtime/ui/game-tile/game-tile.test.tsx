import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/harness/render-widget.tsx';
import { GameTile, type GameTileProps } from './game-tile.tsx';
import { makeGame } from '../../../tests/harness/game-fixtures.ts';

function renderTile(props: Partial<GameTileProps> = {}) {
  return renderWithProviders(
    <GameTile
      game={makeGame()}
      localePrefix=""
      loggedIn={false}
      currency={null}
      favourite={false}
      {...props}
    />,
  );
}

describe('game tile', () => {
  it("sends a guest's Play to registration, coming back to the game", () => {
    renderTile();
    const play = screen.getByRole('link', { name: 'Play Starburst' });
    expect(play.getAttribute('href')).toBe('/registration?redirect=%2Fplay%2Fnetent%2Fstarburst');
  });

  it('offers demo only for games with a demo mode', () => {
    renderTile();
    expect(screen.getByRole('link', { name: 'Try Starburst in demo mode' }).getAttribute('href')).toBe(
      '/play/netent/starburst?mode=demo',
    );
    renderTile({ game: makeGame({ slug: 'crazy-time', title: 'Crazy Time', currencies: ['EUR'] }) });
    expect(screen.queryByRole('link', { name: 'Try Crazy Time in demo mode' })).toBeNull();
  });

  it("opens real play for a player, under the page's locale", () => {
    renderTile({ loggedIn: true, currency: 'EUR', localePrefix: '/de' });
    expect(screen.getByRole('link', { name: 'Play Starburst' }).getAttribute('href')).toBe(
      '/de/play/netent/starburst',
    );
  });

  it('names the tile by the game title', () => {
    renderTile();
    expect(screen.getByRole('group', { name: 'Starburst' })).toBeTruthy();
  });

  it('shows a note (the provider of a same-named game) under the title and in the name', () => {
    renderTile({ note: 'NetEnt' });
    expect(screen.getByRole('group', { name: 'Starburst, NetEnt' })).toBeTruthy();
    expect(screen.getByText('NetEnt')).toBeTruthy();
  });

  describe('on a touch screen (no hover)', () => {
    const touch = (matches: boolean) =>
      vi
        .spyOn(window, 'matchMedia')
        .mockImplementation(
          (query: string) =>
            ({ matches: matches && query === '(hover: none)', media: query }) as MediaQueryList,
        );
    function LocationProbe() {
      const location = useLocation();
      return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
    }
    const renderAt = (props: Partial<GameTileProps> = {}) => {
      const view = renderWithProviders(
        <>
          <GameTile
            game={makeGame()}
            localePrefix=""
            loggedIn={false}
            currency={null}
            favourite={false}
            {...props}
          />
          <LocationProbe />
        </>,
        { route: '/' },
      );
      const cover = view.container.querySelector('.cr-game-tile__cover') as HTMLAnchorElement;
      /** A tap on the artwork: press, then click. */
      const tap = () => {
        fireEvent.pointerDown(cover);
        fireEvent.click(cover);
      };
      return { view, cover, tap, location: () => screen.getByTestId('location').textContent };
    };
    afterEach(() => vi.restoreAllMocks());

    it("shows a guest's tile actions on the first tap instead of going to sign-up, and follows the second", () => {
      touch(true);
      const { view, cover, tap, location } = renderAt();
      tap();
      expect(location()).toBe('/');
      expect(document.activeElement).toBe(cover);
      // Focus inside the artwork shows the actions (CSS :focus-within, as for keyboards).
      expect(view.container.querySelector('.cr-game-tile__media')?.contains(document.activeElement)).toBe(
        true,
      );
      tap();
      expect(location()).toBe('/registration?redirect=%2Fplay%2Fnetent%2Fstarburst');
    });

    it("follows a player's first tap, and a guest's click where the pointer can hover", () => {
      touch(true);
      const player = renderAt({ loggedIn: true, currency: 'EUR' });
      player.tap();
      expect(player.location()).toBe('/play/netent/starburst');
      player.view.unmount();
      vi.restoreAllMocks();
      touch(false);
      const guest = renderAt();
      guest.tap();
      expect(guest.location()).toBe('/registration?redirect=%2Fplay%2Fnetent%2Fstarburst');
    });
  });

  it('offers the favourite only to a logged-in player whose currency the game has', () => {
    const onToggleFavourite = vi.fn(() => Promise.resolve());
    renderTile({ onToggleFavourite });
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    renderTile({ loggedIn: true, currency: 'NOK', onToggleFavourite });
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    renderTile({ loggedIn: true, currency: 'EUR', onToggleFavourite });
    expect(screen.getByRole('button', { name: 'Add Starburst to favourites' })).toBeTruthy();
  });

  it('ignores repeated favourite clicks until the first one settles', async () => {
    let settle: () => void = () => undefined;
    const onToggleFavourite = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderTile({ loggedIn: true, currency: 'EUR', onToggleFavourite });
    const star = screen.getByRole('button', { name: 'Add Starburst to favourites' });
    fireEvent.click(star);
    fireEvent.click(star);
    fireEvent.click(star);
    expect(onToggleFavourite).toHaveBeenCalledTimes(1);
    expect(onToggleFavourite).toHaveBeenCalledWith(1, true);
    settle();
    await vi.waitFor(() => expect(star.getAttribute('aria-busy')).toBeNull());
    fireEvent.click(star);
    expect(onToggleFavourite).toHaveBeenCalledTimes(2);
  });

  it('shows a pressed star with a remove label for a favourite', () => {
    renderTile({
      loggedIn: true,
      currency: 'EUR',
      favourite: true,
      onToggleFavourite: () => Promise.resolve(),
    });
    const star = screen.getByRole('button', { name: 'Remove Starburst from favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
  });

  it('locks the tile for a fiat player whose currency the game lacks', () => {
    renderTile({ loggedIn: true, currency: 'NOK' });
    expect(screen.getByText('Not supported in your currency')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Play Starburst' })).toBeNull();
  });

  it('never locks the tile for crypto players or guests', () => {
    const game = makeGame({ currencies: ['EUR', 'FUN'] });
    renderTile({ game, loggedIn: true, currency: 'BTC' });
    expect(screen.queryByText('Not supported in your currency')).toBeNull();
    renderTile({ game });
    expect(screen.queryByText('Not supported in your currency')).toBeNull();
  });

  it('reserves the image box with explicit dimensions and lazy loading', () => {
    const { container } = renderTile();
    const image = container.querySelector('img');
    expect(image?.getAttribute('width')).toBe('320');
    expect(image?.getAttribute('height')).toBe('240');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('src')).toBe('/assets/generated/game/netent/starburst.svg');
  });
});
