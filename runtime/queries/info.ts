import { useQuery } from '@tanstack/react-query';
import {
  getClientContextQueryOptions,
  getCountriesQueryOptions,
  getCryptoExchangeRatesQueryOptions,
  getCurrenciesQueryOptions,
  getCurrentIpQueryOptions,
  getPlayerFieldsQueryOptions,
  getStatusesQueryOptions,
} from '../api/info.ts';

/** The player fields of GET /api/info/player_fields; not asked for while `enabled` is false. */
export function usePlayerFields(enabled = true) {
  return useQuery({ ...getPlayerFieldsQueryOptions(), enabled });
}

/** Levels and groups (statuses with `status: true` are levels). */
export function useStatuses() {
  return useQuery(getStatusesQueryOptions());
}

export function useCountries() {
  return useQuery(getCountriesQueryOptions());
}

export function useCurrencies() {
  return useQuery(getCurrenciesQueryOptions());
}

export function useCryptoExchangeRates() {
  return useQuery(getCryptoExchangeRatesQueryOptions());
}

export function useCurrentIp() {
  return useQuery(getCurrentIpQueryOptions());
}

export function useClientContext() {
  return useQuery(getClientContextQueryOptions());
}
