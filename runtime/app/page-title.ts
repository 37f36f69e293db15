import { skipToken, useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cmsSlug, getCmsPageQueryOptions, type CmsPage } from '../api/cms.ts';
import { isNotFound } from '../api/errors.ts';
import type { Game, Provider } from '../api/games.ts';
import type { Jackpot } from '../api/types.ts';
import { useBrand } from '../config/use-brand.ts';
import { useSiteContext } from '../context/site-context-react.tsx';
import { useCmsPages } from '../queries/cms.ts';
import { queryKeys } from '../queries/query-keys.ts';
import { PROFILE_TABS, profileTabTitleKey, type RouteResolution } from '../routing/index.ts';
import { categoryTitleKey, listCategory, type CategorySection } from '../rules/category-names.ts';

/** What a title needs of a tournament or lottery. */
type PromoTitle = { frontend_identifier: string; title: string };

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

/**
 * The CMS SEO page of a path (a page tagged `seo-page` whose path is the current one), loaded
 * only when there is one.
 */
export function useSeoPage(path: string): CmsPage | undefined {
  const { locale } = useSiteContext();
  const pages = useCmsPages(locale);
  const entry = (pages.data ?? []).find(
    (page) => page.categories.includes('seo-page') && cmsSlug(page.path) === cmsSlug(path),
  );
  const seoPage = useQuery({ ...getCmsPageQueryOptions(entry?.path ?? '', locale), enabled: Boolean(entry) });
  return entry ? seoPage.data : undefined;
}

/**
 * The answer of a query the page's widget makes, read from the cache without fetching it: the
 * shell does not carry the games API's code for a title (the lobby's JS budget).
 */
function useCachedAnswer<T>(queryKey: QueryKey): T | undefined {
  return useQuery<T>({ queryKey, queryFn: skipToken }).data;
}

/**
 * The name a page goes by, as its heading shows it: the category, the provider, the game, the
 * static page's title; null for the lobby and the pages that have none. The data comes from the
 * queries the page's widgets make themselves, so nothing is fetched twice.
 */
function usePageName(resolution: Exclude<RouteResolution, { kind: 'redirect' }>) {
  const { t, i18n } = useTranslation();
  const ctx = useSiteContext();
  const render = resolution.kind === 'render' ? resolution : null;
  const layout = render?.layout ?? null;
  // The route's own params name the game, provider, category or page (fixed ones included).
  const params: Readonly<Record<string, string | undefined>> = render?.params ?? {};
  const game =
    layout === 'game' && params.producer && params.name ? `${params.producer}/${params.name}` : null;
  // The game page's frame and the provider page's grid ask for these; the title follows them.
  const selected = useCachedAnswer<Game[]>(queryKeys.games.select(game ? [game] : [], ctx.device ?? null));
  const providers = useCachedAnswer<Provider[]>(queryKeys.games.providers());
  // The page router reads the jackpots (usePagePresence): the jackpot page is titled by its name.
  const jackpots = useCachedAnswer<Jackpot[]>(queryKeys.jackpots.list());
  // The promotions and news widgets ask for their documents: a bonus page or an article is named by its entry.
  type Entry = { slug: string; title: Record<string, string> };
  const entries = useCachedAnswer<{ promotions?: Entry[]; articles?: Entry[] }>(
    queryKeys.config(layout === 'news' ? 'news' : 'promotions'),
  );
  const slug = layout === 'static-page' ? params.slug : undefined;
  // The tournaments and lotteries pages find their item in these lists by its identifier.
  const tournaments = useCachedAnswer<PromoTitle[]>(queryKeys.tournaments.list());
  const lotteries = useCachedAnswer<PromoTitle[]>(queryKeys.lotteries.list());
  const staticPage = useQuery({ ...getCmsPageQueryOptions(slug ?? '', ctx.locale), enabled: Boolean(slug) });

  if (layout === 'static-page') {
    const missing = isNotFound(staticPage.error);
    const data = staticPage.data;
    return { name: data ? data.blocks.title || data.title : null, notFound: missing };
  }
  if (layout === 'game') return { name: selected?.[0]?.title ?? null, notFound: false };
  if ((layout === 'promotions' || layout === 'news') && params.slug) {
    const title = (entries?.promotions ?? entries?.articles)?.find(
      (entry) => entry.slug === params.slug,
    )?.title;
    return { name: title ? (title[ctx.locale] ?? title.en ?? null) : null, notFound: false };
  }
  // Spec §1: no crypto benefits under the EE licence; its layout shows "not found" there.
  if (layout === 'crypto-benefits' && ctx.licence === 'EE') return { name: null, notFound: true };
  // Content pages are named by CONTENT_PAGES.<LAYOUT>.TITLE, the promotions by PROMOTIONS.TITLE.
  const fixed =
    layout === 'promotions'
      ? 'PROMOTIONS.TITLE'
      : `CONTENT_PAGES.${layout?.toUpperCase().replace(/-/g, '_')}.TITLE`;
  if (layout && i18n.exists(fixed)) return { name: t(fixed), notFound: false };
  const tab = PROFILE_TABS.find((name) => layout === `profile-${name}`);
  if (tab) return { name: t(profileTabTitleKey(tab)), notFound: false };
  if (layout === 'tournaments') return { name: t('TOURNAMENTS.TITLE'), notFound: false };
  if (layout === 'tournament' || layout === 'lottery') {
    const list = layout === 'tournament' ? tournaments : lotteries;
    const title = list?.find((item) => item.frontend_identifier === params.slug)?.title ?? null;
    const board = render?.route.name === 'tournament-leaderboard';
    return {
      name: title && board ? `${t('TOURNAMENTS.LEADERBOARD.TITLE')}: ${title}` : title,
      notFound: false,
    };
  }
  if (layout === 'favorites') return { name: t('GAME_GRID.FAVOURITES_TITLE'), notFound: false };
  if (layout === 'support') return { name: t('SUPPORT_CHAT.PAGE.TITLE'), notFound: false };
  if (layout === 'vip-club') return { name: t('VIP_CLUB.TITLE'), notFound: false };
  if (layout === 'wheel')
    return { name: t(params.view === 'segments' ? 'WHEEL.SEGMENTS_TITLE' : 'WHEEL.TITLE'), notFound: false };
  if (layout === 'rocket-mart') return { name: t('ROCKET_MART.PAGE_TITLE'), notFound: false };
  if (layout === 'jackpot') {
    const jackpot = jackpots?.find((entry) => entry.identifier === params.jackpot);
    return { name: jackpot?.name ?? t('JACKPOT.TITLE'), notFound: false };
  }
  if (layout === 'quest') return { name: t('QUESTS.TITLE'), notFound: false };
  if (layout === 'achievements') return { name: t('QUESTS.ACHIEVEMENTS.TITLE'), notFound: false };
  if (layout === 'activity-hub') return { name: t('ACTIVITY_HUB.TITLE'), notFound: false };
  if (layout === 'provider') {
    const provider = providers?.find((p) => p.slug === params.slug);
    return { name: provider ? provider.title || provider.name : null, notFound: false };
  }
  if (layout === 'category') {
    const section = (params.section ?? 'pokies') as CategorySection;
    const key = categoryTitleKey(listCategory(section, params.slug ?? section));
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
  const seoPage = useSeoPage(path);
  const { name, notFound } = usePageName(resolution);
  const brand = useBrand()?.name ?? '';
  return pageTitle({ brand, seoTitle: seoPage?.blocks.title, pageName: name, notFound }, (key, values) =>
    t(key, values ?? {}),
  );
}
