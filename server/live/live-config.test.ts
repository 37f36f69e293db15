import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type SandboxServer } from '../../tools/sandbox/server.ts';
import type { LiveConfigEvent } from './config-watcher.ts';
import { LIVE_EVENTS_PATH } from '../../runtime/dev/live-config-events.ts';

describe('GET /__croupier/events in production', () => {
  it('is absent: 404, even when live configuration is asked for', async () => {
    const server = await buildServer({ memory: true, production: true, liveConfig: true });
    try {
      const response = await server.app.inject({ method: 'GET', url: LIVE_EVENTS_PATH });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    } finally {
      await server.close();
    }
  }, 60_000);
});

/** The events of one stream, as they arrive. */
function openStream(url: string): Promise<{ events: LiveConfigEvent[]; response: IncomingMessage }> {
  return new Promise((done, fail) => {
    get(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      const events: LiveConfigEvent[] = [];
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data) events.push(JSON.parse(data) as LiveConfigEvent);
        }
      });
      done({ events, response });
    }).on('error', fail);
  });
}

async function eventAt(events: LiveConfigEvent[], index: number): Promise<LiveConfigEvent> {
  const deadline = Date.now() + 20_000;
  while (events.length <= index) {
    if (Date.now() > deadline) throw new Error(`no event ${index}; got ${JSON.stringify(events)}`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
  return events[index]!;
}

describe('live configuration of a development server', () => {
  let root: string;
  let server: SandboxServer;
  let base: string;
  const banners = () => join(root, 'brands', '_base', 'cms', 'config', 'banners-config.json');

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'croupier-live-server-'));
    cpSync(resolve('brands'), join(root, 'brands'), { recursive: true });
    server = await buildServer({
      memory: true,
      production: false,
      liveConfig: true,
      brandsDir: join(root, 'brands'),
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    base = `http://127.0.0.1:${address.port}`;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it('streams the state, a broken edit as croupier validate reports it, and its fix', async () => {
    const { events, response } = await openStream(`${base}${LIVE_EVENTS_PATH}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(await eventAt(events, 0)).toEqual({ type: 'config-state', errors: [] });

    const good = readFileSync(banners(), 'utf8');
    const config = async () =>
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/fe/config/banners-config',
          headers: { host: 'localhost' },
        })
      ).json();
    const before = await config();

    writeFileSync(banners(), good.replace('"banners"', '"banners-typo"'));
    const error = await eventAt(events, 1);
    expect(error.type).toBe('config-error');
    const problems = error.type === 'config-error' ? error.errors : [];
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatchObject({
      file: 'brands/_base/cms/config/banners-config.json',
      line: expect.any(Number),
    });
    expect(problems.map((p) => p.rule).join(' ')).toMatch(/schema|required|additional/);
    // The last good version is what the API still serves.
    expect(await config()).toEqual(before);

    writeFileSync(banners(), good);
    expect(await eventAt(events, 2)).toEqual({
      type: 'config-changed',
      files: ['brands/_base/cms/config/banners-config.json'],
    });
    // A page that connects now hears of no problem.
    const late = await openStream(`${base}${LIVE_EVENTS_PATH}`);
    expect(await eventAt(late.events, 0)).toEqual({ type: 'config-state', errors: [] });
    late.response.destroy();
    response.destroy();
  }, 60_000);
});
