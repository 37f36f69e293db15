import { describe, expect, it } from 'vitest';
import { supportChatKind } from './groups.ts';
import { needsSupportPopup, withChatMessage } from './support.ts';

describe('supportChatKind', () => {
  it.each([
    [[545], 'live'],
    [[1117, 545, 259], 'live'],
    [[], 'contact'],
    [[1117], 'contact'],
    // VIP players without the writable-chat group write to support like everyone else.
    [[257, 258, 259, 255, 759], 'contact'],
    [[5450, 54], 'contact'],
  ] as const)('gives a player in groups %j the %s chat', (groups, kind) => {
    expect(supportChatKind(groups)).toBe(kind);
  });
});

describe('needsSupportPopup', () => {
  it('opens the support popup for a player whose missing auth fields include the terms acceptance', () => {
    expect(needsSupportPopup({ auth_fields_missed: ['terms_acceptance'] })).toBe(true);
    expect(needsSupportPopup({ auth_fields_missed: ['country', 'terms_acceptance'] })).toBe(true);
  });

  it.each([null, undefined, {}, { auth_fields_missed: [] }, { auth_fields_missed: ['country'] }])(
    'does not open it for %j',
    (player) => {
      expect(needsSupportPopup(player)).toBe(false);
    },
  );
});

describe('withChatMessage', () => {
  const message = (id: number, text = `m${id}`) => ({ id, text });

  it('appends a new message and keeps the server order', () => {
    expect(withChatMessage([message(1), message(3)], message(2))).toEqual([
      message(1),
      message(2),
      message(3),
    ]);
    expect(withChatMessage(undefined, message(4))).toEqual([message(4)]);
  });

  it('does not add a message twice when the sender also hears it on the real-time channel', () => {
    const list = [message(1), message(2)];
    const next = withChatMessage(list, message(2, 'echo'));
    expect(next).toEqual(list);
    expect(next).not.toBe(list);
  });
});
