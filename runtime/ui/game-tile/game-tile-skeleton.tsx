import { Skeleton } from '../skeleton.tsx';
import './game-tile.css';

/** Stands in for a game tile while games load, with the tile's exact box (no layout shift). */
export function GameTileSkeleton() {
  return (
    <div className="cr-game-tile cr-game-tile--skeleton" aria-hidden="true">
      <div className="cr-game-tile__media">
        <Skeleton aspectRatio="4 / 3" className="cr-game-tile__image" />
      </div>
      <p className="cr-game-tile__title">
        <Skeleton shape="text" width="70%" />
      </p>
    </div>
  );
}
