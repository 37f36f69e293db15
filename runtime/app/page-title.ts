import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getCmsPageQueryOptions, type CmsPage } from '../api/cms.ts';
import { ApiError } from '../api/errors.ts';
import { getBrands } from '../config/load-brand.ts';
import { useSiteContext } from '../context/site-context-react.tsx';
import { useCmsPages } from '../queries/cms.ts';
import { getProvidersQueryOptions } from '../api/games.ts';
import { useSelectGames } from '../queries/games.ts';
import type { RouteResolution } from '../routing/index.ts';
import { categoryTitleKey, listCategory, parseGamesPath } from '../rules/game-pages.ts';

/** The CMS answers a page that does not exist with 404. */
const NOT_FOUND_STATUS = 404;

type Translate = (key: string, values?: Record<string, string>) => string;

/** What a page's title is made of. */
export interface TitleParts {
  brand: string;
  /** The title a CMS SEO page gives this path: used as it is, it is the SEO text. */
  seoTitle?: string | null;
  /** The page's own name or heading: a category, provider, game, static page... */
  pageName?: string | null;
  /** The path, or the page it shows, does not exist. */
  notFound?: boolean;
}

/**
 * The document title of a page (the one rule for the server's `<title>` and the browser's):
 * the CMS SEO title when there is one, else "Page not found — Brand", else "<page> — Brand",
 * else the brand's default title (the lobby).
 * @example pageTitle({ brand: 'Nova Casino', pageName: 'Pokies' }, t) // 'Pokies — Nova Casino'
 */
export function pageTitle({ brand, seoTitle, pageName, notFound }: TitleParts, t: Translate): string {
  if (seoTitle) return seoTitle;
  if (notFound) return t('SEO.NOT_FOUND_TITLE', { brand });
  if (pageName) return t('SEO.PAGE_TITLE', { page: pageName, brand });
  return t('SEO.DEFAULT_TITLE', { brand });
}

/** CMS list paths carry no leading slash ('pokies/all'); '' is the home page. */
const bare = (value: string) => value.replace(/^\/+|\/+$/g, '');

/**
 * The CMS SEO page of a path (a page tagged `seo-page` whose path is the current one), loaded
 * only when there is one.
 */
export function useSeoPage(path: string): CmsPage | undefined {
  const { locale } = useSiteContext();
  const pages = useCmsPages(locale);
  const entry = (pages.data ?? []).find(
    (page) => page.categories.includes('seo-page') && bare(page.path) === bare(path),
  );
  const seoPage = useQuery({ ...getCmsPageQueryOptions(entry?.path ?? '', locale), enabled: Boolean(entry) });
  return entry ? seoPage.data : undefined;
}

/**
 * The name a page goes by, as its heading shows it: the category, the provider, the game, the
 * static page's title; null for the lobby and the pages that have none. The data comes from the
 * queries the page's widgets make themselves, so nothing is fetched twice.
 */
function usePageName(resolution: Exclude<RouteResolution, { kind: 'redirect' }>, path: string) {
  const { t, i18n } = useTranslation();
  const ctx = useSiteContext();
  const layout = resolution.kind === 'render' ? resolution.layout : null;
  const games = parseGamesPath(path);
  const game = layout === 'game' && games.kind === 'game' ? `${games.producer}/${games.name}` : null;
  const selected = useSelectGames(game ? [game] : [], ctx.device);
  // Only a provider's page asks for the providers (the footer's carousel loads them later).
  const providers = useQuery({ ...getProvidersQueryOptions(), enabled: layout === 'provider' });
  const slug = layout === 'static-page' && resolution.kind === 'render' ? resolution.params.slug : undefined;
  const staticPage = useQuery({ ...getCmsPageQueryOptions(slug ?? '', ctx.locale), enabled: Boolean(slug) });

  if (layout === 'static-page') {
    const missing = staticPage.error instanceof ApiError && staticPage.error.status === NOT_FOUND_STATUS;
    const data = staticPage.data;
    return { name: data ? data.blocks.title || data.title : null, notFound: missing };
  }
  if (layout === 'game') return { name: selected.data?.[0]?.title ?? null, notFound: false };
  if (layout === 'favorites') return { name: t('GAME_GRID.FAVOURITES_TITLE'), notFound: false };
  if (layout === 'provider' && games.kind === 'provider') {
    const provider = providers.data?.find((p) => p.slug === games.slug);
    return { name: provider ? provider.title || provider.name : null, notFound: false };
  }
  if (layout === 'category' && games.kind === 'category') {
    const key = categoryTitleKey(listCategory(games.section, games.slug));
    return { name: i18n.exists(key) ? t(key) : null, notFound: false };
  }
  return { name: null, notFound: resolution.kind === 'not-found' };
}

/**
 * The document title of the page a route shows (`pageTitle`), translated, with the brand's
 * name. `path` is the path without its locale prefix. Popup routes keep the title of the page
 * behind the popup.
 */
export function usePageTitle(
  resolution: Exclude<RouteResolution, { kind: 'redirect' }>,
  path: string,
): string {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const seoPage = useSeoPage(path);
  const { name, notFound } = usePageName(resolution, path);
  const brand = getBrands().find((b) => b.id === ctx.brandId)?.name ?? '';
  return pageTitle({ brand, seoTitle: seoPage?.blocks.title, pageName: name, notFound }, (key, values) =>
    t(key, values ?? {}),
  );
}
