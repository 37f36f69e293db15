// @vitest-environment node
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { FAULT_ERROR_BODY, faultsPlugin, type FaultsPluginOptions } from './plugin.ts';
import { FaultSpecError } from './spec.ts';

const GAMES = {
  games: [
    { id: 1, title: 'Hot Sevens' },
    { id: 2, title: 'Pearl Diver' },
  ],
};

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function sandbox(options: FaultsPluginOptions) {
  const app = Fastify();
  apps.push(app);
  // Registered before the faults: fault mode must reach routes whatever the order.
  app.get('/api/early', async () => ({ early: true }));
  await app.register(faultsPlugin, options);
  app.post('/api/games_filter', async () => GAMES);
  app.get('/api/player', async () => ({ id: 42 }));
  app.get('/assets/app.js', async (_request, reply) => reply.type('text/javascript').send('console.log(1)'));
  app.get('/sandbox/admin', async () => ({ admin: true }));
  await app.ready();
  return app;
}

describe('fault mode', () => {
  it('adds latency to API calls but not to static files or sandbox pages', async () => {
    const app = await sandbox({ spec: 'latency=300' });
    const started = performance.now();
    const api = app
      .inject('/api/player')
      .then((response) => ({ response, elapsed: performance.now() - started }));
    const first = await Promise.race([
      app.inject('/assets/app.js').then(() => 'static file'),
      app.inject('/sandbox/admin').then(() => 'sandbox page'),
      api.then(() => 'api call'),
    ]);
    expect(first).not.toBe('api call');
    const { response, elapsed } = await api;
    expect(response.json()).toEqual({ id: 42 });
    expect(elapsed).toBeGreaterThanOrEqual(290);
  });

  it('answers 503 with a JSON body at an error rate of 1', async () => {
    const app = await sandbox({ spec: 'error_rate=1' });
    const response = await app.inject({ method: 'POST', url: '/api/games_filter', payload: {} });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual(FAULT_ERROR_BODY);
    expect((await app.inject('/api/early')).statusCode).toBe(503);
    expect((await app.inject('/assets/app.js')).statusCode).toBe(200);
    expect((await app.inject('/sandbox/admin')).statusCode).toBe(200);
  });

  it('drops the connection without an answer', async () => {
    const app = await sandbox({ spec: 'drop=1' });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    await expect(fetch(`${base}/api/player`)).rejects.toThrow();
    const page = await fetch(`${base}/assets/app.js`);
    expect(page.status).toBe(200);
  });

  it('answers 200 with the real body cut short, so it cannot be parsed', async () => {
    const app = await sandbox({ spec: 'malformed=1' });
    const response = await app.inject({ method: 'POST', url: '/api/games_filter', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(JSON.stringify(GAMES).startsWith(response.body)).toBe(true);
    expect(response.body.length).toBeGreaterThan(0);
    expect(() => JSON.parse(response.body)).toThrow();
  });

  it('disturbs only the path a path section names', async () => {
    const app = await sandbox({ spec: '/api/games_filter:error_rate=1' });
    expect((await app.inject({ method: 'POST', url: '/api/games_filter', payload: {} })).statusCode).toBe(
      503,
    );
    expect((await app.inject('/api/player')).statusCode).toBe(200);
  });

  it('disturbs the same requests again for the same seed', async () => {
    const statuses = async (seed: number) => {
      const app = await sandbox({ spec: 'error_rate=0.5', seed });
      const codes: number[] = [];
      for (let i = 0; i < 20; i += 1) codes.push((await app.inject('/api/player')).statusCode);
      return codes;
    };
    const first = await statuses(7);
    expect(await statuses(7)).toEqual(first);
    expect(first).toContain(200);
    expect(first).toContain(503);
  });

  it('leaves every call alone without a spec', async () => {
    const app = await sandbox({ spec: '', random: () => 0 });
    expect((await app.inject('/api/player')).json()).toEqual({ id: 42 });
  });

  it('refuses to start with a bad spec', async () => {
    const app = Fastify();
    apps.push(app);
    await expect(app.register(faultsPlugin, { spec: 'error_rate=2' }).ready()).rejects.toThrow(
      FaultSpecError,
    );
  });
});
