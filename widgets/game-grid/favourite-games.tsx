import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavouriteGames } from '../../runtime/queries/index.ts';
import { joinPrefix } from '../../runtime/routing/index.ts';
import { Button } from '../../runtime/ui/index.ts';
import { useGameTiles, useVisibleGames } from '../../runtime/ui/game-tile/index.ts';
import { GamesList, type GridItem } from './games-list.tsx';

/** The player's favourite games; a guest is asked to log in. */
export function FavouriteGames() {
  const { t } = useTranslation();
  const headingId = useId();
  const model = useGameTiles();
  const query = useFavouriteGames();
  const games = useVisibleGames(model.loggedIn ? query.data : undefined);
  const items = useMemo(
    (): GridItem[] | undefined => games?.map((game) => ({ kind: 'game', key: game.identifier, game })),
    [games],
  );

  return (
    <section className="cr-game-grid" aria-labelledby={headingId}>
      <h1 id={headingId} className="cr-game-grid__heading">
        {t('GAME_GRID.FAVOURITES_TITLE')}
      </h1>
      {!model.loggedIn ? (
        <div className="cr-game-grid__message">
          <p>{t('GAME_GRID.FAVOURITES_GUEST')}</p>
          <Button href={joinPrefix(model.localePrefix, '/login')}>{t('GAME_GRID.LOG_IN')}</Button>
        </div>
      ) : items && items.length === 0 ? (
        <div className="cr-game-grid__message">
          <p>{t('GAME_GRID.FAVOURITES_EMPTY')}</p>
          <Button variant="secondary" href={joinPrefix(model.localePrefix, '/')}>
            {t('GAME_GRID.BROWSE_GAMES')}
          </Button>
        </div>
      ) : (
        <GamesList items={items} model={model} />
      )}
    </section>
  );
}
