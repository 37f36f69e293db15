// @vitest-environment node
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSandboxCommand } from './cli.ts';
import { RealtimeHub, type Publication } from './realtime/hub.ts';
import { realtimePlugin } from './realtime/plugin.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function runningSandbox() {
  const hub = new RealtimeHub('cli-secret');
  const published: Publication[] = [];
  hub.listen((publication) => published.push(publication));
  const app = Fastify();
  apps.push(app);
  await app.register(realtimePlugin, {
    hub,
    findUserIdByEmail: async (email) => (email === 'ann@example.com' ? 42 : null),
    winFeedIntervalMs: 0,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, published };
}

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: {
      out: (line: string) => void out.push(`${line}\n`),
      err: (line: string) => void err.push(`${line}\n`),
      cwd: process.cwd(),
    },
    out: () => out.join(''),
    err: () => err.join(''),
  };
}

describe('croupier sandbox push', () => {
  it("publishes the JSON on the player's channel of a running sandbox", async () => {
    const { url, published } = await runningSandbox();
    const { io, out } = capture();
    const code = await runSandboxCommand(
      ['push', 'ann@example.com', 'balance', '{"amount_cents":100}', '--url', url],
      io,
    );
    expect(code).toBe(0);
    expect(out()).toBe('Published on balance#42 (0 connections subscribed).\n');
    expect(published).toEqual([{ channel: 'balance#42', data: { amount_cents: 100 } }]);
  });

  it('reports an e-mail no player has and fails', async () => {
    const { url, published } = await runningSandbox();
    const { io, err } = capture();
    const code = await runSandboxCommand([`--url=${url}`, 'push', 'nobody@example.com', 'balance', '{}'], io);
    expect(code).toBe(1);
    expect(err()).toBe(
      'The sandbox refused the push (404): email: no player with e-mail nobody@example.com\n',
    );
    expect(published).toEqual([]);
  });

  it('reports a channel the sandbox does not have and fails', async () => {
    const { url } = await runningSandbox();
    const { io, err } = capture();
    expect(await runSandboxCommand(['push', 'ann@example.com', 'chat', '{}', '--url', url], io)).toBe(1);
    expect(err()).toContain('(422): channel: unknown channel "chat"');
  });

  it('refuses data that is not JSON without calling the sandbox', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const { io, err } = capture();
    expect(
      await runSandboxCommand(['push', 'ann@example.com', 'balance', '{amount: 1}'], { ...io, fetch }),
    ).toBe(2);
    expect(err()).toContain('The data is not JSON');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts to the default sandbox address when no --url is given', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ channel: 'balance#42', subscribers: 1 }),
    );
    const { io, out } = capture();
    expect(await runSandboxCommand(['push', 'ann@example.com', 'balance', '1'], { ...io, fetch })).toBe(0);
    expect(fetch).toHaveBeenCalledWith(
      'http://localhost:8080/sandbox/admin/push',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(out()).toBe('Published on balance#42 (1 connection subscribed).\n');
  });

  it('sends the admin token given with --token, or else the one of CROUPIER_SANDBOX_ADMIN_TOKEN', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ channel: 'balance#42', subscribers: 1 }),
    );
    const sent = () => new Headers(fetch.mock.lastCall?.[1]?.headers).get('authorization');
    const argv = ['push', 'ann@example.com', 'balance', '1'];
    const env = { CROUPIER_SANDBOX_ADMIN_TOKEN: 'from-env' };
    expect(await runSandboxCommand([...argv, '--token', 's3cret'], { ...capture().io, fetch, env })).toBe(0);
    expect(sent()).toBe('Bearer s3cret');
    expect(await runSandboxCommand(argv, { ...capture().io, fetch, env })).toBe(0);
    expect(sent()).toBe('Bearer from-env');
    expect(await runSandboxCommand(argv, { ...capture().io, fetch, env: {} })).toBe(0);
    expect(sent()).toBeNull();
  });

  it('says where to find the token when the sandbox asks for it', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ error: 'unauthorized' }, { status: 401 }),
    );
    const { io, err } = capture();
    expect(
      await runSandboxCommand(['push', 'ann@example.com', 'balance', '1'], { ...io, fetch, env: {} }),
    ).toBe(1);
    expect(err()).toBe(
      'The sandbox needs its admin token: --token <token> or CROUPIER_SANDBOX_ADMIN_TOKEN (printed at its start).\n',
    );
  });

  it('says so when no sandbox is running', async () => {
    const { url } = await runningSandbox();
    await apps[0]?.close();
    const { io, err } = capture();
    expect(await runSandboxCommand(['push', 'ann@example.com', 'balance', '{}', '--url', url], io)).toBe(1);
    expect(err()).toMatch(/^Cannot reach the sandbox at .* Is it running \(npm start\)\?\n$/);
  });

  it('shows the usage for missing arguments, unknown commands and options', async () => {
    for (const argv of [[], ['push', 'ann@example.com'], ['pull'], ['push', '--port', '1']]) {
      const { io, out, err } = capture();
      expect(await runSandboxCommand(argv, io)).toBe(2);
      expect(out() + err()).toContain('Usage: croupier sandbox <command>');
    }
    const { io, out } = capture();
    expect(await runSandboxCommand(['help'], io)).toBe(0);
    expect(out()).toContain('push <email> <channel> <json>');
  });
});
