import { describe, expect, it } from 'vitest';
import {
  categoryIdentifiers,
  categoryPath,
  categoryTitleKey,
  isCurrentCategory,
  listCategory,
  menuItemPath,
  menuKey,
  parseGamesPath,
} from './game-pages.ts';

describe('game list pages', () => {
  it.each([
    ['/', { kind: 'lobby' }],
    ['/pokies/all', { kind: 'category', section: 'pokies', slug: 'all' }],
    ['/pokies/megaways/3', { kind: 'category', section: 'pokies', slug: 'megaways' }],
    ['/live/roulette', { kind: 'category', section: 'live', slug: 'roulette' }],
    ['/categories/special', { kind: 'category', section: 'categories', slug: 'special' }],
    ['/producers/netent', { kind: 'provider', slug: 'netent' }],
    ['/producers/netent/2', { kind: 'provider', slug: 'netent' }],
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
    expect(menuKey({ kind: 'category', section: 'live', slug: 'all' })).toBe('live');
    expect(menuKey({ kind: 'category', section: 'categories', slug: 'new' })).toBe('categories');
    expect(menuKey({ kind: 'provider', slug: 'netent' })).toBe('pokies');
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
    const liveAll = { kind: 'category', section: 'live', slug: 'all' } as const;
    expect(isCurrentCategory(liveAll, 'live')).toBe(true);
    expect(isCurrentCategory(liveAll, 'roulette')).toBe(false);
    expect(isCurrentCategory({ kind: 'lobby' }, 'lobby')).toBe(true);
  });

  it('names category titles by message key', () => {
    expect(categoryTitleKey('bonus-buy')).toBe('CATEGORIES.BONUS_BUY');
    expect(categoryTitleKey('btc-games')).toBe('CATEGORIES.BTC_GAMES');
  });
});
