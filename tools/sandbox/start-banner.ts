import { ADMIN_TOKEN_QUERY } from './http/admin-access.ts';
import { OUTBOX_PATH } from './outbox/outbox.ts';
import { ADMIN_PAGE_PATH } from './realtime/admin.ts';

export interface StartBannerInput {
  port: number;
  /** The token of the sandbox's tools: their links carry it, ready to open. */
  adminToken: string;
  /** CROUPIER_API_UPSTREAM: no local tools then. */
  upstream?: string;
  memory: boolean;
  dataDir: string;
  faults?: string;
}

/**
 * What `npm start` prints once the sandbox listens: the brands' hosts and, with the token in
 * them, the links of the admin page and the outbox (the only way to learn a token made at start).
 * @example console.info(startBanner({ port: 8080, adminToken, memory: true, dataDir }))
 */
export function startBanner(input: StartBannerInput): string {
  const base = (host: string) => `http://${host}:${input.port}`;
  const withToken = (path: string) =>
    `${base('localhost')}${path}?${ADMIN_TOKEN_QUERY}=${encodeURIComponent(input.adminToken)}`;
  return [
    'Croupier sandbox is running:',
    `  nova   ${base('nova.localhost')}   (mirror: ${base('nova-mirror.localhost')})`,
    `  lumen  ${base('lumen.localhost')}`,
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
