import { describe, expect, it } from 'vitest';
import {
  extractPromoCodes,
  forgetPromoCodes,
  promoCodeActions,
  pwaInstallAction,
  readSavedPromoCodes,
  savePromoCodes,
  type PromoCodeStorage,
} from './query-actions.ts';
import type { RouteName } from './route-table.ts';

function memoryStorage(): PromoCodeStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('extractPromoCodes', () => {
  it.each([
    ['', {}, ''],
    ['?x=1', {}, '?x=1'],
    ['?depositPromocode=DEP50', { depositPromocode: 'DEP50' }, ''],
    ['?giftPromocode=GIFT&x=1', { giftPromocode: 'GIFT' }, '?x=1'],
    [
      '?a=1&depositPromocode=D&giftPromocode=G&b=2',
      { depositPromocode: 'D', giftPromocode: 'G' },
      '?a=1&b=2',
    ],
    ['?depositPromocode=&x=1', {}, '?x=1'],
    ['?giftPromocode=%20SPRING%20', { giftPromocode: 'SPRING' }, ''],
  ])('takes the codes out of %s', (search, codes, rest) => {
    expect(extractPromoCodes(search)).toEqual({ ...codes, search: rest });
  });
});

describe('saved promo codes', () => {
  it('saves, reads back and forgets the codes', () => {
    const storage = memoryStorage();
    savePromoCodes(storage, { depositPromocode: 'D', giftPromocode: 'G' });
    expect(readSavedPromoCodes(storage)).toEqual({ depositPromocode: 'D', giftPromocode: 'G' });
    forgetPromoCodes(storage, ['depositPromocode']);
    expect(readSavedPromoCodes(storage)).toEqual({ giftPromocode: 'G' });
    forgetPromoCodes(storage);
    expect(readSavedPromoCodes(storage)).toEqual({});
    expect(storage.items.size).toBe(0);
  });
});

describe('promoCodeActions', () => {
  it.each([
    [
      'a guest on main with saved codes drops them',
      'main',
      'guest',
      { giftPromocode: 'G' },
      [{ type: 'clear-saved' }],
    ],
    ['a guest on main without codes does nothing', 'main', 'guest', {}, []],
    [
      'a player on main with a gift code goes to the profile gifts',
      'main',
      'player',
      { giftPromocode: 'G' },
      [{ type: 'go-to-gifts', to: '/profile/gifts' }],
    ],
    [
      'a player on main with a deposit code has it applied',
      'main',
      'player',
      { depositPromocode: 'D' },
      [{ type: 'apply-deposit-code', code: 'D' }],
    ],
    [
      'a player on main with both codes has the deposit code applied and goes to the gifts',
      'main',
      'player',
      { depositPromocode: 'D', giftPromocode: 'G' },
      [
        { type: 'apply-deposit-code', code: 'D' },
        { type: 'go-to-gifts', to: '/profile/gifts' },
      ],
    ],
    ['a player elsewhere keeps the codes for later', 'category-all', 'player', { giftPromocode: 'G' }, []],
    ['a guest elsewhere keeps the codes for later', 'registration', 'guest', { giftPromocode: 'G' }, []],
  ] as const)('%s', (_title, routeName, auth, saved, actions) => {
    expect(promoCodeActions({ routeName: routeName as RouteName, auth, saved: { ...saved } })).toEqual(
      actions,
    );
  });

  it('keeps the locale in the gifts path', () => {
    expect(
      promoCodeActions({
        routeName: 'main',
        auth: 'player',
        saved: { giftPromocode: 'G' },
        localePrefix: '/de',
      }),
    ).toEqual([{ type: 'go-to-gifts', to: '/de/profile/gifts' }]);
  });
});

describe('pwaInstallAction', () => {
  it.each([
    [true, '?pwa=install', '', { type: 'pwa-install', redirectTo: '/' }],
    [true, '?pwa=install&x=1', '/de', { type: 'pwa-install', redirectTo: '/de?x=1' }],
    [true, '?pwa=other', '', null],
    [true, '', '', null],
    [false, '?pwa=install', '', null],
  ] as const)('on lobby=%s with %s under "%s" gives %j', (lobby, search, localePrefix, action) => {
    expect(pwaInstallAction({ lobby, search, localePrefix })).toEqual(action);
  });
});
