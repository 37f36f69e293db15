// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer, type SandboxServer } from '../sandbox/server.ts';
import type { Publication } from '../sandbox/realtime/hub.ts';
import { PlayerAgent } from '../sandbox/testing/player-agent.ts';
import { main, type CliIo } from './main.ts';

// `croupier sandbox push` end to end: the CLI's own entry, its real sandbox command, and a real
// sandbox listening on a port.
const ADMIN_TOKEN = 'cli-push-admin-token';
let server: SandboxServer;
let url: string;
let player: { id: number; email: string };
const published: Publication[] = [];

beforeAll(async () => {
  server = await buildServer({ memory: true, adminToken: ADMIN_TOKEN });
  const { user, player: signedUp } = await new PlayerAgent(server.app).signUp();
  player = { id: signedUp.id, email: user.email };
  server.hub.listen((publication) => published.push(publication));
  url = await server.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => server?.close());

/** Runs `croupier <argv>` as bin.mjs does, with its output captured. */
async function croupier(argv: string[], extra: Partial<CliIo> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    cwd: process.cwd(),
    ...extra,
  };
  const code = await main(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('croupier sandbox push', () => {
  it("publishes on the player's channel of the running sandbox with the admin token of the environment", async () => {
    published.length = 0;
    vi.stubEnv('CROUPIER_SANDBOX_ADMIN_TOKEN', ADMIN_TOKEN);
    const data = { currency: 'EUR', amount_cents: 5000 };
    const result = await croupier([
      'sandbox',
      'push',
      player.email,
      'balance',
      JSON.stringify(data),
      '--url',
      url,
    ]);
    expect(result).toEqual({
      code: 0,
      out: `Published on balance#${player.id} (0 connections subscribed).`,
      err: '',
    });
    expect(published).toEqual([{ channel: `balance#${player.id}`, data }]);
  });

  it('takes the token from --token too', async () => {
    published.length = 0;
    const result = await croupier(
      ['sandbox', 'push', 'anyone@example.com', 'public:wins', '{"amount_cents":1}', `--url=${url}`],
      { env: {} },
    );
    expect(result.code).toBe(1);
    const withToken = await croupier(
      [
        'sandbox',
        'push',
        'anyone@example.com',
        'public:wins',
        '{"amount_cents":1}',
        `--url=${url}`,
        '--token',
        ADMIN_TOKEN,
      ],
      { env: {} },
    );
    expect(withToken.code).toBe(0);
    expect(published).toEqual([{ channel: 'public:wins', data: { amount_cents: 1 } }]);
  });

  it('is refused with a wrong admin token, and nothing is published', async () => {
    published.length = 0;
    const result = await croupier(
      [
        'sandbox',
        'push',
        player.email,
        'balance',
        '{"amount_cents":1}',
        '--url',
        url,
        '--token',
        'wrong-token',
      ],
      { env: {} },
    );
    expect(result).toEqual({
      code: 1,
      out: '',
      err: 'The sandbox needs its admin token: --token <token> or CROUPIER_SANDBOX_ADMIN_TOKEN (printed at its start).',
    });
    expect(published).toEqual([]);
  });

  it('shows its usage for --help', async () => {
    const result = await croupier(['sandbox', 'push', '--help']);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Usage: croupier sandbox <command>');
    expect(result.err).toBe('');
  });
});
