/**
 * Paths of the platform's API (spec §7, API-SHAPES §2) as opposed to the client's pages and static
 * files: what the upstream proxy forwards, what fault mode disturbs and what the service worker
 * never stores. Each entry matches the path itself and everything below it (`/api` matches
 * `/api/games_filter`, not `/apis`). No imports: the service worker's bundle takes it too.
 */
export const PLATFORM_PATH_PREFIXES = [
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
