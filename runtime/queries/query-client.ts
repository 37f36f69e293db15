import { QueryClient } from '@tanstack/react-query';

/** Server data is fresh for this long before a remount or focus refetches it. */
export const DEFAULT_STALE_TIME_MS = 30_000;
/** Unused data is kept this long (back navigation shows the lobby at once). */
export const DEFAULT_GC_TIME_MS = 10 * 60_000;

/**
 * The client's QueryClient. React Query never retries: the HTTP client already retries network
 * errors and timeouts, and HTTP errors must not be retried at all (spec §8).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, gcTime: DEFAULT_GC_TIME_MS, retry: false },
      mutations: { retry: false },
    },
  });
}
