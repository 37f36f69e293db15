import type { BrandConfig, BrandHost } from '../../schemas/brand.schema.ts';
import type { HostKind } from './types.ts';

/** The host that unknown hosts fall back to: the brand listing it serves them (DESIGN.md). */
export const FALLBACK_HOST = 'localhost';

/**
 * A host name as brands list it: lower case, without port or trailing dot.
 * @example normaliseHost('Nova.Localhost:5173') // 'nova.localhost'
 */
export function normaliseHost(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) {
    // IPv6 literal: the port, if any, follows the closing bracket.
    const end = name.indexOf(']');
    return end === -1 ? name : name.slice(0, end + 1);
  }
  const colon = name.indexOf(':');
  if (colon !== -1) name = name.slice(0, colon);
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/** Whether `host` (normalised) matches a brand host entry: exact, or `*.x` for any subdomain of x. */
export function hostMatches(pattern: string, host: string): boolean {
  const p = pattern.toLowerCase();
  if (p.startsWith('*.')) return host.endsWith(p.slice(1)) && host.length > p.length - 1;
  return p === host;
}

export interface HostMatch {
  brand: BrandConfig;
  /** The matching host entry, or undefined when the host is unknown and a fallback brand serves it. */
  entry: BrandHost | undefined;
  kind: HostKind;
}

/**
 * Finds the brand serving a host: an exact entry first (over every brand), then a `*.` pattern,
 * then the brand that lists `localhost`, then the first brand. Unknown hosts count as mirrors,
 * so that an unlisted domain can never run under the EE licence.
 */
export function matchHost(brands: readonly BrandConfig[], rawHost: string): HostMatch {
  const host = normaliseHost(rawHost);
  const first = brands[0];
  if (!first) throw new Error('resolveContext needs at least one brand');

  for (const exact of [true, false]) {
    for (const brand of brands) {
      const entry = brand.hosts.find((h) => h.host.startsWith('*.') !== exact && hostMatches(h.host, host));
      if (entry) return { brand, entry, kind: entry.kind };
    }
  }
  const fallback = brands.find((b) => b.hosts.some((h) => h.host === FALLBACK_HOST)) ?? first;
  return { brand: fallback, entry: undefined, kind: 'mirror' };
}
