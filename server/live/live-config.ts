import { readdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LIVE_EVENTS_PATH } from '../../runtime/dev/live-config-events.ts';
import { ConfigWatcher, type LiveConfigEvent, type ValidateConfigFiles } from './config-watcher.ts';

/** A comment line this often keeps proxies (Vite's among them) from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How soon a page reconnects after the stream dropped (a server restart). */
const RECONNECT_MS = 1_000;

export interface LiveConfigOptions {
  brandsDir: string;
  /** Default: the checks of `croupier validate` (tools/cli/validate), loaded on first use. */
  validate?: ValidateConfigFiles;
  debounceMs?: number;
}

/** The validation of `croupier validate`, paths relative to the folder holding brands/. */
export function validateLikeCli(brandsDir: string): ValidateConfigFiles {
  const loaded = Promise.all([
    import('../../tools/cli/validate/validate-files.ts'),
    import('../../widgets/index.ts'),
  ]);
  return async (files) => {
    const [{ validateFiles }, { widgets }] = await loaded;
    const result = await validateFiles({ cwd: dirname(brandsDir), targets: files, widgets, codeRoots: [] });
    return result.problems;
  };
}

function send(response: ServerResponse, event: LiveConfigEvent): void {
  response.write(`data: ${JSON.stringify(event)}\n\n`);
}

/**
 * Live configuration of the development server: watches brands/ (ConfigWatcher) and streams
 * its events to every open page on GET /__croupier/events. Never registered in production, where
 * the path answers 404 like any unknown one. The watcher and the streams end when the server closes.
 */
export async function registerLiveConfig(
  app: FastifyInstance,
  options: LiveConfigOptions,
): Promise<ConfigWatcher> {
  const pages = new Set<ServerResponse>();
  const validate = options.validate ?? validateLikeCli(options.brandsDir);
  const watcher = new ConfigWatcher({
    brandsDir: options.brandsDir,
    validate,
    debounceMs: options.debounceMs,
    log: { info: (message) => app.log.info(message), error: (message) => app.log.error(message) },
    onEvent: (event) => {
      for (const page of pages) send(page, event);
    },
  });
  await watcher.start();
  // The first check loads the validators and starts the CMS HTML check (seconds): done now, on a
  // brand and a CMS document, so that the first edit shows at once.
  const names = readdirSync(options.brandsDir, { recursive: true, encoding: 'utf8' });
  const samples = [
    names.find((name) => name.endsWith('brand.json')),
    names.find((name) => /cms[\\/]config[\\/][^\\/]+\.json$/.test(name)),
  ].flatMap((name) => (name ? [join(options.brandsDir, name)] : []));
  const warmUp =
    samples.length > 0 && !options.validate
      ? validate(samples).catch(() => undefined)
      : Promise.resolve(undefined);

  const heartbeat = setInterval(() => {
    for (const page of pages) page.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.get(LIVE_EVENTS_PATH, (request, reply) => {
    reply.hijack();
    const response = reply.raw;
    // The security headers the hooks set are the reply's: a hijacked answer writes them itself.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) response.setHeader(name, value);
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    response.write(`retry: ${RECONNECT_MS}\n\n`);
    send(response, { type: 'config-state', errors: watcher.errors() });
    pages.add(response);
    request.raw.on('close', () => pages.delete(response));
  });

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    watcher.close();
    for (const page of pages) page.end();
    pages.clear();
    // Nothing of the server may still be loading once it has closed.
    await warmUp;
    await watcher.settled();
  });
  return watcher;
}
