import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';
import { apiRequest } from './client.ts';
import { translationBucket } from '../rules/timing.ts';
import { logged, loggedOr } from './log-failure.ts';

// Translations are cached by the CDN per 5-minute bucket (spec §9); the rule lives in rules/timing.
export { translationBucket };

export type CmsPageCategory =
  | 'top-menu'
  | 'bottom-menu'
  | 'bottom-menu-help'
  | 'page'
  | 'custom-page'
  | 'seo-page'
  | 'terms-page'
  | (string & {});

export interface CmsPageListItem {
  id: string;
  path: string;
  title: string;
  layout: 'default';
  categories: CmsPageCategory[];
  children: CmsPageListItem[];
}

export interface CmsPage {
  id: string;
  path: string;
  title: string;
  layout: 'default';
  categories: CmsPageCategory[];
  /** HTML: sanitise before it reaches the DOM. */
  content: string;
  blocks: { title: string; description: string; keywords: string; 'content-main': string; json: string };
  hidden?: boolean;
}

export function getCmsPages(locale: string, signal?: AbortSignal): Promise<CmsPageListItem[]> {
  return loggedOr(
    'getCmsPages',
    [],
    apiRequest<CmsPageListItem[]>('GET', '/api/cms/pages', { query: { l: locale }, signal }),
  );
}

export function getCmsPagesQueryOptions(locale: string) {
  return queryOptions({
    queryKey: queryKeys.cms.pages(locale),
    queryFn: ({ signal }) => getCmsPages(locale, signal),
  });
}

/**
 * The slug of a CMS page path: the list writes `terms-and-conditions` or `/terms-and-conditions`,
 * a page's path may end with `/`; the slug has neither.
 * @example cmsSlug('/terms-and-conditions/EE/') → 'terms-and-conditions/EE'
 */
export function cmsSlug(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/** The path of a page slug; a slug may hold `/` (a licence suffix, `terms-and-conditions/EE`). */
export function cmsPagePath(slug: string): string {
  const segments = slug.split('/').filter(Boolean).map(encodeURIComponent);
  return `/api/cms/pages/${segments.join('/')}`;
}

/** A page answer that is not a page: unparsable, the wrong shape, or a `blocks.json` that is not JSON. */
export class InvalidCmsPageError extends Error {
  constructor(
    readonly slug: string,
    reason: string,
  ) {
    super(`CMS page "${slug}" is invalid: ${reason}`);
    this.name = 'InvalidCmsPageError';
  }
}

/** Why a page answer cannot be shown, or null when it can. */
function pageProblem(value: unknown): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'not a JSON object';
  const page = value as Partial<Record<keyof CmsPage, unknown>>;
  if (typeof page.title !== 'string') return 'title is not text';
  if (typeof page.content !== 'string') return 'content is not text';
  const blocks = page.blocks as Partial<Record<keyof CmsPage['blocks'], unknown>> | null | undefined;
  if (blocks === null || typeof blocks !== 'object') return 'blocks is not an object';
  if (blocks.json !== undefined && typeof blocks.json !== 'string') return 'blocks.json is not text';
  if (typeof blocks.json === 'string' && blocks.json.trim() !== '') {
    try {
      JSON.parse(blocks.json);
    } catch {
      return 'blocks.json is not JSON';
    }
  }
  return null;
}

/**
 * One CMS page by slug or path; a missing page is an `ApiError` with status 404, an answer that
 * is not a usable page an `InvalidCmsPageError` (the page shows its error state, not "not found").
 */
export function getCmsPage(slug: string, locale: string, signal?: AbortSignal): Promise<CmsPage> {
  const request = apiRequest<unknown>('GET', cmsPagePath(slug), { query: { l: locale }, signal }).then(
    (value) => {
      const problem = pageProblem(value);
      if (problem !== null) throw new InvalidCmsPageError(slug, problem);
      return value as CmsPage;
    },
  );
  return logged('getCmsPage', request);
}

export function getCmsPageQueryOptions(slug: string, locale: string) {
  return queryOptions({
    queryKey: queryKeys.cms.page(slug, locale),
    queryFn: ({ signal }) => getCmsPage(slug, locale, signal),
  });
}

/** Translations: nested objects of strings. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/**
 * The translations of a locale, cached per 5-minute bucket. A failure is logged and rethrown at
 * once, without the client's retries: the translator shows its fallback meanwhile and retries
 * on the same schedule itself (runtime/i18n/create-i18n.ts; spec §8: no user message).
 * @example await getMessages('de', Date.now()); // GET /messages/de.json?t=5893412
 */
export async function getMessages(lang: string, now: number, signal?: AbortSignal): Promise<MessageTree> {
  const messages = await logged(
    'getMessages',
    apiRequest<MessageTree | null>('GET', `/messages/${encodeURIComponent(lang)}.json`, {
      query: { t: translationBucket(now) },
      signal,
      retry: false,
    }),
  );
  return messages ?? {};
}
