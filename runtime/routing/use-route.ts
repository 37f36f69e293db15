import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { resolveHash, type HashContext } from './hash-actions.ts';
import {
  extractPromoCodes,
  forgetPromoCodes,
  PROMO_CODE_PARAMS,
  promoCodeActions,
  pwaInstallAction,
  readSavedPromoCodes,
  savePromoCodes,
  type PromoCodeStorage,
} from './query-actions.ts';
import { resolveRoute, type RouteInput, type RouteResolution } from './resolve-route.ts';
import type { ModalName, RestrictedWarning, RouteName } from './route-table.ts';
import { scrollToHash } from './scroll-to-hash.ts';
import { sessionStore } from '../state/browser-storage.ts';

/** react-router's `navigate` as these hooks use it. */
export type NavigateTo = (to: string, options?: { replace?: boolean }) => void;

/**
 * Everything `resolveRoute` needs besides the location. `previousPath` may be left out: the
 * hook then remembers the last page it rendered (redirects are not pages).
 */
export type RouteState = Omit<RouteInput, 'pathname' | 'search' | 'hash' | 'previousPath'> & {
  previousPath?: string | null;
};

interface Visited {
  current: string | null;
  previous: string | null;
}

/**
 * What the current URL shows: `resolveRoute` over `useLocation()`, memoised. The shell
 * navigates (replace) on `redirect`, renders the layout on `render`, the not-found page otherwise.
 */
export function useRouteResolution(state: RouteState): RouteResolution {
  const { pathname, search, hash } = useLocation();
  const [visited, setVisited] = useState<Visited>({ current: null, previous: null });
  const here = `${pathname}${search}`;
  const tracked = here === visited.current ? visited.previous : visited.current;
  const previousPath = state.previousPath === undefined ? tracked : state.previousPath;

  // The state is compared by value, so callers need not memoise the object they pass.
  const stateKey = JSON.stringify(state);
  const resolution = useMemo(
    () =>
      resolveRoute({
        ...(JSON.parse(stateKey) as RouteState),
        pathname,
        search,
        hash,
        previousPath,
      }),
    [stateKey, pathname, search, hash, previousPath],
  );

  // Remembering the last rendered page during render is React's "state from previous renders".
  if (resolution.kind !== 'redirect' && here !== visited.current) {
    setVisited({ current: here, previous: visited.current });
  }
  return resolution;
}

export interface HashActionCallbacks {
  openModal: (name: ModalName, params: Record<string, string>) => void;
  openChat: () => void;
  navigate: NavigateTo;
  /** A restricted-region guest asked for an auth popup by hash. */
  onRestricted?: (warning: RestrictedWarning) => void;
  /** Leaves for the sports site; defaults to `location.assign`. */
  openExternal?: (url: string) => void;
}

/**
 * Acts on the URL hash (spec §2): popups, support chat after 1 s, the sports site; any
 * other hash scrolls to its anchor (retrying while it is missing). Handled hashes are
 * removed from the URL so that the same link works again.
 */
export function useHashActions(ctx: HashContext, callbacks: HashActionCallbacks): void {
  const { pathname, search, hash } = useLocation();
  const { bettingHost, auth, restriction } = ctx;

  const handleHash = useEffectEvent((currentHash: string): (() => void) | undefined => {
    const page = { protocol: window.location.protocol, port: window.location.port };
    const action = resolveHash(currentHash, { bettingHost, auth, restriction, page });
    const clearHash = () => callbacks.navigate(`${pathname}${search}`, { replace: true });
    if (action === null) return scrollToHash(currentHash);
    switch (action.type) {
      case 'chat': {
        const timer = setTimeout(() => {
          callbacks.openChat();
          clearHash();
        }, action.delayMs);
        return () => clearTimeout(timer);
      }
      case 'modal':
        callbacks.openModal(action.name, action.params);
        clearHash();
        return undefined;
      case 'restricted':
        callbacks.onRestricted?.(action.warning);
        clearHash();
        return undefined;
      case 'external':
        (callbacks.openExternal ?? ((url: string) => window.location.assign(url)))(action.url);
        return undefined;
    }
  });

  useEffect(() => {
    if (hash === '' || hash === '#') return undefined;
    return handleHash(hash);
  }, [hash]);
}

export interface PromoCodeCallbacks {
  navigate: NavigateTo;
  /** Applies a saved deposit code (the caller calls the API and handles its errors). */
  applyDepositCode: (code: string) => void;
  /** Defaults to the session storage (runtime/state/browser-storage.ts). */
  storage?: PromoCodeStorage;
}

export interface PromoCodePage {
  routeName: RouteName | null;
  auth: RouteInput['auth'];
  localePrefix: string;
}

/**
 * Saves `depositPromocode` / `giftPromocode` from the query (and removes them from the URL),
 * then acts on the saved codes on main: a guest's are dropped, a player's deposit code is
 * applied and a gift code leads to the profile gifts (whose page forgets it once used).
 */
export function usePromoCodeActions(page: PromoCodePage, callbacks: PromoCodeCallbacks): void {
  const { pathname, search, hash } = useLocation();
  const { routeName, auth, localePrefix } = page;

  const saveFromQuery = useEffectEvent((currentSearch: string) => {
    const query = new URLSearchParams(currentSearch);
    if (!PROMO_CODE_PARAMS.some((name) => query.has(name))) return;
    const extracted = extractPromoCodes(currentSearch);
    savePromoCodes(callbacks.storage ?? sessionStore, extracted);
    callbacks.navigate(`${pathname}${extracted.search}${hash}`, { replace: true });
  });

  const actOnSaved = useEffectEvent(() => {
    const storage = callbacks.storage ?? sessionStore;
    const actions = promoCodeActions({ routeName, auth, localePrefix, saved: readSavedPromoCodes(storage) });
    for (const action of actions) {
      switch (action.type) {
        case 'clear-saved':
          forgetPromoCodes(storage);
          break;
        case 'apply-deposit-code':
          // Handed over once: the server keeps an applied code, an invalid one is dropped anyway.
          forgetPromoCodes(storage, ['depositPromocode']);
          callbacks.applyDepositCode(action.code);
          break;
        case 'go-to-gifts':
          callbacks.navigate(action.to);
          break;
      }
    }
  });

  useEffect(() => {
    saveFromQuery(search);
  }, [search]);

  useEffect(() => {
    actOnSaved();
  }, [routeName, auth, localePrefix]);
}

/**
 * `?pwa=install` on the lobby: shows the install instructions, then replaces the URL with
 * the lobby without the param.
 */
export function usePwaInstallQuery(
  page: { lobby: boolean; localePrefix: string },
  callbacks: { showInstallInstructions: () => void; navigate: NavigateTo },
): void {
  const { search } = useLocation();
  const { lobby, localePrefix } = page;
  const handleQuery = useEffectEvent((currentSearch: string) => {
    const action = pwaInstallAction({ lobby, search: currentSearch, localePrefix });
    if (!action) return;
    callbacks.showInstallInstructions();
    callbacks.navigate(action.redirectTo, { replace: true });
  });
  useEffect(() => {
    handleQuery(search);
  }, [search, lobby]);
}
