import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';
import { apiRequest } from './client.ts';
import { logged, loggedOr } from './log-failure.ts';

/** Reference data changes rarely: cache it for the session. */
const REFERENCE_STALE_TIME_MS = 60 * 60 * 1000;

export interface FieldConfig {
  field: string;
  type: string;
  length?: { minimum: number; maximum: number };
  once_set?: boolean;
  age?: { min: { default: number } };
  service?: number;
  inclusion?: { in?: string[] };
}

export interface PlayerFieldsInfo {
  fields: FieldConfig[];
  /** Field names per context (registration, deposit, cashout, edition, provider names). */
  contexts: Record<string, string[]> & {
    payment_systems?: Record<string, { base: { deposit: string; cashout: string } }>;
  };
}

export function getPlayerFields(signal?: AbortSignal): Promise<PlayerFieldsInfo> {
  return logged(
    'getPlayerFields',
    apiRequest<PlayerFieldsInfo>('GET', '/api/info/player_fields', { signal }),
  );
}

export function getPlayerFieldsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.info.playerFields(),
    queryFn: ({ signal }) => getPlayerFields(signal),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

/**
 * A gift of a level (spec §3: points, cashback, free spins or bonus). `text` is the platform's
 * wording; `value` (points, free spins, cashback percent, or a bonus in minor units of `currency`)
 * lets the client word it in the visitor's language.
 */
export interface GiftDescription {
  type: string;
  text: string;
  value?: number;
  currency?: string;
}

export interface Status {
  id: string;
  name: string;
  /** true → a level (`level_N`); false → a group. */
  status: boolean;
  /** A writable group selects live chat. */
  writable: boolean;
  conditions: { persistent_comp_points: { type: string; min: number; max: number; exclude_end: boolean } }[];
  /** A level's artwork (spec §3). */
  image?: string;
  /** A level's CMS text (HTML). */
  content?: string;
  /** A level's gifts (spec §3: levels 1 to 12). */
  gift_descriptions?: GiftDescription[];
}

export function getStatuses(signal?: AbortSignal): Promise<Status[]> {
  return loggedOr('getStatuses', [], apiRequest<Status[]>('GET', '/api/info/statuses', { signal }));
}

export function getStatusesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.info.statuses(),
    queryFn: ({ signal }) => getStatuses(signal),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export interface Country {
  name: string;
  code: string;
  default_currency: string;
}

export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return loggedOr('getCountries', [], apiRequest<Country[]>('GET', '/api/info/countries', { signal }));
}

export function getCountriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.info.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export interface Currency {
  code: string;
  symbol: string;
  subunits_to_unit: number;
  fiat: boolean;
  default: boolean;
  subcurrencies: unknown[];
}

export function getCurrencies(signal?: AbortSignal): Promise<Currency[]> {
  return loggedOr('getCurrencies', [], apiRequest<Currency[]>('GET', '/api/info/currencies', { signal }));
}

export function getCurrenciesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.info.currencies(),
    queryFn: ({ signal }) => getCurrencies(signal),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export type CryptoExchangeRates = Record<
  string,
  Record<string, { exchange_rate: number; fee: number; total_exchange_rate: number }>
>;

export function getCryptoExchangeRates(signal?: AbortSignal): Promise<CryptoExchangeRates> {
  return loggedOr(
    'getCryptoExchangeRates',
    {},
    apiRequest<CryptoExchangeRates>('GET', '/api/info/crypto_exchange_rates', { signal }),
  );
}

export function getCryptoExchangeRatesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.info.cryptoExchangeRates(),
    queryFn: ({ signal }) => getCryptoExchangeRates(signal),
  });
}

export interface LocaleInfo {
  code: string;
  name: string;
  name_in_locale: string;
  default: boolean;
}

export interface CurrentIp {
  ip: string;
  country_code: string;
  region_code: string | null;
  default_currency: string;
}

export function getCurrentIp(signal?: AbortSignal): Promise<CurrentIp> {
  return logged('getCurrentIp', apiRequest<CurrentIp>('GET', '/api/current_ip', { signal }));
}

export function getCurrentIpQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.info.currentIp(),
    queryFn: ({ signal }) => getCurrentIp(signal),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export interface ClientContext {
  userAgent: string;
  browser: string;
  isMobile: boolean;
  isIOS: boolean;
  isApp: boolean;
  isBot: boolean;
  isMetaWebview: boolean;
}

export function getClientContext(signal?: AbortSignal): Promise<ClientContext> {
  return logged('getClientContext', apiRequest<ClientContext>('GET', '/client-context', { signal }));
}

export function getClientContextQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.info.clientContext(),
    queryFn: ({ signal }) => getClientContext(signal),
    staleTime: Infinity,
  });
}
