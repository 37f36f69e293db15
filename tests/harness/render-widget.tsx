// Test harness (STYLE.md, Backstage): renders one widget with one config, a site context, a
// query cache pre-filled with server data, a route and real English messages.
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { brandPages } from '../../runtime/config/load-brand.ts';
import { isLocale, messagesBaseLocale } from '../../runtime/context/locales.ts';
import { SiteContextProvider } from '../../runtime/context/site-context-react.tsx';
import type { SiteContext } from '../../runtime/context/types.ts';
import type { AnyWidgetDefinition } from '../../runtime/slots/define-widget.ts';
import { prepareProps } from '../../runtime/slots/prepare-props.ts';

const messageFiles = import.meta.glob<Record<string, unknown>>('../../brands/_base/messages/*/*.json', {
  eager: true,
  import: 'default',
});

function deepMerge(
  target: Record<string, unknown>,
  source: Record<string, unknown>,
): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      value && typeof value === 'object' && existing && typeof existing === 'object'
        ? deepMerge({ ...(existing as Record<string, unknown>) }, value as Record<string, unknown>)
        : value;
  }
  return target;
}

/** The messages of `_base` a locale shows: a regional locale's differences over its base's (`en`). */
export function baseMessages(locale: string): Record<string, unknown> {
  const base = isLocale(locale) ? messagesBaseLocale(locale) : null;
  const merged: Record<string, unknown> = base ? baseMessages(base) : {};
  for (const [path, content] of Object.entries(messageFiles)) {
    if (path.includes(`/messages/${locale}/`)) deepMerge(merged, content);
  }
  return merged;
}

export function testI18n(locale = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources: { [locale]: { translation: baseMessages(locale) }, en: { translation: baseMessages('en') } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export const guestContext: SiteContext = {
  brandId: 'nova',
  host: 'nova.localhost',
  hostKind: 'production',
  mainProduction: true,
  country: 'CA',
  licence: 'CW',
  locale: 'en',
  localeFromPath: false,
  restriction: 'none',
  auth: 'guest',
  groups: [],
  features: { rocketMart: true, rocketChance: true, activityHub: true, sports: true, lotteries: true },
  device: 'desktop',
  bettingHost: 'sport.nova.localhost',
  pages: brandPages('nova'),
};

export interface RenderOptions {
  context?: Partial<SiteContext>;
  /** Server data by query key, put in the cache before rendering. */
  queryData?: [QueryKey, unknown][];
  route?: string;
  slot?: string;
}

export function renderWithProviders(
  element: ReactElement,
  options: RenderOptions = {},
): RenderResult & { queryClient: QueryClient; context: SiteContext } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  for (const [key, data] of options.queryData ?? []) queryClient.setQueryData(key, data);
  const context = { ...guestContext, ...options.context };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={testI18n(context.locale)}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          <SiteContextProvider value={context}>
            <Suspense fallback={<p>loading widget</p>}>{element}</Suspense>
          </SiteContextProvider>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, context };
}

/**
 * Renders one widget with its props (defaults and migrations applied as in a slot).
 * @example const view = await renderWidget(gameRow, { category: 'top' }, { queryData: [[key, page]] });
 */
export async function renderWidget(
  definition: AnyWidgetDefinition,
  props: Record<string, unknown> = definition.example as Record<string, unknown>,
  options: RenderOptions = {},
) {
  const { default: Component } = await definition.load();
  return renderWithProviders(
    <Component props={prepareProps(definition, props)} slot={options.slot ?? 'main'} />,
    options,
  );
}
