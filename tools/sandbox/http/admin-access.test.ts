// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type SandboxServer } from '../server.ts';
import { startBanner } from '../start-banner.ts';
import { PlayerAgent } from '../testing/player-agent.ts';
import { ADMIN_TOKEN_COOKIE, sameToken } from './admin-access.ts';

const html = { accept: 'text/html,application/xhtml+xml' };
const TOOLS = ['/sandbox/admin', '/sandbox/outbox', '/sandbox/outbox.json', '/sandbox/admin/cashouts'];

describe('the sandbox admin and outbox', () => {
  let server: SandboxServer;
  const bearer = () => ({ authorization: `Bearer ${server.adminToken}` });

  beforeAll(async () => {
    server = await buildServer({ memory: true, cashoutDelayMs: null });
  }, 120_000);
  afterAll(() => server.close());

  it('answers 401 without the token: JSON to a call, a page that says where to find it to a browser', async () => {
    const agent = new PlayerAgent(server.app);
    for (const url of TOOLS) {
      const call = await agent.get(url);
      expect({ url, status: call.status }).toEqual({ url, status: 401 });
      expect(call.body).toMatchObject({ error: 'unauthorized' });
      expect(call.headers['www-authenticate']).toMatch(/^Bearer /);
    }
    const page = await agent.get('/sandbox/outbox', html);
    expect(page.status).toBe(401);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Open the link the sandbox printed when it started');
    // Its style runs under the CSP of its answer.
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(page.text).toContain(`<style nonce="${nonce}">`);
    const push = await agent.post('/sandbox/admin/push', {
      email: 'x@example.com',
      channel: 'balance',
      data: {},
    });
    expect(push.status).toBe(401);
  });

  it('refuses a wrong token wherever it is given, and a path spelled with escapes', async () => {
    const agent = new PlayerAgent(server.app);
    expect((await agent.get('/sandbox/outbox.json', { authorization: 'Bearer nope' })).status).toBe(401);
    expect((await agent.get('/sandbox/outbox?token=nope', html)).status).toBe(401);
    expect((await agent.get('/sandbox/outbox.json', { cookie: `${ADMIN_TOKEN_COOKIE}=nope` })).status).toBe(
      401,
    );
    expect((await agent.get('/sandbox/%61dmin/cashouts')).status).toBe(401);
  });

  it('works with the token as a Bearer header', async () => {
    const agent = new PlayerAgent(server.app);
    const mails = await agent.get('/sandbox/outbox.json', bearer());
    expect(mails.status).toBe(200);
    expect(Array.isArray(mails.body)).toBe(true);
    const cashouts = await agent.get('/sandbox/admin/cashouts', bearer());
    expect(cashouts.status).toBe(200);
  });

  it('opens a page with ?token= and keeps it open in a strict, script-proof cookie for its own calls', async () => {
    const agent = new PlayerAgent(server.app);
    const page = await agent.get(`/sandbox/admin?token=${encodeURIComponent(server.adminToken)}`, html);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Sandbox admin</h1>');
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(page.text).toContain(`<script nonce="${nonce}">`);
    const cookie = [page.headers['set-cookie']]
      .flat()
      .find((line) => String(line).startsWith(ADMIN_TOKEN_COOKIE));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/sandbox/);
    // The page's push form and cashier table, and the outbox, work with the cookie alone.
    expect((await agent.get('/sandbox/admin/cashouts')).status).toBe(200);
    const push = await agent.post('/sandbox/admin/push', {
      channel: 'public:wins',
      data: { amount_cents: 1 },
    });
    expect(push.status).toBe(200);
    expect((await agent.get('/sandbox/outbox', html)).status).toBe(200);
  });

  it('makes a random token of its own when none is set', () => {
    expect(server.adminToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('compares tokens whatever their length', () => {
    expect(sameToken('abc', 'abc')).toBe(true);
    expect(sameToken('abc', 'abd')).toBe(false);
    expect(sameToken('', 'abc')).toBe(false);
    expect(sameToken('abc'.repeat(100), 'abc')).toBe(false);
  });
});

describe('the sandbox admin in production mode', () => {
  let server: SandboxServer;

  beforeAll(async () => {
    // Behind a proxy on loopback, which passes on whatever X-Forwarded-Host a client sends.
    server = await buildServer({
      memory: true,
      production: true,
      adminToken: 'fixed-admin-token',
      trustProxy: '127.0.0.1',
    });
  }, 120_000);
  afterAll(() => server.close());

  it('takes the token it was given (CROUPIER_SANDBOX_ADMIN_TOKEN)', () => {
    expect(server.adminToken).toBe('fixed-admin-token');
  });

  it('serves the tools on a main production host, with the token', async () => {
    const agent = new PlayerAgent(server.app, 'nova.localhost');
    expect((await agent.get('/sandbox/outbox.json')).status).toBe(401);
    const mails = await agent.get('/sandbox/outbox.json', { authorization: 'Bearer fixed-admin-token' });
    expect(mails.status).toBe(200);
  });

  it('does not have them on a mirror, betting or unknown host, token or not', async () => {
    for (const host of [
      'nova-mirror.localhost',
      'de.nova.localhost',
      'sport.nova.localhost',
      'elsewhere.example',
    ]) {
      const agent = new PlayerAgent(server.app, host);
      for (const url of TOOLS) {
        const response = await agent.get(url, { authorization: 'Bearer fixed-admin-token' });
        expect({ host, url, status: response.status }).toEqual({ host, url, status: 404 });
        expect(response.body).toEqual({ error: 'not_found' });
      }
    }
  });

  it('goes by the Host header alone behind a trusted proxy: X-Forwarded-Host opens nothing on a mirror', async () => {
    const token = { authorization: 'Bearer fixed-admin-token' };
    const viaProxy = (host: string) => new PlayerAgent(server.app, host, '127.0.0.1');
    const forged = await viaProxy('nova-mirror.localhost').get('/sandbox/outbox.json', {
      ...token,
      'x-forwarded-host': 'nova.localhost',
    });
    expect(forged.status).toBe(404);
    const real = await viaProxy('nova.localhost').get('/sandbox/outbox.json', {
      ...token,
      'x-forwarded-host': 'nova-mirror.localhost',
    });
    expect(real.status).toBe(200);
  });
});

describe('the start banner', () => {
  it("lists each brand's hosts from its brand.json, not a list of its own", () => {
    const banner = startBanner({
      port: 8080,
      brands: [
        {
          id: 'nova',
          hosts: [
            { host: 'nova.localhost', kind: 'production', geo: 'CA' },
            { host: 'ee.nova.localhost', kind: 'production', country: 'EE' },
          ],
        },
        { id: 'acme', hosts: [{ host: '*.acme.localhost', kind: 'mirror' }] },
      ],
      adminToken: 't',
      memory: true,
      dataDir: '/data',
    });
    expect(banner).toContain('  nova   http://nova.localhost:8080   (production)');
    expect(banner).toContain('         http://ee.nova.localhost:8080   (production, EE)');
    expect(banner).toContain('  acme   *.acme.localhost   (mirror)');
    expect(banner).not.toContain('lumen');
  });

  it('prints ready-to-open links of the admin page and the outbox, with the token', () => {
    const banner = startBanner({
      port: 8080,
      brands: [],
      adminToken: 'a+b/c',
      memory: true,
      dataDir: '/data',
    });
    expect(banner).toContain('admin  http://localhost:8080/sandbox/admin?token=a%2Bb%2Fc');
    expect(banner).toContain('outbox http://localhost:8080/sandbox/outbox?token=a%2Bb%2Fc');
  });

  it('has no tool links when the API is a real platform', () => {
    const banner = startBanner({
      port: 8080,
      brands: [],
      adminToken: 't',
      upstream: 'https://api.example',
      memory: false,
      dataDir: '/data',
    });
    expect(banner).toContain('API and socket proxied to https://api.example');
    expect(banner).not.toContain('token=');
  });
});
