// Public entry of the site context (pure: no React here; the provider is site-context-react.tsx).
export * from './types.ts';
export * from './resolve-context.ts';
export { FALLBACK_HOST, hostMatches, matchHost, normaliseHost, type HostMatch } from './hosts.ts';
export {
  COUNTRY_DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  isLocale,
  localeFromPath,
  stripLocalePrefix,
} from './locales.ts';
