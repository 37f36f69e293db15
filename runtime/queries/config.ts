import { useQuery } from '@tanstack/react-query';
import {
  getConfigQueryOptions,
  getManagerQueryOptions,
  type ConfigName,
  type ConfigParams,
} from '../api/config.ts';

/**
 * A CMS config document; while loading and on failure, `data` is undefined or the config's empty value.
 * @example const { data } = useConfig('banners-config', { locale });
 */
export function useConfig<K extends ConfigName>(name: K, params: ConfigParams = {}) {
  return useQuery(getConfigQueryOptions(name, params));
}

/** The VIP manager of the player's groups (null when none). */
export function useManager(userGroups: readonly (string | number)[], enabled = true) {
  return useQuery({ ...getManagerQueryOptions(userGroups), enabled: enabled && userGroups.length > 0 });
}

/**
 * A CMS config document asked for only once `enabled` (a popup that loads its config shortly
 * before it shows); on failure its empty value, as `useConfig`.
 */
export function useConfigWhen<K extends ConfigName>(name: K, enabled: boolean, params: ConfigParams = {}) {
  return useQuery({ ...getConfigQueryOptions(name, params), enabled });
}
