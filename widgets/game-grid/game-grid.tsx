import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { LOCALES } from '../../runtime/context/types.ts';
import { useProviders } from '../../runtime/queries/index.ts';
import { splitLocalePrefix } from '../../runtime/routing/index.ts';
import {
  categoryIdentifiers,
  categoryTitleKey,
  listCategory,
  parseGamesPath,
} from '../../runtime/rules/game-pages.ts';
import { useHiddenProviders } from '../../runtime/ui/game-tile/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/define-widget.ts';
import { FavouriteGames } from './favourite-games.tsx';
import type { GameGridProps } from './game-grid.schema.ts';
import { PagedGames } from './paged-games.tsx';
import './game-grid.css';

const DEFAULT_CASHBACK_HREF = '/vip-club';

function ProviderGames({ slug, cashbackHref }: { slug: string; cashbackHref: string }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const providers = useProviders();
  const { hidden, ready } = useHiddenProviders();
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
      filter={{ device: ctx.device, providers: [slug] }}
      listCategory={null}
      cashbackHref={cashbackHref}
    />
  );
}

export default function GameGrid({ props }: WidgetRenderProps<GameGridProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const { pathname } = useLocation();
  const page = parseGamesPath(splitLocalePrefix(pathname, LOCALES, ctx.locale).path);
  const cashbackHref = props.cashbackHref ?? DEFAULT_CASHBACK_HREF;

  if (props.source === 'favorites') return <FavouriteGames />;
  if (props.source === 'provider') {
    return page.kind === 'provider' ? <ProviderGames slug={page.slug} cashbackHref={cashbackHref} /> : null;
  }
  if (page.kind !== 'category') return null;
  const category = listCategory(page.section, page.slug);
  return (
    <PagedGames
      key={`${page.section}/${page.slug}`}
      heading={t(categoryTitleKey(category))}
      filter={{ device: ctx.device, categories: categoryIdentifiers(page.section, page.slug) }}
      listCategory={category}
      cashbackHref={cashbackHref}
    />
  );
}
