// Entry of `npm start` (after `vite build`): the sandbox casino in front of the built client.
import { resolve } from 'node:path';
import { buildServer, DEFAULT_PORT } from './server.ts';
import { parseCashoutDelay } from './payments/cashier.ts';

const port = Number(process.env.PORT ?? DEFAULT_PORT);
const memory = process.env.CROUPIER_SANDBOX_MEMORY === '1';
const dataDir = resolve(process.env.CROUPIER_SANDBOX_DATA ?? '.sandbox/data');
const upstream = process.env.CROUPIER_API_UPSTREAM || undefined;

const server = await buildServer({
  memory,
  dataDir,
  brandsDir: resolve('brands'),
  distDir: resolve('dist'),
  faults: process.env.SANDBOX_FAULTS || undefined,
  upstream,
  secret: process.env.CROUPIER_SANDBOX_SECRET || undefined,
  cashoutDelayMs: parseCashoutDelay(process.env.SANDBOX_CASHOUT_DELAY_MS),
  logger: process.env.CROUPIER_SANDBOX_LOG === '1',
  port,
  trustProxy: process.env.CROUPIER_TRUST_PROXY || undefined,
});
await server.app.listen({ port, host: '0.0.0.0' });

const base = (host: string) => `http://${host}:${port}`;
console.info(
  [
    'Croupier sandbox is running:',
    `  nova   ${base('nova.localhost')}   (mirror: ${base('nova-mirror.localhost')})`,
    `  lumen  ${base('lumen.localhost')}`,
    `  outbox ${base('localhost')}/sandbox/outbox`,
    upstream ? `  API and socket proxied to ${upstream}` : `  data   ${memory ? 'in memory' : dataDir}`,
    process.env.SANDBOX_FAULTS ? `  faults ${process.env.SANDBOX_FAULTS}` : '',
  ]
    .filter(Boolean)
    .join('\n'),
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
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
