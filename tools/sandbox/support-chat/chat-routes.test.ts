// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../runtime/api/support-chat.ts';
import type { Publication } from '../realtime/hub.ts';
import { buildServer, type SandboxServer } from '../server.ts';
import { databaseSnapshot } from '../testing/database-snapshot.ts';
import { PlayerAgent } from '../testing/player-agent.ts';
import { CHAT_MESSAGE_RULE } from './chat-routes.ts';

const MESSAGES = '/api/support_chat/messages';
const WRITABLE_CHAT = 545;

let server: SandboxServer;
const published: Publication[] = [];
beforeAll(async () => {
  server = await buildServer({ memory: true });
  server.hub.listen((publication) => published.push(publication));
}, 120_000);
afterAll(async () => server?.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${server.adminToken}` },
    ...(payload ? { payload } : {}),
  });

/** A fresh signed-in player, put in the groups by the back office (the admin endpoint). */
async function playerIn(groups: number[]) {
  const agent = new PlayerAgent(server.app);
  const { player } = await agent.signUp();
  if (groups.length > 0) {
    const changed = await admin('POST', '/sandbox/admin/player', {
      email: player.email,
      groups: { add: groups },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  }
  return { agent, player };
}

let keys = 0;
/** A player's message, with an Idempotency-Key as the client sends it. */
const send = (agent: PlayerAgent, body: object, key = `chat-key-${++keys}`) =>
  agent.post<ChatMessage>(MESSAGES, body, { 'idempotency-key': key });
/** A message without a key: a refused one then leaves no stored answer behind either. */
const sendBare = (agent: PlayerAgent, body: object) => agent.post<ChatMessage>(MESSAGES, body);

const snapshot = async () => databaseSnapshot(server.db!);

describe('the live support chat', () => {
  it('starts a conversation with the first message, continues it, and lists it oldest first', async () => {
    const { agent, player } = await playerIn([WRITABLE_CHAT]);
    published.length = 0;
    const first = await send(agent, { text: '  Hello, my deposit is missing  ' });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ author: 'player', text: 'Hello, my deposit is missing' });
    const conversation = first.body.conversation;
    expect(conversation).toMatch(/^[0-9a-f-]{36}$/);
    const second = await send(agent, { text: 'It was 50 EUR', conversation });
    expect(second.status).toBe(201);
    expect(second.body.conversation).toBe(conversation);

    const history = await agent.get<ChatMessage[]>(`${MESSAGES}?conversation=${conversation}`);
    expect(history.status).toBe(200);
    expect(history.body.map((message) => message.text)).toEqual([
      'Hello, my deposit is missing',
      'It was 50 EUR',
    ]);
    // Each message also goes out on the player's own channel, for their other open pages.
    expect(published).toEqual([
      { channel: `support_chat#${player.id}`, data: first.body },
      { channel: `support_chat#${player.id}`, data: second.body },
    ]);
  });

  it("delivers the operator's reply into the player's newest conversation, on the player's channel", async () => {
    const { agent, player } = await playerIn([WRITABLE_CHAT]);
    const { body: sent } = await send(agent, { text: 'Can I raise my limit?' });
    published.length = 0;
    const reply = await admin('POST', '/sandbox/admin/support-chat/reply', {
      email: player.email.toUpperCase(),
      text: 'Yes, from the Limits tab of your profile.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const message = reply.json<ChatMessage>();
    expect(message).toMatchObject({ author: 'operator', conversation: sent.conversation });
    expect(published).toEqual([{ channel: `support_chat#${player.id}`, data: message }]);
    const history = await agent.get<ChatMessage[]>(`${MESSAGES}?conversation=${sent.conversation}`);
    expect(history.body.map((entry) => entry.author)).toEqual(['player', 'operator']);

    const desk = await admin('GET', `/sandbox/admin/support-chat?email=${encodeURIComponent(player.email)}`);
    expect(desk.json()).toEqual({ conversation: sent.conversation, messages: history.body });
  });

  it("never shows a player another player's conversation", async () => {
    const ann = await playerIn([WRITABLE_CHAT]);
    const bob = await playerIn([WRITABLE_CHAT]);
    const { body: annMessage } = await send(ann.agent, { text: 'My private question' });
    const peek = await bob.agent.get(`${MESSAGES}?conversation=${annMessage.conversation}`);
    expect(peek.status).toBe(404);
    expect(peek.text).not.toContain('My private question');

    const before = await snapshot();
    const intrude = await sendBare(bob.agent, { text: 'Hi Ann', conversation: annMessage.conversation });
    expect(intrude.status).toBe(422);
    expect(intrude.body).toMatchObject({ errors: { conversation: ['is not one of your conversations'] } });
    expect(await snapshot()).toBe(before);
  });

  it('answers the same message once for a repeated Idempotency-Key', async () => {
    const { agent } = await playerIn([WRITABLE_CHAT]);
    const first = await send(agent, { text: 'Are you there?' }, 'same-key');
    const again = await send(agent, { text: 'Are you there?' }, 'same-key');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const history = await agent.get<ChatMessage[]>(`${MESSAGES}?conversation=${first.body.conversation}`);
    expect(history.body).toHaveLength(1);
  });

  it('refuses players outside the live-chat group and guests, keeping nothing', async () => {
    const { agent } = await playerIn([]);
    const before = await snapshot();
    const refused = await sendBare(agent, { text: 'Hello' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'forbidden' });
    const guest = new PlayerAgent(server.app);
    expect((await sendBare(guest, { text: 'Hello' })).status).toBe(401);
    expect((await guest.get(`${MESSAGES}?conversation=abc`)).status).toBe(401);
    expect(await snapshot()).toBe(before);
  });

  it.each([
    ['no text', {}, 400],
    ['a number as text', { text: 5 }, 400],
    ['an unknown field', { text: 'Hi', urgent: true }, 400],
    ['a malformed conversation id', { text: 'Hi', conversation: "x' OR 1=1 --" }, 400],
    ['text over 2000 characters', { text: 'x'.repeat(2001) }, 400],
    ['blank text', { text: '   \n ' }, 422],
    ['a conversation that does not exist', { text: 'Hi', conversation: 'no-such-conversation' }, 422],
  ])('answers a message with %s with %i and keeps nothing', async (_name, body, status) => {
    const { agent } = await playerIn([WRITABLE_CHAT]);
    const before = await snapshot();
    const response = await sendBare(agent, body);
    expect(response.status, response.text).toBe(status);
    expect(response.body).toMatchObject({ error: expect.any(String) });
    expect(await snapshot()).toBe(before);
  });

  it('answers a history request without a valid conversation with 400, and an unknown one with 404', async () => {
    const { agent } = await playerIn([WRITABLE_CHAT]);
    expect((await agent.get(MESSAGES)).status).toBe(400);
    expect((await agent.get(`${MESSAGES}?conversation=a%20b`)).status).toBe(400);
    expect((await agent.get(`${MESSAGES}?conversation=abc&page=2`)).status).toBe(400);
    expect((await agent.get(`${MESSAGES}?conversation=abc`)).status).toBe(404);
  });

  it('limits how many messages a player sends a minute, keeping none over the limit', async () => {
    const { agent } = await playerIn([WRITABLE_CHAT]);
    const { body: first } = await send(agent, { text: 'Message 1' });
    for (let n = 2; n <= CHAT_MESSAGE_RULE.max; n++) {
      const sent = await send(agent, { text: `Message ${n}`, conversation: first.conversation });
      expect(sent.status).toBe(201);
    }
    const before = await snapshot();
    const over = await send(agent, { text: 'One too many', conversation: first.conversation });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ error: 'rate_limited' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await snapshot()).toBe(before);
    // Another player's budget is their own.
    const other = await playerIn([WRITABLE_CHAT]);
    expect((await send(other.agent, { text: 'Hello' })).status).toBe(201);
  });

  it('keeps the operator endpoints to the admin token and refuses bad replies', async () => {
    const { agent, player } = await playerIn([WRITABLE_CHAT]);
    const noToken = await server.app.inject({
      method: 'POST',
      url: '/sandbox/admin/support-chat/reply',
      payload: { email: player.email, text: 'Hi' },
    });
    expect(noToken.statusCode).toBe(401);
    const notYet = await admin('POST', '/sandbox/admin/support-chat/reply', {
      email: player.email,
      text: 'Hi',
    });
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json()).toMatchObject({ errors: { conversation: ['the player has not written yet'] } });
    const unknown = await admin('POST', '/sandbox/admin/support-chat/reply', {
      email: 'nobody@example.com',
      text: 'Hi',
    });
    expect(unknown.statusCode).toBe(404);
    await send(agent, { text: 'Hello' });
    expect(
      (await admin('POST', '/sandbox/admin/support-chat/reply', { email: player.email })).statusCode,
    ).toBe(400);
    expect(
      (await admin('POST', '/sandbox/admin/support-chat/reply', { email: player.email, text: ' ' }))
        .statusCode,
    ).toBe(422);
    const other = await playerIn([WRITABLE_CHAT]);
    const { body: theirs } = await send(other.agent, { text: 'Mine' });
    const crossed = await admin('POST', '/sandbox/admin/support-chat/reply', {
      email: player.email,
      text: 'Hi',
      conversation: theirs.conversation,
    });
    expect(crossed.statusCode).toBe(422);
  });
});
