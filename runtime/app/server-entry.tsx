import { AsyncLocalStorage } from 'node:async_hooks';
import { defaultShouldDehydrateQuery, dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { configureApiClient } from '../api/client.ts';
import { getBrands } from '../config/load-brand.ts';
import { resolveContext } from '../context/resolve-context.ts';
import { createI18n } from '../i18n/create-i18n.ts';
import { DEFAULT_GC_TIME_MS, DEFAULT_STALE_TIME_MS } from '../queries/query-client.ts';
import { registerWidgets } from '../slots/registry.ts';
import { RenderedWidgets } from '../slots/rendered-widgets.ts';
import { ServerRedirect, type ServerRedirectNote } from '../ssr/server-redirect.ts';
import { loadSanitizer, provideServerDom } from '../ui/sanitized-html.tsx';
import { App } from './app.tsx';
import { prefetchBoot } from './boot-data.ts';
import {
  SERVER_RENDER_FALLBACK_DIGEST,
  type ServerRenderInput,
  type ServerRenderResult,
} from '../ssr/first-view-contract.ts';
import { widgets } from './widget-catalog.ts';

/**
 * The first view rendered on the server (built by `vite build --ssr`, used by the sandbox's page
 * document, server/site/document.ts). The very components of the client render with the
 * data of the visitor's request, so the browser paints the page, hero banner included, before
 * any script runs, and the client then hydrates it (runtime/app/main.tsx).
 *
 * Data: components ask for it with React Query as in the browser. A render pass records the
 * queries it wanted; they are fetched through `fetch` of the request (the sandbox answers them
 * in-process), and the page renders again, until a pass wants nothing new. The cache goes to
 * the client (`dehydrate`), so its first render is the server's.
 */

registerWidgets(widgets);

// CMS HTML is sanitized here by the browser's policy over a server DOM: jsdom, the DOM that
// DOMPurify supports on Node. It lives in this entry, built for Node only, never in the client's.
provideServerDom(new JSDOM('').window as unknown as WindowLike);
// Loaded with the renderer, so that no page's first request waits for it (a failure is retried
// by the next render).
loadSanitizer().catch(() => undefined);

/** How one request reaches the API: the sandbox passes an in-process fetch bound to the visitor. */
interface RequestScope {
  fetch: typeof fetch;
}
const scope = new AsyncLocalStorage<RequestScope>();
configureApiClient({
  fetch: (input, init) => {
    const current = scope.getStore();
    if (!current) return Promise.reject(new Error('server render: no request in scope'));
    return current.fetch(input, init);
  },
  // A server render never waits out retries: a failed call leaves its widget to the client.
  sleep: () => Promise.reject(new Error('server render: no retries')),
});

/** Passes at most: the shell, the page's data, then data that depends on it. */
const MAX_PASSES = 4;

/**
 * A QueryClient that notes the queries a render wanted to fetch: every query an observer asks
 * for with `enabled` not false goes through `defaultQueryOptions`.
 */
function recordingQueryClient(): { queryClient: QueryClient; wanted: Set<string> } {
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

async function renderPass(element: React.ReactElement): Promise<{ html: string; errors: unknown[] }> {
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

/** Leading `<title>`/`<meta>`/`<link>`/ld+json elements: React writes the head's elements first. */
const HEAD_ELEMENTS =
  /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>|<script type="application\/ld\+json">[^<]*<\/script>)+/;

export async function renderFirstView(input: ServerRenderInput): Promise<ServerRenderResult> {
  return scope.run({ fetch: input.fetch }, async () => {
    const { queryClient, wanted } = recordingQueryClient();
    const url = new URL(input.url, input.origin);
    prefetchBoot(queryClient, { host: input.host, pathname: url.pathname }, input.boot);
    const context = resolveContext({
      host: input.host,
      pathname: url.pathname,
      geoCountry: input.boot.geo.country_code,
      user: input.boot.player,
      brands: getBrands(),
      device: input.device,
    });
    // No retries on the server: a failed load renders the bundled English, the browser retries.
    // CMS HTML renders with its content on the server, whichever widget shows it (the client
    // catches up if its own sanitizer loads after hydration).
    const [i18n] = await Promise.all([createI18n(context.locale, { retry: false }), loadSanitizer()]);
    const request = { origin: input.origin, host: input.host, device: input.device, i18n };
    const drawn = new Set<string>();
    const redirect: ServerRedirectNote = {};
    const element = (
      <ServerRedirect value={redirect}>
        <RenderedWidgets value={drawn}>
          <App
            queryClient={queryClient}
            request={request}
            router={(site) => <StaticRouter location={`${url.pathname}${url.search}`}>{site}</StaticRouter>}
          />
        </RenderedWidgets>
      </ServerRedirect>
    );

    const fetched = new Set<string>();
    let html = '';
    let errors: unknown[] = [];
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      // Boot prefetches (and the previous pass's fetches) settle before a pass renders.
      await settle(queryClient);
      ({ html, errors } = await renderPass(element));
      if (redirect.to !== undefined) break;
      const due = queryClient
        .getQueryCache()
        .findAll()
        .filter(
          (query) =>
            query.state.status === 'pending' &&
            query.state.fetchStatus === 'idle' &&
            wanted.has(query.queryHash) &&
            !fetched.has(query.queryHash),
        );
      if (due.length === 0) break;
      for (const query of due) fetched.add(query.queryHash);
      await Promise.all(due.map((query) => fetchQuiet(query)));
    }

    const head = HEAD_ELEMENTS.exec(html)?.[0] ?? '';
    return {
      ...(redirect.to !== undefined && { redirect: redirect.to }),
      html: html.slice(head.length),
      head,
      state: {
        locale: context.locale,
        device: input.device,
        // Code loaded through a query (`['code', …]`, e.g. the profile rules) is a module, not
        // data: the browser loads its own.
        queries: dehydrate(queryClient, {
          shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && query.queryKey[0] !== 'code',
        }),
        widgets: [...drawn],
      },
      errors,
    };
  });
}

/** Waits until no query is in flight. */
function settle(queryClient: QueryClient): Promise<void> {
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
