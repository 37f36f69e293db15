// JSON Schema pieces that many routes share: one definition per rule of the URL and of paging.

/** Largest value of the database's INTEGER columns (ids, counts, comp points). */
export const DB_INTEGER_MAX = 2_147_483_647;

/**
 * `:id` of a URL: a positive integer of at most nine digits, so that it always fits the INTEGER id
 * columns (`abc`, `-0`, `1e300` and `0` are refused before any SQL runs).
 */
export const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;

/** An id inside a body: a positive integer that fits the INTEGER id columns. */
export const rowId = { type: 'integer', minimum: 1, maximum: DB_INTEGER_MAX } as const;

/** A count (lines, tickets, points): a whole number that fits the INTEGER columns. */
export const count = { type: 'integer', minimum: 0, maximum: DB_INTEGER_MAX } as const;

/** A page number of a paged list (a page past the end is simply empty). */
export const pageNumber = { type: 'integer', minimum: 1, maximum: DB_INTEGER_MAX } as const;

/**
 * Query parameters every route understands besides its own: `?geo=XX` plays a visitor from
 * another country on any request (resolve-site.ts).
 */
export const siteQueryProperties = { geo: { type: 'string', maxLength: 2 } } as const;
