import { AsyncLocalStorage } from 'node:async_hooks';
import { defaultShouldDehydrateQuery, dehydrate } from '@tanstack/react-query';
import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { StaticRouter } from 'react-router';
import { configureApiClient } from '../api/client.ts';
import { configureAnnouncements } from '../api/config.ts';
import { getBrands } from '../config/load-brand.ts';
import { resolveContext } from '../context/resolve-context.ts';
import { createI18n } from '../i18n/create-i18n.ts';
import { RenderedWidgets } from '../slots/rendered-widgets.ts';
import { bus, type BusEvents } from '../state/event-bus.ts';
import { ServerRedirect, type ServerRedirectNote } from '../ssr/server-redirect.ts';
import { loadSanitizer, provideServerDom } from '../ui/sanitized-html.tsx';
import { App } from './app.tsx';
import { prefetchBoot } from './boot-data.ts';
import type { ServerRenderInput, ServerRenderResult } from '../ssr/first-view-contract.ts';
import { recordingQueryClient, renderWithData } from '../ssr/render-passes.ts';

/**
 * The first view rendered on the server (built by `vite build --ssr`, used by the sandbox's page
 * document, server/site/document.ts). The very components of the client render with the
 * data of the visitor's request, so the browser paints the page, hero banner included, before
 * any script runs, and the client then hydrates it (app/main.tsx).
 *
 * Data: components ask for it with React Query as in the browser. A render pass records the
 * queries it wanted; they are fetched through `fetch` of the request (the sandbox answers them
 * in-process), and the page renders again, until a pass wants nothing new. The cache goes to
 * the client (`dehydrate`), so its first render is the server's.
 */

// CMS HTML is sanitized here by the browser's policy over a server DOM: jsdom, the DOM that
// DOMPurify supports on Node. It lives in this entry, built for Node only, never in the client's.
provideServerDom(new JSDOM('').window as unknown as WindowLike);
// Loaded with the renderer, so that no page's first request waits for it (a failure is retried
// by the next render).
loadSanitizer().catch(() => undefined);

/** How one request reaches the API: the sandbox passes an in-process fetch bound to the visitor. */
interface RequestScope {
  fetch: typeof fetch;
  /** Config problems announced by this render, and their keys (each page announces its own). */
  problems: BusEvents['config-invalid'][];
  announced: Set<string>;
}
const scope = new AsyncLocalStorage<RequestScope>();
configureAnnouncements(() => scope.getStore()?.announced ?? new Set());
bus.on('config-invalid', (problem) => scope.getStore()?.problems.push(problem));
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

/** Leading `<title>`/`<meta>`/`<link>`/ld+json elements: React writes the head's elements first. */
const HEAD_ELEMENTS =
  /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>|<script type="application\/ld\+json">[^<]*<\/script>)+/;

export async function renderFirstView(input: ServerRenderInput): Promise<ServerRenderResult> {
  const problems: BusEvents['config-invalid'][] = [];
  return scope.run({ fetch: input.fetch, problems, announced: new Set() }, async () => {
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

    const { html, errors } = await renderWithData(
      element,
      { queryClient, wanted },
      { maxPasses: MAX_PASSES, stop: () => redirect.to !== undefined },
    );

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
        ...(problems.length > 0 && { configProblems: problems }),
      },
      errors,
    };
  });
}
