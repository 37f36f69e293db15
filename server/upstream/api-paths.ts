import { PLATFORM_PATH_PREFIXES } from '../../runtime/api/platform-paths.ts';
/** The platform's API paths (one list for the proxy, fault mode and the service worker). */
export const API_PATH_PREFIXES = PLATFORM_PATH_PREFIXES;

// `/log`, `/log_utm_set` and `/log_utm_send` are API calls, while `/login` is a page of the client.
const LOG_PATH = /^\/log(_[a-z_]+)?$/;

/** Whether a request URL (with or without a query) is an API call. */
export function isApiPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (LOG_PATH.test(path)) return true;
  return API_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
