import { describe, expect, it } from 'vitest';
import { TOP_MENU_ORDER, visibleTopMenu, type TopMenuContext, type TopMenuItem } from './menu.ts';

const allItems: TopMenuItem[] = [...TOP_MENU_ORDER].reverse().map((id) => ({ id, href: `/${id}` }));
const everythingOn = {
  sports: true,
  activityHub: true,
  rocketMart: true,
  rocketChance: true,
  mysticJackpots: true,
};
const ctx = (over: Partial<TopMenuContext> = {}): TopMenuContext => ({
  features: everythingOn,
  bettingHost: 'sport.nova.localhost',
  ...over,
});
const ids = (c: TopMenuContext, items = allItems) => visibleTopMenu(items, c).map((i) => i.id);

describe('visibleTopMenu', () => {
  it('puts items in the spec order and hides lobby when the sports link is shown', () => {
    expect(ids(ctx())).toEqual(TOP_MENU_ORDER.filter((id) => id !== 'lobby'));
  });

  it('shows lobby and no sports when sports is off', () => {
    const list = ids(ctx({ features: { ...everythingOn, sports: false } }));
    expect(list[0]).toBe('lobby');
    expect(list).not.toContain('sports');
  });

  it('shows lobby and no sports when no betting host applies (Estonia)', () => {
    const list = ids(ctx({ bettingHost: null }));
    expect(list).toContain('lobby');
    expect(list).not.toContain('sports');
  });

  it('points the sports item at the betting host', () => {
    const sports = visibleTopMenu([{ id: 'sports', href: '/sport' }], ctx()).find((i) => i.id === 'sports');
    expect(sports).toEqual({ id: 'sports', href: '//sport.nova.localhost/sport', external: true });
  });

  it.each([
    ['activityHub', 'activity-hub'],
    ['rocketMart', 'rocket-mart'],
    ['rocketChance', 'rocket-chance'],
    ['mysticJackpots', 'mystic-jackpots'],
  ])('hides the item when the %s feature is off', (feature, id) => {
    expect(ids(ctx({ features: { ...everythingOn, [feature]: false } }))).not.toContain(id);
  });

  it('hides a promotion page switched off for the user in manage-promotion-pages', () => {
    const list = ids(ctx({ promotionPages: { rocketMart: false, activityHub: true } }));
    expect(list).not.toContain('rocket-mart');
    expect(list).toContain('activity-hub');
  });

  it('appends visible CMS pages tagged top-menu after the fixed items', () => {
    const menu = visibleTopMenu([{ id: 'pokies' }], {
      ...ctx(),
      cmsPages: [
        { path: '/bonus-rules', title: 'Bonus rules', categories: ['top-menu'] },
        { path: '/secret', title: 'Secret', categories: ['top-menu'], hidden: true },
        { path: '/privacy-policy', title: 'Privacy', categories: ['bottom-menu'] },
      ],
    });
    expect(menu).toEqual([
      { id: 'pokies' },
      { id: 'cms:/bonus-rules', label: 'Bonus rules', href: '/bonus-rules' },
    ]);
  });

  it('keeps items of unknown id after the known ones', () => {
    expect(ids(ctx(), [{ id: 'custom' }, { id: 'vip-club' }, { id: 'pokies' }])).toEqual([
      'pokies',
      'vip-club',
      'custom',
    ]);
  });
});
