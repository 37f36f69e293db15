import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { LOCALES } from '../../runtime/context/index.ts';
import { useProviders } from '../../runtime/queries/index.ts';
import { joinPrefix, splitLocalePrefix } from '../../runtime/routing/index.ts';
import {
  categoryIdentifiers,
  categoryTitleKey,
  listCategory,
  listPagePath,
  parseGamesPath,
  type GamesPage,
} from '../../runtime/rules/index.ts';
import { localePrefixOf, useHiddenProviders } from '../../runtime/ui/game-tile/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { FavouriteGames } from './favourite-games.tsx';
import type { GameGridProps } from './game-grid.schema.ts';
import { PagedGames } from './paged-games.tsx';
import './game-grid.css';

/** Links between the pages of a list, under the page's locale. */
function usePagePaths(page: GamesPage): (n: number) => string | null {
  const localePrefix = localePrefixOf(useSiteContext());
  return useCallback(
    (n: number) => {
      const path = listPagePath(page, n);
      return path === null ? null : joinPrefix(localePrefix, path);
    },
    [page, localePrefix],
  );
}

interface ProviderGamesProps {
  page: Extract<GamesPage, { kind: 'provider' }>;
  cashbackHref: string;
}

function ProviderGames({ page, cashbackHref }: ProviderGamesProps) {
  const { slug } = page;
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const providers = useProviders();
  const { hidden, ready } = useHiddenProviders();
  const pagePath = usePagePaths(page);
  const filter = useMemo(() => ({ device: ctx.device, providers: [slug] }), [ctx.device, slug]);
  const provider = providers.data?.find((p) => p.slug === slug);
  const name = provider?.title ?? provider?.name ?? slug;
  const heading = t('GAME_GRID.PROVIDER_TITLE', { provider: name });
  // A provider hidden in this country has no page here (spec §6).
  if (ready && hidden.includes(slug)) {
    return (
      <section className="cr-game-grid">
        <h1 className="cr-game-grid__heading">{heading}</h1>
        <p className="cr-game-grid__message">{t('GAME_GRID.PROVIDER_UNAVAILABLE')}</p>
      </section>
    );
  }
  return (
    <PagedGames
      heading={heading}
      filter={filter}
      listCategory={null}
      cashbackHref={cashbackHref}
      firstPage={page.page}
      pagePath={pagePath}
    />
  );
}

export default function GameGrid({ props }: WidgetRenderProps<GameGridProps>) {
  const ctx = useSiteContext();
  const { pathname } = useLocation();
  const page = parseGamesPath(splitLocalePrefix(pathname, LOCALES, ctx.locale).path);
  const cashbackHref = props.cashbackHref;

  if (props.source === 'favorites') return <FavouriteGames />;
  if (props.source === 'provider') {
    return page.kind === 'provider' ? (
      <ProviderGames key={`${page.slug}/${page.page}`} page={page} cashbackHref={cashbackHref} />
    ) : null;
  }
  if (page.kind !== 'category') return null;
  return (
    <CategoryGames
      key={`${page.section}/${page.slug}/${page.page}`}
      page={page}
      cashbackHref={cashbackHref}
    />
  );
}

interface CategoryGamesProps {
  page: Extract<GamesPage, { kind: 'category' }>;
  cashbackHref: string;
}

function CategoryGames({ page, cashbackHref }: CategoryGamesProps) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const pagePath = usePagePaths(page);
  const { section, slug } = page;
  const category = listCategory(section, slug);
  const filter = useMemo(
    () => ({ device: ctx.device, categories: categoryIdentifiers(section, slug) }),
    [ctx.device, section, slug],
  );
  return (
    <PagedGames
      heading={t(categoryTitleKey(category))}
      filter={filter}
      listCategory={category}
      cashbackHref={cashbackHref}
      firstPage={page.page}
      pagePath={pagePath}
    />
  );
}
