import { describe, expect, it } from 'vitest';
import { parseGameMessage } from './use-game-messages.ts';

describe('parseGameMessage', () => {
  it.each([
    [{ type: 'refresh_user' }, { type: 'refresh_user' }],
    [{ type: 'close' }, { type: 'close' }],
    [
      { type: 'redirect', url: '/deposit' },
      { type: 'redirect', url: '/deposit' },
    ],
    [{ type: 'redirect', url: 'https://evil.example/' }, null],
    [{ type: 'redirect', url: '//evil.example/' }, null],
    [{ type: 'redirect', url: '/%2f%2fevil.example/' }, null],
    [{ type: 'redirect', url: '/\t/evil.example/' }, null],
    [{ type: 'redirect', url: '/..//evil.example/' }, null],
    [{ type: 'redirect' }, null],
    [{ type: 'open_cashier' }, null],
    ['refresh_user', null],
    [null, null],
  ])('%j → %j', (data, message) => {
    expect(parseGameMessage(data)).toEqual(message);
  });
});
