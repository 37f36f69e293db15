/** The ten locales of the product (spec §1). The first one is the fallback. */
export const LOCALES = ['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it', 'et', 'en-IE'] as const;
export type Locale = (typeof LOCALES)[number];

export type Licence = 'CW' | 'EE';
export type HostKind = 'production' | 'mirror' | 'betting';
export type RestrictionLevel = 'none' | 'partial' | 'full';
export type Device = 'mobile' | 'desktop';
export type AuthState = 'guest' | 'player';

/** Everything regional that a page view depends on: the output of `resolveContext`. */
export interface SiteContext {
  brandId: string;
  host: string;
  hostKind: HostKind;
  /** One of the brand's main production hosts: the only place where the licence may be EE. */
  mainProduction: boolean;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  licence: Licence;
  locale: Locale;
  /** Whether the locale came from the path (`/de/...`) or is the country default (unprefixed). */
  localeFromPath: boolean;
  restriction: RestrictionLevel;
  auth: AuthState;
  /** Numeric player groups (statuses with a numeric id). Empty for guests. */
  groups: number[];
  /** Feature flags in force (brand features, server flags and local overrides merged). */
  features: Record<string, boolean>;
  device: Device;
  /** Host of the sports-betting site, or null when it does not apply (never for Estonia). */
  bettingHost: string | null;
  /** Locales left out of the language list on this host (brand host `hideLocales`), still routable. */
  hiddenLocales?: Locale[];
  /**
   * The pages the brand has: layout ids of `brands/<brand>/layouts` and `brands/_base/layouts`.
   * A route whose layout is not among them is absent (not found, and never linked to).
   */
  pages: readonly string[];
}

/** A player status as `GET /api/player` returns it: numeric id = group, "level_N" = level. */
export interface PlayerStatus {
  id: string | number;
  name: string | number;
}

/** The part of the player (`GET /api/player`) that the site context depends on. */
export interface ContextUser {
  /** Absent (or null) for a guest. */
  id?: number | null;
  license_name?: string | null;
  statuses?: readonly PlayerStatus[];
}
