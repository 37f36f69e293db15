/** The query parameter that holds the page of the payment history (`?page=2`), so a page can be linked. */
export const PAGE_PARAM = 'page';

/** Page links shown on each side of the current page before the list is shortened with a gap. */
const PAGE_LINKS_AROUND = 1;

/** The page a query value asks for: a whole number from 1, and 1 for anything else. */
export function pageFromQuery(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,8}$/.test(value)) return 1;
  return Number(value);
}

/** How many pages a history of `total` entries has, `perPage` a page (at least one). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/**
 * The page links to show: the first and last page, the current one and its neighbours, and a gap
 * (`null`) where pages are left out.
 * @example pageLinks(6, 12) // [1, null, 5, 6, 7, null, 12]
 */
export function pageLinks(current: number, count: number): (number | null)[] {
  const shown = (page: number) =>
    page === 1 || page === count || Math.abs(page - current) <= PAGE_LINKS_AROUND;
  const links: (number | null)[] = [];
  for (let page = 1; page <= count; page += 1) {
    // A single left-out page is shown rather than a gap that stands for one page.
    if (shown(page) || (shown(page - 1) && shown(page + 1))) links.push(page);
    else if (links[links.length - 1] !== null) links.push(null);
  }
  return links;
}

/** The query string of another page, keeping the other parameters; page 1 is the bare path. */
export function searchForPage(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(page));
  const text = next.toString();
  return text ? `?${text}` : '';
}
