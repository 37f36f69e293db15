import { describe, expect, it } from 'vitest';
import { LOCALES } from '../context/types.ts';
import {
  popupName,
  resolveRoute,
  staticPageSlug,
  type RouteInput,
  type RouteResolution,
} from './resolve-route.ts';
import { LAYOUT_IDS, ROUTES } from './route-table.ts';

const base: RouteInput = {
  pathname: '/',
  search: '',
  hash: '',
  auth: 'guest',
  restriction: 'none',
  enabledLocales: ['en', 'de', 'en-CA', 'fr-CA'],
  defaultLocale: 'en',
  features: { rocketChance: true, rocketMart: true, lotteries: true, activityHub: true },
  cmsPageSlugs: [
    'about-us',
    'terms-and-conditions',
    'terms-and-conditions/EE',
    'bonus-terms/AU',
    'help/faq/deposits',
  ],
  licence: 'CW',
  country: 'CA',
  limitReached: false,
  previousPath: '/',
  // Every page of the table exists, unless a test says otherwise.
  pages: LAYOUT_IDS,
};

const resolve = (overrides: Partial<RouteInput>): RouteResolution => resolveRoute({ ...base, ...overrides });

function rendered(resolution: RouteResolution) {
  if (resolution.kind !== 'render') throw new Error(`expected a page, got ${JSON.stringify(resolution)}`);
  return resolution;
}

function redirected(resolution: RouteResolution) {
  if (resolution.kind !== 'redirect')
    throw new Error(`expected a redirect, got ${JSON.stringify(resolution)}`);
  return resolution;
}

/** Pages open to guests and players alike: [path, route name, layout, params]. */
const PUBLIC_PAGES: [string, string, string, Record<string, string>][] = [
  ['/', 'main', 'lobby', {}],
  ['/games/top', 'games', 'lobby', { rest: 'top' }],
  ['/categories', 'categories', 'lobby', {}],
  ['/categories/megaways', 'category', 'category', { slug: 'megaways', section: 'pokies' }],
  [
    '/categories/megaways/2',
    'category-paged',
    'category',
    { slug: 'megaways', page: '2', section: 'pokies' },
  ],
  ['/pokies/all', 'category-all', 'category', { slug: 'all', section: 'pokies' }],
  ['/pokies/bonus-buy', 'category-pokies', 'category', { slug: 'bonus-buy', section: 'pokies' }],
  [
    '/pokies/bonus-buy/3',
    'category-pokies-paged',
    'category',
    { slug: 'bonus-buy', page: '3', section: 'pokies' },
  ],
  ['/live/all', 'category-live-all', 'category', { slug: 'all', section: 'live' }],
  ['/live/roulette', 'category-live', 'category', { slug: 'roulette', section: 'live' }],
  ['/table/blackjack', 'category-table', 'category', { slug: 'blackjack', section: 'table' }],
  ['/favorite-games', 'favorite-games', 'favorites', {}],
  ['/producers/netent', 'producer-games', 'provider', { slug: 'netent' }],
  ['/producers/netent/2', 'producer-games-paged', 'provider', { slug: 'netent', page: '2' }],
  ['/tournaments', 'tournaments', 'tournaments', { tab: 'all' }],
  ['/tournaments/all', 'tournaments-all', 'tournaments', { tab: 'all' }],
  ['/tournaments/producers', 'tournaments-producers', 'tournaments', { tab: 'producers' }],
  ['/tournaments/lotteries', 'tournaments-lotteries', 'tournaments', { tab: 'lotteries' }],
  ['/tournaments/actions', 'tournaments-actions', 'tournaments', { tab: 'actions' }],
  ['/tournaments/live', 'tournaments-live', 'tournaments', { tab: 'live' }],
  ['/tournaments/achievements', 'tournaments-achievements', 'tournaments', { tab: 'achievements' }],
  ['/tournaments/archive', 'tournaments-archive', 'tournaments', { tab: 'archive' }],
  ['/tournaments/spring-race', 'tournament', 'tournament', { slug: 'spring-race' }],
  [
    '/tournaments/spring-race/leaderboard',
    'tournament-leaderboard',
    'tournament',
    { slug: 'spring-race', view: 'leaderboard' },
  ],
  ['/lottery/big-draw', 'lottery', 'lottery', { slug: 'big-draw' }],
  ['/support', 'support', 'support', {}],
  ['/action/spring-quest', 'action', 'quest', { slug: 'spring-quest' }],
  ['/action', 'action', 'quest', {}],
  ['/benefits-of-crypto', 'crypto-benefits', 'crypto-benefits', {}],
  ['/wheel', 'wheel', 'wheel', {}],
  ['/wheel/segments', 'wheel-segments', 'wheel', { view: 'segments' }],
  ['/vip-club', 'vip-club', 'vip-club', {}],
  ['/vip', 'vip', 'vip-club', {}],
  ['/activity-hub', 'activity-hub', 'activity-hub', {}],
  ['/rocket-mart', 'rocket-mart', 'rocket-mart', { tab: 'all' }],
  ['/rocket-mart/all', 'rocket-mart-all', 'rocket-mart', { tab: 'all' }],
  ['/rocket-mart/freespins', 'rocket-mart-freespins', 'rocket-mart', { tab: 'freespins' }],
  ['/rocket-mart/money', 'rocket-mart-money', 'rocket-mart', { tab: 'money' }],
  ['/rocket-mart/special', 'rocket-mart-special', 'rocket-mart', { tab: 'special' }],
  ['/rocket-chance', 'rocket-chance', 'rocket-chance', {}],
  ['/promotions', 'promotions', 'promotions', {}],
  ['/promotions/welcome-pack', 'bonus', 'promotions', { slug: 'welcome-pack' }],
  ['/achievements', 'achievements', 'achievements', {}],
  ['/arena', 'arena', 'tournaments', { tab: 'arena' }],
  ['/news', 'news', 'news', {}],
  ['/news/new-slots', 'news-page', 'news', { slug: 'new-slots' }],
  ['/payments', 'payments', 'payments', {}],
  ['/awards', 'awards', 'awards', {}],
  ['/bonus-balance', 'bonus-balance', 'bonus-balance', {}],
  ['/oops', 'oops', 'oops', {}],
  ['/ffc', 'feature-flags', 'feature-flags', {}],
  ['/sport', 'sport', 'sport', {}],
  ['/sport/football', 'sport', 'sport', { param: 'football' }],
  ['/privacy-policy', 'privacy-policy', 'static-page', { slug: 'privacy-policy' }],
  ['/cookie-policy', 'cookie-policy', 'static-page', { slug: 'cookie-policy' }],
  ['/terms-and-conditions', 'terms-and-conditions', 'static-page', { slug: 'terms-and-conditions' }],
  ['/general-rules', 'general-rules', 'static-page', { slug: 'general-rules' }],
  ['/responsible-gaming', 'responsible-gaming', 'static-page', { slug: 'responsible-gaming' }],
  ['/about-us', 'static-page', 'static-page', { slug: 'about-us' }],
  ['/help/faq/deposits', 'static-page', 'static-page', { slug: 'help/faq/deposits' }],
];

/** Pages that need a login: [path, route name, layout, params, modal]. */
const PLAYER_PAGES: [string, string, string, Record<string, string>, string | null][] = [
  ['/cashbox', 'cashbox', 'lobby', { step: 'dashboard' }, 'cashbox'],
  ['/dashboard', 'cashbox-dashboard', 'lobby', { step: 'dashboard' }, 'cashbox'],
  ['/deposit', 'cashbox-deposit', 'lobby', { step: 'deposit' }, 'cashbox'],
  ['/deposit-bonus', 'cashbox-deposit-bonus', 'lobby', { step: 'deposit-bonus' }, 'cashbox'],
  ['/withdraw', 'cashbox-withdraw', 'lobby', { step: 'withdraw' }, 'cashbox'],
  ['/deposit-fast', 'cashbox-deposit-fast', 'lobby', { step: 'deposit-fast' }, 'cashbox'],
  ['/profile', 'profile', 'profile-main', { tab: 'main' }, null],
  ['/profile/main', 'profile-main', 'profile-main', { tab: 'main' }, null],
  ['/profile/level', 'profile-level', 'profile-level', { tab: 'level' }, null],
  ['/profile/gifts', 'profile-gifts', 'profile-gifts', { tab: 'gifts' }, null],
  ['/profile/verification', 'profile-verification', 'profile-verification', { tab: 'verification' }, null],
  ['/profile/limits', 'profile-limits', 'profile-limits', { tab: 'limits' }, null],
  [
    '/profile/limits/confirm',
    'profile-limits-confirm',
    'profile-limits',
    { tab: 'limits', view: 'confirm' },
    null,
  ],
  ['/profile/security', 'profile-security', 'profile-security', { tab: 'security' }, null],
  [
    '/profile/games-history',
    'profile-games-history',
    'profile-games-history',
    { tab: 'games-history' },
    null,
  ],
  ['/profile/promocode', 'profile-promocode', 'profile-promocode', { tab: 'promocode' }, null],
];

/** Popups only guests may open: [path, route name, layout, modal]. */
const GUEST_POPUPS: [string, string, string, string][] = [
  ['/sign-in', 'login-page', 'lobby', 'login'],
  ['/login', 'login', 'lobby', 'login'],
  ['/sign-up', 'sign-up-page', 'lobby', 'registration'],
  ['/registration', 'registration', 'lobby', 'registration'],
  ['/remind', 'remind-password', 'lobby', 'remind'],
  ['/sport/registration', 'sport-registration', 'sport', 'registration'],
  ['/sport/login', 'sport-login', 'sport', 'login'],
];

/** Popups open to everyone: [path, route name, modal, params]. */
const ANY_POPUPS: [string, string, string, Record<string, string>][] = [
  ['/new-password?reset_password_token=abc', 'new-password', 'new-password', { reset_password_token: 'abc' }],
  ['/email-verify', 'email-verify', 'email-verify', {}],
  [
    '/confirmation?confirmation_token=tok',
    'email-confirmation',
    'email-confirmation',
    { confirmation_token: 'tok' },
  ],
  ['/popup/currency-select', 'named-popup', 'named', { name: 'currency-select' }],
];

function splitUrl(url: string): { pathname: string; search: string } {
  const [pathname = '/', query] = url.split('?');
  return { pathname, search: query === undefined ? '' : `?${query}` };
}

function prefixed(prefix: string, path: string): string {
  if (prefix === '') return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

describe.each([
  { prefix: '', locale: 'en' },
  { prefix: '/de', locale: 'de' },
])('with locale prefix "$prefix"', ({ prefix, locale }) => {
  describe.each(['guest', 'player'] as const)('as a %s', (auth) => {
    it.each(PUBLIC_PAGES)('shows %s as the %s page', (path, name, layout, params) => {
      const page = rendered(resolve({ pathname: prefixed(prefix, path), auth }));
      expect(page.route.name).toBe(name);
      expect(page.layout).toBe(layout);
      expect(page.params).toEqual(params);
      expect(page.locale).toBe(locale);
      expect(page.localePrefix).toBe(prefix);
      expect(page.modal).toBeUndefined();
    });

    it.each(ANY_POPUPS)('opens %s as the %s popup over the lobby', (url, name, modal, params) => {
      const { pathname, search } = splitUrl(url);
      const page = rendered(resolve({ pathname: prefixed(prefix, pathname), search, auth }));
      expect(page.route.name).toBe(name);
      expect(page.layout).toBe('lobby');
      expect(page.modal).toEqual({ name: modal, params, closeTo: '/' });
    });
  });

  it.each(PLAYER_PAGES)('shows a player %s as the %s page', (path, name, layout, params, modal) => {
    const page = rendered(
      resolve({ pathname: prefixed(prefix, path), auth: 'player', previousPath: '/pokies/all' }),
    );
    expect(page.route.name).toBe(name);
    expect(page.layout).toBe(layout);
    if (modal === null) {
      expect(page.params).toEqual(params);
      expect(page.modal).toBeUndefined();
    } else {
      expect(page.modal).toEqual({ name: modal, params, closeTo: '/pokies/all' });
    }
  });

  it.each(PLAYER_PAGES)(
    'sends a guest who opens %s to registration with the full path as redirect',
    (path) => {
      const pathname = prefixed(prefix, path);
      const result = redirected(resolve({ pathname, search: '?utm_source=mail&x=1', auth: 'guest' }));
      const target = new URL(result.to, 'https://casino.test');
      expect(target.pathname).toBe(prefixed(prefix, '/registration'));
      expect(target.searchParams.get('redirect')).toBe(`${pathname}?utm_source=mail&x=1`);
    },
  );

  it.each(GUEST_POPUPS)(
    'opens %s for a guest as the %s route with its popup',
    (path, name, layout, modal) => {
      const page = rendered(resolve({ pathname: prefixed(prefix, path), search: '?redirect=%2Fdeposit' }));
      expect(page.route.name).toBe(name);
      expect(page.layout).toBe(layout);
      expect(page.modal).toEqual({ name: modal, params: { redirect: '/deposit' }, closeTo: '/' });
    },
  );

  it.each(GUEST_POPUPS)('sends a player who opens %s back to main', (path) => {
    expect(resolve({ pathname: prefixed(prefix, path), auth: 'player' })).toEqual({
      kind: 'redirect',
      to: prefixed(prefix, '/'),
    });
  });

  it.each([
    ['/game/netent/starburst'],
    ['/pokies'],
    ['/producers/netent/page-two'],
    ['/producers/netent/0'],
    ['/profile/unknown-tab'],
    ['/rocket-mart/unknown'],
  ])('shows not found for %s', (path) => {
    expect(resolve({ pathname: prefixed(prefix, path), auth: 'player' })).toEqual({
      kind: 'not-found',
      locale,
      localePrefix: prefix,
    });
  });
});

describe('game pages', () => {
  it('opens a game for a player in real mode unless demo is asked for', () => {
    const page = rendered(resolve({ pathname: '/play/netent/starburst', auth: 'player' }));
    expect(page.route.name).toBe('game');
    expect(page.layout).toBe('game');
    expect(page.params).toEqual({ producer: 'netent', name: 'starburst', mode: 'real' });
    const demo = rendered(
      resolve({ pathname: '/play/netent/starburst', search: '?mode=demo', auth: 'player' }),
    );
    expect(demo.params.mode).toBe('demo');
  });

  it('opens a game for a guest in demo mode even when real is asked for', () => {
    const page = rendered(resolve({ pathname: '/de/play/netent/starburst', search: '?mode=real' }));
    expect(page.params).toEqual({ producer: 'netent', name: 'starburst', mode: 'demo' });
    expect(page.locale).toBe('de');
  });

  it('opens the base game page and the single-frame game page', () => {
    expect(rendered(resolve({ pathname: '/play' })).route.name).toBe('game-base');
    const sfu = rendered(resolve({ pathname: '/sfu/pragmatic/gates', auth: 'player' }));
    expect(sfu.route.name).toBe('game-sfu');
    expect(sfu.params).toEqual({ producer: 'pragmatic', name: 'gates', frame: 'sfu', mode: 'real' });
  });

  it.each([
    ['/play/netent/starburst', '/profile/limits'],
    ['/de/play/netent/starburst', '/de/profile/limits'],
    ['/play', '/profile/limits'],
    ['/sfu/netent/starburst', '/profile/limits'],
  ])('sends a player with a limit reached from %s to %s', (pathname, to) => {
    expect(resolve({ pathname, auth: 'player', limitReached: true })).toEqual({ kind: 'redirect', to });
  });

  it('lets a guest open a demo game whatever the limits say', () => {
    expect(resolve({ pathname: '/play/netent/starburst', limitReached: true }).kind).toBe('render');
  });
});

describe('redirects', () => {
  it.each([
    ['/pokies/all/', '', '', '/pokies/all'],
    ['/de/', '', '', '/de'],
    ['/producers/netent//', '?a=1', '#top', '/producers/netent?a=1#top'],
    // Stripping the slash of `//evil.example/` must not leave a path to another site.
    ['//evil.example/', '', '', '/'],
    ['//evil.example//', '?x=1', '', '/'],
    ['/accounts/history', '?a=1', '', '/'],
    ['/de/accounts/history', '', '', '/de'],
    ['/accounts/42/deposit', '?amount=50', '', '/deposit?amount=50'],
    ['/de/accounts/42/deposit', '', '', '/de/deposit'],
    ['/profile/password/edit', '?reset_password_token=t', '', '/new-password?reset_password_token=t'],
    ['/users/password/edit', '?reset_password_token=t', '', '/new-password?reset_password_token=t'],
    ['/de/users/password/edit', '', '', '/de/new-password'],
    ['/profile/confirmation', '?confirmation_token=c', '', '/confirmation?confirmation_token=c'],
    ['/users/confirmation', '?confirmation_token=c', '', '/confirmation?confirmation_token=c'],
    ['/users', '', '', '/profile'],
    ['/de/users', '', '', '/de/profile'],
    ['/users/limits', '', '', '/profile/limits'],
  ])('sends %s%s%s to %s', (pathname, search, hash, to) => {
    expect(resolve({ pathname, search, hash, auth: 'player' })).toEqual({ kind: 'redirect', to });
  });

  it('keeps the root path as it is', () => {
    expect(resolve({ pathname: '/' }).kind).toBe('render');
  });
});

describe('cashbox guard', () => {
  it('sends a player who opens /deposit as the first page to main with the cashbox open', () => {
    expect(resolve({ pathname: '/deposit', auth: 'player', previousPath: null })).toEqual({
      kind: 'redirect',
      to: '/',
      modal: { name: 'cashbox', params: { step: 'deposit' }, closeTo: '/' },
    });
  });

  it.each(['/registration?redirect=%2Fdeposit', '/de/sign-up', '/sport/registration'])(
    'sends a player coming from %s to main with the cashbox open',
    (previousPath) => {
      const result = redirected(resolve({ pathname: '/de/withdraw', auth: 'player', previousPath }));
      expect(result.to).toBe('/de');
      expect(result.modal?.name).toBe('cashbox');
      expect(result.modal?.params.step).toBe('withdraw');
    },
  );

  it('opens the personal-info popup instead when the profile is incomplete', () => {
    const page = rendered(resolve({ pathname: '/deposit', auth: 'player', profileIncomplete: true }));
    expect(page.modal?.name).toBe('personal-info');
    const first = redirected(
      resolve({ pathname: '/deposit', auth: 'player', profileIncomplete: true, previousPath: null }),
    );
    expect(first.modal?.name).toBe('personal-info');
    expect(first.modal?.params.continueTo).toBe('/deposit');
    const withQuery = rendered(
      resolve({ pathname: '/de/withdraw', search: '?amount=5', auth: 'player', profileIncomplete: true }),
    );
    expect(withQuery.modal?.params.continueTo).toBe('/withdraw?amount=5');
    const complete = rendered(resolve({ pathname: '/deposit', auth: 'player', profileIncomplete: false }));
    expect(complete.modal?.params.continueTo).toBeUndefined();
  });

  it('closes the cashbox back to main when the previous page was itself a popup', () => {
    const page = rendered(resolve({ pathname: '/deposit', auth: 'player', previousPath: '/withdraw' }));
    expect(page.modal?.closeTo).toBe('/');
  });

  it('passes the query of a cashbox link on to the popup', () => {
    const page = rendered(resolve({ pathname: '/deposit', search: '?amount=50', auth: 'player' }));
    expect(page.modal?.params).toEqual({ amount: '50', step: 'deposit' });
  });
});

describe('restricted-region guests', () => {
  const registration = ['/sign-up', '/registration', '/sport/registration'];
  const login = ['/sign-in', '/login', '/remind', '/new-password', '/email-verify', '/sport/login'];

  describe.each(['partial', 'full'] as const)('in a %s restricted country', (restriction) => {
    it.each(registration)('see "Registration restricted" instead of the %s popup', (pathname) => {
      const page = rendered(resolve({ pathname, restriction }));
      expect(page.restrictedWarning).toBe('REGISTRATION_RESTRICTED');
      expect(page.modal).toBeUndefined();
    });

    it.each(login)('see "Login not available" instead of the %s popup', (pathname) => {
      const page = rendered(resolve({ pathname, restriction }));
      expect(page.restrictedWarning).toBe('LOGIN_RESTRICTED');
      expect(page.modal).toBeUndefined();
    });

    it.each(['/play/netent/starburst', '/play', '/sfu/netent/starburst'])(
      'see the lobby with "Login not available" instead of the game at %s',
      (pathname) => {
        const page = rendered(resolve({ pathname, restriction }));
        expect(page.layout).toBe('lobby');
        expect(page.restrictedWarning).toBe('LOGIN_RESTRICTED');
      },
    );

    it('still browse the lobby and categories without a warning', () => {
      expect(rendered(resolve({ pathname: '/pokies/all', restriction })).restrictedWarning).toBeUndefined();
    });

    it('does not restrict a logged-in player', () => {
      const page = rendered(resolve({ pathname: '/play/netent/starburst', restriction, auth: 'player' }));
      expect(page.layout).toBe('game');
      expect(page.restrictedWarning).toBeUndefined();
    });
  });

  it('lets guests of unrestricted countries open the login popup', () => {
    expect(rendered(resolve({ pathname: '/sign-in' })).modal?.name).toBe('login');
  });
});

describe('feature-gated routes', () => {
  it.each([
    ['/rocket-chance', 'rocketChance', '/promotions'],
    ['/de/rocket-chance', 'rocketChance', '/de/promotions'],
    ['/rocket-mart', 'rocketMart', '/promotions'],
    ['/rocket-mart/money', 'rocketMart', '/promotions'],
    ['/tournaments/lotteries', 'lotteries', '/tournaments/all'],
    ['/de/tournaments/lotteries', 'lotteries', '/de/tournaments/all'],
    ['/activity-hub', 'activityHub', '/promotions'],
  ])('sends %s to the fallback when %s is off', (pathname, feature, to) => {
    expect(resolve({ pathname, features: { ...base.features, [feature]: false } })).toEqual({
      kind: 'redirect',
      to,
    });
  });

  it('treats a feature the brand does not mention as off', () => {
    expect(resolve({ pathname: '/rocket-chance', features: {} })).toEqual({
      kind: 'redirect',
      to: '/promotions',
    });
  });

  it('sends a guest from the discounts tab to the all tab', () => {
    expect(resolve({ pathname: '/rocket-mart/discounts' })).toEqual({
      kind: 'redirect',
      to: '/rocket-mart/all',
    });
  });

  it('sends a player from the discounts tab to the all tab once the sale is over', () => {
    expect(resolve({ pathname: '/de/rocket-mart/discounts', auth: 'player', saleActive: false })).toEqual({
      kind: 'redirect',
      to: '/de/rocket-mart/all',
    });
  });

  it('shows a player the discounts tab during a sale', () => {
    const page = rendered(resolve({ pathname: '/rocket-mart/discounts', auth: 'player', saleActive: true }));
    expect(page.params).toEqual({ tab: 'discounts' });
  });
});

describe('locale prefix', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'reads %s from the first path segment when enabled',
    (locale) => {
      const page = rendered(resolve({ pathname: `/${locale}/support`, enabledLocales: LOCALES }));
      expect(page.locale).toBe(locale);
      expect(page.localePrefix).toBe(`/${locale}`);
      expect(page.route.name).toBe('support');
    },
  );

  it('uses the default locale unprefixed when the path has no locale', () => {
    const page = rendered(resolve({ pathname: '/support', defaultLocale: 'fr-CA' }));
    expect(page.locale).toBe('fr-CA');
    expect(page.localePrefix).toBe('');
  });

  it('does not take a locale the brand has not enabled', () => {
    expect(resolve({ pathname: '/it/support' })).toEqual({
      kind: 'not-found',
      locale: 'en',
      localePrefix: '',
    });
  });

  it('serves the locale home page at the bare prefix', () => {
    const page = rendered(resolve({ pathname: '/fr-CA' }));
    expect(page.route.name).toBe('main');
    expect(page.locale).toBe('fr-CA');
    expect(page.lobby).toBe(true);
  });
});

describe('CMS static pages', () => {
  it('prefers the EE variant of a page under the EE licence', () => {
    const page = rendered(resolve({ pathname: '/terms-and-conditions', licence: 'EE', country: 'EE' }));
    expect(page.route.name).toBe('terms-and-conditions');
    expect(page.params.slug).toBe('terms-and-conditions/EE');
  });

  it('falls back to the plain page when no variant exists for the licence', () => {
    const page = rendered(resolve({ pathname: '/terms-and-conditions', licence: 'CW', country: 'AU' }));
    expect(page.params.slug).toBe('terms-and-conditions');
  });

  it('prefers the AU variant for CW-licence visitors from Australia', () => {
    const page = rendered(resolve({ pathname: '/en-CA/bonus-terms', licence: 'CW', country: 'AU' }));
    expect(page.route.name).toBe('static-page');
    expect(page.params.slug).toBe('bonus-terms/AU');
  });

  it('does not show the AU variant to visitors elsewhere', () => {
    expect(resolve({ pathname: '/bonus-terms', licence: 'CW', country: 'CA' }).kind).toBe('not-found');
  });

  it('shows a variant addressed directly by its slug', () => {
    const page = rendered(resolve({ pathname: '/terms-and-conditions/EE' }));
    expect(page.params.slug).toBe('terms-and-conditions/EE');
  });

  it('never lets a CMS slug hide a route of the table', () => {
    const page = rendered(resolve({ pathname: '/rocket-mart', cmsPageSlugs: ['rocket-mart'] }));
    expect(page.route.name).toBe('rocket-mart');
  });

  it.each([
    ['CW', 'AU', 'bonus-terms/AU'],
    ['CW', 'au', 'bonus-terms/AU'],
    ['EE', 'AU', null],
    ['CW', 'NZ', null],
  ] as const)('picks the slug for licence %s and country %s', (licence, country, slug) => {
    expect(staticPageSlug('/bonus-terms', { cmsPageSlugs: base.cmsPageSlugs, licence, country })).toBe(slug);
  });
});

describe('jackpot pages', () => {
  it('shows /{jackpot identifier} as the jackpot page', () => {
    const page = rendered(resolve({ pathname: '/de/mystic-jackpot', jackpotSlugs: ['mystic-jackpot'] }));
    expect(page.route.name).toBe('jackpot');
    expect(page.params).toEqual({ jackpot: 'mystic-jackpot' });
  });

  it('shows not found for an unknown identifier', () => {
    expect(resolve({ pathname: '/unknown-jackpot', jackpotSlugs: ['mystic-jackpot'] }).kind).toBe(
      'not-found',
    );
  });
});

describe('SEO', () => {
  it.each([
    ['/producers/netent/2', false],
    ['/de/producers/netent/2', false],
    ['/de/tournaments/spring-race/leaderboard', false],
    ['/de/help/faq/deposits', false],
    ['/de/categories/megaways/2/extra', true],
    ['/help/faq/deposits/more/extra', true],
  ])('marks %s noindex: %s', (pathname, noindex) => {
    const slugs = [...base.cmsPageSlugs, 'categories/megaways/2/extra', 'help/faq/deposits/more/extra'];
    const result = resolve({ pathname, cmsPageSlugs: slugs });
    expect(rendered(result).seo.noindex).toBe(noindex);
  });

  it.each([
    ['/categories/megaways', '/pokies/megaways'],
    ['/de/categories/megaways', '/de/pokies/megaways'],
    ['/de/categories/megaways/2', '/de/pokies/megaways/2'],
    ['/pokies/megaways', '/pokies/megaways'],
    ['/de', '/de'],
    ['/', '/'],
  ])('gives %s the canonical path %s', (pathname, canonical) => {
    expect(rendered(resolve({ pathname, search: '?utm_source=x' })).seo.canonical).toBe(canonical);
  });

  it('leaves the SEO meta out of the wheel pages only', () => {
    expect(rendered(resolve({ pathname: '/wheel' })).seo.meta).toBe(false);
    expect(rendered(resolve({ pathname: '/wheel/segments' })).seo.meta).toBe(false);
    expect(rendered(resolve({ pathname: '/vip-club' })).seo.meta).toBe(true);
  });
});

describe('page flags', () => {
  it.each([
    ['/promotions', true],
    ['/promotions/welcome-pack', true],
    ['/tournaments/spring-race', true],
    ['/lottery/big-draw', true],
    ['/action/spring-quest', true],
    ['/activity-hub', true],
    ['/tournaments', false],
    ['/', false],
  ])('renders %s full width: %s', (pathname, fullWidth) => {
    expect(rendered(resolve({ pathname })).fullWidth).toBe(fullWidth);
  });

  it.each([
    ['/', true],
    ['/categories', true],
    ['/categories/top', true],
    ['/games/top', true],
    ['/pokies/top', false],
  ])('counts %s as the lobby: %s', (pathname, lobby) => {
    expect(rendered(resolve({ pathname })).lobby).toBe(lobby);
  });
});

describe('route table', () => {
  it('gives every route a unique name and a known layout', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of ROUTES) expect(LAYOUT_IDS).toContain(route.layout);
  });

  it('reaches every route of the table from some path', () => {
    const reached = new Set(
      [...PUBLIC_PAGES.map(([path]) => path), ...GUEST_POPUPS.map(([path]) => path)]
        .map((pathname) => resolve({ pathname }))
        .concat(
          [...PLAYER_PAGES.map(([path]) => path), ...ANY_POPUPS.map(([url]) => splitUrl(url).pathname)].map(
            (pathname) => resolve({ pathname, auth: 'player', features: base.features }),
          ),
          [
            resolve({ pathname: '/play/a/b' }),
            resolve({ pathname: '/play' }),
            resolve({ pathname: '/sfu/a/b' }),
          ],
          [resolve({ pathname: '/rocket-mart/discounts', auth: 'player' })],
        )
        .flatMap((result) => (result.kind === 'render' ? [result.route.name] : [])),
    );
    expect(ROUTES.map((route) => route.name).filter((name) => !reached.has(name))).toEqual([]);
  });
});

describe('pages that do not exist yet', () => {
  /** The pages of a brand today: the lobby, lists, games and static pages, no promotions. */
  const today = ['lobby', 'category', 'provider', 'favorites', 'game', 'static-page', 'not-found'];

  it('shows not found for a route whose layout the brand does not have', () => {
    for (const pathname of [
      '/tournaments',
      '/profile',
      '/promotions',
      '/vip-club',
      '/support',
      '/de/awards',
    ]) {
      expect(resolve({ pathname, auth: 'player', pages: today })).toMatchObject({ kind: 'not-found' });
    }
  });

  it('still renders the routes whose page exists, popups over the lobby included', () => {
    expect(rendered(resolve({ pathname: '/pokies/all', pages: today })).layout).toBe('category');
    expect(rendered(resolve({ pathname: '/sign-in', pages: today })).modal?.name).toBe('login');
    expect(rendered(resolve({ pathname: '/about-us', pages: today })).layout).toBe('static-page');
  });

  it('does not fall through to a later route or a CMS page when the matching route is absent', () => {
    const resolution = resolve({ pathname: '/promotions', cmsPageSlugs: ['promotions'], pages: today });
    expect(resolution.kind).toBe('not-found');
  });

  it('shows not found instead of following a redirect to a page that does not exist', () => {
    expect(resolve({ pathname: '/users', auth: 'player', pages: today }).kind).toBe('not-found');
    expect(redirected(resolve({ pathname: '/users', auth: 'player' })).to).toBe('/profile');
    expect(redirected(resolve({ pathname: '/users/password/edit', search: '?t=1', pages: today })).to).toBe(
      '/new-password?t=1',
    );
  });

  it('shows not found instead of a feature fallback to a page that does not exist', () => {
    const pages = [...today, 'rocket-chance'];
    const off = { features: {}, pages };
    expect(resolve({ pathname: '/rocket-chance', ...off }).kind).toBe('not-found');
    expect(
      redirected(resolve({ pathname: '/rocket-chance', ...off, pages: [...pages, 'promotions'] })).to,
    ).toBe('/promotions');
  });

  it('sends a player with a limit reached to the lobby while the limits page does not exist', () => {
    const limited = { pathname: '/play/netent/starburst', auth: 'player' as const, limitReached: true };
    expect(redirected(resolve({ ...limited, pages: today })).to).toBe('/');
    expect(redirected(resolve({ ...limited, pathname: '/de/play/netent/starburst', pages: today })).to).toBe(
      '/de',
    );
    expect(redirected(resolve(limited)).to).toBe('/profile/limits');
  });
});

describe('popup names', () => {
  it('opens the popup a /popup/<name> path names, and any other route its own popup', () => {
    const named = rendered(resolveRoute({ ...base, pathname: '/popup/currency-select' }));
    expect(named.modal && popupName(named.modal)).toBe('currency-select');
    const login = rendered(resolveRoute({ ...base, pathname: '/login' }));
    expect(login.modal && popupName(login.modal)).toBe('login');
  });
});
