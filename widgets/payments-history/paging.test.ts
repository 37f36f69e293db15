import { describe, expect, it } from 'vitest';
import { pageCount, pageFromQuery, pageLinks, searchForPage } from './paging.ts';

describe('paging of the payment history', () => {
  it.each([
    [null, 1],
    ['1', 1],
    ['7', 7],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['', 1],
    ['99999999999999', 1],
  ])('reads ?page=%s as page %i', (value, page) => {
    expect(pageFromQuery(value)).toBe(page);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 5, [1, 2, null, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [6, 12, [1, null, 5, 6, 7, null, 12]],
    [4, 12, [1, 2, 3, 4, 5, null, 12]],
    [12, 12, [1, null, 11, 12]],
  ])('on page %i of %i links %j, with a gap for each run of pages left out', (current, count, links) => {
    expect(pageLinks(current, count)).toEqual(links);
  });

  it('keeps the other query parameters and leaves page 1 out of the address', () => {
    const search = new URLSearchParams('geo=DE&page=3');
    expect(searchForPage(search, 4)).toBe('?geo=DE&page=4');
    expect(searchForPage(search, 1)).toBe('?geo=DE');
    expect(searchForPage(new URLSearchParams('page=2'), 1)).toBe('');
  });
});
