import { QueryClient, type Query } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { DEFAULT_GC_TIME_MS, DEFAULT_STALE_TIME_MS } from '../queries/query-client.ts';
import { SERVER_RENDER_FALLBACK_DIGEST } from './first-view-contract.ts';

/**
 * Rendering React on the server with the data it asks for (Node only): a render pass records the
 * queries it wanted, they are fetched, and the element renders again until a pass wants nothing
 * new. The first view's renderer (runtime/app/first-view-renderer.tsx) and the widget gallery
 * (tools/gallery/) render this way.
 */

/**
 * A QueryClient that notes the queries a render wanted to fetch: every query an observer asks
 * for with `enabled` not false goes through `defaultQueryOptions`.
 */
export function recordingQueryClient(): { queryClient: QueryClient; wanted: Set<string> } {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, gcTime: DEFAULT_GC_TIME_MS, retry: false },
    },
  });
  const wanted = new Set<string>();
  const defaultQueryOptions = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = ((options: Parameters<typeof defaultQueryOptions>[0]) => {
    const defaulted = defaultQueryOptions(options);
    const enabled: unknown = defaulted.enabled;
    if (enabled !== false && typeof enabled !== 'function' && defaulted.queryHash)
      wanted.add(defaulted.queryHash);
    return defaulted;
  }) as typeof queryClient.defaultQueryOptions;
  return { queryClient, wanted };
}

/**
 * The marker React leaves where a boundary failed on the server. Its development build writes the
 * error's message and stacks into it (data-msg, data-stck, data-cstck), the production build only
 * the digest; whichever build runs, only the digest reaches the browser.
 */
const FAILED_BOUNDARY = /<!--\$!--><template([^>]*)>/g;
const DIGEST_ATTRIBUTE = / data-dgst="[^"]*"/;

function withoutErrorDetails(html: string): string {
  return html.replace(
    FAILED_BOUNDARY,
    (_, attributes: string) => `<!--$!--><template${DIGEST_ATTRIBUTE.exec(attributes)?.[0] ?? ''}>`,
  );
}

/** One static render of the element; the errors of boundaries that fell back to the client. */
export async function renderPass(element: ReactElement): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    // Every boundary in place: no segments moved by inline scripts (a strict CSP allows none).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A widget that cannot render on the server renders in the browser: its boundary is sent as
    // "render on the client", the error goes to the server's log, and the browser learns only
    // the digest that says so.
    onError: (error) => {
      errors.push(error);
      return SERVER_RENDER_FALLBACK_DIGEST;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : String(chunk);
  return { html: withoutErrorDetails(html), errors };
}

/**
 * Renders the element pass after pass: before each pass the queries in flight settle, after it
 * the queries it wanted and nobody fetched yet are fetched. Ends when a pass wants nothing new,
 * when `stop()` holds after a pass, or after `maxPasses`; the last pass's markup and errors.
 */
export async function renderWithData(
  element: ReactElement,
  { queryClient, wanted }: { queryClient: QueryClient; wanted: Set<string> },
  { maxPasses, stop = () => false }: { maxPasses: number; stop?: () => boolean },
): Promise<{ html: string; errors: unknown[] }> {
  const fetched = new Set<string>();
  const refreshed = new Set<string>();
  let html = '';
  let errors: unknown[] = [];
  for (let pass = 0; pass < maxPasses; pass++) {
    // Earlier prefetches (and the previous pass's fetches) settle before a pass renders.
    await settle(queryClient);
    ({ html, errors } = await renderPass(element));
    if (stop()) break;
    const idleAndWanted = queryClient
      .getQueryCache()
      .findAll()
      .filter((query) => query.state.fetchStatus === 'idle' && wanted.has(query.queryHash));
    const due = idleAndWanted.filter(
      (query) => query.state.status === 'pending' && !fetched.has(query.queryHash),
    );
    // A fetch that changed something invalidates what it changed (a confirmation link's POST, the
    // limits it confirmed): read once more, so that the page and the browser's first render agree
    // with the answer instead of the browser fetching it again while it hydrates.
    const stale = idleAndWanted.filter(
      (query) =>
        query.state.status === 'success' && query.state.isInvalidated && !refreshed.has(query.queryHash),
    );
    if (due.length === 0 && stale.length === 0) break;
    for (const query of due) fetched.add(query.queryHash);
    for (const query of stale) refreshed.add(query.queryHash);
    await Promise.all([...due, ...stale].map((query) => fetchQuiet(query)));
  }
  return { html, errors };
}

/** Waits until no query is in flight. */
export function settle(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/** A failed query stays out of the client's cache (dehydrate keeps successes): the client retries. */
function fetchQuiet(query: Query): Promise<unknown> {
  return query.fetch().catch(() => undefined);
}
