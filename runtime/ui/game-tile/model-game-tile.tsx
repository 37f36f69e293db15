import { memo } from 'react';
import type { Game } from '../../queries/index.ts';
import { gameIdFor } from '../../rules/index.ts';
import { GameTile } from './game-tile.tsx';
import type { GameTilesModel } from './use-game-tiles.ts';

export interface ModelGameTileProps {
  game: Game;
  model: GameTilesModel;
  priority?: boolean;
  onNavigate?: () => void;
  /** See GameTileProps.note. */
  note?: string;
}

/** A tile fed from the list's shared model (see `useGameTiles`). */
export const ModelGameTile = memo(function ModelGameTile({
  game,
  model,
  priority,
  onNavigate,
  note,
}: ModelGameTileProps) {
  const id = gameIdFor(game, model.currency);
  return (
    <GameTile
      game={game}
      localePrefix={model.localePrefix}
      loggedIn={model.loggedIn}
      currency={model.currency}
      favourite={id !== undefined && model.favouriteIds.has(id)}
      onToggleFavourite={model.toggleFavourite}
      priority={priority}
      onNavigate={onNavigate}
      note={note}
    />
  );
});
