import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { PRIVATE_CHANNELS } from './channels.ts';
import { RealtimeHub, type Publication } from './hub.ts';
import { realtimePlugin } from './plugin.ts';

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function sandbox() {
  const hub = new RealtimeHub('admin-secret');
  const published: Publication[] = [];
  hub.listen((publication) => published.push(publication));
  const app = Fastify();
  await app.register(realtimePlugin, {
    hub,
    findUserIdByEmail: async (email) => (email === 'ann@example.com' ? 42 : null),
    winFeedIntervalMs: 0,
  });
  closers.push(() => app.close());
  const push = (payload: object) => app.inject({ method: 'POST', url: '/sandbox/admin/push', payload });
  return { app, published, push };
}

describe('admin push endpoint', () => {
  it('publishes on the private channel of the player with that e-mail', async () => {
    const { push, published } = await sandbox();
    const response = await push({ email: 'ann@example.com', channel: 'balance', data: { amount_cents: 5 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ channel: 'balance#42', subscribers: 0 });
    expect(published).toEqual([{ channel: 'balance#42', data: { amount_cents: 5 } }]);
  });

  it('answers 404 for an e-mail no player has, publishing nothing', async () => {
    const { push, published } = await sandbox();
    const response = await push({ email: 'nobody@example.com', channel: 'balance', data: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: { email: ['no player with e-mail nobody@example.com'] } });
    expect(published).toEqual([]);
  });

  it('answers 422 for a channel the sandbox does not have', async () => {
    const { push, published } = await sandbox();
    const response = await push({ email: 'ann@example.com', channel: 'chat', data: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { channel: ['unknown channel "chat"'] } });
    expect(published).toEqual([]);
  });

  it('answers 422 naming every missing field', async () => {
    const { push } = await sandbox();
    const response = await push({ channel: 'balance' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { data: ['is required'], email: ['is required'] } });
    const empty = await push({ email: 'ann@example.com', channel: '', data: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ errors: { channel: ['is required'] } });
  });

  it('publishes on a public channel without needing an e-mail', async () => {
    const { push, published } = await sandbox();
    const response = await push({ channel: 'public:jackpots_changes', data: { id: 1 } });
    expect(response.statusCode).toBe(200);
    expect(published).toEqual([{ channel: 'public:jackpots_changes', data: { id: 1 } }]);
  });
});

describe('admin page', () => {
  it('shows a form with the e-mail, every channel and a JSON field, posting to the push endpoint', async () => {
    const { app } = await sandbox();
    const response = await app.inject({ method: 'GET', url: '/sandbox/admin' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const document = new DOMParser().parseFromString(response.body, 'text/html');
    const options = [...document.querySelectorAll('#channel option')].map((option) =>
      option.getAttribute('value'),
    );
    expect(options).toEqual([...PRIVATE_CHANNELS, 'public:wins', 'public:jackpots_changes']);
    expect(document.querySelector('input#email[type=email]')).not.toBeNull();
    expect(document.querySelector('textarea#data')).not.toBeNull();
    expect(document.querySelector('label[for=data]')?.textContent).toBe('Data (JSON)');
    expect(response.body).toContain('fetch("/sandbox/admin/push"');
  });
});
