import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchHost } from '../../runtime/context/hosts.ts';
import type { HostKind } from '../../runtime/context/types.ts';
import type { BrandConfig } from '../../schemas/brand.schema.ts';
import { requestHost } from '../http/request-host.ts';
import { JsonFileCache, withoutSchemaKey } from './json-file-cache.ts';

/** Which brand, host and country a sandbox request is for. */
export interface Site {
  brand: BrandConfig;
  host: string;
  hostKind: HostKind;
  /** A main production host: the only place where the licence may be EE (SPEC §1). */
  mainProduction: boolean;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** Whether a brand lists this host; an unknown one is served by the fallback brand as a mirror. */
  hostKnown: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `registerSite` for every request. */
    site: Site;
  }
}

/** Sandbox-only geo override: `?geo=XX` stores it in this cookie for 30 days. */
export const GEO_COOKIE = 'sandbox_geo';
export const GEO_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
const COUNTRY = /^[A-Z]{2}$/;

/** The minimal request `resolveSite` reads: a Fastify request satisfies it. */
export interface SiteRequest {
  headers: Record<string, string | string[] | undefined>;
  query?: unknown;
}

const brandFiles = new JsonFileCache();

/** Every brand.json under `brandsDir` (folders starting with `_` hold defaults, not brands). */
export function loadBrands(brandsDir: string): BrandConfig[] {
  let folders: string[];
  try {
    folders = readdirSync(brandsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
  const brands: BrandConfig[] = [];
  for (const folder of folders) {
    const brand = withoutSchemaKey(brandFiles.read(join(brandsDir, folder, 'brand.json')));
    if (brand && typeof brand === 'object' && Array.isArray((brand as BrandConfig).hosts)) {
      brands.push(brand as BrandConfig);
    }
  }
  return brands;
}

function firstString(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstString(value[0]);
  return typeof value === 'string' ? value : undefined;
}

/** A cookie value, percent-decoded; a malformed encoding (`%E0%A4%A`) is no value rather than a crash. */
function decodedCookie(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The value of one cookie from a Cookie header. */
export function cookieValue(header: string | string[] | undefined, name: string): string | undefined {
  for (const part of (firstString(header) ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodedCookie(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** A valid `?geo=XX` override of the request, upper-cased, if any. */
export function geoOverride(request: SiteRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const geo = firstString(query?.['geo'])?.toUpperCase();
  return geo !== undefined && COUNTRY.test(geo) ? geo : undefined;
}

/**
 * Brand by Host with the runtime's own matching (exact host first, then `*.` patterns; an unknown
 * host is served by the brand that lists `localhost`, as a mirror, so it is never EE).
 * Country: `?geo=`, then the `sandbox_geo` cookie, then the host's `geo`, then its `country`,
 * then the brand's `defaultCountry`.
 */
export function resolveSite(request: SiteRequest, brands: readonly BrandConfig[]): Site {
  if (brands.length === 0) throw new Error('No brand.json found: the sandbox needs at least one brand.');
  // Only Host: X-Forwarded-Host is anyone's to send, and would pick the brand, licence and links.
  const host = requestHost(request);
  const { brand, entry, kind } = matchHost(brands, host);
  const cookieGeo = cookieValue(request.headers.cookie, GEO_COOKIE)?.toUpperCase();
  const country =
    geoOverride(request) ??
    (cookieGeo !== undefined && COUNTRY.test(cookieGeo) ? cookieGeo : undefined) ??
    entry?.geo ??
    entry?.country ??
    brand.defaultCountry;
  return {
    brand,
    host,
    hostKind: kind,
    mainProduction: kind === 'production',
    country,
    hostKnown: entry !== undefined,
  };
}

/** Appends a Set-Cookie header without dropping ones other hooks or plugins already set. */
export function appendSetCookie(reply: FastifyReply, cookie: string): void {
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...list, cookie]);
}

/** How often one unknown host is warned about: every request would flood the log under a scan. */
export const UNKNOWN_HOST_WARNING_INTERVAL_MS = 60_000;

/** Which unknown hosts are due a warning: each at once, then again after the interval. */
export class UnknownHostWarnings {
  private readonly last = new Map<string, number>();
  due(host: string, now = Date.now()): boolean {
    const at = this.last.get(host);
    if (at !== undefined && now - at < UNKNOWN_HOST_WARNING_INTERVAL_MS) return false;
    // Bounded: a scan with random Host headers must not grow it without end.
    if (this.last.size >= 1_000) this.last.clear();
    this.last.set(host, now);
    return true;
  }
}

/**
 * Decorates every request of `app` with `request.site`, and remembers a `?geo=XX` override in the
 * `sandbox_geo` cookie. Call it on the root instance before registering routes. Brands are re-read
 * when a brand.json changes.
 */
export function registerSite(app: FastifyInstance, brandsDir: string): void {
  app.decorateRequest('site', null as unknown as Site);
  const warned = new UnknownHostWarnings();
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    request.site = resolveSite(request, loadBrands(brandsDir));
    if (!request.site.hostKnown && warned.due(request.site.host)) {
      request.log.warn(
        `host "${request.site.host}" is listed by no brand: served by ${request.site.brand.id} as a mirror ` +
          `(add it to the hosts of a brand.json, or fix the DNS/proxy that sends it)`,
      );
    }
    const geo = geoOverride(request);
    if (geo !== undefined) {
      appendSetCookie(reply, `${GEO_COOKIE}=${geo}; Max-Age=${GEO_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`);
    }
  });
}
