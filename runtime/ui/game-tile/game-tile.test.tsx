import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../slots/render-widget.tsx';
import { GameTile, type GameTileProps } from './game-tile.tsx';
import { makeGame } from './testing/game-fixtures.ts';

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
