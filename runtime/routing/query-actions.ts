import type { AuthState } from '../context/types.ts';
import type { KeyValueStorage } from '../state/browser-storage.ts';
import { joinPrefix } from './locale-prefix.ts';
import type { RouteName } from './route-table.ts';

/** Query params that carry promo codes into the site (spec §2). */
export const PROMO_CODE_PARAMS = ['depositPromocode', 'giftPromocode'] as const;
export type PromoCodeParam = (typeof PROMO_CODE_PARAMS)[number];

/** Session-storage keys of the saved codes (the query names, namespaced). */
export const PROMO_CODE_STORAGE_KEYS: Readonly<Record<PromoCodeParam, string>> = {
  depositPromocode: 'croupier.depositPromocode',
  giftPromocode: 'croupier.giftPromocode',
};

export type PromoCodes = Partial<Record<PromoCodeParam, string>>;

/** Where the codes are saved: the session storage in the browser. */
export type PromoCodeStorage = KeyValueStorage;

/** The query param and value that ask for the PWA install instructions. */
export const PWA_INSTALL_PARAM = 'pwa';
export const PWA_INSTALL_VALUE = 'install';

function searchString(params: URLSearchParams): string {
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Takes the promo codes out of a query string; `search` is the query without them.
 * @example extractPromoCodes('?giftPromocode=GIFT&x=1') → { giftPromocode: 'GIFT', search: '?x=1' }
 */
export function extractPromoCodes(search: string): PromoCodes & { search: string } {
  const params = new URLSearchParams(search);
  const codes: PromoCodes = {};
  for (const name of PROMO_CODE_PARAMS) {
    const value = params.get(name);
    if (value === null) continue;
    params.delete(name);
    // An empty code is dropped from the query but never saved.
    if (value.trim() !== '') codes[name] = value.trim();
  }
  return { ...codes, search: searchString(params) };
}

export function readSavedPromoCodes(storage: PromoCodeStorage): PromoCodes {
  const codes: PromoCodes = {};
  for (const name of PROMO_CODE_PARAMS) {
    const value = storage.getItem(PROMO_CODE_STORAGE_KEYS[name]);
    if (value) codes[name] = value;
  }
  return codes;
}

export function savePromoCodes(storage: PromoCodeStorage, codes: PromoCodes): void {
  for (const name of PROMO_CODE_PARAMS) {
    const value = codes[name];
    if (value !== undefined) storage.setItem(PROMO_CODE_STORAGE_KEYS[name], value);
  }
}

export function forgetPromoCodes(
  storage: PromoCodeStorage,
  names: readonly PromoCodeParam[] = PROMO_CODE_PARAMS,
): void {
  for (const name of names) storage.removeItem(PROMO_CODE_STORAGE_KEYS[name]);
}

export type PromoCodeAction =
  /** A guest on main: the saved codes are dropped. */
  | { type: 'clear-saved' }
  /** A player on main with a saved deposit code: the caller applies it (PATCH set_bonus_code). */
  | { type: 'apply-deposit-code'; code: string }
  /** A player on main with a saved gift code: go to the profile gifts (which reads the code). */
  | { type: 'go-to-gifts'; to: string };

export interface PromoCodeInput {
  routeName: RouteName | null;
  auth: AuthState;
  saved: PromoCodes;
  /** '' or '/de': the gifts path keeps the locale. */
  localePrefix?: string;
}

/**
 * What the saved promo codes lead to on this page (spec §2); empty off main.
 * @example promoCodeActions({ routeName: 'main', auth: 'player', saved: { giftPromocode: 'G' } }) → [{ type: 'go-to-gifts', to: '/profile/gifts' }]
 */
export function promoCodeActions({
  routeName,
  auth,
  saved,
  localePrefix = '',
}: PromoCodeInput): PromoCodeAction[] {
  if (routeName !== 'main') return [];
  const { depositPromocode, giftPromocode } = saved;
  if (auth === 'guest') return depositPromocode || giftPromocode ? [{ type: 'clear-saved' }] : [];
  const actions: PromoCodeAction[] = [];
  if (depositPromocode) actions.push({ type: 'apply-deposit-code', code: depositPromocode });
  if (giftPromocode) actions.push({ type: 'go-to-gifts', to: joinPrefix(localePrefix, '/profile/gifts') });
  return actions;
}

export interface PwaInstallAction {
  type: 'pwa-install';
  /** The lobby without the `pwa` param, where the page goes after the instructions. */
  redirectTo: string;
}

/**
 * `?pwa=install` on the lobby: show the install instructions, then go to the lobby.
 * @example pwaInstallAction({ lobby: true, search: '?pwa=install', localePrefix: '/de' }) → { type: 'pwa-install', redirectTo: '/de' }
 */
export function pwaInstallAction({
  lobby,
  search,
  localePrefix,
}: {
  lobby: boolean;
  search: string;
  localePrefix: string;
}): PwaInstallAction | null {
  const params = new URLSearchParams(search);
  if (!lobby || params.get(PWA_INSTALL_PARAM) !== PWA_INSTALL_VALUE) return null;
  params.delete(PWA_INSTALL_PARAM);
  return { type: 'pwa-install', redirectTo: `${joinPrefix(localePrefix, '/')}${searchString(params)}` };
}
