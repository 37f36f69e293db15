import { describe, expect, it } from 'vitest';
import { createActionKeys, randomUuid } from './action-keys.ts';
import { ApiError, NetworkError, TimeoutError } from './errors.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Action keys numbered key-1, key-2...; `sent` lists the key of every write, `send` fails with `failure`. */
function recorder() {
  let n = 0;
  const keys = createActionKeys(() => {
    n += 1;
    return `key-${n}`;
  });
  const sent: string[] = [];
  const send = (payload: unknown, failure?: unknown) =>
    keys.send(payload, async (key) => {
      sent.push(key);
      if (failure !== undefined) throw failure;
    });
  return { keys, sent, send };
}

const offline = () => new NetworkError(new TypeError('Failed to fetch'), { url: '/d', method: 'POST' });
const refused = () =>
  new ApiError({ url: '/d', method: 'POST', status: 422, statusText: 'Unprocessable Entity', body: {} });

describe('randomUuid', () => {
  it('uses the browser’s randomUUID where it exists', () => {
    expect(randomUuid({ randomUUID: () => '00000000-0000-4000-8000-000000000000' })).toBe(
      '00000000-0000-4000-8000-000000000000',
    );
  });

  it('makes a version-4 UUID from getRandomValues in browsers without randomUUID', () => {
    const id = randomUuid({ getRandomValues: <T extends ArrayBufferView | null>(array: T) => array });
    expect(id).toMatch(UUID_V4);
    expect(id).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('still makes distinct version-4 UUIDs without any crypto', () => {
    const ids = new Set(Array.from({ length: 50 }, () => randomUuid({})));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});

describe('createActionKeys', () => {
  it('gives each successful action a key of its own', async () => {
    const { sent, send } = recorder();
    await send({ amount: 50 });
    await send({ amount: 50 });
    expect(sent).toEqual(['key-1', 'key-2']);
  });

  it('sends the same key again when the player repeats an action that got no answer', async () => {
    for (const failure of [offline(), new TimeoutError(30_000, { url: '/d', method: 'POST' })]) {
      const { sent, send } = recorder();
      await expect(send({ amount: 50 }, failure)).rejects.toBe(failure);
      await send({ amount: 50 });
      expect(sent).toEqual(['key-1', 'key-1']);
    }
  });

  it('starts a new action after the server refused the previous one', async () => {
    const { sent, send } = recorder();
    await expect(send({ amount: 50 }, refused())).rejects.toBeInstanceOf(ApiError);
    await send({ amount: 50 });
    expect(sent).toEqual(['key-1', 'key-2']);
  });

  it('keeps the key after a 5xx or a "try again" answer: the write may still have run', async () => {
    for (const status of [500, 502, 503, 504, 408, 409, 425, 429]) {
      const { sent, send } = recorder();
      const failure = new ApiError({ url: '/d', method: 'POST', status, statusText: '', body: null });
      await expect(send({ amount: 50 }, failure)).rejects.toBe(failure);
      await send({ amount: 50 });
      expect(sent, `after ${status}`).toEqual(['key-1', 'key-1']);
    }
  });

  it('treats a server answer rethrown as its bare body as an answer too', async () => {
    const { sent, send } = recorder();
    await expect(send('BTC', { errors: { currency: ['not allowed'] } })).rejects.toBeTruthy();
    await send('BTC');
    expect(sent).toEqual(['key-1', 'key-2']);
  });

  it('gives a changed form a new key even when the previous send got no answer', async () => {
    const { sent, send } = recorder();
    await expect(send({ amount: 50 }, offline())).rejects.toBeInstanceOf(NetworkError);
    await send({ amount: 60 });
    expect(sent).toEqual(['key-1', 'key-2']);
  });

  it('reuses the key of an action still running when the same payload is sent again', async () => {
    const { keys, sent, send } = recorder();
    let finish: () => void = () => undefined;
    const first = keys.send(7, (key) => {
      sent.push(key);
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const second = send(7);
    finish();
    await Promise.all([first, second]);
    expect(sent).toEqual(['key-1', 'key-1']);
  });

  it('works for an action without a payload (a recall button)', async () => {
    const { sent, send } = recorder();
    await send(undefined);
    await send(undefined);
    expect(sent).toEqual(['key-1', 'key-2']);
  });
});
