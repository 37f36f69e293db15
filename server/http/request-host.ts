import { normaliseHost } from '../../runtime/context/hosts.ts';

/**
 * Which host a request is for. Everything the server decides by host (the brand, the licence, the
 * admin gate, the CSP, the mail links) reads the Host header, never X-Forwarded-Host: Fastify's
 * `request.host` takes X-Forwarded-Host from a trusted proxy, and a proxy passes that header on
 * from whoever sent it. A proxy in front passes the public host as Host (docs/OPERATING.md).
 */

/** What these functions read of a request (a Fastify request, or the site resolver's view of one). */
export interface HostedRequest {
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The Host header as the client sent it, port included: for URLs back to the visitor's own origin
 * (the socket's, the server render's) and for calls made on the visitor's behalf.
 */
export function hostHeader(request: HostedRequest): string {
  const host = request.headers.host;
  return (Array.isArray(host) ? host[0] : host) ?? '';
}

/**
 * The host name the server decides by: the Host header, normalised as brands list hosts (lower
 * case, no port, no trailing dot).
 * @example requestHost({ headers: { host: 'Nova.Localhost:8080', 'x-forwarded-host': 'x.example' } }) // 'nova.localhost'
 */
export function requestHost(request: HostedRequest): string {
  return normaliseHost(hostHeader(request));
}
