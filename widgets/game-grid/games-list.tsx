import { memo, type ReactNode } from 'react';
import type { Game } from '../../runtime/queries/index.ts';
import { GameTileSkeleton, ModelGameTile, type GameTilesModel } from '../../runtime/ui/game-tile/index.ts';

export type GridItem =
  { kind: 'game'; key: string; game: Game } | { kind: 'random' | 'cashback'; key: string };

/** Skeleton tiles of a first load: two rows of the widest grid, so the page does not jump. */
const FIRST_LOAD_SKELETONS = 16;
/** Skeleton tiles appended while the next page loads. */
const NEXT_PAGE_SKELETONS = 8;
/** Tiles whose images load first (the top of the page, the largest paint). */
const PRIORITY_TILES = 2;

/** Items per memoised chunk: a new page renders its own chunk, not the whole list again. */
const CHUNK_SIZE = 40;

interface ChunkProps {
  items: GridItem[];
  offset: number;
  model: GameTilesModel;
  renderCard?: (kind: 'random' | 'cashback') => ReactNode;
  onNavigate?: () => void;
}

function sameItems(a: ChunkProps, b: ChunkProps): boolean {
  if (a.model !== b.model || a.offset !== b.offset || a.items.length !== b.items.length) return false;
  if (a.onNavigate !== b.onNavigate || a.renderCard !== b.renderCard) return false;
  return a.items.every((item, i) => {
    const other = b.items[i];
    return (
      other !== undefined &&
      item.key === other.key &&
      (item.kind !== 'game' || (other.kind === 'game' && item.game === other.game))
    );
  });
}

/** One slice of the grid; its <li>s sit directly in the grid (a fragment, no wrapper). */
const Chunk = memo(function Chunk({ items, offset, model, renderCard, onNavigate }: ChunkProps) {
  return (
    <>
      {items.map((item, index) => (
        <li key={item.key} className="cr-game-grid__item">
          {item.kind === 'game' ? (
            <ModelGameTile
              game={item.game}
              model={model}
              priority={offset + index < PRIORITY_TILES}
              onNavigate={onNavigate}
            />
          ) : (
            renderCard?.(item.kind)
          )}
        </li>
      ))}
    </>
  );
}, sameItems);

export interface GamesListProps {
  /** Undefined while the first page loads. */
  items: GridItem[] | undefined;
  model: GameTilesModel;
  loadingMore?: boolean;
  renderCard?: (kind: 'random' | 'cashback') => ReactNode;
  onNavigate?: () => void;
}

/**
 * The responsive grid (2 columns at 360 px up to 8 at 1920 px). Items off screen skip layout and
 * paint (content-visibility), and tiles are memoised, so a list of thousands stays smooth.
 */
export const GamesList = memo(function GamesList({
  items,
  model,
  loadingMore,
  renderCard,
  onNavigate,
}: GamesListProps) {
  return (
    <ul className="cr-game-grid__list" aria-busy={!items || loadingMore || undefined}>
      {items
        ? Array.from({ length: Math.ceil(items.length / CHUNK_SIZE) }, (_, chunk) => (
            <Chunk
              key={chunk}
              items={items.slice(chunk * CHUNK_SIZE, (chunk + 1) * CHUNK_SIZE)}
              offset={chunk * CHUNK_SIZE}
              model={model}
              renderCard={renderCard}
              onNavigate={onNavigate}
            />
          ))
        : Array.from({ length: FIRST_LOAD_SKELETONS }, (_, i) => (
            <li key={i} className="cr-game-grid__item">
              <GameTileSkeleton />
            </li>
          ))}
      {items &&
        loadingMore &&
        Array.from({ length: NEXT_PAGE_SKELETONS }, (_, i) => (
          <li key={`more-${i}`} className="cr-game-grid__item">
            <GameTileSkeleton />
          </li>
        ))}
    </ul>
  );
});
