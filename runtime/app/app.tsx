import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { SiteRoot } from './site-root.tsx';

/** The client: server state, routing, then the site for this host. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SiteRoot />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
