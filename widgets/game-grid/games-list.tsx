import { memo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { GAMES_PAGE_SIZE, type Game } from '../../runtime/queries/index.ts';
import { GameTileSkeleton, ModelGameTile, type GameTilesModel } from '../../runtime/ui/game-tile/index.ts';
import { gapHeight, gridSegments, rowsFor, type GridSegment, type RowRange } from './grid-window.ts';
import { useGridWindow } from './use-grid-window.ts';

export type GridItem =
  { kind: 'game'; key: string; game: Game } | { kind: 'random' | 'cashback'; key: string };

/** Skeleton tiles of a first load: two rows of the widest grid, so the page does not jump. */
const FIRST_LOAD_SKELETONS = 16;
/** Skeleton tiles appended while the next page loads. */
const NEXT_PAGE_SKELETONS = 8;
/** Tiles whose images load first (the top of the page, the largest paint). */
const PRIORITY_TILES = 2;

export interface GamesListProps {
  /** Undefined while the first page loads. */
  items: GridItem[] | undefined;
  model: GameTilesModel;
  loadingMore?: boolean;
  renderCard?: (kind: 'random' | 'cashback') => ReactNode;
  onNavigate?: () => void;
  /**
   * Items always in the DOM whatever the scroll position: the page's own games, so that crawlers
   * and the first paint see them. Default: one page (40).
   */
  pinnedItems?: number;
  /**
   * Games of the list not loaded yet: their rows are reserved below `children` (a skeleton band),
   * so the page has its full height, the footer stays below the list, and a fast scroll lands
   * on the reserved rows, which load page by page, rather than in the footer. They count in the
   * size of the list that items announce.
   */
  reservedItems?: number;
  /** What follows the list and comes before the reserved rows (status, load more). */
  children?: ReactNode;
}

interface EntryProps {
  item: GridItem;
  index: number;
  /** Items of the whole list, loaded or not: the same for every page, so no item changes with it. */
  setSize: number;
  model: GameTilesModel;
  renderCard?: (kind: 'random' | 'cashback') => ReactNode;
  onNavigate?: () => void;
}

/** Same entry: items are rebuilt with each page, their key and game tell whether one changed. */
function sameEntry(a: EntryProps, b: EntryProps): boolean {
  return (
    a.item.key === b.item.key &&
    (a.item.kind === 'game'
      ? b.item.kind === 'game' && a.item.game === b.item.game
      : a.item.kind === b.item.kind) &&
    a.index === b.index &&
    a.setSize === b.setSize &&
    a.model === b.model &&
    a.renderCard === b.renderCard &&
    a.onNavigate === b.onNavigate
  );
}

/** One game or card; memoised so that a scroll renders only the rows it mounts. */
const Entry = memo(function Entry({ item, index, setSize, model, renderCard, onNavigate }: EntryProps) {
  return (
    <li className="cr-game-grid__item" aria-posinset={index + 1} aria-setsize={setSize}>
      {item.kind === 'game' ? (
        <ModelGameTile
          game={item.game}
          model={model}
          priority={index < PRIORITY_TILES}
          onNavigate={onNavigate}
        />
      ) : (
        renderCard?.(item.kind)
      )}
    </li>
  );
}, sameEntry);

/** The index of the item that holds focus, read from its position in the set. */
function focusedIndex(event: FocusEvent<HTMLElement>): number | null {
  const item = (event.target as Element).closest('[aria-posinset]');
  const position = Number(item?.getAttribute('aria-posinset'));
  return Number.isInteger(position) && position > 0 ? position - 1 : null;
}

/**
 * A responsive grid (2 columns at 360 px up to 8 at 1920 px) that mounts only the rows near the
 * viewport, the first page and the row holding focus; spacers keep the height of the rows left
 * out. The list stays one list in reading order: items carry their position in the set, so screen
 * readers announce "game 120 of 5,000", and Tab walks the games in order because the rows just
 * below and above the viewport are mounted before focus reaches them.
 */
export const GamesList = memo(function GamesList({
  items,
  model,
  loadingMore,
  renderCard,
  onNavigate,
  pinnedItems = GAMES_PAGE_SIZE,
  reservedItems = 0,
  children,
}: GamesListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const count = items?.length ?? 0;
  const view = useGridWindow(listRef, count);
  const [focused, setFocused] = useState<number | null>(null);

  let segments: GridSegment[];
  if (view.kind === 'window') {
    const { columns } = view.geometry;
    const ranges: RowRange[] = [{ start: 0, end: rowsFor(pinnedItems, columns) }, view.rows];
    if (focused !== null && focused < count) {
      const row = Math.floor(focused / columns);
      ranges.push({ start: row, end: row + 1 });
    }
    segments = gridSegments(count, columns, ranges);
  } else {
    // Before the first measure, the first page only (the effect measures before paint).
    segments = [{ kind: 'items', from: 0, to: view.kind === 'all' ? count : Math.min(count, pinnedItems) }];
  }

  const reservedRows =
    view.kind === 'window' && reservedItems > 0
      ? rowsFor(count + reservedItems, view.geometry.columns) - rowsFor(count, view.geometry.columns)
      : 0;

  return (
    <>
      <ul
        ref={listRef}
        className="cr-game-grid__list"
        aria-busy={!items || loadingMore || undefined}
        onFocus={(event) => setFocused(focusedIndex(event))}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
        }}
      >
        {items
          ? segments.map((segment, s) =>
              segment.kind === 'gap' ? (
                <li
                  key={`~gap-${s}`}
                  className="cr-game-grid__gap"
                  aria-hidden="true"
                  style={{
                    height: view.kind === 'window' ? gapHeight(segment.rows, view.geometry) : undefined,
                  }}
                />
              ) : (
                items
                  .slice(segment.from, segment.to)
                  .map((item, i) => (
                    <Entry
                      key={item.key}
                      item={item}
                      index={segment.from + i}
                      setSize={count + reservedItems}
                      model={model}
                      renderCard={renderCard}
                      onNavigate={onNavigate}
                    />
                  ))
              ),
            )
          : Array.from({ length: FIRST_LOAD_SKELETONS }, (_, i) => (
              <li key={i} className="cr-game-grid__item" aria-hidden="true">
                <GameTileSkeleton />
              </li>
            ))}
        {items &&
          loadingMore &&
          // Reserved rows already stand for the page on its way.
          reservedRows === 0 &&
          Array.from({ length: NEXT_PAGE_SKELETONS }, (_, i) => (
            <li key={`~more-${i}`} className="cr-game-grid__item" aria-hidden="true">
              <GameTileSkeleton />
            </li>
          ))}
      </ul>
      {children}
      {view.kind === 'window' && reservedRows > 0 && (
        <div
          className="cr-game-grid__reserve"
          aria-hidden="true"
          style={{
            height: reservedRows * view.geometry.pitch,
            backgroundSize: `100% ${view.geometry.pitch}px`,
          }}
        />
      )}
    </>
  );
});
