import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchHost } from '../../runtime/context/hosts.ts';
import { SERVICE_WORKER_URL } from '../../runtime/pwa/register-service-worker.ts';
import type { BrandConfig, BrandSecurity } from '../../schemas/brand.schema.ts';
import { CSP_REPORT_PATH, registerCspReportRoute } from './csp-report.ts';
import { globalPlugin } from './global-plugin.ts';
import { hostHeader, requestHost, type HostedRequest } from './request-host.ts';

/**
 * The browser-side guarantees of every answer of the server (issue 14 item 3): a
 * Content-Security-Policy with a fresh nonce per response, built from the brand of the request's
 * host, and the headers that turn off sniffing, cross-site referrers, opener access and the device
 * features a casino never uses. Written by hand rather than with @fastify/helmet: the policy is
 * per request (the brand's origins, the socket's host, the nonce the page renderers write), which
 * is most of what this module does anyway.
 */

/** The Reporting-Endpoints group the policy's `report-to` names. */
export const CSP_REPORT_GROUP = 'csp';
/** One year, subdomains included: sent only on an answer that came over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
/** Bytes of randomness in a nonce (128 bits, as CSP recommends at least). */
const NONCE_BYTES = 16;

/**
 * Features the casino never uses, off for the page and every frame in it. Fullscreen and autoplay
 * stay for the page and its game origins: the game frame has a fullscreen button and games play
 * sound (widgets/game-frame: `allow="fullscreen; autoplay"`). Only names Chromium knows: an
 * unknown one is a console error on every page.
 */
const FEATURES_OFF = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  // The cashbox takes cards in its own form; it never calls the Payment Request API.
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;
const FEATURES_FOR_GAMES = ['autoplay', 'fullscreen'] as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's CSP nonce: every inline `<script>` and `<style>` the server writes carries it. */
    cspNonce: string;
  }
}

/** What the policy of one response depends on. */
export interface PolicyInput {
  nonce: string;
  /** The brand's extra origins (brand.json `security`). */
  security?: BrandSecurity;
  /** Origin of the real-time socket (`ws://host:port`), when the request's host is a plain host name. */
  socketOrigin?: string;
  /** The answer goes over HTTPS: reports then go through the Reporting API too (`report-to`). */
  https?: boolean;
}

const sources = (...lists: (readonly string[] | undefined)[]) =>
  lists.flatMap((list) => list ?? []).join(' ');

/**
 * The Content-Security-Policy of a response. Scripts run only from the site itself or with this
 * response's nonce: no `unsafe-inline`, no `unsafe-eval` (the validators are precompiled, nothing
 * builds code from strings).
 * @example contentSecurityPolicy({ nonce: 'abc', security: { imageOrigins: ['https://cdn.example'] } })
 */
export function contentSecurityPolicy({
  nonce,
  security = {},
  socketOrigin,
  https = false,
}: PolicyInput): string {
  const self = ["'self'"];
  const nonced = ["'self'", `'nonce-${nonce}'`];
  const directives: [string, string][] = [
    ['default-src', sources(self)],
    ['script-src', sources(nonced)],
    // Styles: the server-rendered page inlines its CSS in nonced <style> elements. `style`
    // attributes must stay allowed: React style props and the brand theme (the custom properties
    // on <html>, runtime/rules/theme.ts) are attributes, and an attribute cannot carry a nonce.
    ['style-src', sources(nonced)],
    ['style-src-elem', sources(nonced)],
    ['style-src-attr', "'unsafe-inline'"],
    // data: is the page's empty favicon and inline SVG artwork; blob: images the client creates.
    ['img-src', sources(self, ['data:', 'blob:'], security.imageOrigins)],
    // The socket lives on the page's own host (GET /api/player/settings `cent.url`); 'self' covers
    // ws: and wss: only in newer browsers, so it is named.
    ['connect-src', sources(self, socketOrigin === undefined ? [] : [socketOrigin])],
    // The sandbox's games are same-origin (/sandbox/game/...); a real platform's come from these.
    ['frame-src', sources(self, security.gameOrigins)],
    // The service worker (/sw.js) and the web app manifest are the site's own files.
    ['worker-src', sources(self)],
    ['manifest-src', sources(self)],
    // The site itself always: its own game page is framed by the game route.
    ['frame-ancestors', sources(self, security.frameAncestors)],
    ['object-src', "'none'"],
    ['base-uri', sources(self)],
    ['form-action', sources(self)],
    ['report-uri', CSP_REPORT_PATH],
    // Chromium ignores report-uri as soon as report-to is there, and sends nothing through the
    // Reporting API from a plain-http origin: on http, report-to would silence every report.
    ...(https ? [['report-to', CSP_REPORT_GROUP] as [string, string]] : []),
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** The Permissions-Policy: the features of FEATURES_OFF off, fullscreen and autoplay for the site and its games. */
export function permissionsPolicy(security: BrandSecurity = {}): string {
  const games = ['self', ...(security.gameOrigins ?? []).map((origin) => `"${origin}"`)].join(' ');
  return [
    ...FEATURES_OFF.map((feature) => `${feature}=()`),
    ...FEATURES_FOR_GAMES.map((feature) => `${feature}=(${games})`),
  ].join(', ');
}

/** A Host header that may be written into a header value as it is (name or IP, optional port). */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Every security header of an answer to `request`, for the brand serving its host. */
export function securityHeaders(
  request: Pick<FastifyRequest, 'protocol' | 'cspNonce'> & HostedRequest,
  brands: readonly BrandConfig[],
): Record<string, string> {
  // The socket is on the page's host, port included, as GET /api/player/settings names it.
  const host = hostHeader(request);
  const security = brands.length > 0 ? matchHost(brands, requestHost(request)).brand.security : undefined;
  const https = request.protocol === 'https';
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy({
      nonce: request.cspNonce,
      security,
      socketOrigin: PLAIN_HOST.test(host) ? `${https ? 'wss' : 'ws'}://${host.toLowerCase()}` : undefined,
      https,
    }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': permissionsPolicy(security),
  };
  if (https) {
    // Only an answer that really came over HTTPS may pin HTTPS (request.protocol honours
    // X-Forwarded-Proto only from a trusted proxy): on plain http a browser must ignore it anyway.
    headers['strict-transport-security'] = STRICT_TRANSPORT_SECURITY;
    headers['reporting-endpoints'] = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;
  }
  return headers;
}

/**
 * The headers a browser reads only on a document or a worker script: the policy, the features,
 * the opener isolation and the reporting group. A script, style sheet, font or raster image is
 * never either, and on the lobby's 60-odd build files they were some 900 bytes of every answer.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'reporting-endpoints',
] as const;

/** Content types that are never a document (SVG and HTML are; JSON stays as it is, small). */
const SUBRESOURCE_TYPE =
  /^(?:(?:application|text)\/javascript|text\/css|font\/|image\/(?:png|jpeg|webp|avif|gif|x-icon))\b/i;

/**
 * Whether an answer is a subresource that cannot be a document or a worker: a script (but the
 * service worker's, whose policy is the one its own answer carries), a style sheet, a font or a
 * raster image.
 * @example isSubresourceAnswer('/assets/main-1a2b.js', 'application/javascript; charset=utf-8') // true
 */
export function isSubresourceAnswer(path: string, contentType: string): boolean {
  return SUBRESOURCE_TYPE.test(contentType) && path !== SERVICE_WORKER_URL;
}

/** A fresh nonce (base64 of 16 random bytes). */
export function newNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64');
}

/**
 * Sets every security header on `reply` (with a nonce for the request if it has none yet). The
 * plugin does it for every answer; call it only where Fastify answers before any hook runs.
 */
export function applySecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  brands: readonly BrandConfig[],
): void {
  if (!request.cspNonce) request.cspNonce = newNonce();
  for (const [name, value] of Object.entries(securityHeaders(request, brands))) reply.header(name, value);
}

export interface SecurityHeadersOptions {
  /** The brands, read per request (brand.json is re-read when it changes); [] for none. */
  brands: () => readonly BrandConfig[];
}

/**
 * Puts the security headers on every answer of the server: pages, API, assets, errors and 404s
 * (the document-only ones not on scripts, styles, fonts and images), and answers
 * `POST /csp-report`. Register it first, so that every hook and route after it
 * already has `request.cspNonce`.
 * @example await app.register(securityHeadersPlugin, { brands: () => loadBrands(brandsDir) });
 */
export const securityHeadersPlugin = globalPlugin<SecurityHeadersOptions>(
  'security-headers',
  async (app, options) => {
    app.decorateRequest('cspNonce', '');
    app.addHook('onRequest', async (request, reply) => {
      request.cspNonce = newNonce();
      applySecurityHeaders(request, reply, options.brands());
    });
    // An answer whose onRequest hooks did not all run (one before this failed) gets them here.
    app.addHook('onSend', async (request, reply, payload) => {
      const contentType = String(reply.getHeader('content-type') ?? '');
      const path = request.url.split('?')[0] ?? '';
      if (isSubresourceAnswer(path, contentType)) {
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      } else if (!reply.hasHeader('content-security-policy')) {
        applySecurityHeaders(request, reply, options.brands());
      }
      return payload;
    });
    await registerCspReportRoute(app);
  },
);
