import type { QueryClient } from '@tanstack/react-query';
import { getCurrentIpQueryOptions } from '../api/info.ts';
import { getPlayerQueryOptions } from '../api/player.ts';

/** The two facts a page view needs before anything regional can be decided (DESIGN.md step 1). */
export function prefetchBoot(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getCurrentIpQueryOptions());
  void queryClient.prefetchQuery(getPlayerQueryOptions());
}
