import type { ProxyOptions } from 'vite';

/**
 * What the sandbox answers under `npm run dev` (everything else is Vite's: the client's source,
 * and index.html for every page path): the API and its alternate path, the messages, the artwork
 * of the sandbox's banners and games, the real-time socket, the sandbox's own tools and the
 * platform's reporting endpoints.
 */
export const SANDBOX_PATH_PREFIXES = [
  '/api',
  '/api-fe',
  '/messages',
  // Banner and game artwork the sandbox draws (the client's own files are under /assets in a build only).
  '/assets/generated',
  '/connection',
  '/sandbox',
  '/restore-id',
  '/jam',
  '/batch',
  '/log_utm_set',
  '/log_utm_send',
  '/performance',
  '/network-performance',
  '/game-start-performance',
  '/metrics-errors-validation',
  '/csp-report',
  // Live configuration: the stream of brands/ edits (server/live/).
  '/__croupier',
  // The installable app: manifest, worker, icons and offline pages (server/pwa/).
  '/manifest.webmanifest',
  '/sw.js',
  '/pwa',
] as const;

/** A path the sandbox answers: one of the prefixes, whole segment. */
export function isSandboxPath(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return SANDBOX_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Vite's proxy to the sandbox at `target`, keeping the Host header (the sandbox picks the brand
 * from it, as behind any reverse proxy) and passing WebSocket upgrades.
 */
export function devProxy(target: string): Record<string, ProxyOptions> {
  const pattern = `^(${SANDBOX_PATH_PREFIXES.map((prefix) => prefix.replace(/[-/]/g, '\\$&')).join('|')})(/|\\?|$)`;
  return { [pattern]: { target, changeOrigin: false, ws: true, xfwd: true } };
}
