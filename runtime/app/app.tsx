import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageRequestProvider, type PageRequest } from '../context/page-request.tsx';
import { useRootHydrated } from '../slots/page-hydration.ts';
import { SiteRoot } from './site-root.tsx';

/**
 * The page: server state, the page's request when the server rendered it, then the site for
 * this host. `router` wraps the site: a BrowserRouter in the browser, a StaticRouter on the server.
 */
export function App({
  queryClient,
  request,
  router,
}: {
  queryClient: QueryClient;
  request?: PageRequest;
  router: (site: ReactNode) => ReactNode;
}) {
  useRootHydrated();
  const site = router(<SiteRoot />);
  return (
    <QueryClientProvider client={queryClient}>
      {request ? <PageRequestProvider value={request}>{site}</PageRequestProvider> : site}
    </QueryClientProvider>
  );
}
