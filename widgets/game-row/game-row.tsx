import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { useLobbyRow } from '../../runtime/queries/index.ts';
import { joinPrefix } from '../../runtime/routing/index.ts';
import { categoryPath } from '../../runtime/rules/index.ts';
import { Carousel } from '../../runtime/ui/index.ts';
import {
  GameTileSkeleton,
  localePrefixOf,
  ModelGameTile,
  useGameTiles,
  useVisibleGames,
} from '../../runtime/ui/game-tile/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import type { GameRowProps } from './game-row.schema.ts';
import './game-row.css';

/** Skeleton tiles while loading: enough to fill a wide screen, so nothing moves on load. */
const SKELETON_TILES = 8;

export default function GameRow({ props }: WidgetRenderProps<GameRowProps>) {
  const { category, titleKey, limit } = props;
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const model = useGameTiles();
  const query = useLobbyRow(category, ctx.device, limit);
  const games = useVisibleGames(query.data?.data);
  const title = t(titleKey);

  // The page's heading stays when the row itself has nothing to show.
  const pageTitle = props.pageTitleKey ? (
    <h1 className="cr-visually-hidden">{t(props.pageTitleKey)}</h1>
  ) : null;
  if (query.isError || (games && games.length === 0)) return pageTitle;

  const showAll = (
    <Link
      className="cr-game-row__all"
      to={joinPrefix(localePrefixOf(ctx), categoryPath(category))}
      aria-label={t('GAME_ROW.SHOW_ALL_CATEGORY', { title })}
    >
      {t('GAME_ROW.SHOW_ALL')}
    </Link>
  );

  return (
    <>
      {pageTitle}
      <Carousel
        className="cr-game-row"
        label={title}
        title={<h2 className="cr-game-row__title">{title}</h2>}
        actions={showAll}
      >
        {games
          ? games.map((game) => <ModelGameTile key={game.identifier} game={game} model={model} />)
          : Array.from({ length: SKELETON_TILES }, (_, i) => <GameTileSkeleton key={i} />)}
      </Carousel>
    </>
  );
}
