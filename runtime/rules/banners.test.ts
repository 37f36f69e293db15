import { describe, expect, it } from 'vitest';
import { isBannerLive, visibleBanners, type BannerLike } from './banners.ts';

const NOW = Date.UTC(2026, 5, 15, 12, 0);
const guest = { loggedIn: false, groups: [], now: NOW };
const bronze = { loggedIn: true, groups: [257], now: NOW };

const banner = (id: string, over: Partial<BannerLike> = {}): BannerLike => ({
  id,
  categories: ['slider-index-top'],
  ...over,
});

const ids = (list: BannerLike[]) => list.map((b) => b.id);

describe('visibleBanners', () => {
  it('keeps only banners of the category', () => {
    const list = [banner('a'), banner('b', { categories: ['index-top jackpots'] })];
    expect(ids(visibleBanners(list, 'slider-index-top', guest))).toEqual(['a']);
  });

  it('shows group-targeted banners only to members of one of the groups', () => {
    const list = [
      banner('vip', { groupIds: ['257', 258] }),
      banner('gold', { groupIds: [259] }),
      banner('all', { groupIds: [] }),
    ];
    expect(ids(visibleBanners(list, 'slider-index-top', bronze))).toEqual(['vip', 'all']);
    expect(ids(visibleBanners(list, 'slider-index-top', guest))).toEqual(['all']);
  });

  it('shows logged banners to players only and guest banners to guests only', () => {
    const list = [
      banner('players', { logged: true }),
      banner('guests', { logged: false }),
      banner('everyone'),
    ];
    expect(ids(visibleBanners(list, 'slider-index-top', bronze))).toEqual(['players', 'everyone']);
    expect(ids(visibleBanners(list, 'slider-index-top', guest))).toEqual(['guests', 'everyone']);
  });

  it('shows a banner only within its UTC live time', () => {
    const list = [
      banner('now', { liveTime: { start: '15/06/2026 12:00', end: '15/06/2026 12:01' } }),
      banner('ended', { liveTime: { start: '01/06/2026 00:00', end: '15/06/2026 12:00' } }),
      banner('later', { liveTime: { start: '15/06/2026 12:01' } }),
      banner('open-start', { liveTime: { end: '16/06/2026' } }),
    ];
    expect(ids(visibleBanners(list, 'slider-index-top', guest))).toEqual(['now', 'open-start']);
  });

  it('orders banners by their order in the category, unordered ones last in config order', () => {
    const list = [
      banner('x'),
      banner('second', { order: { 'slider-index-top': 2 } }),
      banner('first', { order: { 'slider-index-top': 1, other: 9 } }),
      banner('y'),
    ];
    expect(ids(visibleBanners(list, 'slider-index-top', guest))).toEqual(['first', 'second', 'x', 'y']);
  });

  it('treats an unreadable live time end as open', () => {
    expect(isBannerLive({ liveTime: { end: 'soon' } }, NOW)).toBe(true);
  });
});
