import type { BootPayload } from '../../runtime/ssr/first-view-contract.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostHeader } from '../http/request-host.ts';

/**
 * The platform's API called in-process (`app.inject`) as the visitor of a page request, with its
 * host, cookies and user agent: the boot payload (the answers of GET /api/current_ip and
 * GET /api/player, which runtime/app/boot-data.ts reads) and the lists a page's status depends on
 * (the CMS static pages, the active jackpots).
 */

/** Headers of an in-process API call made as the visitor of a page request. */
function visitorHeaders(request: FastifyRequest) {
  return {
    host: hostHeader(request),
    cookie: request.headers.cookie ?? '',
    'user-agent': request.headers['user-agent'] ?? '',
    accept: 'application/json',
  };
}

/** The boot payload of a page request: what the client's first two calls would answer. */
export async function bootPayloadFor(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<BootPayload | undefined> {
  const headers = visitorHeaders(request);
  // The page's own query carries the sandbox's ?geo= override to the geo call.
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const [geo, player] = await Promise.all([
    app.inject({ method: 'GET', url: `/api/current_ip${query}`, headers }),
    app.inject({ method: 'GET', url: '/api/player', headers }),
  ]);
  if (geo.statusCode !== 200) return undefined;
  if (player.statusCode !== 200 && player.statusCode !== 401) return undefined;
  return { geo: geo.json(), player: player.statusCode === 200 ? player.json() : null };
}

/** The identifiers of the active jackpots (pages at `/{identifier}`); null when they cannot be read. */
export async function jackpotSlugs(app: FastifyInstance, request: FastifyRequest): Promise<string[] | null> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/jackpots',
    headers: visitorHeaders(request),
  });
  if (response.statusCode !== 200) return null;
  try {
    const jackpots = response.json<unknown>();
    if (!Array.isArray(jackpots)) return null;
    // As the client's jackpotPageSlugs: the active jackpots have their page.
    return jackpots.flatMap((jackpot: { identifier?: unknown; state?: unknown } | null) =>
      jackpot?.state === 'active' && typeof jackpot.identifier === 'string' ? [jackpot.identifier] : [],
    );
  } catch {
    return null;
  }
}

/** The CMS static pages' slugs as the visitor's client gets them; null when the list cannot be read. */
export async function cmsPageSlugs(
  app: FastifyInstance,
  request: FastifyRequest,
  locale: string,
): Promise<string[] | null> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/cms/pages?l=${encodeURIComponent(locale)}`,
    headers: visitorHeaders(request),
  });
  if (response.statusCode !== 200) return null;
  try {
    const pages = response.json<unknown>();
    if (!Array.isArray(pages)) return null;
    return pages.flatMap((page: { path?: unknown } | null) =>
      typeof page?.path === 'string' ? [page.path.replace(/^\//, '')] : [],
    );
  } catch {
    // A cut-off answer (fault mode): the status stays 200.
    return null;
  }
}
