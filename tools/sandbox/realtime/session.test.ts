// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeHub } from './hub.ts';
import type { Disconnect } from './protocol.ts';
import { CentrifugoSession } from './session.ts';

const hub = new RealtimeHub('session-secret');

function openSession(pingIntervalSeconds = 0) {
  const frames: string[] = [];
  const closes: Disconnect[] = [];
  const session = new CentrifugoSession({
    hub,
    clientId: 'client-1',
    pingIntervalSeconds,
    transport: { send: (frame) => frames.push(frame), close: (disconnect) => closes.push(disconnect) },
  });
  const replies = () =>
    frames.flatMap((frame) => frame.split('\n').map((line) => JSON.parse(line) as unknown));
  return { session, frames, closes, replies };
}

const connectFrame = (token: string) => JSON.stringify({ id: 1, connect: { token } });

afterEach(() => {
  vi.useRealTimers();
});

describe('centrifugo session', () => {
  it('answers several commands sent in one frame with one frame, in order', () => {
    const { session, frames, replies } = openSession();
    session.handleFrame(
      [
        connectFrame(hub.tokenFor(42)),
        JSON.stringify({ id: 2, subscribe: { channel: 'public:wins' } }),
        JSON.stringify({ id: 3, subscribe: { channel: 'balance#42' } }),
      ].join('\n'),
    );
    expect(frames).toHaveLength(1);
    expect(replies()).toEqual([
      { id: 1, connect: { client: 'client-1', version: expect.any(String) } },
      { id: 2, subscribe: {} },
      { id: 3, subscribe: {} },
    ]);
    session.dispose();
  });

  it('announces its ping interval, pings, and keeps a client that answers with pong', () => {
    vi.useFakeTimers();
    const { session, frames, closes, replies } = openSession(25);
    session.handleFrame(connectFrame(hub.tokenFor(null)));
    expect(replies()[0]).toMatchObject({ connect: { ping: 25, pong: true } });
    for (let i = 0; i < 3; i += 1) {
      vi.advanceTimersByTime(25_000);
      expect(frames.at(-1)).toBe('{}');
      session.handleFrame('{}');
    }
    expect(closes).toEqual([]);
    session.dispose();
  });

  it('drops a client that does not answer a ping', () => {
    vi.useFakeTimers();
    const { session, closes } = openSession(25);
    session.handleFrame(connectFrame(hub.tokenFor(null)));
    vi.advanceTimersByTime(50_000);
    expect(closes).toEqual([{ code: 3012, reason: 'no pong' }]);
  });

  it('closes the connection as a bad request for commands before connect or broken JSON', () => {
    const early = openSession();
    early.session.handleFrame(JSON.stringify({ id: 1, subscribe: { channel: 'public:wins' } }));
    expect(early.closes).toEqual([{ code: 3501, reason: 'bad request' }]);

    const broken = openSession();
    broken.session.handleFrame(connectFrame(hub.tokenFor(null)));
    broken.session.handleFrame('{"id": 2, "subscribe": ');
    expect(broken.closes).toEqual([{ code: 3501, reason: 'bad request' }]);
  });

  it('sends the replies before the disconnect that ends a frame', () => {
    const { session, replies, closes } = openSession();
    session.handleFrame(
      [connectFrame(hub.tokenFor(null)), JSON.stringify({ id: 2, connect: {} })].join('\n'),
    );
    expect(replies()).toEqual([{ id: 1, connect: expect.any(Object) }]);
    expect(closes).toEqual([{ code: 3501, reason: 'bad request' }]);
  });

  it('rejects publishing, unknown channels and double subscriptions with protocol errors', () => {
    const { session, replies } = openSession();
    session.handleFrame(
      [
        connectFrame(hub.tokenFor(42)),
        JSON.stringify({ id: 2, publish: { channel: 'public:wins', data: {} } }),
        JSON.stringify({ id: 3, subscribe: { channel: 'public:chat' } }),
        JSON.stringify({ id: 4, subscribe: { channel: 'balance#42' } }),
        JSON.stringify({ id: 5, subscribe: { channel: 'balance#42' } }),
        JSON.stringify({ id: 6, history: { channel: 'balance#42' } }),
      ].join('\n'),
    );
    expect(replies().slice(1)).toEqual([
      { id: 2, error: { code: 103, message: 'permission denied' } },
      { id: 3, error: { code: 102, message: 'unknown channel' } },
      { id: 4, subscribe: {} },
      { id: 5, error: { code: 105, message: 'already subscribed' } },
      { id: 6, error: { code: 108, message: 'not available' } },
    ]);
    session.dispose();
  });

  it('delivers under the name the client subscribed with, including the notification-center namespace', () => {
    const { session, frames } = openSession();
    session.handleFrame(
      [
        connectFrame(hub.tokenFor(42)),
        JSON.stringify({ id: 2, subscribe: { channel: 'ws:croupier:balance#42' } }),
      ].join('\n'),
    );
    hub.publishPrivate(42, 'balance', { amount_cents: 1 });
    expect(JSON.parse(frames.at(-1) ?? '')).toEqual({
      push: { channel: 'ws:croupier:balance#42', pub: { data: { amount_cents: 1 } } },
    });
    session.dispose();
  });

  it('keeps a refreshed connection only for a valid token of the same player', () => {
    const same = openSession();
    same.session.handleFrame(connectFrame(hub.tokenFor(42)));
    same.session.handleFrame(JSON.stringify({ id: 2, refresh: { token: hub.tokenFor(42) } }));
    expect(same.replies()[1]).toEqual({
      id: 2,
      refresh: { client: 'client-1', version: expect.any(String), expires: false },
    });
    same.session.handleFrame(JSON.stringify({ id: 3, refresh: { token: hub.tokenFor(7) } }));
    expect(same.closes).toEqual([{ code: 3500, reason: 'invalid token' }]);
  });

  it('stops receiving publications once disposed', () => {
    const { session, frames } = openSession();
    session.handleFrame(
      [
        connectFrame(hub.tokenFor(null)),
        JSON.stringify({ id: 2, subscribe: { channel: 'public:wins' } }),
      ].join('\n'),
    );
    session.dispose();
    const before = frames.length;
    hub.publishPublic('wins', { n: 1 });
    expect(frames).toHaveLength(before);
    expect(session.isSubscribedTo('public:wins')).toBe(false);
  });
});
