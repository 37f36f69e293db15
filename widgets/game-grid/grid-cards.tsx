import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useGamesFilter, type Game, type GamesFilter } from '../../runtime/queries/index.ts';
import { joinPrefix, leadsToPage, usePagePresence } from '../../runtime/routing/index.ts';
import { filterDisabledProviders, pickRandomGame, RANDOM_PICK_POOL } from '../../runtime/rules/index.ts';
import { Icon } from '../../runtime/ui/index.ts';
import { gamePath, registrationPath, type GameTilesModel } from '../../runtime/ui/game-tile/index.ts';

/** Where a tile-less click on a game leads: real play for players, else demo or registration. */
function launchPath(game: Game, model: GameTilesModel): string {
  if (model.loggedIn) return gamePath(game, model.localePrefix);
  if (game.has_demo_mode) return gamePath(game, model.localePrefix, true);
  return registrationPath(gamePath(game, model.localePrefix), model.localePrefix);
}

export interface RandomGameCardProps {
  filter: Omit<GamesFilter, 'page' | 'pageSize'>;
  model: GameTilesModel;
  hiddenProviders: readonly string[];
}

/** Opens one of the first 100 games of the list (spec §9), loaded only when asked for. */
export function RandomGameCard({ filter, model, hiddenProviders }: RandomGameCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [wanted, setWanted] = useState(false);
  const pool = useGamesFilter({ ...filter, page: 1, pageSize: RANDOM_PICK_POOL }, wanted);
  const games = pool.data?.data;

  useEffect(() => {
    if (!wanted || !games) return;
    setWanted(false);
    const game = pickRandomGame(filterDisabledProviders(games, hiddenProviders));
    if (game) void navigate(launchPath(game, model));
  }, [wanted, games, hiddenProviders, model, navigate]);

  return (
    <button
      type="button"
      className="cr-game-grid__card cr-game-grid__card--random"
      aria-busy={(wanted && pool.isFetching) || undefined}
      onClick={() => setWanted(true)}
    >
      <span className="cr-game-grid__card-icon">
        <Icon name="cards" size={32} />
      </span>
      <span className="cr-game-grid__card-title">{t('GAME_GRID.RANDOM_GAME')}</span>
      <span className="cr-game-grid__card-text">{t('GAME_GRID.RANDOM_GAME_TEXT')}</span>
    </button>
  );
}

/**
 * The cashback offer, first in live categories (spec §9); a link to its page (the VIP club by
 * default) once that page exists, the offer alone until then.
 */
export function CashbackCard({ href, localePrefix }: { href: string; localePrefix: string }) {
  const { t } = useTranslation();
  const presence = usePagePresence();
  const className = 'cr-game-grid__card cr-game-grid__card--cashback';
  const content = (
    <>
      <span className="cr-game-grid__card-icon">
        <Icon name="gift" size={32} />
      </span>
      <span className="cr-game-grid__card-title">{t('GAME_GRID.CASHBACK_TITLE')}</span>
      <span className="cr-game-grid__card-text">{t('GAME_GRID.CASHBACK_TEXT')}</span>
    </>
  );
  return leadsToPage({ href }, presence) ? (
    <Link className={className} to={joinPrefix(localePrefix, href)}>
      {content}
    </Link>
  ) : (
    <div className={className}>{content}</div>
  );
}
