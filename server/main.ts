// `croupier serve`: the production site server. It serves the built client, its pages and the PWA
// routes for every brand, and proxies the platform's API and socket to the upstream. It never loads
// the sandbox (tools/sandbox): server/no-sandbox-imports.test.ts walks its imports to be sure.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { CliIo } from '../tools/cli/io.ts';
import { createSiteServer, DEFAULT_PORT } from './create-site-server.ts';
import { brandsDir } from './site/brands-dir.ts';
import { loadBrands } from './site/resolve-site.ts';

/** Environment variable of the platform's base URL (what `--upstream` gives). */
export const UPSTREAM_ENV = 'CROUPIER_API_UPSTREAM';
/** Environment variable of the built client's folder (default `dist` in the working directory). */
export const DIST_DIR_ENV = 'CROUPIER_DIST_DIR';
export const SERVE_USAGE = 'croupier serve --upstream <url> [--port <n>]';

const EXIT_OK = 0;
const EXIT_USAGE = 2;

const HELP = `Usage: ${SERVE_USAGE}

The production site server: the built client (dist/, precompressed, /assets immutable), each
brand's pages by host, security headers and the PWA routes; the platform's API and real-time
socket are proxied to <url>. It keeps no state: run as many copies as needed behind any load
balancer.

Options:
  --upstream <url>  Base URL of the platform (default: $${UPSTREAM_ENV}); required.
  --port <n>        Port to listen on (default: $PORT, else ${DEFAULT_PORT}).

Environment:
  ${UPSTREAM_ENV}     the platform, when --upstream is not given
  PORT                      the port, when --port is not given
  CROUPIER_BRANDS_DIR       the brands folder (default brands/)
  ${DIST_DIR_ENV}         the built client (default dist/; dist-sw/ beside it)
  CROUPIER_TRUST_PROXY      addresses or CIDR ranges of the proxies in front of the server
  CROUPIER_SERVICE_WORKER   0: /sw.js removes the app's worker from every browser
  CROUPIER_LOG              1: a log line per request and per answer`;

export interface ServeSettings {
  upstream: string;
  port: number;
  distDir: string;
  brandsDir: string;
  trustProxy: string | undefined;
  serviceWorker: boolean;
}

/** The settings of `croupier serve` from its arguments and the environment, or what is wrong. */
export function serveSettings(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  cwd: string,
): ServeSettings | { error: string } {
  let upstream = env[UPSTREAM_ENV] || undefined;
  let port = env.PORT || undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg];
    const value = () => inline ?? argv[++i];
    if (name === '--upstream') upstream = value();
    else if (name === '--port') port = value();
    else return { error: `Unknown argument ${arg}` };
    if ((name === '--upstream' && !upstream) || (name === '--port' && !port)) {
      return { error: `${name} needs a value` };
    }
  }
  if (!upstream) {
    return {
      error:
        `no platform to serve: give its base URL with --upstream <url> or ${UPSTREAM_ENV} ` +
        '(the site server keeps no state; the platform serves the API, sessions and money)',
    };
  }
  let url: URL;
  try {
    url = new URL(upstream);
  } catch {
    return { error: `--upstream ${JSON.stringify(upstream)} is not a URL (e.g. https://platform.example)` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { error: `--upstream ${JSON.stringify(upstream)} must be an http or https URL` };
  }
  const portNumber = port === undefined ? DEFAULT_PORT : Number(port);
  if (!Number.isInteger(portNumber) || portNumber < 0 || portNumber > 65_535) {
    return { error: `--port must be a port number, not ${JSON.stringify(port)}` };
  }
  return {
    upstream,
    port: portNumber,
    distDir: resolve(cwd, env[DIST_DIR_ENV] || 'dist'),
    brandsDir: brandsDir(env, cwd),
    trustProxy: env.CROUPIER_TRUST_PROXY || undefined,
    serviceWorker: env.CROUPIER_SERVICE_WORKER !== '0',
  };
}

/** Builds the production site server of `settings` (not listening yet). */
export function createProductionServer(settings: ServeSettings): Promise<FastifyInstance> {
  return createSiteServer({
    brandsDir: settings.brandsDir,
    distDir: settings.distDir,
    upstream: settings.upstream,
    trustProxy: settings.trustProxy,
    serviceWorker: settings.serviceWorker,
    production: true,
    liveConfig: false,
  });
}

/**
 * Runs `croupier serve` (argv without the `serve` word): resolves to 0 once the server listens (it
 * then keeps the process alive until SIGTERM or SIGINT closes it), or to 2 when it cannot start.
 */
export async function runServe(argv: string[], io: CliIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(HELP);
    return EXIT_OK;
  }
  const settings = serveSettings(argv, io.env ?? process.env, io.cwd);
  if ('error' in settings) {
    io.err(`croupier serve: ${settings.error}\nUsage: ${SERVE_USAGE}`);
    return EXIT_USAGE;
  }
  if (!existsSync(join(settings.distDir, 'index.html'))) {
    io.err(
      `croupier serve: no built client in ${settings.distDir} (run npm run build, or set ${DIST_DIR_ENV})`,
    );
    return EXIT_USAGE;
  }
  const brands = loadBrands(settings.brandsDir);
  if (brands.length === 0) {
    io.err(`croupier serve: no brand.json under ${settings.brandsDir} (set CROUPIER_BRANDS_DIR)`);
    return EXIT_USAGE;
  }
  const app = await createProductionServer(settings);
  await app.listen({ port: settings.port, host: '0.0.0.0' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  io.out(
    `croupier serve: listening on port ${port}; ${brands.length} brand${brands.length === 1 ? '' : 's'}, ` +
      `API and socket proxied to ${settings.upstream}`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    io.out(`croupier serve: ${signal}, closing`);
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'the site server did not close cleanly');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  return EXIT_OK;
}

// Also runnable on its own: node --import tsx server/main.ts --upstream https://platform.example
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await runServe(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    cwd: process.cwd(),
  });
}
