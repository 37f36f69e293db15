// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer, type SandboxServer } from '../../tools/sandbox/server.ts';
import { PlayerAgent, registration } from '../../tools/sandbox/testing/player-agent.ts';
import { defaultLogLevel, REDACTED, redactText, redactUrl } from './server-log.ts';

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  [key: string]: unknown;
}

/** A log stream that keeps the raw text and the parsed lines. */
function collector() {
  const raw: string[] = [];
  return {
    stream: { write: (line: string) => void raw.push(line) },
    text: () => raw.join(''),
    lines: () => raw.map((line) => JSON.parse(line) as LogLine),
    clear: () => void raw.splice(0),
  };
}

describe('redactUrl', () => {
  it('replaces the value of every query parameter whose name holds "token"', () => {
    expect(redactUrl('/api/users/confirmation?confirmation_token=abc123&geo=DE')).toBe(
      `/api/users/confirmation?confirmation_token=${REDACTED}&geo=DE`,
    );
    expect(redactUrl('/new-password?x=1&reset_password_token=f00d#top')).toBe(
      `/new-password?x=1&reset_password_token=${REDACTED}#top`,
    );
    expect(redactUrl('/sandbox/outbox?token=s3cret')).toBe(`/sandbox/outbox?token=${REDACTED}`);
    expect(redactUrl('/x?Access_TOKEN=1&%74oken=2&a+token=3')).toBe(
      `/x?Access_TOKEN=${REDACTED}&%74oken=${REDACTED}&a+token=${REDACTED}`,
    );
  });

  it('keeps every other part of the URL as it is', () => {
    for (const url of [
      '/',
      '/pokies/all',
      '/x?geo=DE&l=de',
      '/x?token',
      '/x?a=%zz&b=token',
      '/token/a?b=c',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('redacts the same parameters quoted in free text', () => {
    expect(
      redactText('Reply was already sent in the "/confirmation?confirmation_token=abc&l=de" route'),
    ).toBe(`Reply was already sent in the "/confirmation?confirmation_token=${REDACTED}&l=de" route`);
    expect(redactText('nothing to hide at /pokies?page=2')).toBe('nothing to hide at /pokies?page=2');
  });
});

describe('defaultLogLevel', () => {
  it('is warn, info with CROUPIER_SANDBOX_LOG=1, silent in a test run unless the log is asked for', () => {
    expect(defaultLogLevel({})).toBe('warn');
    expect(defaultLogLevel({ CROUPIER_SANDBOX_LOG: '0' })).toBe('warn');
    expect(defaultLogLevel({ CROUPIER_SANDBOX_LOG: '1' })).toBe('info');
    expect(defaultLogLevel({ VITEST: 'true' })).toBe('silent');
    expect(defaultLogLevel({ VITEST: 'true', CROUPIER_SANDBOX_LOG: '1' })).toBe('info');
    expect(defaultLogLevel({ CROUPIER_LOG: '1' })).toBe('info');
  });
});

describe('the server log', () => {
  const log = collector();
  let server: SandboxServer;
  beforeAll(async () => {
    server = await buildServer({ memory: true, logger: { level: 'info', stream: log.stream } });
  }, 120_000);
  afterAll(async () => server?.close());

  it('logs each request and answer at info, without the secrets of the URL or the headers', async () => {
    log.clear();
    const adminToken = server.adminToken;
    await server.app.inject({ url: '/api/users/confirmation?confirmation_token=conf-secret-1&geo=DE' });
    await server.app.inject({
      url: `/sandbox/outbox?${new URLSearchParams({ token: adminToken })}`,
      headers: { accept: 'text/html' },
    });
    await server.app.inject({
      url: '/sandbox/outbox.json',
      headers: { authorization: `Bearer ${adminToken}`, cookie: 'croupier_sandbox_admin=cookie-secret-2' },
    });
    const incoming = log.lines().filter((line) => line.msg === 'incoming request');
    expect(incoming.map((line) => line.req?.url)).toEqual([
      `/api/users/confirmation?confirmation_token=${REDACTED}&geo=DE`,
      `/sandbox/outbox?token=${REDACTED}`,
      '/sandbox/outbox.json',
    ]);
    const completed = log.lines().filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => line.res?.statusCode)).toEqual([422, 200, 200]);
    for (const secret of ['conf-secret-1', adminToken, 'cookie-secret-2']) {
      expect(log.text()).not.toContain(secret);
    }
  });

  it('redacts the Authorization, Cookie and Set-Cookie headers and token parameters in messages', () => {
    log.clear();
    server.app.log.warn(
      {
        headers: { authorization: 'Bearer header-secret', cookie: 'sid=cookie-secret', accept: 'text/html' },
        reply: { headers: { 'set-cookie': 'sid=set-cookie-secret' } },
      },
      'see "/new-password?reset_password_token=message-secret"',
    );
    const [line] = log.lines();
    expect(line).toMatchObject({
      msg: `see "/new-password?reset_password_token=${REDACTED}"`,
      headers: { authorization: REDACTED, cookie: REDACTED, accept: 'text/html' },
      reply: { headers: { 'set-cookie': REDACTED } },
    });
    expect(log.text()).not.toMatch(/secret/);
  });

  it('warns with the host when it sends mail without links', async () => {
    log.clear();
    const { user } = registration();
    expect((await new PlayerAgent(server.app, 'evil.example').post('/api/users', { user })).status).toBe(201);
    expect(
      log.lines().filter((line) => line.level === 40 && !String(line.msg).includes('is listed by no brand')),
    ).toEqual([
      expect.objectContaining({
        host: 'evil.example',
        msg: 'mail sent without links: host "evil.example" is no brand host',
      }),
    ]);
  });
});

describe('the log level of buildServer', () => {
  const upstream = 'http://127.0.0.1:9';

  it('writes warnings but no request lines at warn', async () => {
    const log = collector();
    const server = await buildServer({ upstream, logger: { level: 'warn', stream: log.stream } });
    try {
      await server.app.inject({ url: '/sandbox/nothing?token=x' });
      expect(log.text()).toBe('');
      server.app.log.warn('a warning');
      expect(log.lines()).toEqual([expect.objectContaining({ level: 40, msg: 'a warning' })]);
    } finally {
      await server.close();
    }
  });

  it('is silent in tests by default, info with CROUPIER_SANDBOX_LOG=1', async () => {
    const quiet = await buildServer({ upstream });
    expect(quiet.app.log.level).toBe('silent');
    await quiet.close();
    vi.stubEnv('CROUPIER_SANDBOX_LOG', '1');
    const verbose = await buildServer({ upstream, logger: { stream: collector().stream } });
    expect(verbose.app.log.level).toBe('info');
    await verbose.close();
  });
});
