import { describe, expect, it } from 'vitest';
import { sourcePage, syntheticPage, type GamesPage } from './synthetic-games.ts';

function realPage(size: number): GamesPage {
  return {
    data: Array.from({ length: size }, (_, i) => ({
      identifier: `prov/game-${i}`,
      seo_title: `game-${i}`,
      currencies: { EUR: { id: i }, USD: { id: i } },
    })),
    pagination: { current_page: 1, next_page: 2, prev_page: null, total_pages: 47, total_count: 1865 },
  };
}

describe('sourcePage', () => {
  it('cycles over the full pages of the real catalogue only', () => {
    // 1,865 games in pages of 40: 46 full pages, the 47th has 25.
    expect(sourcePage(1, 1865, 40)).toBe(1);
    expect(sourcePage(46, 1865, 40)).toBe(46);
    expect(sourcePage(47, 1865, 40)).toBe(1);
  });
});

describe('syntheticPage', () => {
  it('announces 5,000 games in 125 pages of 40', () => {
    const first = syntheticPage(realPage(40), 1, 40);
    expect(first.pagination).toEqual({
      current_page: 1,
      next_page: 2,
      prev_page: null,
      total_pages: 125,
      total_count: 5000,
    });
    expect(syntheticPage(realPage(40), 125, 40).pagination.next_page).toBeNull();
  });

  it('gives copies of a game identifiers and ids no other page has', () => {
    const seen = new Set<string>();
    const ids = new Set<number>();
    for (const page of [1, 47, 125]) {
      for (const game of syntheticPage(realPage(40), page, 40).data) {
        seen.add(game.identifier);
        ids.add(game.currencies!.EUR!.id);
      }
    }
    expect(seen.size).toBe(120);
    expect(ids.size).toBe(120);
  });

  it('stops at the announced total on the last page', () => {
    expect(syntheticPage(realPage(40), 125, 40, 4_990).data).toHaveLength(30);
  });
});
