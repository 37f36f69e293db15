import { describe, expect, it } from 'vitest';
import {
  mainWidgetCards,
  mainWidgetCounter,
  mainWidgetHasNew,
  type MainWidgetCardConfig,
  type MainWidgetState,
} from './main-widget.ts';

const CONFIG: MainWidgetCardConfig[] = [
  { name: 'Rocket mart', image: '/r.svg', type: 'rocketMart', isNew: true },
  { name: 'Loot box', image: '/l.svg', type: 'lootBox' },
  { name: 'Adventures', image: '/a.svg', type: 'adventures', counter: 2 },
  { name: 'Quests', image: '/q.svg', type: 'quest' },
  { name: 'Activity hub', image: '/h.svg', type: 'activityHub', isActivePage: true },
];

const ALL_PAGES = ['rocket-mart', 'vip-club', 'profile-gifts', 'action', 'activity-hub', 'wheel'];

function state(over: Partial<MainWidgetState> & { pages?: string[]; off?: string[] } = {}): MainWidgetState {
  const pages = over.pages ?? ALL_PAGES;
  const off = over.off ?? [];
  return {
    present: (route) => pages.includes(route),
    enabled: (feature) => !off.includes(feature),
    activeLootboxes: 1,
    wheelGroup: false,
    activeQuests: [
      { slug: 'galaxy', identifier: 'quest-galaxy' },
      { slug: 'quest-rookie', identifier: 'quest-rookie' },
    ],
    ...over,
  };
}

const types = (s: MainWidgetState, config = CONFIG) => mainWidgetCards(config, s).map((c) => c.type);

describe('main widget cards', () => {
  it('shows every card whose page exists, in the configured order', () => {
    expect(types(state())).toEqual(['rocketMart', 'lootBox', 'adventures', 'quest', 'activityHub']);
  });

  it.each([
    ['rocket-mart', 'rocketMart'],
    ['vip-club', 'adventures'],
    ['profile-gifts', 'lootBox'],
    ['action', 'quest'],
    ['activity-hub', 'activityHub'],
  ])('leaves out a card whose page (%s) does not exist: no dead links', (page, type) => {
    const pages = ALL_PAGES.filter((p) => p !== page && p !== 'wheel');
    expect(types(state({ pages }))).not.toContain(type);
  });

  it.each([
    ['rocketMart', 'rocketMart'],
    ['activityHub', 'activityHub'],
    ['adventures', 'adventures'],
    ['quests', 'quest'],
  ])('leaves out a card whose page is switched off (%s)', (feature, type) => {
    expect(types(state({ off: [feature] }))).not.toContain(type);
  });

  it('shows the loot box card with an active box, or for a wheel group on the wheel', () => {
    expect(types(state({ activeLootboxes: 0 }))).not.toContain('lootBox');
    const wheel = mainWidgetCards(CONFIG, state({ activeLootboxes: 0, wheelGroup: true }));
    expect(wheel.find((c) => c.type === 'lootBox')).toMatchObject({ route: 'wheel', counter: 0 });
    const gifts = mainWidgetCards(CONFIG, state({ activeLootboxes: 3 }));
    expect(gifts.find((c) => c.type === 'lootBox')).toMatchObject({ route: 'profile-gifts', counter: 3 });
  });

  it('shows the quest card only while quests run; counts them and opens the list', () => {
    expect(types(state({ activeQuests: [] }))).not.toContain('quest');
    const card = mainWidgetCards(CONFIG, state()).find((c) => c.type === 'quest');
    expect(card).toMatchObject({ route: 'action', params: {}, counter: 2 });
  });

  it('opens the named quest while it runs, else the list', () => {
    const named: MainWidgetCardConfig[] = [
      { name: 'Q', image: '/q.svg', type: 'quest', frontend_identifier: 'quest-galaxy' },
    ];
    expect(mainWidgetCards(named, state())[0]).toMatchObject({ params: { slug: 'galaxy' }, counter: 1 });
    const gone: MainWidgetCardConfig[] = [{ ...named[0]!, frontend_identifier: 'quest-spring' }];
    expect(mainWidgetCards(gone, state())[0]).toMatchObject({ params: {}, counter: 2 });
  });

  it('leaves out hidden cards and repeats of a type', () => {
    const config: MainWidgetCardConfig[] = [
      { ...CONFIG[0]!, hidden: true },
      CONFIG[3]!,
      { ...CONFIG[3]!, name: 'Again' },
    ];
    expect(mainWidgetCards(config, state()).map((c) => c.name)).toEqual(['Quests']);
  });

  it('marks the activity hub card current on its page when configured so', () => {
    const onHub = mainWidgetCards(CONFIG, state({ currentPath: '/activity-hub' }));
    expect(onHub.find((c) => c.type === 'activityHub')?.current).toBe(true);
    expect(onHub.find((c) => c.type === 'rocketMart')?.current).toBe(false);
    const elsewhere = mainWidgetCards(CONFIG, state({ currentPath: '/' }));
    expect(elsewhere.some((c) => c.current)).toBe(false);
  });

  it('counts the configured counter, the activity hub the running quests', () => {
    const cards = mainWidgetCards(CONFIG, state());
    expect(cards.map((c) => c.counter)).toEqual([0, 1, 2, 2, 2]);
    expect(mainWidgetCounter(cards)).toBe(7);
    expect(mainWidgetHasNew(cards)).toBe(true);
    expect(mainWidgetHasNew(cards.filter((c) => !c.isNew))).toBe(false);
    expect(mainWidgetCounter([])).toBe(0);
  });
});
