/**
 * Paths of the platform's API (spec §7, API-SHAPES §2) as opposed to the client's pages and static
 * files: what the upstream proxy forwards and what fault mode disturbs. Each entry matches the path
 * itself and everything below it (`/api` matches `/api/games_filter`, not `/apis`).
 */
export const API_PATH_PREFIXES = [
  '/api',
  '/api-fe',
  '/messages',
  '/check-email',
  '/client-context',
  '/restore-id',
  '/metrics-errors-validation',
  '/performance',
  '/network-performance',
  '/game-start-performance',
  '/jam',
  '/batch',
] as const;

// `/log`, `/log_utm_set` and `/log_utm_send` are API calls, while `/login` is a page of the client.
const LOG_PATH = /^\/log(_[a-z_]+)?$/;

/** Whether a request URL (with or without a query) is an API call. */
export function isApiPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (LOG_PATH.test(path)) return true;
  return API_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
