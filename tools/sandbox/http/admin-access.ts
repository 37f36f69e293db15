import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchHost } from '../../../runtime/context/hosts.ts';
import type { BrandConfig } from '../../../schemas/brand.schema.ts';
import { OUTBOX_PATH } from '../outbox/outbox.ts';
import { ADMIN_PAGE_PATH } from '../realtime/admin.ts';
import { globalPlugin } from '../../../server/http/global-plugin.ts';
import { requestHost } from '../../../server/http/request-host.ts';

/**
 * The sandbox's own tools are not public (issue 14 item 10): the admin page and its endpoints
 * (real-time push, cash-out approval) and the outbox, which holds every player's password-reset
 * links. They need the admin token: `CROUPIER_SANDBOX_ADMIN_TOKEN`, or one made at start and
 * printed in the start banner. In production mode they do not exist on a mirror, betting or
 * unknown host.
 */

/**
 * Route paths starting with one of these are the sandbox's tools: the admin page, push and
 * cash-outs (`/sandbox/admin/...`), the outbox page and `/sandbox/outbox.json`.
 */
export const ADMIN_PATH_PREFIXES = [ADMIN_PAGE_PATH, OUTBOX_PATH] as const;
/** Environment variable of a fixed admin token. */
export const ADMIN_TOKEN_ENV = 'CROUPIER_SANDBOX_ADMIN_TOKEN';
/** `?token=` on a page: the page then sets the cookie, so that its own links and calls work. */
export const ADMIN_TOKEN_QUERY = 'token';
export const ADMIN_TOKEN_COOKIE = 'croupier_sandbox_admin';
/** The cookie goes only to the sandbox's own paths. */
const ADMIN_COOKIE_PATH = '/sandbox';
/** Bytes of randomness in a token made at start. */
const TOKEN_BYTES = 24;

declare module 'fastify' {
  interface FastifyInstance {
    /** The token the sandbox's tools accept (tests send it; main.ts prints it). */
    adminToken: string;
  }
}

/** A token for a sandbox started without CROUPIER_SANDBOX_ADMIN_TOKEN. */
export function newAdminToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Whether a route path is one of the sandbox's tools. */
export function isAdminPath(routePath: string): boolean {
  return ADMIN_PATH_PREFIXES.some((prefix) => routePath.startsWith(prefix));
}

/** Compares in constant time, whatever the lengths (both sides are hashed to the same size first). */
export function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The token a request presents, and how: the Authorization header, the page's query, or the cookie. */
function presentedToken(
  request: FastifyRequest,
): { token: string; from: 'header' | 'query' | 'cookie' } | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer !== undefined) return { token: bearer, from: 'header' };
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[ADMIN_TOKEN_QUERY];
  if (typeof fromQuery === 'string') return { token: fromQuery, from: 'query' };
  const cookie = request.cookies[ADMIN_TOKEN_COOKIE];
  return cookie === undefined ? null : { token: cookie, from: 'cookie' };
}

const wantsPage = (request: FastifyRequest) =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');

/** What a browser without the token sees: where to get it, nothing else. */
export function askForTokenPage(nonce: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Sandbox admin: token needed</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style nonce="${nonce}">body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}code{background:#f4f4f8;padding:0 .2rem}</style></head>
<body><main><h1>This page needs the sandbox's admin token</h1>
<p>Open the link the sandbox printed when it started (<code>npm start</code>): it carries the token
(<code>?${ADMIN_TOKEN_QUERY}=…</code>). A fixed token can be set with <code>${ADMIN_TOKEN_ENV}</code>.</p>
<p>Calls without a browser send it as <code>Authorization: Bearer &lt;token&gt;</code>.</p></main></body></html>`;
}

function refuse(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  void reply.code(401).header('www-authenticate', 'Bearer realm="croupier-sandbox-admin"');
  if (wantsPage(request)) {
    return reply.type('text/html; charset=utf-8').send(askForTokenPage(request.cspNonce));
  }
  return reply.send({
    error: 'unauthorized',
    message: `the sandbox's admin needs its token (${ADMIN_TOKEN_ENV})`,
  });
}

export interface AdminAccessOptions {
  /** The token the tools accept. */
  token: string;
  /** The brands, read per request: a tool is served only on a brand's production host in production mode. */
  brands: () => readonly BrandConfig[];
}

/**
 * Guards every route under ADMIN_PATH_PREFIXES: 404 on a non-production host in production mode,
 * 401 without the token. Register it after @fastify/cookie and before the tools' routes: its hook
 * reaches them although other plugins register them.
 * @example await app.register(adminAccessPlugin, { token, brands: () => loadBrands(brandsDir) });
 */
export const adminAccessPlugin = globalPlugin<AdminAccessOptions>('admin-access', async (app, options) => {
  if (options.token === '') throw new Error('the sandbox admin token must not be empty');
  app.decorate('adminToken', options.token);
  app.addHook('onRequest', async (request, reply) => {
    // The matched route, not the raw URL: `/sandbox/%61dmin` is routed to /sandbox/admin too.
    const route = request.routeOptions.url;
    if (route === undefined || !isAdminPath(route)) return;
    if (app.production) {
      const brands = options.brands();
      const kind = brands.length > 0 ? matchHost(brands, requestHost(request)).kind : 'mirror';
      if (kind !== 'production') return reply.code(404).send({ error: 'not_found' });
    }
    const presented = presentedToken(request);
    if (presented === null || !sameToken(presented.token, options.token)) return refuse(request, reply);
    if (presented.from === 'query') {
      // The routes' own query schemas know nothing of the token.
      delete (request.query as Record<string, unknown>)[ADMIN_TOKEN_QUERY];
      // Strict: never sent on a request another site starts, so no other site can act with it.
      void reply.setCookie(ADMIN_TOKEN_COOKIE, options.token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        path: ADMIN_COOKIE_PATH,
      });
    }
    return undefined;
  });
});
