import type { QueryClient } from '@tanstack/react-query';
import { getCurrentIpQueryOptions } from '../api/info.ts';
import { getPlayerQueryOptions } from '../api/player.ts';
import { getBrands, loadLayout } from '../config/load-brand.ts';
import { matchHost } from '../context/hosts.ts';
import { LOCALES, type Locale } from '../context/types.ts';
import { FALLBACK_LOCALE, prefetchMessages } from '../i18n/create-i18n.ts';

/** The query of one layout of a brand; layouts are part of the build and never go stale. */
export function layoutQueryOptions(brandId: string, layoutId: string) {
  return {
    queryKey: ['layout', brandId, layoutId] as const,
    queryFn: () => loadLayout(brandId, layoutId),
    staleTime: Infinity,
    gcTime: Infinity,
  };
}

function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1] ?? '';
  return (LOCALES as readonly string[]).includes(first) ? (first as Locale) : null;
}

/**
 * Starts, before React renders, everything the first view needs that does not depend on geo or
 * the player: geo and the player themselves, the messages (en is always loaded as the fallback,
 * plus the locale of the path), and the shell, popup and lobby layouts of the host's brand.
 */
export function prefetchBoot(queryClient: QueryClient, location: Pick<Location, 'host' | 'pathname'>): void {
  void queryClient.prefetchQuery(getCurrentIpQueryOptions());
  void queryClient.prefetchQuery(getPlayerQueryOptions());
  prefetchMessages(FALLBACK_LOCALE);
  const pathLocale = localeOfPath(location.pathname);
  if (pathLocale && pathLocale !== FALLBACK_LOCALE) prefetchMessages(pathLocale);
  const { brand } = matchHost(getBrands(), location.host);
  const rest = pathLocale ? location.pathname.slice(pathLocale.length + 1) : location.pathname;
  const layouts = rest === '' || rest === '/' ? ['shell', 'modals', 'lobby'] : ['shell', 'modals'];
  for (const layoutId of layouts) void queryClient.prefetchQuery(layoutQueryOptions(brand.id, layoutId));
}
