import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';
import { bus, type ValidationIssue } from '../state/event-bus.ts';
import { apiRequest } from './client.ts';
import { ApiError } from './errors.ts';
import { loggedOr } from './log-failure.ts';
import type {
  AdditionalGiftsConfig,
  AwardsConfig,
  BettingConfig,
  DisabledBonusesConfig,
  ExcludedPromoStags,
  LogoConfig,
  ModifyGiftsConfig,
  NewsConfig,
  PromotionsConfig,
  StagByReferrerNameConfig,
  SurveyConfig,
  BannersConfig,
  CurrencyConfig,
  DocumentKind,
  FooterConfig,
  MainWidgetConfig,
  ManagePromotionPages,
  MenuCategoriesGames,
  MenusDocument,
  ProvidersConfig,
  RocketChanceConfig,
  RocketMartConfig,
  SaleConfig,
  VipAdventuresConfig,
  WheelConfig,
  WheelConfigSegments,
} from '../../schemas/index.ts';
import type { ItemCheck } from '../config/document-items.ts';

/**
 * The response of every `GET /api/fe/config/<name>` (API-SHAPES §2 Config). Documents a brand
 * edits have a JSON Schema in schemas/cms; their types come from it. A config that has no useful
 * empty value is `null` when missing.
 */
export interface ConfigShapes {
  'stag-by-referrer-name': StagByReferrerNameConfig;
  'survey-config': SurveyConfig | null;
  'betting-config': BettingConfig;
  'vip-adventures': VipAdventuresConfig;
  'disabled-bonuses': DisabledBonusesConfig;
  'modify-gifts-config': ModifyGiftsConfig;
  'excluded-promo-stags': ExcludedPromoStags;
  'currency-config': CurrencyConfig;
  'additional-gifts': AdditionalGiftsConfig;
  'main-widget-config': MainWidgetConfig;
  /** Provider id → "all" or the countries where it is disabled. */
  'providers-config': ProvidersConfig;
  'logo-config': LogoConfig | null;
  'menu-categories-games': MenuCategoriesGames;
  'manage-promotion-pages': ManagePromotionPages;
  'banners-config': BannersConfig;
  'wheel-config': WheelConfig;
  'wheel-config-segments': WheelConfigSegments;
  // Brand documents of this client beyond the platform's list.
  /** Flag name → on (validated against FeatureFlagsConfig's schema). */
  'feature-flags': Record<string, boolean>;
  awards: AwardsConfig;
  footer: FooterConfig | null;
  menus: MenusDocument;
  'rocket-mart': RocketMartConfig | null;
  /** The prizes and launches of /rocket-chance; null when the brand has none. */
  'rocket-chance-config': RocketChanceConfig | null;
  sale: SaleConfig | null;
  /** Promotion cards of /promotions and their bonus pages. */
  promotions: PromotionsConfig;
  /** Articles of /news. */
  news: NewsConfig;
}

export type ConfigName = keyof ConfigShapes;

/** What each config answers when it cannot be loaded or is invalid (spec §8: config calls return empty). */
export const EMPTY_CONFIG: { readonly [K in ConfigName]: ConfigShapes[K] } = {
  'stag-by-referrer-name': { pages: null, countries: {} },
  'survey-config': null,
  'betting-config': {},
  'vip-adventures': { variables: {}, prizes: {} },
  'disabled-bonuses': { group_keys: [] },
  'modify-gifts-config': [],
  'excluded-promo-stags': [],
  'currency-config': { default: {} },
  'additional-gifts': {},
  'main-widget-config': { widgets: [] },
  'providers-config': {},
  'logo-config': null,
  'menu-categories-games': {},
  'manage-promotion-pages': {},
  'banners-config': { banners: [] },
  'wheel-config': [],
  'wheel-config-segments': {},
  'feature-flags': {},
  awards: { awards: [] },
  footer: null,
  menus: { 'top-menu': [], 'bottom-menu': [], 'bottom-menu-help': [] },
  'rocket-mart': null,
  'rocket-chance-config': null,
  sale: null,
  promotions: { promotions: [] },
  news: { articles: [] },
};

/** Extra query per config: only the banners take one (the locale). */
export type ConfigParams = { locale?: string };

/**
 * The config checked entry by entry against its schema, with the kind it was checked as; undefined
 * when it has no schema or its validator cannot be loaded (the config is then used unchecked).
 */
async function checkedConfig(
  name: ConfigName,
  value: unknown,
): Promise<{ kind: DocumentKind; check: ItemCheck } | undefined> {
  try {
    // Each validator is a chunk of its own, loaded only once its config arrives.
    const validation = await import('../config/validate.ts');
    const kind = validation.configDocumentKind(name);
    return kind && { kind, check: await validation.validateDocumentItems(kind, value) };
  } catch (error) {
    console.warn(`[api] validators unavailable, ${name} is used unchecked:`, error);
    return undefined;
  }
}

/** Problems already announced, so that a refetch does not repeat them (`document pointer message`). */
const announced = new Set<string>();
let announcedOf = () => announced;

/**
 * Where the problems already announced are remembered: the page's one set in the browser; the server
 * renderer gives one per request, so that each page it renders announces its own.
 * @example configureAnnouncements(() => scope.getStore()?.announced ?? new Set())
 */
export function configureAnnouncements(memory: () => Set<string>): void {
  announcedOf = memory;
}

/**
 * Announces problems of a document once each: on the bus, in the console (the browser's log, for
 * the content manager) and to the platform (PUT /metrics-errors-validation).
 */
function announce(kind: DocumentKind, issues: readonly ValidationIssue[], lines: readonly string[]): void {
  const memory = announcedOf();
  const fresh = issues.filter((issue) => {
    const key = `${kind}\u0000${issue.pointer}\u0000${issue.message}`;
    if (memory.has(key)) return false;
    memory.add(key);
    return true;
  });
  if (fresh.length === 0) return;
  for (const line of lines) console.warn(line);
  bus.emit('config-invalid', { document: kind, issues: fresh });
  void import('../config/report-invalid.ts').then(({ reportInvalidDocument }) =>
    reportInvalidDocument(kind, fresh),
  );
}

/**
 * Checks a config against its schema (when it has one), entry by entry: a broken entry of a list
 * document (a banner, a footer link) is left out and announced, the others are kept. A document
 * broken at its top level is announced and replaced by the empty value, so its widget shows its
 * empty state.
 */
async function validConfig<K extends ConfigName>(name: K, value: ConfigShapes[K]): Promise<ConfigShapes[K]> {
  // An empty document is the empty state, not an error (a schema may ask for at least one wheel prize).
  if (JSON.stringify(value) === JSON.stringify(EMPTY_CONFIG[name])) return value;
  const checked = await checkedConfig(name, value);
  if (!checked) return value;
  const { kind, check } = checked;
  if (!check.ok) {
    const reasons = check.issues.map((issue) => `${issue.pointer || '/'} ${issue.message}`).join('; ');
    announce(kind, check.issues, [`[config] ${kind} is invalid and not used: ${reasons}`]);
    return EMPTY_CONFIG[name];
  }
  if (check.dropped.length > 0) {
    const { describeDropped } = await import('../config/document-items.ts');
    for (const item of check.dropped)
      announce(kind, item.issues, [`[config] ${kind}: ${describeDropped(item)}`]);
  }
  return check.value as ConfigShapes[K];
}

/**
 * One CMS config document, checked against its schema; a failure, an empty answer or an invalid
 * document is logged and answers the config's empty value.
 * @example const { banners } = await getConfig('banners-config', { locale: 'de' });
 */
export function getConfig<K extends ConfigName>(
  name: K,
  params: ConfigParams = {},
  signal?: AbortSignal,
): Promise<ConfigShapes[K]> {
  const request = apiRequest<ConfigShapes[K] | null>('GET', `/api/fe/config/${name}`, {
    query: params,
    signal,
  }).then(
    (value) => (value === null ? EMPTY_CONFIG[name] : validConfig(name, value)),
    (error: unknown) => {
      // A brand that does not configure a document answers 404: its empty state, not a failure.
      if (error instanceof ApiError && error.status === 404) return EMPTY_CONFIG[name];
      throw error;
    },
  );
  return loggedOr(`getConfig:${name}`, EMPTY_CONFIG[name], request);
}

export function getConfigQueryOptions<K extends ConfigName>(name: K, params: ConfigParams = {}) {
  return queryOptions({
    queryKey: queryKeys.config(name, Object.keys(params).length > 0 ? params : null),
    queryFn: ({ signal }) => getConfig(name, params, signal),
  });
}

export interface Manager {
  groupId: string | number;
  managerName: string;
  avatar: string;
  time: string;
  phone: string;
  email: string;
  whatsAppLink: string;
  telegramLink: string;
}

/** The VIP manager for the player's groups, or null when there is none or the call fails. */
export async function getManager(
  userGroups: readonly (string | number)[],
  signal?: AbortSignal,
): Promise<Manager | null> {
  const manager = await loggedOr(
    'getManager',
    null,
    apiRequest<Partial<Manager> | null>('POST', '/api/fe/config/managers', {
      body: { userGroups },
      signal,
      // A lookup: sent twice, it changes nothing.
      idempotent: true,
    }),
  );
  // The platform answers `{}` when no manager looks after these groups.
  return manager?.managerName ? (manager as Manager) : null;
}

export function getManagerQueryOptions(userGroups: readonly (string | number)[]) {
  return queryOptions({
    queryKey: queryKeys.config('managers', { userGroups }),
    queryFn: ({ signal }) => getManager(userGroups, signal),
  });
}
