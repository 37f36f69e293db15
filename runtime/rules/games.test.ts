import { describe, expect, it } from 'vitest';
import {
  canFavourite,
  filterDisabledProviders,
  hiddenProviders,
  isCurrencyLocked,
  pickRandomGame,
  randomCardIndex,
  withCashbackCard,
  withRandomCard,
} from './games.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('random-game card', () => {
  it('sits at position 10 of a category list', () => {
    const list = withRandomCard(range(30), 'R', 'pokies');
    expect(list.indexOf('R')).toBe(9);
    expect(list).toHaveLength(31);
  });

  it.each(['special', 'new', 'top', 'recommended'])('goes to the end of the %s list', (category) => {
    expect(randomCardIndex(category, 30)).toBe(30);
  });

  it('goes to the end of a list shorter than ten', () => {
    expect(withRandomCard(range(4), 'R', 'pokies')).toEqual([0, 1, 2, 3, 'R']);
  });

  it('picks among the first 100 games only', () => {
    const games = range(500);
    expect(pickRandomGame(games, () => 0)).toBe(0);
    expect(pickRandomGame(games, () => 0.999999)).toBe(99);
    expect(pickRandomGame(range(5), () => 0.999999)).toBe(4);
    expect(pickRandomGame([], () => 0.5)).toBeUndefined();
  });
});

describe('cashback card', () => {
  it('comes first in live categories', () => {
    expect(withCashbackCard([1, 2], 'C', 'live')).toEqual(['C', 1, 2]);
    expect(withCashbackCard([1, 2], 'C', 'live-all')).toEqual(['C', 1, 2]);
  });

  it('does not appear elsewhere', () => {
    expect(withCashbackCard([1, 2], 'C', 'pokies')).toEqual([1, 2]);
    expect(withCashbackCard([1, 2], 'C', 'lively')).toEqual([1, 2]);
  });
});

describe('favourites and the currency lock', () => {
  const game = { currencies: { EUR: { id: 11 }, BTC: { id: 12 }, FUN: { id: 13 } } };

  it('offers the favourite toggle to a player whose currency the game supports', () => {
    expect(canFavourite(game, { loggedIn: true, currency: 'EUR' })).toBe(true);
  });

  it('does not offer it to guests or for an unsupported currency', () => {
    expect(canFavourite(game, { loggedIn: false, currency: 'EUR' })).toBe(false);
    expect(canFavourite(game, { loggedIn: true, currency: 'CAD' })).toBe(false);
  });

  it('locks the tile for a fiat currency the game lacks', () => {
    expect(isCurrencyLocked(game, { loggedIn: true, currency: 'CAD' })).toBe(true);
    expect(isCurrencyLocked(game, { loggedIn: true, currency: 'EUR' })).toBe(false);
  });

  it('never locks the tile for crypto players or guests', () => {
    expect(isCurrencyLocked(game, { loggedIn: true, currency: 'ETH' })).toBe(false);
    expect(isCurrencyLocked(game, { loggedIn: false, currency: 'CAD' })).toBe(false);
  });
});

describe('providers', () => {
  it('drops games of disabled providers, applying at most ten of them', () => {
    const disabled = range(11).map((i) => `p${i}`);
    const games = range(12).map((i) => ({ id: i, provider: `p${i}` }));
    expect(filterDisabledProviders(games, disabled).map((g) => g.provider)).toEqual(['p10', 'p11']);
  });

  const config = { netent: 'all', igt: ['DE', 'at'], amatic: ['NO'] } as const;

  it('hides providers set to all everywhere and listed ones in their countries', () => {
    expect(hiddenProviders(config, 'de')).toEqual(['netent', 'igt']);
    expect(hiddenProviders(config, 'AT')).toEqual(['netent', 'igt']);
    expect(hiddenProviders(config, 'CA')).toEqual(['netent']);
  });

  it('hides nothing for bots or with the allProviders flag', () => {
    expect(hiddenProviders(config, 'DE', { isBot: true })).toEqual([]);
    expect(hiddenProviders(config, 'DE', { allProviders: true })).toEqual([]);
  });
});
