// The gallery's renderer: React on the server, loaded through Vite's module loader (so widgets'
// CSS imports, `import.meta.glob` and the brands alias work as in the client), never part of the
// client's build. It renders one widget the way a slot does, with the site context of a brand's
// main host, real messages and the data the widget asks the API for, in passes
// (runtime/ssr/render-passes.ts, as the first view's renderer).
import type { WindowLike } from 'dompurify';
import i18next, { type i18n as I18n } from 'i18next';
import { JSDOM } from 'jsdom';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { configureApiClient } from '../../runtime/api/client.ts';
import { getMessages } from '../../runtime/api/cms.ts';
import { getCurrentIpQueryOptions } from '../../runtime/api/info.ts';
import { getPlayerQueryOptions } from '../../runtime/api/player.ts';
import { PageRequestProvider } from '../../runtime/context/page-request.tsx';
import { widgets } from '../../widgets/index.ts';
import { brandPages, getBrands } from '../../runtime/config/load-brand.ts';
import { resolveContext } from '../../runtime/context/resolve-context.ts';
import { SiteContextProvider } from '../../runtime/context/site-context-react.tsx';
import type { Locale } from '../../runtime/context/types.ts';
import { themeStyleAttribute } from '../../runtime/rules/theme.ts';
import { widgetExamples } from '../../runtime/slots/define-widget.ts';
import { prepareProps } from '../../runtime/slots/prepare-props.ts';
import { recordingQueryClient, renderWithData } from '../../runtime/ssr/render-passes.ts';
import { loadSanitizer, provideServerDom } from '../../runtime/ui/sanitized-html.tsx';
import {
  cellPageHtml,
  widthOf,
  type GalleryBrand,
  type GalleryCell,
  type GalleryModel,
  type GalleryWidget,
} from './gallery-model.ts';

provideServerDom(new JSDOM('').window as unknown as WindowLike);

/** Passes at most: the widget, its data, then data that depends on it. */
const MAX_PASSES = 5;

/** The CSS of the runtime and of every widget, as Vite processes it; the design tokens first. */
const stylesheets = import.meta.glob<string>(
  ['../../runtime/**/*.css', '../../widgets/**/*.css', '!**/dev/**'],
  {
    query: '?inline',
    import: 'default',
    eager: true,
  },
);

/** Every stylesheet a widget may need, in one: tokens, the runtime's, then the widgets'. */
export function galleryStylesheet(): string {
  const entries = Object.entries(stylesheets).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  return entries.map(([path, css]) => `/* ${path.replace(/^(\.\.\/)+/, '')} */\n${css}`).join('\n');
}

const rank = (path: string) => (path.endsWith('/ui/theme.css') ? 0 : path.includes('/runtime/') ? 1 : 2);

/** The widgets and brands of the gallery, in the catalogue's order. */
export function galleryModel(): GalleryModel {
  const galleryWidgets: GalleryWidget[] = widgets.map((definition) => ({
    id: definition.id,
    version: definition.version,
    schema: definition.props,
    examples: widgetExamples(definition) as Record<string, unknown>[],
  }));
  const brands: GalleryBrand[] = getBrands().map((brand) => ({ id: brand.id, name: brand.name }));
  return { widgets: galleryWidgets, brands };
}

/** The host a brand is seen on: its first production host (a concrete one, not a `*.` pattern). */
export function brandHost(brandId: string): string {
  const brand = getBrands().find((candidate) => candidate.id === brandId);
  if (!brand) throw new Error(`unknown brand "${brandId}"`);
  const hosts = brand.hosts.filter((entry) => !entry.host.startsWith('*.'));
  return (hosts.find((entry) => entry.kind === 'production') ?? hosts[0])?.host ?? `${brand.id}.localhost`;
}

/** Messages by brand and locale: one load each per renderer. */
const messageCache = new Map<string, Promise<Record<string, unknown>>>();

function messagesOf(brandId: string, locale: Locale): Promise<Record<string, unknown>> {
  const key = `${brandId}:${locale}`;
  let messages = messageCache.get(key);
  if (!messages) {
    messages = getMessages(locale, Date.now()) as Promise<Record<string, unknown>>;
    messageCache.set(key, messages);
    messages.catch(() => messageCache.delete(key));
  }
  return messages;
}

async function translator(brandId: string, locale: Locale): Promise<I18n> {
  const [own, english] = await Promise.all([messagesOf(brandId, locale), messagesOf(brandId, 'en')]);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources: { [locale]: { translation: own }, en: { translation: english } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export interface RenderCellInput {
  cell: GalleryCell;
  /** Answers the API calls as the brand's host would (the sandbox, in process). */
  fetch: typeof fetch;
  stylesheetHref: string;
}

export interface RenderedCell {
  /** The cell's whole page. */
  page: string;
  /** Why the widget did not render fully (also shown on the page). */
  problems: string[];
}

const messageOf = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Renders one cell of the gallery to its page. Calls are answered by `input.fetch`, one cell at a
 * time (the API client is configured for the call).
 */
export async function renderCell({ cell, fetch, stylesheetHref }: RenderCellInput): Promise<RenderedCell> {
  const definition = widgets.find((candidate) => candidate.id === cell.widget);
  const props = definition ? widgetExamples(definition)[cell.example] : undefined;
  const brand = getBrands().find((candidate) => candidate.id === cell.brand);
  if (!definition || !props || !brand) throw new Error(`no such gallery cell: ${JSON.stringify(cell)}`);

  const restore = configureApiClient({
    fetch,
    // A gallery render never waits out retries: a failed call shows as the widget's error state.
    sleep: () => Promise.reject(new Error('gallery render: no retries')),
  });
  try {
    const host = brandHost(brand.id);
    const device = widthOf(cell.width).device;
    const { queryClient, wanted } = recordingQueryClient();
    const [geo, player] = await Promise.all([
      queryClient.fetchQuery(getCurrentIpQueryOptions()).catch(() => null),
      queryClient.fetchQuery(getPlayerQueryOptions()).catch(() => null),
    ]);
    const context = resolveContext({
      host,
      pathname: '/',
      geoCountry: geo?.country_code ?? null,
      user: player,
      brands: getBrands(),
      device,
      pagesOf: brandPages,
    });
    const [i18n, { default: Component }] = await Promise.all([
      translator(brand.id, context.locale),
      definition.load(),
      loadSanitizer(),
    ]);
    const element: ReactElement = (
      <QueryClientProvider client={queryClient}>
        <PageRequestProvider value={{ origin: `http://${host}`, host, device, i18n }}>
          <I18nextProvider i18n={i18n}>
            <StaticRouter location="/">
              <SiteContextProvider value={context}>
                <Suspense fallback={null}>
                  <Component props={prepareProps(definition, props as Record<string, unknown>)} slot="main" />
                </Suspense>
              </SiteContextProvider>
            </StaticRouter>
          </I18nextProvider>
        </PageRequestProvider>
      </QueryClientProvider>
    );
    let html = '';
    let problems: string[];
    try {
      const rendered = await renderWithData(element, { queryClient, wanted }, { maxPasses: MAX_PASSES });
      html = rendered.html;
      problems = rendered.errors.map(messageOf);
    } catch (error) {
      problems = [messageOf(error)];
    } finally {
      // Nothing reads this cache again; its collection timers would keep a command alive.
      queryClient.clear();
    }
    const page = cellPageHtml({
      cell,
      html,
      themeStyle: themeStyleAttribute(brand.theme),
      stylesheetHref,
      lang: context.locale,
      problems,
    });
    return { page, problems };
  } finally {
    restore();
  }
}
