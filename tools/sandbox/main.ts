// Entry of `npm start` (after `vite build`): the sandbox casino in front of the built client.
import { resolve } from 'node:path';
import { buildServer, DEFAULT_PORT } from './server.ts';
import { parseCashoutDelay } from './payments/cashier.ts';
import { ADMIN_TOKEN_ENV } from './http/admin-access.ts';
import { startBanner } from './start-banner.ts';
import { brandsDir } from '../../server/site/brands-dir.ts';
import { loadBrands } from '../../server/site/resolve-site.ts';

const port = Number(process.env.PORT ?? DEFAULT_PORT);
const memory = process.env.CROUPIER_SANDBOX_MEMORY === '1';
const dataDir = resolve(process.env.CROUPIER_SANDBOX_DATA ?? '.sandbox/data');
const upstream = process.env.CROUPIER_API_UPSTREAM || undefined;

const server = await buildServer({
  memory,
  dataDir,
  brandsDir: brandsDir(),
  distDir: resolve('dist'),
  faults: process.env.SANDBOX_FAULTS || undefined,
  upstream,
  secret: process.env.CROUPIER_SANDBOX_SECRET || undefined,
  cashoutDelayMs: parseCashoutDelay(process.env.SANDBOX_CASHOUT_DELAY_MS),
  // Unset: a new random token each start, printed below.
  adminToken: process.env[ADMIN_TOKEN_ENV] || undefined,
  port,
  trustProxy: process.env.CROUPIER_TRUST_PROXY || undefined,
  // `npm start` sets production; NODE_ENV=development serves brands/ edits live (never in production).
  liveConfig: process.env.NODE_ENV === 'development',
  // `0`: /sw.js removes the worker and its caches from every browser that has it.
  serviceWorker: process.env.CROUPIER_SERVICE_WORKER !== '0',
  // No `logger`: warnings and errors on stdout, requests too with CROUPIER_SANDBOX_LOG=1.
});
await server.app.listen({ port, host: '0.0.0.0' });

console.info(
  startBanner({
    port,
    brands: loadBrands(brandsDir()),
    adminToken: server.adminToken,
    upstream,
    memory,
    dataDir,
    faults: process.env.SANDBOX_FAULTS || undefined,
  }),
);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.info(`${signal}: closing the sandbox…`);
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    server.app.log.error({ err: error }, 'the sandbox did not close cleanly');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
