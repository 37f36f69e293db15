import { SEARCH_MIN_LENGTH } from './validation.ts';
/**
 * The game search of spec §4–§5: a query runs only when it is longer than two characters, and the
 * popup says which empty state applies.
 */

/** Recommended games offered when a search has no results. */
export const SEARCH_RECOMMENDED_COUNT = 12;

/** Messages of the empty search list (spec §8). */
export const SEARCH_MESSAGES = {
  listEmpty: 'SEARCH_POPUP.LIST_EMPTY',
  listEmptySpecify: 'SEARCH_POPUP.LIST_EMPTY_SPECIFY',
} as const;

/** The text that is searched for, or null when the query is too short to search. */
export function searchTerm(query: string): string | null {
  const term = query.trim();
  return term.length >= SEARCH_MIN_LENGTH ? term : null;
}

export type SearchView =
  /** Nothing typed (or too short): recommended games, and a hint once something is typed. */
  | 'idle'
  | 'loading'
  | 'results'
  /** A search ran and found nothing: the empty message plus recommended games. */
  | 'empty'
  | 'error';

/** Which part of the popup shows for a term and the state of its search. */
export function searchView(
  term: string | null,
  search: { pending: boolean; failed: boolean; count: number | undefined },
): SearchView {
  if (term === null) return 'idle';
  if (search.failed) return 'error';
  if (search.pending || search.count === undefined) return 'loading';
  return search.count > 0 ? 'results' : 'empty';
}
