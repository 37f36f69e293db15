import type { BrandConfig } from '../../schemas/brand.schema.ts';
import { ADMIN_TOKEN_QUERY } from './http/admin-access.ts';
import { OUTBOX_PATH } from './outbox/outbox.ts';
import { ADMIN_PAGE_PATH } from './realtime/admin.ts';

export interface StartBannerInput {
  port: number;
  /** The brands of brands/ (their brand.json): each is listed with its hosts. */
  brands: readonly Pick<BrandConfig, 'id' | 'hosts'>[];
  /** The token of the sandbox's tools: their links carry it, ready to open. */
  adminToken: string;
  /** CROUPIER_API_UPSTREAM: no local tools then. */
  upstream?: string;
  memory: boolean;
  dataDir: string;
  faults?: string;
}

/**
 * What `npm start` prints once the sandbox listens: each brand with its hosts as brand.json lists
 * them (kind, and country where set) and, with the token in them, the links of the admin page and
 * the outbox (the only way to learn a token made at start).
 * @example console.info(startBanner({ port: 8080, brands: loadBrands('brands'), adminToken, memory: true, dataDir }))
 */
export function startBanner(input: StartBannerInput): string {
  const base = (host: string) => `http://${host}:${input.port}`;
  const withToken = (path: string) =>
    `${base('localhost')}${path}?${ADMIN_TOKEN_QUERY}=${encodeURIComponent(input.adminToken)}`;
  const width = Math.max(6, ...input.brands.map((brand) => brand.id.length + 1));
  const brandLines = input.brands.flatMap((brand) =>
    brand.hosts.map((entry, index) => {
      // A `*.` pattern is not an address to open: it is listed as it is.
      const where = entry.host.startsWith('*.') ? entry.host : base(entry.host);
      const facts = [entry.kind, entry.country].filter(Boolean).join(', ');
      return `  ${(index === 0 ? brand.id : '').padEnd(width)} ${where}   (${facts})`;
    }),
  );
  return [
    'Croupier sandbox is running:',
    ...(brandLines.length > 0 ? brandLines : ['  no brand in brands/: every page fails']),
    '  (a host that no brand lists is served by the brand listing localhost, as a mirror, with a warning)',
    ...(input.upstream
      ? [`  API and socket proxied to ${input.upstream}`]
      : [
          `  admin  ${withToken(ADMIN_PAGE_PATH)}`,
          `  outbox ${withToken(OUTBOX_PATH)}`,
          `  data   ${input.memory ? 'in memory' : input.dataDir}`,
        ]),
    input.faults ? `  faults ${input.faults}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
