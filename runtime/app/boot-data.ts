import type { QueryClient } from '@tanstack/react-query';
import { getCmsPagesQueryOptions } from '../api/cms.ts';
import { getConfigQueryOptions } from '../api/config.ts';
import { getCurrentIpQueryOptions, type CurrentIp } from '../api/info.ts';
import { getPlayerQueryOptions } from '../api/player.ts';
import type { Player } from '../api/types.ts';
import { getBrands, loadLayout } from '../config/load-brand.ts';
import { matchHost } from '../context/hosts.ts';
import { resolveContext } from '../context/resolve-context.ts';
import { stripLocalePrefix } from '../context/locales.ts';
import type { Locale } from '../context/types.ts';
import { FALLBACK_LOCALE, prefetchMessages } from '../i18n/create-i18n.ts';
import { preloadWidget } from '../slots/slot.tsx';
import type { BootPayload, RenderedFirstView } from '../ssr/first-view-contract.ts';

// Defined with the server renderer's contract, which the server writes and the client reads.
export type { BootPayload, RenderedFirstView };

/** The layout query of one brand; layouts are part of the build and never go stale. */
export function layoutQueryOptions(brandId: string, layoutId: string) {
  return {
    queryKey: ['layout', brandId, layoutId] as const,
    queryFn: () => loadLayout(brandId, layoutId),
    staleTime: Infinity,
    gcTime: Infinity,
  };
}

/** Id of the JSON script element the server may write into the page (server/site/document-html.ts). */
export const BOOT_PAYLOAD_ELEMENT_ID = 'cr-boot';

/** The boot payload of the page, or null when there is none or it is not what the server writes. */
export function readBootPayload(doc: Pick<Document, 'getElementById'>): BootPayload | null {
  const text = doc.getElementById(BOOT_PAYLOAD_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof BootPayload, unknown>> | null;
    if (!value || typeof value.geo !== 'object' || value.geo === null) return null;
    const player = value.player as Partial<Player> | null | undefined;
    const ssr = value.ssr as Partial<RenderedFirstView> | null | undefined;
    return {
      geo: value.geo as CurrentIp,
      // The same rule as getPlayer: a body without a numeric id is a guest.
      player: player && typeof player.id === 'number' ? (player as Player) : null,
      ...(ssr && typeof ssr.locale === 'string' && ssr.queries && { ssr: ssr as RenderedFirstView }),
    };
  } catch {
    return null;
  }
}

/** Warms the code of every widget a layout names, so that rendering does not wait for it. */
function preloadLayoutWidgets(layout: { slots: Record<string, readonly { widget: string }[]> }): void {
  for (const entries of Object.values(layout.slots)) for (const entry of entries) preloadWidget(entry.widget);
}

/**
 * Starts, before React renders, everything the first view needs: geo and the player (taken from
 * the boot payload when the server wrote one), the messages, the shell, popup and page layouts
 * with their widgets' code, and, once the locale is known, the feature flags, the CMS pages and
 * (on the lobby) the banners. Each is the very query the app runs later, so nothing is fetched twice.
 */
export function prefetchBoot(
  queryClient: QueryClient,
  location: Pick<Location, 'host' | 'pathname'>,
  boot: BootPayload | null = null,
): void {
  const brands = getBrands();
  const { brand } = matchHost(brands, location.host);
  const lobby = stripLocalePrefix(location.pathname, brand.locales) === '/';

  // A page the browser renders warms its widgets' code. A server-rendered one hydrates with the
  // code of the widgets the server drew (start-client.tsx); the others (below the first view, not
  // shown yet) load when they are due, not in the page's start.
  const warmWidgets = !boot?.ssr;
  for (const layoutId of lobby ? ['shell', 'modals', 'lobby'] : ['shell', 'modals']) {
    void queryClient.fetchQuery(layoutQueryOptions(brand.id, layoutId)).then(
      (layout) => warmWidgets && layoutId !== 'modals' && preloadLayoutWidgets(layout),
      () => undefined,
    );
  }
  void queryClient.prefetchQuery(getConfigQueryOptions('feature-flags'));
  prefetchMessages(FALLBACK_LOCALE);

  const prefetchForLocale = (locale: Locale) => {
    if (locale !== FALLBACK_LOCALE) prefetchMessages(locale);
    void queryClient.prefetchQuery(getCmsPagesQueryOptions(locale));
    if (lobby) void queryClient.prefetchQuery(getConfigQueryOptions('banners-config', { locale }));
  };

  if (boot) {
    queryClient.setQueryData(getCurrentIpQueryOptions().queryKey, boot.geo);
    queryClient.setQueryData(getPlayerQueryOptions().queryKey, boot.player);
    const context = resolveContext({
      host: location.host,
      pathname: location.pathname,
      geoCountry: boot.geo.country_code,
      user: boot.player,
      brands,
      device: 'desktop',
    });
    prefetchForLocale(context.locale);
    return;
  }
  void queryClient.prefetchQuery(getCurrentIpQueryOptions());
  void queryClient.prefetchQuery(getPlayerQueryOptions());
  // Without geo the locale is known only when the path names it.
  const pathLocale = brand.locales.find((locale) => location.pathname.split('/')[1] === locale);
  if (pathLocale) prefetchForLocale(pathLocale);
}
