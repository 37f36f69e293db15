/**
 * The named routes of spec §2: path pattern, page layout, guard, popup and page flags.
 *
 * Patterns are matched by `matchPattern` (path-pattern.ts): literal segments, `:param`,
 * `:param?` (optional, last segment only) and `*` (the rest of the path, as param `rest`).
 * Order matters: the first matching route wins, so fixed paths precede parameterised ones.
 * Paths of routes that the spec knows only by name are this table's choice and are marked so.
 */

/** Layout ids: `brands/<id>/layouts/<layoutId>.json` (merged over `_base`). */
export const LAYOUT_IDS = [
  'lobby',
  'category',
  'provider',
  'favorites',
  'game',
  'tournaments',
  'tournament',
  'lottery',
  'profile-main',
  'profile-level',
  'profile-gifts',
  'profile-verification',
  'profile-limits',
  'profile-security',
  'profile-games-history',
  'profile-promocode',
  'promotions',
  'rocket-mart',
  'rocket-chance',
  'vip-club',
  'static-page',
  'support',
  'oops',
  'quest',
  'crypto-benefits',
  'wheel',
  'activity-hub',
  'achievements',
  'news',
  'payments',
  'awards',
  'bonus-balance',
  'jackpot',
  'sport',
  'feature-flags',
  'not-found',
] as const;
export type LayoutId = (typeof LAYOUT_IDS)[number];

/** Popups that a route can open over its page (the modal host renders them by name). */
export const ROUTE_MODALS = [
  'login',
  'registration',
  'remind',
  'new-password',
  'email-verify',
  'email-confirmation',
  'cashbox',
  'personal-info',
  'named',
] as const;
export type ModalName = (typeof ROUTE_MODALS)[number];

/** Steps of the cashbox popup, passed as modal param `step`. */
export type CashboxStep = 'dashboard' | 'deposit' | 'deposit-bonus' | 'withdraw' | 'deposit-fast';

/**
 * Feature keys that gate routes (`SiteContext.features`). A route is available only when its
 * key is `true`; a missing key counts as disabled.
 */
export const ROUTE_FEATURES = {
  rocketChance: 'rocketChance',
  rocketMart: 'rocketMart',
  lotteries: 'lotteries',
  activityHub: 'activityHub',
} as const;
export type RouteFeature = (typeof ROUTE_FEATURES)[keyof typeof ROUTE_FEATURES];

/** Which warning a restricted-region guest sees instead of a protected popup or game. */
export type RestrictedWarning = 'REGISTRATION_RESTRICTED' | 'LOGIN_RESTRICTED';

export interface RouteDefinition {
  name: string;
  path: string;
  layout: LayoutId;
  /** `required`: guests go to registration; `guest-only`: players go to main. */
  auth?: 'required' | 'guest-only';
  /** The popup this route opens; popup routes render `layout` (the lobby) behind it. */
  modal?: ModalName;
  /** Fixed params merged over the path params (tabs, popup steps). */
  params?: Readonly<Record<string, string>>;
  /** Regular expressions a path param must match, else the route does not match. */
  constraints?: Readonly<Record<string, RegExp>>;
  fullWidth?: boolean;
  /** Blocked for restricted-region guests: they see this warning instead. */
  restricted?: RestrictedWarning;
  /** Available only with this feature; otherwise a redirect to `fallback` (an unprefixed path). */
  feature?: { key: RouteFeature; fallback: string };
  /** Guard of the cashbox popups (spec §2 "Cashbox guard"). */
  cashbox?: boolean;
  /** Guard of the game page: a player with a limit reached goes to profile limits. */
  game?: boolean;
  /** Whether the page carries SEO meta (the wheel pages do not). Default true. */
  seoMeta?: boolean;
  /** Counts as the lobby (banner, lobby menu item active): /, /categories..., /games... */
  lobby?: boolean;
}

const PAGE_NUMBER = /^[1-9]\d*$/;
const ROCKET_MART_FEATURE = { key: ROUTE_FEATURES.rocketMart, fallback: '/promotions' } as const;

const cashbox = <const N extends string>(name: N, path: string, step: CashboxStep) =>
  ({
    name,
    path,
    layout: 'lobby',
    auth: 'required',
    modal: 'cashbox',
    params: { step },
    cashbox: true,
  }) as const satisfies RouteDefinition;

/** The profile's tabs: each is its own page (layout `profile-<tab>`), present once its brand has it. */
export const PROFILE_TABS = [
  'main',
  'level',
  'gifts',
  'verification',
  'limits',
  'security',
  'games-history',
  'promocode',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The message key of a tab's name (its link and its page title): 'games-history' → PROFILE.TABS.GAMES_HISTORY. */
export const profileTabTitleKey = (tab: ProfileTab): string =>
  `PROFILE.TABS.${tab.toUpperCase().replace(/-/g, '_')}`;

const profileTab = <const N extends string, const T extends ProfileTab>(name: N, path: string, tab: T) =>
  ({
    name,
    path,
    layout: `profile-${tab}`,
    auth: 'required',
    params: { tab },
  }) as const satisfies RouteDefinition;

const tournamentsTab = <const N extends string>(name: N, path: string, tab: string) =>
  ({ name, path, layout: 'tournaments', params: { tab } }) as const satisfies RouteDefinition;

const rocketMartTab = <const N extends string>(name: N, path: string, tab: string) =>
  ({
    name,
    path,
    layout: 'rocket-mart',
    params: { tab },
    feature: ROCKET_MART_FEATURE,
  }) as const satisfies RouteDefinition;

const staticPage = <const N extends string>(name: N, path: string, slug: string) =>
  ({ name, path, layout: 'static-page', params: { slug } }) as const satisfies RouteDefinition;

/** Every named route of spec §2, most specific first. */
export const ROUTES = [
  // Lobby and game lists.
  { name: 'main', path: '/', layout: 'lobby', lobby: true },
  { name: 'games', path: '/games/*', layout: 'lobby', lobby: true },
  { name: 'categories', path: '/categories', layout: 'lobby', lobby: true },
  {
    name: 'category-paged',
    path: '/categories/:slug/:page',
    layout: 'category',
    params: { section: 'pokies' },
    constraints: { page: PAGE_NUMBER },
    lobby: true,
  },
  {
    name: 'category',
    path: '/categories/:slug',
    layout: 'category',
    params: { section: 'pokies' },
    lobby: true,
  },
  {
    name: 'category-all',
    path: '/pokies/all',
    layout: 'category',
    params: { section: 'pokies', slug: 'all' },
  },
  {
    name: 'category-pokies-paged',
    path: '/pokies/:slug/:page',
    layout: 'category',
    params: { section: 'pokies' },
    constraints: { page: PAGE_NUMBER },
  },
  { name: 'category-pokies', path: '/pokies/:slug', layout: 'category', params: { section: 'pokies' } },
  {
    name: 'category-live-all',
    path: '/live/all',
    layout: 'category',
    params: { section: 'live', slug: 'all' },
  },
  { name: 'category-live', path: '/live/:slug', layout: 'category', params: { section: 'live' } },
  // Path known only by name: the table-games category.
  { name: 'category-table', path: '/table/:slug?', layout: 'category', params: { section: 'table' } },
  { name: 'favorite-games', path: '/favorite-games', layout: 'favorites' },
  {
    name: 'producer-games-paged',
    path: '/producers/:slug/:page',
    layout: 'provider',
    constraints: { page: PAGE_NUMBER },
  },
  { name: 'producer-games', path: '/producers/:slug', layout: 'provider' },

  // Cashbox popups (login required, cashbox guard).
  cashbox('cashbox', '/cashbox', 'dashboard'),
  cashbox('cashbox-dashboard', '/dashboard', 'dashboard'),
  cashbox('cashbox-deposit', '/deposit', 'deposit'),
  cashbox('cashbox-deposit-bonus', '/deposit-bonus', 'deposit-bonus'),
  cashbox('cashbox-withdraw', '/withdraw', 'withdraw'),
  cashbox('cashbox-deposit-fast', '/deposit-fast', 'deposit-fast'),

  // Tournaments and lotteries.
  tournamentsTab('tournaments', '/tournaments', 'all'),
  tournamentsTab('tournaments-all', '/tournaments/all', 'all'),
  tournamentsTab('tournaments-producers', '/tournaments/producers', 'producers'),
  {
    ...tournamentsTab('tournaments-lotteries', '/tournaments/lotteries', 'lotteries'),
    feature: { key: ROUTE_FEATURES.lotteries, fallback: '/tournaments/all' },
  },
  tournamentsTab('tournaments-actions', '/tournaments/actions', 'actions'),
  tournamentsTab('tournaments-live', '/tournaments/live', 'live'),
  tournamentsTab('tournaments-achievements', '/tournaments/achievements', 'achievements'),
  // Path known only by name: the archive tab.
  tournamentsTab('tournaments-archive', '/tournaments/archive', 'archive'),
  // Path known only by name: the leaderboard of one tournament.
  {
    name: 'tournament-leaderboard',
    path: '/tournaments/:slug/leaderboard',
    layout: 'tournament',
    params: { view: 'leaderboard' },
    fullWidth: true,
  },
  { name: 'tournament', path: '/tournaments/:slug', layout: 'tournament', fullWidth: true },
  { name: 'lottery', path: '/lottery/:slug', layout: 'lottery', fullWidth: true },

  // Profile (login required).
  profileTab('profile', '/profile', 'main'),
  profileTab('profile-main', '/profile/main', 'main'),
  profileTab('profile-level', '/profile/level', 'level'),
  profileTab('profile-gifts', '/profile/gifts', 'gifts'),
  profileTab('profile-verification', '/profile/verification', 'verification'),
  {
    ...profileTab('profile-limits-confirm', '/profile/limits/confirm', 'limits'),
    params: { tab: 'limits', view: 'confirm' },
  },
  profileTab('profile-limits', '/profile/limits', 'limits'),
  profileTab('profile-security', '/profile/security', 'security'),
  profileTab('profile-games-history', '/profile/games-history', 'games-history'),
  // Path known only by name: the promo-code tab.
  profileTab('profile-promocode', '/profile/promocode', 'promocode'),

  // Game.
  { name: 'game', path: '/play/:producer/:name', layout: 'game', restricted: 'LOGIN_RESTRICTED', game: true },
  { name: 'game-base', path: '/play', layout: 'game', restricted: 'LOGIN_RESTRICTED', game: true },
  // Path known only by name: the single-frame (SFU) game page.
  {
    name: 'game-sfu',
    path: '/sfu/:producer/:name',
    layout: 'game',
    params: { frame: 'sfu' },
    restricted: 'LOGIN_RESTRICTED',
    game: true,
  },

  // Auth popups over the lobby.
  {
    name: 'login-page',
    path: '/sign-in',
    layout: 'lobby',
    auth: 'guest-only',
    modal: 'login',
    restricted: 'LOGIN_RESTRICTED',
  },
  {
    name: 'login',
    path: '/login',
    layout: 'lobby',
    auth: 'guest-only',
    modal: 'login',
    restricted: 'LOGIN_RESTRICTED',
  },
  {
    name: 'sign-up-page',
    path: '/sign-up',
    layout: 'lobby',
    auth: 'guest-only',
    modal: 'registration',
    restricted: 'REGISTRATION_RESTRICTED',
  },
  {
    name: 'registration',
    path: '/registration',
    layout: 'lobby',
    auth: 'guest-only',
    modal: 'registration',
    restricted: 'REGISTRATION_RESTRICTED',
  },
  {
    name: 'remind-password',
    path: '/remind',
    layout: 'lobby',
    auth: 'guest-only',
    modal: 'remind',
    restricted: 'LOGIN_RESTRICTED',
  },
  {
    name: 'new-password',
    path: '/new-password',
    layout: 'lobby',
    modal: 'new-password',
    restricted: 'LOGIN_RESTRICTED',
  },
  {
    name: 'email-verify',
    path: '/email-verify',
    layout: 'lobby',
    modal: 'email-verify',
    restricted: 'LOGIN_RESTRICTED',
  },
  { name: 'email-confirmation', path: '/confirmation', layout: 'lobby', modal: 'email-confirmation' },
  // Path known only by name: any popup of the modal host by its name.
  { name: 'named-popup', path: '/popup/:name', layout: 'lobby', modal: 'named' },

  // Promotions, store, wheel, hub.
  { name: 'promotions', path: '/promotions', layout: 'promotions', fullWidth: true },
  // Path known only by name: one bonus of the promotions page.
  { name: 'bonus', path: '/promotions/:slug', layout: 'promotions', fullWidth: true },
  rocketMartTab('rocket-mart', '/rocket-mart', 'all'),
  rocketMartTab('rocket-mart-all', '/rocket-mart/all', 'all'),
  rocketMartTab('rocket-mart-discounts', '/rocket-mart/discounts', 'discounts'),
  rocketMartTab('rocket-mart-freespins', '/rocket-mart/freespins', 'freespins'),
  rocketMartTab('rocket-mart-money', '/rocket-mart/money', 'money'),
  rocketMartTab('rocket-mart-special', '/rocket-mart/special', 'special'),
  {
    name: 'rocket-chance',
    path: '/rocket-chance',
    layout: 'rocket-chance',
    feature: { key: ROUTE_FEATURES.rocketChance, fallback: '/promotions' },
  },
  // Paths known only by name: the activity hub and the wheel (CMS slugs).
  {
    name: 'activity-hub',
    path: '/activity-hub',
    layout: 'activity-hub',
    fullWidth: true,
    feature: { key: ROUTE_FEATURES.activityHub, fallback: '/promotions' },
  },
  { name: 'wheel', path: '/wheel', layout: 'wheel', seoMeta: false },
  {
    name: 'wheel-segments',
    path: '/wheel/segments',
    layout: 'wheel',
    params: { view: 'segments' },
    seoMeta: false,
  },
  { name: 'action', path: '/action/:slug?', layout: 'quest', fullWidth: true },
  { name: 'achievements', path: '/achievements', layout: 'achievements' },
  // Path known only by name: the tournament arena.
  { name: 'arena', path: '/arena', layout: 'tournaments', params: { tab: 'arena' } },
  { name: 'vip-club', path: '/vip-club', layout: 'vip-club' },
  // Path known only by name: the VIP page.
  { name: 'vip', path: '/vip', layout: 'vip-club' },
  { name: 'crypto-benefits', path: '/benefits-of-crypto', layout: 'crypto-benefits' },
  // Paths known only by name: news list and page, payments page.
  { name: 'news', path: '/news', layout: 'news' },
  { name: 'news-page', path: '/news/:slug', layout: 'news' },
  { name: 'payments', path: '/payments', layout: 'payments' },
  { name: 'awards', path: '/awards', layout: 'awards' },
  { name: 'bonus-balance', path: '/bonus-balance', layout: 'bonus-balance' },

  // Support, errors, tools.
  { name: 'support', path: '/support', layout: 'support' },
  { name: 'oops', path: '/oops', layout: 'oops' },
  { name: 'feature-flags', path: '/ffc', layout: 'feature-flags' },

  // Betting (sports) pages.
  {
    name: 'sport-registration',
    path: '/sport/registration',
    layout: 'sport',
    auth: 'guest-only',
    modal: 'registration',
    restricted: 'REGISTRATION_RESTRICTED',
  },
  {
    name: 'sport-login',
    path: '/sport/login',
    layout: 'sport',
    auth: 'guest-only',
    modal: 'login',
    restricted: 'LOGIN_RESTRICTED',
  },
  { name: 'sport', path: '/sport/:param?', layout: 'sport' },

  // Fixed static pages (CMS content, licence suffix applies).
  staticPage('privacy-policy', '/privacy-policy', 'privacy-policy'),
  staticPage('cookie-policy', '/cookie-policy', 'cookie-policy'),
  staticPage('terms-and-conditions', '/terms-and-conditions', 'terms-and-conditions'),
  staticPage('general-rules', '/general-rules', 'general-rules'),
  staticPage('responsible-gaming', '/responsible-gaming', 'responsible-gaming'),
] as const satisfies readonly RouteDefinition[];

/** Routes added at run time: CMS static pages by slug and `/{jackpot identifier}`. */
export const DYNAMIC_ROUTES = {
  staticPage: { name: 'static-page', path: '/*', layout: 'static-page' },
  jackpot: { name: 'jackpot', path: '/:jackpot', layout: 'jackpot' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName =
  (typeof ROUTES)[number]['name'] | (typeof DYNAMIC_ROUTES)[keyof typeof DYNAMIC_ROUTES]['name'];

/** Redirects of spec §2 (unprefixed paths; the locale prefix is kept). */
export interface RedirectDefinition {
  from: string;
  /** Target path; `:param` and `*` are filled from the match. */
  to: string;
  /** Whether the query string goes along (tokens of the password and confirmation links do). */
  keepQuery: boolean;
}

export const REDIRECTS: readonly RedirectDefinition[] = [
  { from: '/accounts/history', to: '/', keepQuery: false },
  { from: '/accounts/:id/deposit', to: '/deposit', keepQuery: true },
  { from: '/profile/password/edit', to: '/new-password', keepQuery: true },
  { from: '/users/password/edit', to: '/new-password', keepQuery: true },
  { from: '/profile/confirmation', to: '/confirmation', keepQuery: true },
  { from: '/users/confirmation', to: '/confirmation', keepQuery: true },
  { from: '/users', to: '/profile', keepQuery: true },
  { from: '/users/*', to: '/profile/*', keepQuery: true },
];

/** Routes the registration popup is shown on: coming from one of them skips the cashbox. */
export const REGISTRATION_ROUTES: readonly RouteName[] = [
  'registration',
  'sign-up-page',
  'sport-registration',
];

const byName = new Map<string, RouteDefinition>(
  [...ROUTES, ...Object.values(DYNAMIC_ROUTES)].map((route) => [route.name, route]),
);

/** The definition of a named route. */
export function getRoute(name: RouteName): RouteDefinition {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}
