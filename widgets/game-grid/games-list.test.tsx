import { act, fireEvent, screen } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import type { GameTilesModel } from '../../runtime/ui/game-tile/index.ts';
import { makeGames } from '../../tests/harness/game-fixtures.ts';
import { GamesList, type GridItem } from './games-list.tsx';

const model: GameTilesModel = {
  localePrefix: '',
  loggedIn: false,
  currency: null,
  favouriteIds: new Set(),
  toggleFavourite: () => Promise.resolve(),
};

/** A laid-out grid as a browser would show it: 4 columns, rows 200 px apart (184 px + 16 px gap). */
const COLUMNS = 4;
const PITCH = 200;
const GAP = 16;
/** Top of the list in the page. */
const LIST_TOP = 100;
let scrolled = 0;

function box(top: number, width: number, height: number): DOMRect {
  return { top, bottom: top + height, left: 0, right: width, width, height, x: 0, y: top } as DOMRect;
}

/** Lays out the list and its items by their position in the list, wherever they are mounted. */
function layOut(count: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.classList.contains('cr-game-grid__list')) {
      return box(LIST_TOP - scrolled, 1000, Math.ceil(count / COLUMNS) * PITCH - GAP);
    }
    const position = Number(this.getAttribute('aria-posinset'));
    if (position > 0) {
      const row = Math.floor((position - 1) / COLUMNS);
      return box(LIST_TOP - scrolled + row * PITCH, 240, PITCH - GAP);
    }
    return box(0, 0, 0);
  });
}

async function scrollTo(y: number) {
  scrolled = y;
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

function gameItems(count: number): GridItem[] {
  return makeGames(count).map((game) => ({ kind: 'game', key: game.identifier, game }));
}

/** Positions (1-based) of the items in the DOM, in DOM order. */
function mounted(): number[] {
  return Array.from(document.querySelectorAll('.cr-game-grid__list > [aria-posinset]')).map((li) =>
    Number(li.getAttribute('aria-posinset')),
  );
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function spacers(): number[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.cr-game-grid__gap')).map((li) =>
    Number.parseFloat(li.style.height),
  );
}

/** A list of 120 games that a button grows by a page. */
function GrowingList() {
  const [count, setCount] = useState(120);
  const items = useMemo(() => gameItems(count), [count]);
  return (
    <>
      <GamesList items={items} model={model} />
      <button type="button" onClick={() => setCount((n) => n + 40)}>
        next page
      </button>
    </>
  );
}

afterEach(() => {
  scrolled = 0;
});

describe('games list', () => {
  it('mounts the first page and the rows near the viewport of 400 games, not all of them', () => {
    layOut(400);
    renderWithProviders(<GamesList items={gameItems(400)} model={model} />);
    // Rows 0–9 hold the first page (40 games) and cover the viewport and its overscan.
    expect(mounted()).toEqual(range(1, 40));
    // One spacer stands for the 90 rows left out: 90 × 200 px less the gap after it.
    expect(spacers()).toEqual([90 * PITCH - GAP]);
    const items = screen.getAllByRole('listitem');
    expect(items.filter((li) => li.getAttribute('aria-setsize') === '400')).toHaveLength(40);
  });

  it('mounts the rows in view as the page scrolls, keeping the first page and the order', async () => {
    layOut(400);
    renderWithProviders(<GamesList items={gameItems(400)} model={model} />);
    await scrollTo(10_000);
    // 768 px viewport, 768 px overscan each side: list px 9,132 to 11,436, rows 45 to 57.
    expect(mounted()).toEqual([...range(1, 40), ...range(181, 232)]);
    expect(spacers()).toEqual([35 * PITCH - GAP, 42 * PITCH - GAP]);
    expect(screen.getByRole('group', { name: 'Game 200' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Game 100' })).toBeNull();
  });

  it('mounts the rows of a page that arrives while the player is at the end of the list', async () => {
    layOut(120);
    renderWithProviders(<GrowingList />);
    // 30 rows end at 6,100 px in the page; the viewport shows its last rows.
    await scrollTo(5_400);
    expect(mounted()).toEqual([...range(1, 40), ...range(89, 120)]);
    layOut(160);
    fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    // List px 5,300 to 6,068 in view: the overscan reaches row 34, the first rows of the new page.
    expect(mounted()).toEqual([...range(1, 40), ...range(89, 140)]);
    expect(
      screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-setsize') === '160'),
    ).toHaveLength(92);
  });

  it('keeps the game holding keyboard focus mounted when the page scrolls away from it', async () => {
    layOut(400);
    renderWithProviders(<GamesList items={gameItems(400)} model={model} />);
    await scrollTo(10_000);
    const play = screen.getByRole('link', { name: 'Play Game 200' });
    act(() => play.focus());
    await scrollTo(0);
    expect(mounted()).toEqual([...range(1, 40), ...range(197, 200)]);
    expect(document.activeElement).toBe(play);
    // Once focus leaves the list, the row goes like any other.
    act(() => play.blur());
    expect(mounted()).toEqual(range(1, 40));
  });

  it('announces the size of the whole list and reserves the rows of the games not loaded yet', () => {
    layOut(80);
    renderWithProviders(<GamesList items={gameItems(80)} model={model} reservedItems={4920} loadingMore />);
    const items = screen.getAllByRole('listitem');
    expect(items.every((li) => li.getAttribute('aria-setsize') === '5000')).toBe(true);
    // 1,230 rows of 200 px stand for the 4,920 games to come; no extra skeletons while one loads.
    const reserve = document.querySelector<HTMLElement>('.cr-game-grid__reserve');
    expect(reserve?.style.height).toBe(`${1230 * PITCH}px`);
    expect(document.querySelectorAll('.cr-game-tile--skeleton')).toHaveLength(0);
  });

  it('mounts every item where there is no layout to measure', () => {
    renderWithProviders(<GamesList items={gameItems(120)} model={model} />);
    expect(mounted()).toEqual(range(1, 120));
  });
});
