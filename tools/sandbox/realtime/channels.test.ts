import { describe, expect, it } from 'vitest';
import { PRIVATE_CHANNELS, resolveChannel } from './channels.ts';

describe('resolveChannel', () => {
  it('serves the two public channels under public: and the notification-center namespace', () => {
    expect(resolveChannel('public:wins')).toEqual({
      kind: 'public',
      name: 'wins',
      hubChannel: 'public:wins',
    });
    expect(resolveChannel('ws:croupier:jackpots_changes')).toEqual({
      kind: 'public',
      name: 'jackpots_changes',
      hubChannel: 'public:jackpots_changes',
    });
  });

  it('serves every private channel of spec §7 for a numeric user', () => {
    for (const name of PRIVATE_CHANNELS) {
      expect(resolveChannel(`${name}#12`)).toEqual({
        kind: 'private',
        name,
        user: '12',
        hubChannel: `${name}#12`,
      });
    }
    expect(PRIVATE_CHANNELS).toHaveLength(17);
  });

  it('accepts the legacy $ mark of server-authorised channels', () => {
    expect(resolveChannel('$analytics#5')).toMatchObject({ name: 'analytics', hubChannel: 'analytics#5' });
  });

  it('does not serve unknown names, a bare public name or a private channel without a user', () => {
    for (const channel of ['public:chat', 'wins', 'balance', 'balance#', 'balance#abc', 'chat#1', '']) {
      expect(resolveChannel(channel)).toBeNull();
    }
  });
});
