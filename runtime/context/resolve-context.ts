import type { BrandConfig } from '../../schemas/brand.schema.ts';
import { resolveLicence, isEstonia } from '../rules/licence.ts';
import { restrictionLevel } from '../rules/restrictions.ts';
import { groupsOf } from '../rules/groups.ts';
import { matchHost, normaliseHost } from './hosts.ts';
import { defaultLocaleFor, FALLBACK_LOCALE, localeFromPath } from './locales.ts';
import type { ContextUser, Device, Locale, SiteContext } from './types.ts';

export { defaultLocaleFor } from './locales.ts';
export { countryDefaultCurrency } from '../rules/currencies.ts';

/** Country assumed when neither the host nor geo names one and the brand sets none (spec §1). */
export const DEFAULT_COUNTRY = 'CA';

export interface ResolveContextInput {
  /** `location.host` or the Host header; the port is ignored. */
  host: string;
  pathname: string;
  /** `country_code` of `GET /api/current_ip`; null or '' when unknown. */
  geoCountry?: string | null;
  /** The player (`GET /api/player`), or null for a guest. */
  user?: ContextUser | null;
  brands: readonly BrandConfig[];
  /** Server feature flags; override the brand's features. */
  flags?: Readonly<Record<string, boolean>>;
  /** Flags overridden locally (the /ffc page); override everything else. */
  localFlags?: Readonly<Record<string, boolean>>;
  device: Device;
  /** The pages (layout ids) of a brand; none when not given (a context for the locale only). */
  pagesOf?: (brandId: string) => readonly string[];
}

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

function validCountry(code: string | null | undefined): string | undefined {
  return code && COUNTRY_CODE.test(code) ? code.toUpperCase() : undefined;
}

/** The country a visitor from a brand host gets: host variant, else geo, else brand default. */
export function resolveCountry(
  hostCountry: string | undefined,
  geoCountry: string | null | undefined,
  brand: Pick<BrandConfig, 'defaultCountry'>,
): string {
  return (
    validCountry(hostCountry) ??
    validCountry(geoCountry) ??
    validCountry(brand.defaultCountry) ??
    DEFAULT_COUNTRY
  );
}

/**
 * The locale of a page view: the path prefix when it names a locale of the brand, else the
 * country default when the brand enables it, else en (or the brand's first locale without en).
 */
export function resolveLocale(
  pathname: string,
  country: string,
  brandLocales: readonly Locale[],
): { locale: Locale; localeFromPath: boolean } {
  const fromPath = localeFromPath(pathname, brandLocales);
  if (fromPath) return { locale: fromPath, localeFromPath: true };
  const preferred = defaultLocaleFor(country);
  if (brandLocales.includes(preferred)) return { locale: preferred, localeFromPath: false };
  const fallback = brandLocales.includes(FALLBACK_LOCALE)
    ? FALLBACK_LOCALE
    : (brandLocales[0] ?? FALLBACK_LOCALE);
  return { locale: fallback, localeFromPath: false };
}

/**
 * Everything regional about one page view (DESIGN.md, flow step 1). Pure: same input, same output.
 * @example resolveContext({ host: 'nova.localhost:5173', pathname: '/de/', geoCountry: 'AT',
 *   user: null, brands, device: 'desktop' }) // { brandId: 'nova', country: 'AT', locale: 'de', ... }
 */
export function resolveContext(input: ResolveContextInput): SiteContext {
  const { brand, entry, kind } = matchHost(input.brands, input.host);
  const mainProduction = kind === 'production';
  const country = resolveCountry(entry?.country, input.geoCountry, brand);
  const user = input.user ?? null;
  const loggedIn = user !== null && user.id !== undefined && user.id !== null;
  const { locale, localeFromPath: fromPath } = resolveLocale(input.pathname, country, brand.locales);

  return {
    brandId: brand.id,
    host: normaliseHost(input.host),
    hostKind: kind,
    mainProduction,
    country,
    licence: resolveLicence({
      mainProduction,
      userLicence: loggedIn ? user.license_name : null,
      country,
    }),
    locale,
    localeFromPath: fromPath,
    restriction: restrictionLevel(country),
    auth: loggedIn ? 'player' : 'guest',
    groups: loggedIn ? groupsOf(user.statuses ?? []) : [],
    features: { ...brand.features, ...input.flags, ...input.localFlags },
    device: input.device,
    bettingHost: brand.bettingHost && !isEstonia(country) ? brand.bettingHost : null,
    hiddenLocales: [...(entry?.hideLocales ?? [])],
    pages: input.pagesOf?.(brand.id) ?? [],
  };
}
