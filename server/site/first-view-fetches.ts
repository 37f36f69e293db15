import type { BootPayload } from '../../runtime/ssr/first-view-contract.ts';
import { FALLBACK_LOCALE, stripLocalePrefix } from '../../runtime/context/locales.ts';
import { resolveContext } from '../../runtime/context/resolve-context.ts';
import type { ContextUser } from '../../runtime/context/types.ts';
import { translationBucket } from '../../runtime/rules/timing.ts';
import type { BrandConfig } from '../../schemas/brand.schema.ts';

/**
 * What the first view of a page fetches, so that the page document can link it before the script
 * asks: the CMS config documents of the shell (and of the lobby on a lobby path), whose validators
 * it preloads, and the GETs the client sends first in the locale it will resolve, with the very
 * URLs it builds.
 */

/** True when the path is the lobby (`/` or a locale root such as `/de`). */
export function isLobbyPath(pathname: string, brandLocales: BrandConfig['locales']): boolean {
  const rest = stripLocalePrefix(pathname, brandLocales);
  return rest === '/' || rest === '';
}

/** CMS config documents every page's shell fetches (header menus, footer, flags), plus the lobby's banners. */
export function firstViewConfigs(lobby: boolean): string[] {
  const shell = [
    'feature-flags',
    'menus',
    'footer',
    'providers-config',
    'manage-promotion-pages',
    'logo-config',
  ];
  return lobby ? [...shell, 'banners-config'] : shell;
}

/**
 * The GETs the client sends first once it knows its locale, with the very URLs it builds
 * (runtime/app/boot-data.ts prefetchBoot, runtime/api/cms.ts): preloaded, they overlap the script.
 */
export function firstViewFetches(locale: string, lobby: boolean, now: number): string[] {
  const bucket = translationBucket(now);
  const messages = [...new Set([FALLBACK_LOCALE, locale])].map(
    (lang) => `/messages/${lang}.json?t=${bucket}`,
  );
  const pages = `/api/cms/pages?l=${encodeURIComponent(locale)}`;
  const banners = `/api/fe/config/banners-config?locale=${encodeURIComponent(locale)}`;
  return [...messages, '/api/fe/config/feature-flags', pages, ...(lobby ? [banners] : [])];
}

/** The locale the client will resolve for this page (runtime/context: path, then the visitor's country). */
export function pageLocale(pathname: string, brand: BrandConfig, boot: BootPayload): string {
  const geo = boot.geo as { country_code?: string | null } | null;
  return resolveContext({
    host: brand.hosts[0]?.host ?? '',
    pathname,
    geoCountry: geo?.country_code ?? null,
    user: (boot.player as ContextUser | null) ?? null,
    brands: [brand],
    device: 'desktop',
  }).locale;
}
