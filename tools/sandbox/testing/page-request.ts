import type { FastifyRequest } from 'fastify';

/**
 * The request of a page document as the document handler reads it (url, query, headers), for
 * tests of what the sandbox does with a page view without going through HTTP.
 */
export function pageRequest(url: string, headers: Record<string, string> = {}): FastifyRequest {
  const query = Object.fromEntries(new URL(url, 'http://sandbox').searchParams);
  return {
    url,
    query,
    headers: { host: 'nova.localhost', cookie: '', 'user-agent': 'test', ...headers },
  } as unknown as FastifyRequest;
}
