import { describe, expect, it } from 'vitest';
import {
  categoryIdentifiers,
  categoryPath,
  categoryTitleKey,
  isCurrentCategory,
  listCategory,
  listPagePath,
  menuItemPath,
  menuKey,
  parseGamesPath,
} from './game-pages.ts';

describe('game list pages', () => {
  it.each([
    ['/', { kind: 'lobby' }],
    ['/pokies/all', { kind: 'category', section: 'pokies', slug: 'all', page: 1 }],
    ['/pokies/megaways/3', { kind: 'category', section: 'pokies', slug: 'megaways', page: 3 }],
    ['/live/roulette', { kind: 'category', section: 'live', slug: 'roulette', page: 1 }],
    ['/categories/special', { kind: 'category', section: 'categories', slug: 'special', page: 1 }],
    ['/categories/special/12', { kind: 'category', section: 'categories', slug: 'special', page: 12 }],
    ['/table', { kind: 'category', section: 'pokies', slug: 'table', page: 1 }],
    ['/producers/netent', { kind: 'provider', slug: 'netent', page: 1 }],
    ['/producers/netent/2', { kind: 'provider', slug: 'netent', page: 2 }],
    ['/pokies/megaways/0', { kind: 'other' }],
    ['/producers/netent/next', { kind: 'other' }],
    ['/favorite-games', { kind: 'favorites' }],
    ['/play/netent/starburst', { kind: 'game', producer: 'netent', name: 'starburst' }],
    ['/support', { kind: 'other' }],
  ])('reads %s', (path, page) => {
    expect(parseGamesPath(path)).toEqual(page);
  });

  it('lists every game on /pokies/all and the live games on /live/all', () => {
    expect(categoryIdentifiers('pokies', 'all')).toEqual([]);
    expect(categoryIdentifiers('live', 'all')).toEqual(['live']);
    expect(categoryIdentifiers('live', 'roulette')).toEqual(['roulette']);
    expect(listCategory('live', 'all')).toBe('live');
  });

  it('shows the menu of each page type, the pokies menu on provider pages', () => {
    expect(menuKey({ kind: 'lobby' })).toBe('lobby');
    expect(menuKey({ kind: 'category', section: 'live', slug: 'all', page: 1 })).toBe('live');
    expect(menuKey({ kind: 'category', section: 'categories', slug: 'new', page: 1 })).toBe('categories');
    expect(menuKey({ kind: 'provider', slug: 'netent', page: 2 })).toBe('pokies');
    expect(menuKey({ kind: 'favorites' })).toBe('favorite-games');
    expect(menuKey({ kind: 'other' })).toBeNull();
  });

  it('links categories to their canonical pages, never under /categories/', () => {
    expect(categoryPath('special', 'categories')).toBe('/pokies/special');
    expect(categoryPath('live')).toBe('/live/all');
    expect(categoryPath('pokies')).toBe('/pokies/all');
    expect(categoryPath('roulette', 'live')).toBe('/live/roulette');
    expect(menuItemPath('lobby', 'pokies')).toBe('/');
  });

  it('marks the current category, and the section item on its all page', () => {
    const liveAll = { kind: 'category', section: 'live', slug: 'all', page: 1 } as const;
    expect(isCurrentCategory(liveAll, 'live')).toBe(true);
    expect(isCurrentCategory(liveAll, 'roulette')).toBe(false);
    expect(isCurrentCategory({ kind: 'lobby' }, 'lobby')).toBe(true);
  });

  it('links the pages of a list: page 1 is the plain path, /categories/ lists use /pokies/', () => {
    const megaways = parseGamesPath('/pokies/megaways/3');
    expect(listPagePath(megaways, 2)).toBe('/pokies/megaways/2');
    expect(listPagePath(megaways, 4)).toBe('/pokies/megaways/4');
    expect(listPagePath(megaways, 1)).toBe('/pokies/megaways');
    expect(listPagePath(parseGamesPath('/categories/new'), 2)).toBe('/pokies/new/2');
    expect(listPagePath(parseGamesPath('/producers/netent/2'), 1)).toBe('/producers/netent');
    expect(listPagePath(parseGamesPath('/producers/netent'), 3)).toBe('/producers/netent/3');
  });

  it('has no paged links where the routes have none (live categories, other pages)', () => {
    expect(listPagePath(parseGamesPath('/live/roulette'), 2)).toBeNull();
    expect(listPagePath(parseGamesPath('/favorite-games'), 2)).toBeNull();
  });

  it('names category titles by message key', () => {
    expect(categoryTitleKey('bonus-buy')).toBe('CATEGORIES.BONUS_BUY');
    expect(categoryTitleKey('btc-games')).toBe('CATEGORIES.BTC_GAMES');
  });
});
